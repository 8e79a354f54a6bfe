// The daily retention job: job applications (with their résumés and notes) older than RETENTION_APPLICATION_DAYS are
// removed; each keeps a line in its history. Every server runs it; a lead removed by one is simply gone for the others.
import type { AppContext } from "./app-context.ts";
import { purgeExpiredApplications } from "./lead-record.ts";
import { logger } from "./logger.ts";
import { redactError } from "./redact-error.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The first run waits a little, so a start is not slowed by it. */
const FIRST_RUN_MS = 60 * 1000;

/** Starts the job; returns the function that stops it. */
export function startRetention(
  app: Pick<AppContext, "db" | "storage">,
  { applicationDays }: { applicationDays: number },
): () => void {
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    try {
      const purged = await purgeExpiredApplications(app, applicationDays);
      if (purged > 0) {
        logger.info({ event: "retention-purge", applications: purged }, "retention");
      }
    } catch (error) {
      logger.error({ err: redactError(error) }, "the retention job failed");
    }
    timer = setTimeout(run, DAY_MS);
    timer.unref();
  };
  timer = setTimeout(run, FIRST_RUN_MS);
  timer.unref();
  return () => clearTimeout(timer);
}

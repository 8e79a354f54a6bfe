// The daily retention job: job applications (with their résumés and notes) older than RETENTION_APPLICATION_DAYS are
// removed, each keeping a line in its history; agencies' uploaded files are removed RETENTION_UPLOAD_DAYS after their
// upload request ended, each keeping its row (without the file); managers' sign-in events go after 90 days, and
// password-reset requests a day after they ended. Every server runs it; what one removed is simply gone for the others.
import type { AppContext } from "./app-context.ts";
import { purgeOldAccountEvents } from "./auth/account-events.ts";
import { purgeEndedPasswordResets } from "./auth/password-reset.ts";
import { purgeExpiredApplications } from "./leads/lead-record.ts";
import { logger } from "./runtime/logger.ts";
import { redactError } from "./runtime/redact-error.ts";
import { purgeExpiredUploads } from "./uploads/upload-requests.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The first run waits a little, so a start is not slowed by it. */
const FIRST_RUN_MS = 60 * 1000;

/** Starts the job; returns the function that stops it. */
export function startRetention(
  app: Pick<AppContext, "db" | "storage">,
  { applicationDays, uploadDays }: { applicationDays: number; uploadDays: number },
): () => void {
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    try {
      const purged = await purgeExpiredApplications(app, applicationDays);
      const files = await purgeExpiredUploads(app, uploadDays);
      const accountEvents = await purgeOldAccountEvents(app.db);
      const passwordResets = await purgeEndedPasswordResets(app.db);
      if (purged > 0 || files > 0 || accountEvents > 0 || passwordResets > 0) {
        logger.info(
          { event: "retention-purge", applications: purged, uploadedFiles: files, accountEvents, passwordResets },
          "retention",
        );
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

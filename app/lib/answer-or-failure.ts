import { data, isRouteErrorResponse } from "react-router";
import { isSessionEnded, type SessionEnded } from "./session-ended";

/** How long a form (contact, quote, sign-in, the responded toggle) waits for the server before it gives up. */
export const SUBMIT_TIMEOUT_MS = 30_000;
/** The application form carries a résumé of up to 10 MB: on a slow upload line that alone can take a minute. */
export const UPLOAD_TIMEOUT_MS = 120_000;

const TIMED_OUT = Symbol("timed out");

/**
 * Runs a route's server action from its clientAction and turns every way the answer can fail to arrive — a network
 * error, a connection reset, a proxy's 502/503/504 with an HTML or empty body, a 500, no answer within
 * `timeoutMs` — into `failure()`, answered with status 503 (so the page's loaders are not revalidated against a
 * server that just failed). Without this the router would replace the page with its error boundary and the
 * visitor's entries would be gone. A redirect the server answers with still happens. A manager's change refused
 * because their session ended (401, see lib/session-ended.ts) becomes `sessionEnded(…)` when given, so the page keeps
 * what was typed and offers the sign-in that returns to it.
 */
export async function answerOrFailure<T, F>(
  serverAction: () => Promise<T>,
  failure: () => F | Promise<F>,
  timeoutMs: number,
  sessionEnded?: (answer: SessionEnded) => F,
) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), timeoutMs);
  });
  try {
    const answer = await Promise.race([serverAction(), timedOut]);
    if (answer !== TIMED_OUT) return answer;
  } catch (error) {
    if (error instanceof Response) throw error; // a redirect, not a failure
    if (sessionEnded && isRouteErrorResponse(error) && isSessionEnded(error.data)) {
      return data(sessionEnded(error.data), { status: 401 });
    }
  } finally {
    clearTimeout(timer);
  }
  return data(await failure(), { status: 503 });
}

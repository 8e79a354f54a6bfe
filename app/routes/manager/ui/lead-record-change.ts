import { answerOrFailure, SUBMIT_TIMEOUT_MS } from "~/lib/answer-or-failure";
import { CHANGE_NOT_SAVED, type LeadRecordActionResult } from "~/lib/schemas/lead-record";

/**
 * The clientAction of a page that shows the LeadRecordPanel: the server's answer, or — after a lost connection, a
 * proxy's error page or no answer in time — a failure that keeps the page and what was typed, and says the change
 * was not saved. A session that ended meanwhile says so, with the sign-in that comes back.
 */
export function leadRecordChangeOrFailure(serverAction: () => Promise<LeadRecordActionResult>) {
  return answerOrFailure(
    serverAction,
    (): LeadRecordActionResult => ({ ok: false, error: CHANGE_NOT_SAVED }),
    SUBMIT_TIMEOUT_MS,
    ({ error, signInHref }): LeadRecordActionResult => ({ ok: false, error, signInHref }),
  );
}

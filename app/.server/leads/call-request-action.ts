// The call request's part of a details page's action: confirm, propose, decline. The caller (lead-record-action.ts)
// has checked the session and role and validated the form.
import type { AppContext } from "~/.server/app-context";
import type { Actor } from "~/.server/auth/actor";
import { CALL_STATUS_LABELS, formatSlotCentral } from "~/lib/call-request-text";
import { centralInstant, isBookableSlot } from "~/lib/call-slots";
import type { LeadRecordAction, LeadRecordActionResult } from "~/lib/schemas/lead-record";
import { type CallAtTime, changeCallRequest } from "./call-requests";

type CallAction = Extract<LeadRecordAction, { intent: "call-confirm" | "call-propose" | "call-decline" }>;

const OUTSIDE_HOURS = "Choose a weekday time between 7:30 AM and 7:30 PM Central, later than now.";

/** The warning for a time another call has: which calls, and what the manager can do. */
function takenAnswer(intent: CallAction["intent"], start: Date, others: CallAtTime[]): LeadRecordActionResult {
  const names = others.map((other) => other.name).join(", ");
  const verb = intent === "call-confirm" ? "Confirm" : "Propose";
  return {
    ok: false,
    intent,
    error:
      `${formatSlotCentral(start)} is already set for a call with ${names}. Choose another time, or ` +
      `${verb.toLowerCase()} this one as well if someone else takes the other call.`,
    taken: {
      start: start.toISOString(),
      again: `${verb} it as well`,
      calls: others.map((other) => ({
        id: other.inquiryId,
        name: other.name,
        state: CALL_STATUS_LABELS[other.status],
      })),
    },
  };
}

/** The answer and its HTTP status. */
export async function handleCallAction(
  app: Pick<AppContext, "db" | "notifications">,
  action: CallAction,
  leadId: string,
  actor: Actor,
): Promise<[LeadRecordActionResult, number]> {
  const intent = action.intent;
  let start: Date | null = null;
  if (action.intent === "call-confirm") start = new Date(action.slot);
  if (action.intent === "call-propose") {
    try {
      start = centralInstant(action.date, action.time);
    } catch {
      return [{ ok: false, intent, error: OUTSIDE_HOURS }, 400];
    }
    if (!isBookableSlot(start, new Date())) return [{ ok: false, intent, error: OUTSIDE_HOURS }, 400];
  }
  const change = intent === "call-confirm" ? "confirm" : intent === "call-propose" ? "propose" : "decline";
  // Only the time the warning named: the answer to one warning never waves another time through.
  const allowTaken = action.intent !== "call-decline" && action.allowTaken === start?.toISOString();
  const outcome = await changeCallRequest(app, leadId, change, start, actor, { allowTaken });
  switch (outcome.kind) {
    case "changed":
      return [{ ok: true, intent }, 200];
    case "not-found":
      return [{ ok: false, intent, error: "Not found." }, 404];
    case "closed":
      return [{ ok: false, intent, error: "This call was already declined or cancelled." }, 409];
    case "not-declinable":
      return [{ ok: false, intent, error: "This call already has a time set, so it can no longer be declined." }, 409];
    case "not-a-slot":
      return [{ ok: false, intent, error: "Choose one of the visitor's times." }, 400];
    case "taken":
      return [takenAnswer(intent, start as Date, outcome.others), 409];
  }
}

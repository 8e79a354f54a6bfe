// The call request's part of a details page's action: confirm, propose, decline. The caller (lead-record-action.ts)
// has checked the session and role and validated the form.
import type { AppContext } from "~/.server/app-context";
import type { Actor } from "~/.server/auth/actor";
import { centralInstant, isBookableSlot } from "~/lib/call-slots";
import type { LeadRecordAction, LeadRecordActionResult } from "~/lib/schemas/lead-record";
import { changeCallRequest } from "./call-requests";

type CallAction = Extract<LeadRecordAction, { intent: "call-confirm" | "call-propose" | "call-decline" }>;

const OUTSIDE_HOURS = "Choose a weekday time between 7:30 AM and 7:30 PM Central, later than now.";

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
  const outcome = await changeCallRequest(app, leadId, change, start, actor);
  switch (outcome) {
    case "changed":
      return [{ ok: true, intent }, 200];
    case "not-found":
      return [{ ok: false, intent, error: "Not found." }, 404];
    case "closed":
      return [{ ok: false, intent, error: "This call was already declined or cancelled." }, 409];
    case "not-a-slot":
      return [{ ok: false, intent, error: "Choose one of the visitor's times." }, 400];
  }
}

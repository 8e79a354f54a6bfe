// The e-mails a call request's visitor receives: confirmed (or another time proposed) with a calendar file and a
// cancel link, declined, and cancelled with the calendar file that removes the entry. Composed when sent, from the
// call's state then: a message whose state has moved on (a confirmation for a call declined since) is not sent, nor
// one a later change of the call queued another e-mail after. They hold no words of the visitor's own. Also the
// firm's note that a visitor cancelled.
import { and, eq, gt, inArray } from "drizzle-orm";
import { type FirmDetails, SITE_NAME } from "../../content/site.ts";
import { formatSlotCentral } from "../../lib/call-request-text.ts";
import { CALL_MINUTES } from "../../lib/call-slots.ts";
import { isScheduledCall } from "../../lib/call-statuses.ts";
import { leadReference } from "../../lib/lead-reference.ts";
import type { Database } from "../db/client.ts";
import { callRequests, inquiries, type MailKind, mailOutbox, type OutboxRow } from "../db/schema.ts";
import { issueCancelToken } from "./call-cancel-token.ts";
import { calendarFile } from "./ics.ts";
import { alertMessage, givenNameRow, leadDetailsUrl, referenceOf } from "./lead-alert.ts";
import { type Composed, message } from "./message.ts";

const CALL_MAIL_KINDS = ["call-confirmed", "call-declined", "call-cancelled"] as const satisfies MailKind[];

/** Why a call's e-mail was not sent (shown to the admin). */
export const CALL_MAIL_SUPERSEDED = "The call changed before this e-mail was sent; a later e-mail tells the visitor.";

const PRODUCT_ID = `-//${SITE_NAME}//Book a Call//EN`;

/**
 * The parts of a call's calendar event every file about it shares: its UID stays, its SEQUENCE grows. The organizer
 * is the firm as its published details name it.
 */
function callEvent(firm: FirmDetails, leadId: string, start: Date, sequence: number, publicUrl: string) {
  const host = new URL(publicUrl).hostname || "localhost";
  return {
    uid: `call-${leadId}@${host}`,
    sequence,
    organizer: { name: firm.name, email: firm.email },
    start,
    end: new Date(start.getTime() + CALL_MINUTES * 60_000),
    summary: `Call with ${SITE_NAME}`,
    stamp: new Date(),
  };
}

/**
 * The message of a call kind for `row`, or null when the call no longer is in the state it announces or a later
 * change queued its own e-mail (sent one after the other, as after a mail outage, both would announce the latest
 * state and the first one's cancel link would no longer work).
 */
export async function composeCallMail(
  db: Database,
  row: Pick<OutboxRow, "id" | "kind" | "leadId" | "recipient">,
  publicUrl: string,
  firm: FirmDetails,
): Promise<Composed | null> {
  const reachUs = `You can also reach us at ${firm.phone} or ${firm.email}.`;
  const [newer] = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.leadId, row.leadId), inArray(mailOutbox.kind, CALL_MAIL_KINDS), gt(mailOutbox.id, row.id)))
    .limit(1);
  if (newer) return null;
  const [call] = await db.select().from(callRequests).where(eq(callRequests.inquiryId, row.leadId));
  if (!call) return null;
  const kind: MailKind = row.kind;
  if (kind === "call-declined") {
    if (call.status !== "declined") return null;
    return message(
      firm,
      `Your call request – ${SITE_NAME}`,
      [
        "Thank you for asking for a call. We are sorry: we cannot hold a call at the times you chose.",
        `Please choose other times, or call us at ${firm.phone} during office hours. ${reachUs}`,
      ],
      [{ label: "Request another time", href: new URL("/book", publicUrl).href }],
    );
  }
  if (kind === "call-cancelled") {
    if (call.status !== "cancelled" || !call.scheduledAt) return null;
    const composed = message(
      firm,
      `Your call is cancelled – ${SITE_NAME}`,
      [
        `Your call on ${formatSlotCentral(call.scheduledAt)} is cancelled, as you asked.`,
        "The attached calendar file removes the call from your calendar.",
        `If you would like to talk another time, request a new call. ${reachUs}`,
      ],
      [{ label: "Request another time", href: new URL("/book", publicUrl).href }],
    );
    const ics = calendarFile(
      {
        ...callEvent(firm, row.leadId, call.scheduledAt, call.calendarSequence, publicUrl),
        description: `The call with ${SITE_NAME} is cancelled.`,
      },
      PRODUCT_ID,
      { kind: "CANCEL", attendee: row.recipient },
    );
    return {
      ...composed,
      attachments: [{ filename: "call.ics", content: ics, contentType: "text/calendar; charset=utf-8; method=CANCEL" }],
    };
  }
  if (kind !== "call-confirmed") return null;
  if (!isScheduledCall(call.status) || !call.scheduledAt) return null;
  const token = await issueCancelToken(row.leadId, db);
  if (!token) return null;
  const cancelUrl = new URL(`/book/cancel/${token}`, publicUrl).href;
  const when = formatSlotCentral(call.scheduledAt);
  const isProposed = call.status === "proposed";
  const composed = message(
    firm,
    isProposed ? `A time for your call: ${when} – ${SITE_NAME}` : `Your call is confirmed: ${when} – ${SITE_NAME}`,
    [
      isProposed
        ? `The times you chose were not free, so we propose ${when} for your 30-minute call instead. We will call you at the number you gave.`
        : `Your 30-minute call is confirmed for ${when}. We will call you at the number you gave.`,
      "The attached calendar file adds the call to your calendar.",
      `If the time no longer suits you, cancel with the link below. ${reachUs}`,
    ],
    [{ label: "Cancel this call", href: cancelUrl }],
  );
  const ics = calendarFile(
    {
      ...callEvent(firm, row.leadId, call.scheduledAt, call.calendarSequence, publicUrl),
      description: `A 30-minute call with ${SITE_NAME}. To cancel: ${cancelUrl}`,
      url: cancelUrl,
    },
    PRODUCT_ID,
    { kind: "PUBLISH" },
  );
  return {
    ...composed,
    attachments: [{ filename: "call.ics", content: ics, contentType: "text/calendar; charset=utf-8; method=PUBLISH" }],
  };
}

/**
 * The firm's note that the visitor cancelled their call through the link in its confirmation: who and which call,
 * and the link to the lead. Null when the call is not cancelled (any more) or has gone.
 */
export async function composeCallCancelledAlert(
  db: Database,
  row: Pick<OutboxRow, "leadId">,
  publicUrl: string,
): Promise<Composed | null> {
  const [call] = await db
    .select({ status: callRequests.status, scheduledAt: callRequests.scheduledAt, name: inquiries.name })
    .from(callRequests)
    .innerJoin(inquiries, eq(inquiries.id, callRequests.inquiryId))
    .where(eq(callRequests.inquiryId, row.leadId));
  if (call?.status !== "cancelled" || !call.scheduledAt) return null;
  const when = formatSlotCentral(call.scheduledAt);
  return alertMessage(
    `Call cancelled: ${when} — ${referenceOf(row.leadId)}`,
    "A visitor cancelled their call with the link in its confirmation.",
    [["Kind", "Call request"], givenNameRow(call.name), ["Call", when], ["Reference", leadReference(row.leadId)]],
    leadDetailsUrl("inquiry", row.leadId, publicUrl),
  );
}

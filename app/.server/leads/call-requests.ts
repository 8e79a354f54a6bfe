// What happens to a call request after it arrives: a manager confirms one of the visitor's slots, proposes another
// time or declines; the visitor may cancel a confirmed call through the link in their e-mail. Each step is one
// transaction that records the step in the lead's history and queues the visitor's e-mail (when mail is on).
import { eq, type SQL, sql } from "drizzle-orm";
import type { AppContext } from "~/.server/app-context";
import type { Actor } from "~/.server/auth/actor";
import type { Database } from "~/.server/db/client";
import { type CallRequest, type CallStatus, callRequests, inquiries } from "~/.server/db/schema";
import { recordLeadEvent } from "~/.server/leads/lead-record";
import { hashCancelToken } from "~/.server/mail/call-cancel-token";
import { enqueueMail } from "~/.server/mail/outbox";
import { formatSlotCentral } from "~/lib/call-request-text";
import { isOpenCall, isScheduledCall } from "~/lib/call-statuses";

export type CallChange = "confirm" | "propose" | "decline";
export type CallChangeOutcome = "changed" | "not-found" | "closed" | "not-a-slot";

/** What a call step needs from the app context: the database, and the outbox sender to nudge. */
type CallApp = Pick<AppContext, "db" | "notifications">;

/** The call row matching `where`, locked until the transaction ends, with the visitor's e-mail address. */
function lockCall(tx: Pick<Database, "select">, where: SQL) {
  return tx
    .select({
      inquiryId: callRequests.inquiryId,
      status: callRequests.status,
      slots: callRequests.slots,
      email: inquiries.email,
    })
    .from(callRequests)
    .innerJoin(inquiries, eq(inquiries.id, callRequests.inquiryId))
    .where(where)
    .for("update", { of: callRequests });
}

/** Queues the visitor's e-mail about their call with the step (nothing when mail is off). */
async function queueCallMail(
  tx: Pick<Database, "insert">,
  host: string | null,
  kind: "call-confirmed" | "call-declined" | "call-cancelled",
  call: { inquiryId: string; email: string },
) {
  if (!host) return;
  await enqueueMail(tx, { kind, leadKind: "inquiry", leadId: call.inquiryId, recipient: call.email, host });
}

export async function getCallRequest(db: Database, inquiryId: string): Promise<CallRequest | null> {
  const [found] = await db.select().from(callRequests).where(eq(callRequests.inquiryId, inquiryId));
  return found ?? null;
}

/**
 * Confirms `start` (one of the visitor's slots), proposes it (another time), or declines the request (`start`
 * unused). The visitor's e-mail is queued with the change; a confirmed or proposed time gets a fresh cancel link
 * when that e-mail is sent.
 */
export async function changeCallRequest(
  { db, notifications }: CallApp,
  inquiryId: string,
  change: CallChange,
  start: Date | null,
  actor: Actor,
): Promise<CallChangeOutcome> {
  const host = notifications.mailHost;
  const outcome = await db.transaction(async (tx) => {
    const [current] = await lockCall(tx, eq(callRequests.inquiryId, inquiryId));
    if (!current) return "not-found" as const;
    if (!isOpenCall(current.status)) return "closed" as const;
    if (change === "confirm" && !(start && current.slots.includes(start.toISOString()))) return "not-a-slot" as const;
    const status: CallStatus = change === "confirm" ? "confirmed" : change === "propose" ? "proposed" : "declined";
    await tx
      .update(callRequests)
      .set({
        status,
        scheduledAt: change === "decline" ? null : start,
        cancelTokenHash: null,
        updatedAt: sql`now()`,
      })
      .where(eq(callRequests.inquiryId, inquiryId));
    await recordLeadEvent(tx, {
      kind: "inquiry",
      leadId: inquiryId,
      action: change === "confirm" ? "call-confirmed" : change === "propose" ? "call-proposed" : "call-declined",
      actor,
      detail: start && change !== "decline" ? formatSlotCentral(start.toISOString()) : null,
    });
    await queueCallMail(tx, host, change === "decline" ? "call-declined" : "call-confirmed", current);
    return "changed" as const;
  });
  if (outcome === "changed" && host) notifications.nudge();
  return outcome;
}

/** Token strings the cancel link can carry: base64url of 32 bytes. Anything else is not looked up. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The call a cancel link is for, while it can still be cancelled; null for an unknown or used link. */
export async function findCallByCancelToken(db: Database, token: string) {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [found] = await db
    .select({ inquiryId: callRequests.inquiryId, status: callRequests.status, scheduledAt: callRequests.scheduledAt })
    .from(callRequests)
    .where(eq(callRequests.cancelTokenHash, hashCancelToken(token)));
  if (!found?.scheduledAt || !isScheduledCall(found.status)) return null;
  return { inquiryId: found.inquiryId, scheduledAt: found.scheduledAt };
}

/**
 * Cancels the call a cancel link is for, once: the link's hash is cleared with it. Returns false for an unknown
 * or used link.
 */
export async function cancelCallByToken({ db, notifications }: CallApp, token: string): Promise<boolean> {
  if (!TOKEN_PATTERN.test(token)) return false;
  const host = notifications.mailHost;
  const cancelled = await db.transaction(async (tx) => {
    const [found] = await lockCall(tx, eq(callRequests.cancelTokenHash, hashCancelToken(token)));
    if (!found || !isScheduledCall(found.status)) return false;
    await tx
      .update(callRequests)
      .set({ status: "cancelled", cancelTokenHash: null, updatedAt: sql`now()` })
      .where(eq(callRequests.inquiryId, found.inquiryId));
    await recordLeadEvent(tx, { kind: "inquiry", leadId: found.inquiryId, action: "call-cancelled", actor: null });
    await queueCallMail(tx, host, "call-cancelled", found);
    // The firm had the call in its calendar: whoever gets the new-lead alerts is told, too.
    const { alerts } = notifications;
    if (alerts) {
      const about = { kind: "call-cancelled-alert", leadKind: "inquiry", leadId: found.inquiryId } as const;
      for (const recipient of alerts.recipients) {
        await enqueueMail(tx, { ...about, recipient, host: alerts.messageHost });
      }
    }
    return true;
  });
  if (cancelled && host) notifications.nudge();
  return cancelled;
}

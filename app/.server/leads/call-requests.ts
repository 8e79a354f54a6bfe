// What happens to a call request after it arrives: a manager confirms one of the visitor's slots, proposes another
// time or declines; the visitor may cancel a confirmed call through the link in their e-mail. Each step is one
// transaction that records the step in the lead's history and queues the visitor's e-mail (when mail is on). A
// confirmed or proposed time is taken: /book no longer offers it, and a manager choosing it for another call is
// warned first. Confirming, proposing or declining is the firm's reply to the lead.
import { and, eq, gte, inArray, lt, ne, type SQL, sql } from "drizzle-orm";
import type { AppContext } from "~/.server/app-context";
import type { Actor } from "~/.server/auth/actor";
import { users } from "~/.server/db/auth-schema";
import type { Database } from "~/.server/db/client";
import {
  type CallRequest,
  type CallStatus,
  callRequests,
  inquiries,
  SCHEDULED_CALL_CONDITION,
} from "~/.server/db/schema";
import { recordLeadEvent } from "~/.server/leads/lead-record";
import { hashCancelToken } from "~/.server/mail/call-cancel-token";
import { enqueueMail } from "~/.server/mail/outbox";
import { formatSlotCentral } from "~/lib/call-request-text";
import { CALL_MINUTES } from "~/lib/call-slots";
import { isDeclinableCall, isOpenCall, isScheduledCall } from "~/lib/call-statuses";

export type CallChange = "confirm" | "propose" | "decline";

/** Another call already set for a time: who it is with, and whether it is confirmed or a time the firm proposed. */
export type CallAtTime = { inquiryId: string; name: string; status: CallStatus; start: string };

export type CallChangeOutcome =
  | { kind: "changed" }
  | { kind: "not-found" }
  | { kind: "closed" }
  | { kind: "not-a-slot" }
  /** Decline answers the visitor's own times (isDeclinableCall). */
  | { kind: "not-declinable" }
  /** The time is set for another call already: nothing changed; the manager may choose it again deliberately. */
  | { kind: "taken"; others: CallAtTime[] };

/** What a call step needs from the app context: the database, and the outbox sender to nudge. */
type CallApp = Pick<AppContext, "db" | "notifications">;

/** The call row matching `where`, locked until the transaction ends, with the visitor's e-mail address. */
function lockCall(tx: Pick<Database, "select">, where: SQL) {
  return tx
    .select({
      inquiryId: callRequests.inquiryId,
      status: callRequests.status,
      slots: callRequests.slots,
      scheduledAt: callRequests.scheduledAt,
      calendarSequence: callRequests.calendarSequence,
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

/** The calls, other than `except`'s, whose confirmed or proposed time starts at one of `starts` (ISO instants). */
export async function findCallsAt(
  db: Pick<Database, "select">,
  starts: readonly string[],
  except?: string,
): Promise<CallAtTime[]> {
  if (starts.length === 0) return [];
  const rows = await db
    .select({
      inquiryId: callRequests.inquiryId,
      name: inquiries.name,
      status: callRequests.status,
      scheduledAt: callRequests.scheduledAt,
    })
    .from(callRequests)
    .innerJoin(inquiries, eq(inquiries.id, callRequests.inquiryId))
    .where(
      and(
        SCHEDULED_CALL_CONDITION,
        inArray(
          callRequests.scheduledAt,
          starts.map((start) => new Date(start)),
        ),
        except ? ne(callRequests.inquiryId, except) : undefined,
      ),
    )
    .orderBy(callRequests.scheduledAt, inquiries.name);
  return rows.map(({ scheduledAt, ...row }) => ({ ...row, start: (scheduledAt as Date).toISOString() }));
}

/** The start instants (ISO) of the times taken between `from` and `to`: what /book does not offer. */
export async function listTakenTimes(db: Database, from: Date, to: Date): Promise<string[]> {
  const rows = await db
    .selectDistinct({ start: callRequests.scheduledAt })
    .from(callRequests)
    .where(and(SCHEDULED_CALL_CONDITION, gte(callRequests.scheduledAt, from), lt(callRequests.scheduledAt, to)));
  return rows.flatMap((row) => (row.start ? [row.start.toISOString()] : []));
}

// Two managers choosing the same time for two calls at once: each transaction takes this lock for the time before it
// looks for another call there, so the second one sees the first's and is warned (PostgreSQL's advisory lock, held to
// the transaction's end; PGlite runs one transaction at a time anyway).
const TIME_LOCK_SPACE = 0x63616c6c; // "call"
async function lockTime(tx: Pick<Database, "execute">, start: Date) {
  const slot = Math.floor(start.getTime() / (CALL_MINUTES * 60_000));
  await tx.execute(sql`select pg_advisory_xact_lock(${TIME_LOCK_SPACE}::int, ${slot}::int)`);
}

/** The history line's detail when a call step is the firm's reply to the lead. */
const REPLY_DETAILS: Record<CallChange, string> = {
  confirm: "By confirming the call",
  propose: "By proposing a time for the call",
  decline: "By declining the call",
};

/**
 * Confirms `start` (one of the visitor's slots), proposes it (another time), or declines the request (`start`
 * unused; only while the visitor's times are open, i.e. still "requested"). A time already confirmed or proposed for
 * another call is refused as "taken" unless `allowTaken` (the manager chose it again, knowing). The step marks the
 * lead responded (the firm has replied) and queues the visitor's e-mail; a confirmed or proposed time gets a fresh
 * cancel link when that e-mail is sent.
 */
export async function changeCallRequest(
  { db, notifications }: CallApp,
  inquiryId: string,
  change: CallChange,
  start: Date | null,
  actor: Actor,
  { allowTaken = false }: { allowTaken?: boolean } = {},
): Promise<CallChangeOutcome> {
  const host = notifications.mailHost;
  const outcome = await db.transaction(async (tx): Promise<CallChangeOutcome> => {
    const [current] = await lockCall(tx, eq(callRequests.inquiryId, inquiryId));
    if (!current) return { kind: "not-found" };
    if (!isOpenCall(current.status)) return { kind: "closed" };
    if (change === "decline" && !isDeclinableCall(current.status)) return { kind: "not-declinable" };
    if (change === "confirm" && !(start && current.slots.includes(start.toISOString()))) return { kind: "not-a-slot" };
    const time = change === "decline" ? null : start;
    let others: CallAtTime[] = [];
    if (time) {
      await lockTime(tx, time);
      others = await findCallsAt(tx, [time.toISOString()], inquiryId);
      if (others.length > 0 && !allowTaken) return { kind: "taken", others };
    }
    const status: CallStatus = change === "confirm" ? "confirmed" : change === "propose" ? "proposed" : "declined";
    await tx
      .update(callRequests)
      .set({
        status,
        scheduledAt: time,
        cancelTokenHash: null,
        // A calendar entry the visitor may already have is moved, not duplicated: same UID, a higher SEQUENCE.
        calendarSequence: current.scheduledAt ? current.calendarSequence + 1 : current.calendarSequence,
        updatedAt: sql`now()`,
      })
      .where(eq(callRequests.inquiryId, inquiryId));
    const when = time ? formatSlotCentral(time.toISOString()) : null;
    await recordLeadEvent(tx, {
      kind: "inquiry",
      leadId: inquiryId,
      action: change === "confirm" ? "call-confirmed" : change === "propose" ? "call-proposed" : "call-declined",
      actor,
      detail: when && others.length > 0 ? `${when} (also set for another call)` : when,
    });
    const replied = await tx
      .update(inquiries)
      .set({ responded: true })
      .where(and(eq(inquiries.id, inquiryId), eq(inquiries.responded, false)))
      .returning({ id: inquiries.id });
    if (replied.length > 0) {
      await recordLeadEvent(tx, {
        kind: "inquiry",
        leadId: inquiryId,
        action: "responded",
        actor,
        detail: REPLY_DETAILS[change],
      });
    }
    await queueCallMail(tx, host, change === "decline" ? "call-declined" : "call-confirmed", current);
    return { kind: "changed" };
  });
  if (outcome.kind === "changed" && host) notifications.nudge();
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
      .set({
        status: "cancelled",
        cancelTokenHash: null,
        // The cancellation's calendar file removes the entry the confirmation's added (same UID, a higher SEQUENCE).
        calendarSequence: found.calendarSequence + 1,
        updatedAt: sql`now()`,
      })
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

/** How far back a call still counts as upcoming: one under way is still on the list. */
const UNDER_WAY_MS = CALL_MINUTES * 60_000;
/** The most calls the upcoming list shows (weeks of a busy firm's calls). */
const UPCOMING_LIMIT = 500;

/**
 * The calls with a time set (confirmed, or a time the firm proposed) from the one under way at `now` on, soonest
 * first, with what the manager needs to make the call: name, phone, topic, organization, who handles the lead.
 */
export async function listUpcomingCalls(db: Database, now: Date) {
  const rows = await db
    .select({
      inquiryId: callRequests.inquiryId,
      status: callRequests.status,
      scheduledAt: callRequests.scheduledAt,
      name: inquiries.name,
      phone: inquiries.phone,
      email: inquiries.email,
      organization: inquiries.organization,
      serviceType: inquiries.serviceType,
      category: inquiries.category,
      ownerName: sql<string | null>`coalesce(nullif(${users.name}, ''), ${users.email})`,
    })
    .from(callRequests)
    .innerJoin(inquiries, eq(inquiries.id, callRequests.inquiryId))
    .leftJoin(users, eq(users.id, inquiries.ownerId))
    .where(and(SCHEDULED_CALL_CONDITION, gte(callRequests.scheduledAt, new Date(now.getTime() - UNDER_WAY_MS))))
    .orderBy(callRequests.scheduledAt, inquiries.name)
    .limit(UPCOMING_LIMIT + 1);
  return {
    calls: rows
      .slice(0, UPCOMING_LIMIT)
      .map(({ scheduledAt, ...row }) => ({ ...row, scheduledAt: scheduledAt as Date })),
    isCut: rows.length > UPCOMING_LIMIT,
  };
}

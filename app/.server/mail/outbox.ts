// The mail outbox: each message is queued as a row of its kind (outbox-sender.ts composes it when sending). Alerts
// are queued in the lead's own transaction and delivered later by outbox-sender.ts, so a
// lead is never stored without its alert, nor an alert sent for a lead that was not stored. Several servers may
// share one PostgreSQL: a row is claimed with FOR UPDATE SKIP LOCKED and a claim that runs out (a crashed sender)
// is taken up again.
import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import {
  type LeadKind,
  type MailKind,
  mailOutbox,
  type OutboxRow,
  type OutboxStatus,
  type OutboxSubjectKind,
} from "../db/schema.ts";

/** Who gets an alert for each new lead, and the host part of its Message-ID. Null: notifications are off. */
export type LeadAlerts = { recipients: readonly string[]; messageHost: string } | null;

/** Any Drizzle database or transaction on our schema. */
type Executor = Pick<Database, "insert">;

/** How long a claim holds a row: longer than one SMTP delivery may take. */
const CLAIM_SECONDS = 120;
/** Retries back off from one minute, doubling, to one hour; after two days the alert is given up as failed. */
const FIRST_RETRY_SECONDS = 60;
const MAX_RETRY_SECONDS = 60 * 60;
const GIVE_UP_AFTER_SECONDS = 48 * 60 * 60;

/** The Message-ID of a lead's alert, the same for every recipient and every attempt. */
export function alertMessageId(kind: LeadKind, leadId: string, host: string) {
  return `<lead-${kind}-${leadId}@${host}>`;
}

/** Queues one alert per recipient for each new lead, with `executor` being the transaction that stores them. */
export async function enqueueLeadAlerts(
  executor: Executor,
  kind: LeadKind,
  leadIds: readonly string[],
  alerts: LeadAlerts,
) {
  if (!alerts || alerts.recipients.length === 0 || leadIds.length === 0) return;
  const rows = leadIds.flatMap((leadId) =>
    alerts.recipients.map((recipient) => ({
      leadKind: kind,
      leadId,
      recipient,
      messageId: alertMessageId(kind, leadId, alerts.messageHost),
    })),
  );
  await executor.insert(mailOutbox).values(rows).onConflictDoNothing();
}

/**
 * Queues one message of `kind` about a lead or an upload request, in `executor`'s transaction. The row names its
 * subject and the recipient only: the sender composes the message from the database when it sends it. Its Message-ID is made here, once, so
 * every attempt sends the same message.
 */
export async function enqueueMail(
  executor: Executor,
  mail: {
    kind: Exclude<MailKind, "lead-alert">;
    leadKind: OutboxSubjectKind;
    leadId: string;
    recipient: string;
    host: string;
  },
) {
  await executor.insert(mailOutbox).values({
    kind: mail.kind,
    leadKind: mail.leadKind,
    leadId: mail.leadId,
    recipient: mail.recipient,
    messageId: `<${mail.kind}-${mail.leadId}-${randomUUID()}@${mail.host}>`,
  });
}

/**
 * Queues one message of a batch (files an agency sent together): one row per message and recipient, due
 * `dueInSeconds` from now. Each later file of the batch queues it again, which only moves the due time (a row not yet
 * tried), so the batch gets one message, sent once it is complete, that counts all of it.
 */
export async function enqueueBatchMail(
  executor: Executor,
  mail: {
    kind: "upload-received-alert" | "upload-receipt";
    leadId: string;
    recipient: string;
    messageId: string;
    dueInSeconds: number;
  },
) {
  const due = sql`now() + make_interval(secs => ${mail.dueInSeconds})`;
  await executor
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      leadKind: "upload",
      leadId: mail.leadId,
      recipient: mail.recipient,
      messageId: mail.messageId,
      nextAttemptAt: due,
    })
    .onConflictDoUpdate({
      target: [mailOutbox.messageId, mailOutbox.recipient],
      set: { nextAttemptAt: due },
      setWhere: sql`${mailOutbox.status} = 'queued' and ${mailOutbox.attempts} = 0`,
    });
}

/** Makes the not yet tried messages with these Message-IDs due now (their batch is complete). */
export async function makeDueNow(db: Pick<Database, "update">, messageIds: string[]) {
  if (messageIds.length === 0) return;
  await db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(and(inArray(mailOutbox.messageId, messageIds), eq(mailOutbox.status, "queued"), eq(mailOutbox.attempts, 0)));
}

/**
 * Queues the visitors' receipts for new leads (receipt-mail.ts), one each, in the transaction that stores them.
 * `host`: the Message-IDs' host part; null when mail is off, and nothing is queued. Each receipt's Message-ID is
 * made from its lead, so a repeat is recognisable as the same message.
 */
export async function enqueueReceipts(
  executor: Executor,
  kind: LeadKind,
  leads: readonly { id: string; email: string }[],
  host: string | null,
) {
  if (!host || leads.length === 0) return;
  await executor
    .insert(mailOutbox)
    .values(
      leads.map((lead) => ({
        kind: "lead-receipt" as const,
        leadKind: kind,
        leadId: lead.id,
        recipient: lead.email,
        messageId: `<receipt-${kind}-${lead.id}@${host}>`,
      })),
    )
    .onConflictDoNothing();
}

/** Claims up to `limit` alerts that are due, for this sender alone until the claim runs out. */
export async function claimDueAlerts(db: Database, limit = 10): Promise<OutboxRow[]> {
  return db
    .update(mailOutbox)
    .set({
      lockedUntil: sql`now() + make_interval(secs => ${CLAIM_SECONDS})`,
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(
      sql`${mailOutbox.id} in (
        select id from ${mailOutbox}
        where status = 'queued' and next_attempt_at <= now() and (locked_until is null or locked_until < now())
        order by id
        limit ${limit}
        for update skip locked
      )`,
    )
    .returning();
}

export async function markAlertSent(db: Database, id: number) {
  await db
    .update(mailOutbox)
    .set({ status: "sent", sentAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(eq(mailOutbox.id, id));
}

/** Records a failed attempt: retried later with backoff, or failed for good once the alert is two days old. */
export async function markAlertFailed(db: Database, row: Pick<OutboxRow, "id" | "attempts">, error: string) {
  const delay = Math.min(FIRST_RETRY_SECONDS * 2 ** Math.max(0, row.attempts - 1), MAX_RETRY_SECONDS);
  await db
    .update(mailOutbox)
    .set({
      status: sql`case when ${mailOutbox.createdAt} < now() - make_interval(secs => ${GIVE_UP_AFTER_SECONDS}) then 'failed' else 'queued' end`,
      nextAttemptAt: sql`now() + make_interval(secs => ${delay})`,
      lockedUntil: null,
      lastError: error.slice(0, 500),
    })
    .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, "queued")));
}

/** Marks an alert failed at once, without retries (its lead no longer exists). */
export async function abandonAlert(db: Database, id: number, reason: string) {
  await db
    .update(mailOutbox)
    .set({ status: "failed", lockedUntil: null, lastError: reason })
    .where(eq(mailOutbox.id, id));
}

export type OutboxSummary = Record<OutboxStatus, number> & {
  /** The most recent error of a queued or failed alert, for the admin's view. */
  lastError: string | null;
};

/** How many alerts are queued, sent and failed, and the latest error. */
export async function summarizeOutbox(db: Database): Promise<OutboxSummary> {
  const counts = await db
    .select({ status: mailOutbox.status, count: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .groupBy(mailOutbox.status);
  const [latest] = await db
    .select({ lastError: mailOutbox.lastError })
    .from(mailOutbox)
    .where(sql`${mailOutbox.lastError} is not null and ${mailOutbox.status} <> 'sent'`)
    .orderBy(sql`${mailOutbox.id} desc`)
    .limit(1);
  const summary: OutboxSummary = { queued: 0, sent: 0, failed: 0, lastError: latest?.lastError ?? null };
  for (const { status, count } of counts) summary[status] = Number(count);
  return summary;
}

// Sign-ins and account changes, kept 90 days for the admin's list, and the notices a change sends its account holder.
// Never a password, a code, a token, or an address that has no account: a stranger's typing is not stored.
import { desc, eq, gt, lt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { users } from "../db/auth-schema.ts";
import type { Database } from "../db/client.ts";
import { type AccountEventKind, accountEvents } from "../db/schema.ts";
import type { Notifications } from "../mail/notifications.ts";
import { enqueueMail } from "../mail/outbox.ts";

/** How long the events are kept (the retention job removes older ones). */
export const ACCOUNT_EVENT_DAYS = 90;

/** The changes the account holder hears about by e-mail, whoever made them. */
const NOTICE_KINDS: ReadonlySet<AccountEventKind> = new Set([
  "password-changed",
  "password-reset",
  "two-factor-off",
  "two-factor-reset",
]);

/** How each event reads in the admin's list. */
export const ACCOUNT_EVENT_LABELS: Record<AccountEventKind, string> = {
  "signed-in": "Signed in",
  "sign-in-failed": "Sign-in failed",
  "two-factor-failed": "Wrong two-factor code",
  "password-changed": "Password changed",
  "password-reset": "Password reset by e-mail link",
  "two-factor-on": "Two-factor sign-in turned on",
  "two-factor-off": "Two-factor sign-in turned off",
  "two-factor-reset": "Two-factor sign-in reset",
  "invitation-accepted": "Invitation accepted",
};

/** Any Drizzle database or transaction on our schema. */
type Executor = Pick<Database, "insert">;

export type AccountEventInput = {
  kind: AccountEventKind;
  /** The account, when there is one; a failed sign-in for an unknown address has none. */
  user?: { id: string; email: string } | null;
  /** The admin who did it, when it was done to someone else's account. */
  byId?: string | null;
  clientIp?: string | null;
};

/**
 * Records one event (in `executor`'s transaction). For a password or two-factor change, given the server's mail,
 * it also queues the notice to the account holder (when mail is on). Returns the event's id.
 */
export async function recordAccountEvent(
  executor: Executor,
  event: AccountEventInput,
  mail?: Pick<Notifications, "mailHost">,
): Promise<string> {
  const [row] = await executor
    .insert(accountEvents)
    .values({
      kind: event.kind,
      userId: event.user?.id ?? null,
      email: event.user?.email ?? null,
      byId: event.byId ?? null,
      clientIp: event.clientIp?.slice(0, 64) ?? null,
    })
    .returning({ id: accountEvents.id });
  if (!row) throw new Error("The account event was not stored.");
  if (event.user && NOTICE_KINDS.has(event.kind) && mail?.mailHost) {
    await enqueueMail(executor, {
      kind: "account-notice",
      leadKind: "account-event",
      leadId: row.id,
      recipient: event.user.email,
      host: mail.mailHost,
    });
  }
  return row.id;
}

export type AccountEventListing = {
  id: string;
  kind: AccountEventKind;
  /** The account's e-mail at the time, or null for a sign-in attempt with an unknown address. */
  email: string | null;
  /** The admin's e-mail, for a change an admin made to someone else's account. */
  byEmail: string | null;
  clientIp: string | null;
  at: Date;
};

/** The last `days` days' events, newest first (at most `limit`). */
export async function listAccountEvents(
  db: Database,
  { days = ACCOUNT_EVENT_DAYS, limit = 500 }: { days?: number; limit?: number } = {},
): Promise<AccountEventListing[]> {
  const by = alias(users, "by_user");
  return db
    .select({
      id: accountEvents.id,
      kind: accountEvents.kind,
      email: accountEvents.email,
      byEmail: by.email,
      clientIp: accountEvents.clientIp,
      at: accountEvents.createdAt,
    })
    .from(accountEvents)
    .leftJoin(by, eq(by.id, accountEvents.byId))
    .where(gt(accountEvents.createdAt, sql`now() - make_interval(days => ${days})`))
    .orderBy(desc(accountEvents.createdAt), desc(accountEvents.id))
    .limit(limit);
}

/** Removes the events older than `days` days; returns how many. */
export async function purgeOldAccountEvents(db: Database, days = ACCOUNT_EVENT_DAYS): Promise<number> {
  const removed = await db
    .delete(accountEvents)
    .where(lt(accountEvents.createdAt, sql`now() - make_interval(days => ${days})`))
    .returning({ id: accountEvents.id });
  return removed.length;
}

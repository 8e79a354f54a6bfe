// "Forgot password?": an address gets a single-use link, valid for an hour, to choose a new password; setting it ends
// every session of the account. A known and an unknown address get the same answer, and requests are limited per
// address and per client, whether the address is known or not.
import { createHash } from "node:crypto";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { accounts, sessions, users } from "../db/auth-schema.ts";
import type { Database } from "../db/client.ts";
import { consumeRateLimit, type RateLimit } from "../db/rate-limit.ts";
import { passwordResets } from "../db/schema.ts";
import { hashAccountToken } from "../mail/account-links.ts";
import type { Notifications } from "../mail/notifications.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { recordAccountEvent } from "./account-events.ts";
import { type AuthDeps, findRole } from "./session.ts";

export const RESET_LINK_MINUTES = 60;

/** Reset links asked for, per address and per client (an IPv4 address or an IPv6 /64), in an hour. */
export const RESET_REQUEST_LIMITS = {
  perAddress: { max: 3, windowSeconds: 60 * 60 },
  perClient: { max: 10, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimit>;

export type ResetRequestOutcome = "sent-if-known" | "throttled";

/**
 * Asks for a reset link for `email`: when the address belongs to an account with a dashboard role, a link is queued
 * for it. The answer never tells whether it does. Counted per address (hashed: a stranger's typing is not stored)
 * and per client first.
 */
export async function requestPasswordReset(
  app: { db: Database; notifications: Pick<Notifications, "mailHost" | "nudge"> },
  email: string,
  clientSubject: string,
): Promise<ResetRequestOutcome> {
  const address = email.trim().toLowerCase();
  const addressKey = `password-reset-address:${createHash("sha256").update(address).digest("hex")}`;
  const [byAddress, byClient] = await Promise.all([
    consumeRateLimit(app.db, addressKey, RESET_REQUEST_LIMITS.perAddress),
    consumeRateLimit(app.db, `password-reset-client:${clientSubject}`, RESET_REQUEST_LIMITS.perClient),
  ]);
  if (!byAddress.isAllowed || !byClient.isAllowed) return "throttled";
  const mailHost = app.notifications.mailHost;
  if (!mailHost) return "sent-if-known";
  const [user] = await app.db.select({ id: users.id, email: users.email }).from(users).where(eq(users.email, address));
  if (!user || !(await findRole(app.db, user.id))) return "sent-if-known";
  await app.db.transaction(async (tx) => {
    const [reset] = await tx
      .insert(passwordResets)
      .values({ userId: user.id, expiresAt: sql`now() + make_interval(mins => ${RESET_LINK_MINUTES})` })
      .returning({ id: passwordResets.id });
    if (!reset) throw new Error("The reset request was not stored.");
    await enqueueMail(tx, {
      kind: "password-reset",
      leadKind: "password-reset",
      leadId: reset.id,
      recipient: user.email,
      host: mailHost,
    });
  });
  app.notifications.nudge();
  return "sent-if-known";
}

export type ResetLinkState = { state: "open"; email: string } | { state: "used" | "expired" | "unknown" };

/** What the reset link `token` leads to. */
export async function findResetLink(db: Database, token: string): Promise<ResetLinkState> {
  const [row] = await db
    .select({ usedAt: passwordResets.usedAt, expiresAt: passwordResets.expiresAt, email: users.email })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(eq(passwordResets.tokenHash, hashAccountToken(token)));
  if (!row) return { state: "unknown" };
  if (row.usedAt) return { state: "used" };
  if (row.expiresAt <= new Date()) return { state: "expired" };
  return { state: "open", email: row.email };
}

/**
 * Sets `password` (already checked against the rules) through the reset link `token`, in one transaction: the link is
 * used (with every other open link of the account), the password replaced, every session of the account ended, and
 * the change recorded with a notice to the holder. Returns the account, or the link's state when it is not open.
 */
export async function completePasswordReset(
  app: AuthDeps & { notifications: Pick<Notifications, "mailHost" | "nudge"> },
  token: string,
  password: string,
  clientIp: string,
): Promise<{ state: "done"; email: string } | ResetLinkState> {
  const context = await app.auth.$context;
  const hash = await context.password.hash(password);
  const done = await app.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResets.tokenHash, hashAccountToken(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!claimed) return null;
    const [user] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.id, claimed.userId));
    if (!user) return null;
    await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    const updated = await tx
      .update(accounts)
      .set({ password: hash, updatedAt: sql`now()` })
      .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, "credential")))
      .returning({ id: accounts.id });
    if (updated.length === 0) throw new Error("The account has no password sign-in to reset.");
    await tx.update(users).set({ passwordChangeRequired: false }).where(eq(users.id, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await recordAccountEvent(tx, { kind: "password-reset", user, clientIp }, app.notifications);
    return user;
  });
  if (!done) return findResetLink(app.db, token);
  app.notifications.nudge();
  return { state: "done", email: done.email };
}

/** Removes reset requests a day after they ended; returns how many. */
export async function purgeEndedPasswordResets(db: Database): Promise<number> {
  const removed = await db
    .delete(passwordResets)
    .where(lt(passwordResets.expiresAt, sql`now() - interval '1 day'`))
    .returning({ id: passwordResets.id });
  return removed.length;
}

// The secrets in a manager invitation's link and a password-reset link: 256 random bits made when the link is sent
// (or shown once to the admin when mail is off), of which only the SHA-256 is stored. A new token replaces the
// earlier one. Its own module, so the mail sender that issues them does not depend on the accounts' steps.
import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { managerInvitations, passwordResets } from "../db/schema.ts";
import { hashToken } from "./upload-link.ts";

export { hashToken as hashAccountToken };

export const invitationLinkOf = (origin: string, token: string) => `${origin}/manager-login/invitation/${token}`;
export const resetLinkOf = (origin: string, token: string) => `${origin}/manager-login/reset-password/${token}`;

/**
 * A new token for an open invitation (not accepted, withdrawn or expired), replacing any earlier one; null when the
 * invitation is no longer open.
 */
export async function issueInvitationToken(db: Database, invitationId: string) {
  const token = randomBytes(32).toString("base64url");
  const [issued] = await db
    .update(managerInvitations)
    .set({ tokenHash: hashToken(token) })
    .where(
      and(
        eq(managerInvitations.id, invitationId),
        isNull(managerInvitations.acceptedAt),
        isNull(managerInvitations.withdrawnAt),
        gt(managerInvitations.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: managerInvitations.id, expiresAt: managerInvitations.expiresAt });
  return issued ? { token, expiresAt: issued.expiresAt } : null;
}

/** A new token for an unused, unexpired reset request; null when the request is used or past its hour. */
export async function issueResetToken(db: Database, resetId: string) {
  const token = randomBytes(32).toString("base64url");
  const [issued] = await db
    .update(passwordResets)
    .set({ tokenHash: hashToken(token) })
    .where(and(eq(passwordResets.id, resetId), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`)))
    .returning({ id: passwordResets.id, expiresAt: passwordResets.expiresAt });
  return issued ? { token, expiresAt: issued.expiresAt } : null;
}

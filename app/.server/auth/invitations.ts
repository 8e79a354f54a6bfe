// Invitations: an admin names an e-mail address and a role; the person gets a single-use link, valid 72 hours, where
// they choose their own password and are then signed in. Nobody else ever sees or sets that password. With mail on,
// the link is e-mailed (its token made when the e-mail is sent); without it, the admin is shown the link once.
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { users } from "../db/auth-schema.ts";
import type { Database } from "../db/client.ts";
import { type ManagerInvitation, type ManagerRole, managerInvitations } from "../db/schema.ts";
import { hashAccountToken, invitationLinkOf, issueInvitationToken } from "../mail/account-links.ts";
import type { Notifications } from "../mail/notifications.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { recordAccountEvent } from "./account-events.ts";
import { AccountError, createManager, userExists } from "./accounts.ts";
import type { AuthDeps } from "./session.ts";

export const INVITATION_HOURS = 72;

type InviteDeps = AuthDeps & { notifications: Pick<Notifications, "mailHost" | "nudge"> };

/** How an invitation reached its invitee: e-mailed, or a link for the admin to pass on (shown this once). */
export type InvitationSent = { email: string; mailed: true } | { email: string; mailed: false; link: string };

const isOpen = () =>
  and(
    isNull(managerInvitations.acceptedAt),
    isNull(managerInvitations.withdrawnAt),
    gt(managerInvitations.expiresAt, sql`now()`),
  );

/**
 * Invites `email` as `role`. Refuses an address that already has an account or an open invitation (send that one
 * again, or withdraw it).
 */
export async function inviteManager(
  app: InviteDeps,
  input: { email: string; role: ManagerRole },
  by: { id: string },
  origin: string,
): Promise<InvitationSent> {
  const [account] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  if (account) throw new AccountError(`${input.email} already has an account.`);
  const [open] = await app.db
    .select({ id: managerInvitations.id })
    .from(managerInvitations)
    .where(and(eq(managerInvitations.email, input.email), isOpen()));
  if (open) throw new AccountError(`${input.email} already has an open invitation: send it again or withdraw it.`);
  const invitation = await app.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(managerInvitations)
      .values({
        email: input.email,
        role: input.role,
        invitedById: by.id,
        expiresAt: sql`now() + make_interval(hours => ${INVITATION_HOURS})`,
      })
      .returning();
    if (!row) throw new Error("The invitation was not stored.");
    await queueInvitationMail(tx, app.notifications, row);
    return row;
  });
  return deliver(app, invitation, origin);
}

/** Sends an open or expired invitation again: a new link, valid 72 hours from now; the earlier link stops working. */
export async function resendInvitation(app: InviteDeps, invitationId: string, origin: string): Promise<InvitationSent> {
  const invitation = await app.db.transaction(async (tx) => {
    const [row] = await tx
      .update(managerInvitations)
      .set({ tokenHash: null, expiresAt: sql`now() + make_interval(hours => ${INVITATION_HOURS})` })
      .where(
        and(
          eq(managerInvitations.id, invitationId),
          isNull(managerInvitations.acceptedAt),
          isNull(managerInvitations.withdrawnAt),
        ),
      )
      .returning();
    if (!row) throw new AccountError("This invitation was accepted or withdrawn; it cannot be sent again.");
    await queueInvitationMail(tx, app.notifications, row);
    return row;
  });
  return deliver(app, invitation, origin);
}

async function queueInvitationMail(
  tx: Pick<Database, "insert">,
  notifications: Pick<Notifications, "mailHost">,
  invitation: ManagerInvitation,
) {
  if (!notifications.mailHost) return;
  await enqueueMail(tx, {
    kind: "manager-invitation",
    leadKind: "manager-invitation",
    leadId: invitation.id,
    recipient: invitation.email,
    host: notifications.mailHost,
  });
}

async function deliver(app: InviteDeps, invitation: ManagerInvitation, origin: string): Promise<InvitationSent> {
  if (app.notifications.mailHost) {
    app.notifications.nudge();
    return { email: invitation.email, mailed: true };
  }
  const issued = await issueInvitationToken(app.db, invitation.id);
  if (!issued) throw new Error("A new invitation could not be given a link.");
  return { email: invitation.email, mailed: false, link: invitationLinkOf(origin, issued.token) };
}

/** Withdraws an invitation that was not accepted: its link stops working. Returns its address, or null. */
export async function withdrawInvitation(db: Database, invitationId: string): Promise<string | null> {
  const withdrawn = await db
    .update(managerInvitations)
    .set({ withdrawnAt: sql`now()` })
    .where(
      and(
        eq(managerInvitations.id, invitationId),
        isNull(managerInvitations.acceptedAt),
        isNull(managerInvitations.withdrawnAt),
      ),
    )
    .returning({ email: managerInvitations.email });
  return withdrawn[0]?.email ?? null;
}

export type InvitationListing = {
  id: string;
  email: string;
  role: ManagerRole;
  expiresAt: Date;
  isExpired: boolean;
  createdAt: Date;
};

/** Invitations not accepted or withdrawn (expired ones too, so they can be sent again), newest first. */
export async function listOpenInvitations(db: Database): Promise<InvitationListing[]> {
  return db
    .select({
      id: managerInvitations.id,
      email: managerInvitations.email,
      role: managerInvitations.role,
      expiresAt: managerInvitations.expiresAt,
      isExpired: sql<boolean>`${managerInvitations.expiresAt} <= now()`,
      createdAt: managerInvitations.createdAt,
    })
    .from(managerInvitations)
    .where(and(isNull(managerInvitations.acceptedAt), isNull(managerInvitations.withdrawnAt)))
    .orderBy(desc(managerInvitations.createdAt));
}

export type InvitationState =
  | { state: "open"; email: string; role: ManagerRole }
  | { state: "used" | "withdrawn" | "expired" | "unknown" };

/** What the invitation link `token` leads to. */
export async function findInvitation(db: Database, token: string): Promise<InvitationState> {
  const [row] = await db
    .select()
    .from(managerInvitations)
    .where(eq(managerInvitations.tokenHash, hashAccountToken(token)));
  return stateOf(row);
}

function stateOf(row: ManagerInvitation | undefined): InvitationState {
  if (!row) return { state: "unknown" };
  if (row.acceptedAt) return { state: "used" };
  if (row.withdrawnAt) return { state: "withdrawn" };
  if (row.expiresAt <= new Date()) return { state: "expired" };
  return { state: "open", email: row.email, role: row.role };
}

/**
 * Accepts the invitation `token` with the password its invitee chose (already checked against the password rules):
 * the invitation is claimed once, atomically, then the account is made with that password and the role. The caller
 * signs the new manager in. Returns the state that stopped it when the link is not open.
 */
export async function acceptInvitation(
  app: AuthDeps,
  token: string,
  password: string,
  clientIp: string | null,
): Promise<InvitationState> {
  const hash = hashAccountToken(token);
  const [claimed] = await app.db
    .update(managerInvitations)
    .set({ acceptedAt: sql`now()` })
    .where(and(eq(managerInvitations.tokenHash, hash), isOpen()))
    .returning();
  if (!claimed) {
    const [row] = await app.db.select().from(managerInvitations).where(eq(managerInvitations.tokenHash, hash));
    return stateOf(row);
  }
  try {
    // An account made meanwhile (by the operator's CLI) keeps its own password and role.
    if (await userExists(app, claimed.email)) throw new AccountError(`${claimed.email} already has an account.`);
    await createManager(app, { email: claimed.email, role: claimed.role, password });
  } catch (error) {
    // The account could not be made: the invitation stays open, with this link, for another try.
    await app.db.update(managerInvitations).set({ acceptedAt: null }).where(eq(managerInvitations.id, claimed.id));
    throw error;
  }
  const [user] = await app.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, claimed.email));
  await recordAccountEvent(app.db, { kind: "invitation-accepted", user: user ?? null, clientIp });
  return { state: "open", email: claimed.email, role: claimed.role };
}

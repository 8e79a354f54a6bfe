// The e-mails about a manager's own account: the invitation to the dashboard, a password-reset link, and the notice
// that the account's password or two-factor sign-in changed. Composed when sent: an invitation or reset link gets a
// fresh token then (account-links.ts), so no usable token waits in the outbox; a link no longer open is not sent.
// They name no other person and hold no password or code.
import { and, eq } from "drizzle-orm";
import { type FirmDetails, SITE_NAME } from "../../content/site.ts";
import { formatCentralWithZone } from "../../lib/central-time.ts";
import type { Database } from "../db/client.ts";
import { type AccountEventKind, accountEvents, managerInvitations, type OutboxRow } from "../db/schema.ts";
import { invitationLinkOf, issueInvitationToken, issueResetToken, resetLinkOf } from "./account-links.ts";
import { type Composed, message } from "./message.ts";

const ROLE_NAMES = { manager: "a manager", admin: "an admin" } as const;
const ifNotYou = (firm: FirmDetails) =>
  `If this was not you, tell your administrator at once, or reach ${firm.name} at ${firm.phone}.`;

/** The invitation to the dashboard, with a fresh link; null when the invitation is no longer open. */
export async function composeInvitationMail(
  db: Database,
  row: Pick<OutboxRow, "leadId">,
  publicUrl: string,
  firm: FirmDetails,
): Promise<Composed | null> {
  const issued = await issueInvitationToken(db, row.leadId);
  if (!issued) return null;
  const [invitation] = await db
    .select({ role: managerInvitations.role })
    .from(managerInvitations)
    .where(eq(managerInvitations.id, row.leadId));
  if (!invitation) return null;
  return message(
    firm,
    `Your invitation to the ${SITE_NAME} manager dashboard`,
    [
      `You have been invited to the ${SITE_NAME} manager dashboard as ${ROLE_NAMES[invitation.role]}.`,
      `Open the link below to choose your own password. It works once, until ${formatCentralWithZone(issued.expiresAt)}.`,
      "If you did not expect this invitation, you can ignore this e-mail.",
    ],
    [{ label: "Choose your password", href: invitationLinkOf(new URL(publicUrl).origin, issued.token) }],
  );
}

/** A password-reset link, fresh; null when the request was used or is past its hour. */
export async function composeResetMail(
  db: Database,
  row: Pick<OutboxRow, "leadId">,
  publicUrl: string,
  firm: FirmDetails,
): Promise<Composed | null> {
  const issued = await issueResetToken(db, row.leadId);
  if (!issued) return null;
  return message(
    firm,
    `Reset your ${SITE_NAME} dashboard password`,
    [
      "Someone asked to reset the password of your manager dashboard account. Open the link below to choose a new one.",
      `It works once, until ${formatCentralWithZone(issued.expiresAt)}. Choosing a new password signs the account out everywhere.`,
      "If you did not ask for this, you can ignore this e-mail: your password stays as it is.",
    ],
    [{ label: "Choose a new password", href: resetLinkOf(new URL(publicUrl).origin, issued.token) }],
  );
}

const NOTICES: Partial<Record<AccountEventKind, { subject: string; what: string }>> = {
  "password-changed": {
    subject: "Your dashboard password was changed",
    what: "The password of your account was changed",
  },
  "password-reset": {
    subject: "Your dashboard password was reset",
    what: "The password of your account was reset through a link sent to this address",
  },
  "two-factor-off": {
    subject: "Two-factor sign-in was turned off",
    what: "Two-factor sign-in was turned off for your account",
  },
  "two-factor-reset": {
    subject: "Your two-factor sign-in was reset",
    what: "Two-factor sign-in was reset for your account: your authenticator app and backup codes no longer work for it",
  },
};

/**
 * The notice of a password or two-factor change, from the event it reports, with the firm's published phone number;
 * null for an event that has none.
 */
export async function composeAccountNotice(
  db: Database,
  row: Pick<OutboxRow, "leadId">,
  firm: FirmDetails,
): Promise<Composed | null> {
  const [event] = await db
    .select({ kind: accountEvents.kind, at: accountEvents.createdAt })
    .from(accountEvents)
    .where(and(eq(accountEvents.id, row.leadId)));
  const notice = event ? NOTICES[event.kind] : undefined;
  if (!event || !notice) return null;
  return message(firm, notice.subject, [
    `${notice.what} on ${formatCentralWithZone(event.at)} (${SITE_NAME} manager dashboard).`,
    "If you made this change, there is nothing more to do.",
    ifNotYou(firm),
  ]);
}

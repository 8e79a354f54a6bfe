// The admin area's data and changes: the mail outbox's state, the managers (list, invite, revoke, reset two-factor),
// the invitations, the two-factor requirement, the last 90 days' account events, and which settings are on. Callers
// check the admin role (requireAdmin) first.
import { AccountError, findManager, listManagers, revokeManager } from "~/.server/auth/accounts";
import type { Notifications } from "~/.server/mail/notifications";
import { summarizeOutbox } from "~/.server/mail/outbox";
import type { Env } from "~/.server/runtime/env";
import { listAccountEvents } from "./account-events.ts";
import { isTwoFactorRequired } from "./account-policy.ts";
import { listOpenInvitations } from "./invitations.ts";
import type { AuthDeps } from "./session.ts";
import { resetTwoFactor } from "./two-factor.ts";

/** What the admin page shows: the outbox, the managers and invitations, the policy, the events and the settings. */
export async function loadAdminOverview(app: AuthDeps & { config: Env; notifications: Notifications }) {
  const env = app.config;
  const isNotifying = app.notifications.alerts !== null;
  const [outbox, managers, invitations, requireTwoFactor, events] = await Promise.all([
    summarizeOutbox(app.db),
    listManagers(app),
    listOpenInvitations(app.db),
    isTwoFactorRequired(app.db),
    listAccountEvents(app.db),
  ]);
  return {
    outbox,
    isNotifying,
    isMailing: app.notifications.mailHost !== null,
    managers: managers.map((manager) => ({ ...manager, createdAt: manager.createdAt.toISOString() })),
    invitations,
    requireTwoFactor,
    events,
    settings: [
      {
        name: "E-mail alerts for new leads",
        value: isNotifying ? `On, to ${env.NOTIFY_EMAIL.length} address(es)` : "Off",
      },
      { name: "Public address (PUBLIC_URL)", value: env.PUBLIC_URL ?? "Not set" },
      { name: "Database", value: env.DATABASE_URL ? "PostgreSQL" : "Embedded (PGlite)" },
      { name: "Behind a proxy (TRUST_PROXY)", value: env.TRUST_PROXY ? "Yes" : "No" },
      { name: "Job applications kept for", value: `${env.RETENTION_APPLICATION_DAYS} days` },
      {
        name: "Agencies' uploaded files kept after their request ends",
        value: `${env.RETENTION_UPLOAD_DAYS} days`,
      },
      {
        name: "File encryption key",
        value: env.FILE_ENCRYPTION_KEY ? "From FILE_ENCRYPTION_KEY" : "Generated in the data directory",
      },
    ],
  };
}

/** Takes the role and ends the sessions of `email`; the account stays. An admin cannot revoke themselves. */
export async function revokeManagerAccess(app: AuthDeps, email: string, byEmail: string) {
  if (email === byEmail.toLowerCase()) throw new AccountError("You cannot revoke your own access.");
  return revokeManager(app, email);
}

/** Turns off a manager's two-factor sign-in (a lost phone); recorded, and the holder is told by e-mail. */
export async function resetManagerTwoFactor(
  app: AuthDeps & { notifications: Pick<Notifications, "mailHost" | "nudge"> },
  email: string,
  by: { id: string; clientIp: string },
) {
  const user = await findManager(app, email);
  const wasOn = await resetTwoFactor(app.db, app.notifications, user, { byId: by.id, clientIp: by.clientIp });
  if (!wasOn) throw new AccountError(`${email} does not use two-factor sign-in.`);
  app.notifications.nudge();
}

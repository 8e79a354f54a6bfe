// The admin area's data and changes: the mail outbox's state, the managers (list, invite, revoke) and which
// settings are on. Callers check the admin role (requireAdmin) first.
import { randomBytes } from "node:crypto";
import { AccountError, createManager, listManagers, revokeManager, userExists } from "~/.server/auth/accounts";
import type { ManagerRole } from "~/.server/db/schema";
import type { Notifications } from "~/.server/mail/notifications";
import { summarizeOutbox } from "~/.server/mail/outbox";
import type { Env } from "~/.server/runtime/env";
import type { AuthDeps } from "./session.ts";

/** A password for a new account, shown once to the admin who created it: 24 URL-safe characters (144 bits). */
export function oneTimePassword() {
  return randomBytes(18).toString("base64url");
}

/** What the admin page shows: the outbox, the managers and the server's settings. */
export async function loadAdminOverview(app: AuthDeps & { config: Env; notifications: Notifications }) {
  const env = app.config;
  const isNotifying = app.notifications.alerts !== null;
  const [outbox, managers] = await Promise.all([summarizeOutbox(app.db), listManagers(app)]);
  return {
    outbox,
    isNotifying,
    managers: managers.map((manager) => ({ ...manager, createdAt: manager.createdAt.toISOString() })),
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

/**
 * Creates a manager account with a one-time password, returned once for the admin to pass on. Refuses an address
 * that already has an account.
 */
export async function inviteManager(app: AuthDeps, email: string, role: ManagerRole) {
  if (await userExists(app, email)) throw new AccountError(`${email} already has an account.`);
  const password = oneTimePassword();
  await createManager(app, { email, role, password });
  return { email, password };
}

/** Takes the role and ends the sessions of `email`; the account stays. An admin cannot revoke themselves. */
export async function revokeManagerAccess(app: AuthDeps, email: string, byEmail: string) {
  if (email === byEmail.toLowerCase()) throw new AccountError("You cannot revoke your own access.");
  return revokeManager(app, email);
}

// Lead alerts for this server: who receives them (NOTIFY_EMAIL) and the outbox sender, set up at boot when SMTP_URL
// is set. Without SMTP_URL nothing is queued or sent, and the start says so once.
import type { Database } from "../db/client.ts";
import { logger } from "../logger.ts";
import type { LeadAlerts } from "./outbox.ts";
import { type OutboxSender, startOutboxSender } from "./outbox-sender.ts";
import { createMailer } from "./transport.ts";

export type NotificationSettings = {
  smtpUrl?: string | undefined;
  mailFrom?: string | undefined;
  notifyEmails: readonly string[];
  publicUrl: string;
};

/** The server's lead alerts: part of the app context (app-context.ts). */
export type Notifications = {
  /** The recipients of new leads' alerts, or null when notifications are off. */
  readonly alerts: LeadAlerts;
  /** Tells the sender that alerts were just queued. */
  nudge: () => void;
  stop: () => Promise<void>;
};

/** Alerts off: nothing is queued and nothing is sent. */
export const NO_NOTIFICATIONS: Notifications = { alerts: null, nudge: () => {}, stop: async () => {} };

/** Starts the outbox sender when SMTP_URL, MAIL_FROM and NOTIFY_EMAIL are set; otherwise logs that alerts are off. */
export function startNotifications(db: Database, settings: NotificationSettings): Notifications {
  if (!settings.smtpUrl || !settings.mailFrom || settings.notifyEmails.length === 0) {
    const missing = [
      !settings.smtpUrl && "SMTP_URL",
      !settings.mailFrom && "MAIL_FROM",
      settings.notifyEmails.length === 0 && "NOTIFY_EMAIL",
    ].filter(Boolean);
    logger.info(`E-mail alerts for new leads are off (${missing.join(", ")} not set).`);
    return NO_NOTIFICATIONS;
  }
  const host = new URL(settings.publicUrl).hostname || "localhost";
  const sender: OutboxSender = startOutboxSender({
    db,
    mailer: createMailer({ smtpUrl: settings.smtpUrl, from: settings.mailFrom }),
    publicUrl: settings.publicUrl,
  });
  logger.info(`E-mail alerts for new leads go to ${settings.notifyEmails.length} address(es).`);
  return {
    alerts: { recipients: settings.notifyEmails, messageHost: host },
    nudge: () => sender.nudge(),
    stop: () => sender.stop(),
  };
}

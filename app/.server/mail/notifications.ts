// Mail for this server: who receives lead alerts (NOTIFY_EMAIL) and the outbox sender, set up at boot when SMTP_URL
// and MAIL_FROM are set. The sender also delivers the messages about a call to its visitor, which need no
// NOTIFY_EMAIL. Without SMTP_URL nothing is queued or sent, and the start says so once.
import type { Database } from "../db/client.ts";
import { logger } from "../runtime/logger.ts";
import type { FirmDetailsSource } from "./message.ts";
import type { LeadAlerts } from "./outbox.ts";
import { type OutboxSender, startOutboxSender } from "./outbox-sender.ts";
import { createMailer } from "./transport.ts";

export type NotificationSettings = {
  smtpUrl?: string | undefined;
  mailFrom?: string | undefined;
  notifyEmails: readonly string[];
  publicUrl: string;
  /** The firm's details as published (the content studio's): read when a message to a visitor is composed. */
  firmDetails: FirmDetailsSource;
};

/** The server's mail: part of the app context (app-context.ts). */
export type Notifications = {
  /** The recipients of new leads' alerts, or null when alerts are off. */
  readonly alerts: LeadAlerts;
  /** The host part of Message-IDs when mail to visitors can be sent (SMTP_URL and MAIL_FROM set); null when off. */
  readonly mailHost: string | null;
  /** Tells the sender that messages were just queued. */
  nudge: () => void;
  stop: () => Promise<void>;
};

/** Mail off: nothing is queued and nothing is sent. */
export const NO_NOTIFICATIONS: Notifications = {
  alerts: null,
  mailHost: null,
  nudge: () => {},
  stop: async () => {},
};

/** Starts the outbox sender when SMTP_URL and MAIL_FROM are set (alerts also need NOTIFY_EMAIL); logs what is off. */
export function startNotifications(db: Database, settings: NotificationSettings): Notifications {
  if (!settings.smtpUrl || !settings.mailFrom || settings.notifyEmails.length === 0) {
    const missing = [
      !settings.smtpUrl && "SMTP_URL",
      !settings.mailFrom && "MAIL_FROM",
      settings.notifyEmails.length === 0 && "NOTIFY_EMAIL",
    ].filter(Boolean);
    logger.info(`E-mail alerts for new leads are off (${missing.join(", ")} not set).`);
  }
  if (!settings.smtpUrl || !settings.mailFrom) return NO_NOTIFICATIONS;
  const host = new URL(settings.publicUrl).hostname || "localhost";
  const sender: OutboxSender = startOutboxSender({
    db,
    mailer: createMailer({ smtpUrl: settings.smtpUrl, from: settings.mailFrom }),
    publicUrl: settings.publicUrl,
    firmDetails: settings.firmDetails,
  });
  if (settings.notifyEmails.length > 0) {
    logger.info(`E-mail alerts for new leads go to ${settings.notifyEmails.length} address(es).`);
  }
  return {
    alerts: settings.notifyEmails.length > 0 ? { recipients: settings.notifyEmails, messageHost: host } : null,
    mailHost: host,
    nudge: () => sender.nudge(),
    stop: () => sender.stop(),
  };
}

// Mail for this server: who receives lead alerts (NOTIFY_EMAIL) and the outbox sender, set up at boot when SMTP_URL
// and MAIL_FROM are set. The sender also delivers the messages about a call to its visitor, which need no
// NOTIFY_EMAIL. Without SMTP_URL nothing is queued or sent, and the start says so once.
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

let alerts: LeadAlerts = null;
let sender: OutboxSender | null = null;
let messageHost: string | null = null;

/** The recipients of new leads' alerts, or null when notifications are off. */
export function leadAlerts(): LeadAlerts {
  return alerts;
}

/** The host part of outgoing Message-IDs when mail to visitors can be sent; null when mail is off. */
export function visitorMailHost(): string | null {
  return messageHost;
}

/** Tells the sender that alerts were just queued. */
export function nudgeOutbox() {
  sender?.nudge();
}

/** Starts the outbox sender when SMTP_URL, MAIL_FROM and NOTIFY_EMAIL are set; otherwise logs that alerts are off. */
export function startNotifications(db: Database, settings: NotificationSettings) {
  if (!settings.smtpUrl || !settings.mailFrom || settings.notifyEmails.length === 0) {
    const missing = [
      !settings.smtpUrl && "SMTP_URL",
      !settings.mailFrom && "MAIL_FROM",
      settings.notifyEmails.length === 0 && "NOTIFY_EMAIL",
    ].filter(Boolean);
    logger.info(`E-mail alerts for new leads are off (${missing.join(", ")} not set).`);
  }
  if (!settings.smtpUrl || !settings.mailFrom) return;
  const host = new URL(settings.publicUrl).hostname || "localhost";
  messageHost = host;
  if (settings.notifyEmails.length > 0) {
    alerts = { recipients: settings.notifyEmails, messageHost: host };
    logger.info(`E-mail alerts for new leads go to ${settings.notifyEmails.length} address(es).`);
  }
  sender = startOutboxSender({
    db,
    mailer: createMailer({ smtpUrl: settings.smtpUrl, from: settings.mailFrom }),
    publicUrl: settings.publicUrl,
  });
}

export function isNotifying() {
  return alerts !== null;
}

export async function stopNotifications() {
  const stopping = sender;
  sender = null;
  alerts = null;
  messageHost = null;
  await stopping?.stop();
}

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

let alerts: LeadAlerts = null;
let sender: OutboxSender | null = null;

/** The recipients of new leads' alerts, or null when notifications are off. */
export function leadAlerts(): LeadAlerts {
  return alerts;
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
    return;
  }
  const host = new URL(settings.publicUrl).hostname || "localhost";
  alerts = { recipients: settings.notifyEmails, messageHost: host };
  sender = startOutboxSender({
    db,
    mailer: createMailer({ smtpUrl: settings.smtpUrl, from: settings.mailFrom }),
    publicUrl: settings.publicUrl,
  });
  logger.info(`E-mail alerts for new leads go to ${settings.notifyEmails.length} address(es).`);
}

export function isNotifying() {
  return alerts !== null;
}

export async function stopNotifications() {
  const stopping = sender;
  sender = null;
  alerts = null;
  await stopping?.stop();
}

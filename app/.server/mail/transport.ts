// SMTP delivery with nodemailer from one URL: smtp://user:pass@host:587 (STARTTLS when the server offers it) or
// smtps://user:pass@host:465 (TLS from the first byte).
import nodemailer, { type Transporter } from "nodemailer";

export type MailSettings = {
  /** SMTP_URL. */
  smtpUrl: string;
  /** MAIL_FROM: the sender address, e.g. "Website <alerts@example.com>". */
  from: string;
};

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId?: string;
  attachments?: { filename: string; content: string | Buffer; contentType: string }[];
};

export type Mailer = { send: (mail: OutgoingMail) => Promise<void>; close: () => void };

/** A mailer for `settings`: one SMTP connection per message (alerts are few); close() ends any still open. */
export function createMailer(settings: MailSettings): Mailer {
  const transport: Transporter = nodemailer.createTransport(settings.smtpUrl, {
    from: settings.from,
    // Give up on an unresponsive server instead of holding a claim on the outbox row for minutes.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    send: async (mail) => {
      await transport.sendMail({ ...mail, from: settings.from });
    },
    close: () => transport.close(),
  };
}

/**
 * What went wrong with a delivery, in words an operator can act on: the DNS name, a refused or timed-out
 * connection, TLS, authentication or a refused recipient. Never includes the message.
 */
export function describeMailError(error: unknown): string {
  const { code, responseCode, response, message } = (error ?? {}) as {
    code?: string;
    responseCode?: number;
    response?: string;
    message?: string;
  };
  const detail = oneLine(response ?? message ?? String(error));
  switch (code) {
    case "EDNS":
      return `DNS: the SMTP host name could not be resolved (${detail})`;
    case "ECONNECTION":
    case "ESOCKET":
      if (/ECONNREFUSED/.test(detail)) return `Refused: nothing accepts connections at the SMTP address (${detail})`;
      if (/certificate|SSL|TLS|wrong version/i.test(detail)) return `TLS: ${detail}`;
      return `Connection: ${detail}`;
    case "ETIMEDOUT":
      return `Timed out: the SMTP server did not answer (${detail})`;
    case "ETLS":
      return `TLS: ${detail}`;
    case "EAUTH":
    case "ENOAUTH":
      return `Authentication: the SMTP server refused the user name or password (${detail})`;
    case "EENVELOPE":
      return `Refused recipient or sender${responseCode ? ` (${responseCode})` : ""}: ${detail}`;
    case "EMESSAGE":
      return `Refused message${responseCode ? ` (${responseCode})` : ""}: ${detail}`;
    default:
      return responseCode ? `SMTP ${responseCode}: ${detail}` : detail;
  }
}

function oneLine(value: string) {
  return value.replace(/\s+/g, " ").trim().slice(0, 300);
}

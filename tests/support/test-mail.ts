// Mail on for an integration test file: a real SMTP server on loopback (smtp.ts) and the server's outbox sender
// delivering to it, put in the app context the code under test gets. What a test starts stops after it.
import { afterEach } from "vitest";
import { type Notifications, startNotifications } from "~/.server/mail/notifications";
import { startOutboxSender } from "~/.server/mail/outbox-sender";
import { createMailer } from "~/.server/mail/transport";
import { startTestSmtpServer, type TestSmtpServer } from "./smtp";
import type { TestServerState } from "./test-db";

export const TEST_MAIL_FROM = "Website <website@firm.example>";

/**
 * Registers an afterEach that stops this test's senders, then its SMTP servers. `notifyEmails` receive lead alerts
 * (none: only the visitors' and agencies' e-mails are sent).
 */
export function setupTestMail(
  state: TestServerState,
  { publicUrl, notifyEmails = [] }: { publicUrl: string; notifyEmails?: string[] },
) {
  const smtpServers: TestSmtpServer[] = [];
  const started: Notifications[] = [];

  /** Stops the senders started so far (as a server stopping does); their SMTP servers keep running. */
  const stopSenders = async () => {
    for (const notifications of started.splice(0)) await notifications.stop();
  };

  afterEach(async () => {
    await stopSenders();
    for (const smtp of smtpServers.splice(0)) await smtp.stop();
  });

  /** A loopback SMTP server, stopped after the test. */
  const smtpServer = async (options?: Parameters<typeof startTestSmtpServer>[0]) => {
    const smtp = await startTestSmtpServer(options);
    smtpServers.push(smtp);
    return smtp;
  };

  /** The firm's details as the test file's app publishes them (the built-in ones until a test changes them). */
  const firmDetails = async () => (await state.app().content.published()).firm;

  /** Mail on, sent through `smtp`, in the app context the code under test gets. */
  const sendThrough = (smtp: TestSmtpServer) => {
    const notifications = startNotifications(state.db(), {
      smtpUrl: smtp.url,
      mailFrom: TEST_MAIL_FROM,
      notifyEmails,
      publicUrl,
      firmDetails,
    });
    started.push(notifications);
    state.changeApp({ notifications });
    return notifications;
  };

  /** A new SMTP server with mail on through it. */
  const mailThrough = async () => {
    const smtp = await smtpServer();
    sendThrough(smtp);
    return smtp;
  };

  /**
   * One pass of an outbox sender delivering to `smtp`, then stopped: what is queued now is sent or marked failed, with
   * no sender left running in the background.
   */
  const deliverOnce = async (smtp: TestSmtpServer) => {
    const sender = startOutboxSender({
      db: state.db(),
      mailer: createMailer({ smtpUrl: smtp.url, from: TEST_MAIL_FROM }),
      publicUrl,
      firmDetails,
      pollMs: 60_000,
    });
    try {
      await sender.runOnce();
    } finally {
      await sender.stop();
    }
  };

  return { smtpServer, sendThrough, mailThrough, stopSenders, deliverOnce };
}

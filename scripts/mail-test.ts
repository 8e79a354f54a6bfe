// npm run mail:test -- --to you@example.com
// Sends one test message with the configured SMTP_URL and MAIL_FROM, and says plainly what failed: the DNS name,
// a refused connection, TLS, authentication or a refused recipient. Exit code 0 when the server accepted it.
import { parseArgs } from "node:util";
import { createMailer, describeMailError } from "../app/.server/mail/transport.ts";
import { parseEnvOrExit } from "../app/.server/runtime/env.ts";

const usage = "usage: npm run mail:test -- --to you@example.com";

async function main() {
  const { values } = parseArgs({ options: { to: { type: "string" } }, strict: true });
  if (!values.to || !/^[^\s@]+@[^\s@]+$/.test(values.to)) {
    console.error(usage);
    return 2;
  }
  const env = parseEnvOrExit();
  if (!env.SMTP_URL || !env.MAIL_FROM) {
    console.error("Set SMTP_URL and MAIL_FROM first (see .env.example); nothing was sent.");
    return 1;
  }
  const host = new URL(env.SMTP_URL);
  console.log(`Sending a test message to ${values.to} through ${host.protocol}//${host.host} …`);
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM });
  try {
    await mailer.send({
      to: values.to,
      subject: "Test message from the website",
      text: "This is a test of the website's e-mail settings. Lead alerts will arrive the same way.",
      html: "<p>This is a test of the website's e-mail settings. Lead alerts will arrive the same way.</p>",
    });
    console.log("Sent: the SMTP server accepted the message.");
    return 0;
  } catch (error) {
    console.error(`Not sent. ${describeMailError(error)}`);
    return 1;
  } finally {
    mailer.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    console.error(error);
    process.exitCode = 1;
  },
);

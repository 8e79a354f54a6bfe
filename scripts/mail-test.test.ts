import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterEach, expect, test } from "vitest";
import { startTestSmtpServer, type TestSmtpServer } from "#tests/support/smtp.ts";

const run = (env: Record<string, string>, args: string[]) =>
  promisify(execFile)(process.execPath, ["scripts/mail-test.ts", ...args], {
    env: { PATH: process.env.PATH ?? "", ...env },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      output: error.stdout + error.stderr,
    }),
  );

let smtp: TestSmtpServer | undefined;
afterEach(async () => {
  await smtp?.stop().catch(() => {});
  smtp = undefined;
});

test("mail:test sends one message with the configured settings and says so", async () => {
  smtp = await startTestSmtpServer();
  const { code, output } = await run({ SMTP_URL: smtp.url, MAIL_FROM: "Website <website@firm.example>" }, [
    "--to",
    "owner@firm.example",
  ]);
  expect(output).toContain("Sent: the SMTP server accepted the message.");
  expect(code).toBe(0);
  const [mail] = await smtp.waitFor(1);
  expect(mail?.envelopeTo).toEqual(["owner@firm.example"]);
  expect(mail?.parsed.subject).toBe("Test message from the website");
  expect(mail?.parsed.from?.text).toBe('"Website" <website@firm.example>');
});

test("mail:test says what failed: a refused connection, wrong credentials, missing settings", async () => {
  smtp = await startTestSmtpServer({ auth: { user: "site", pass: "right" } });
  const refused = await run({ SMTP_URL: "smtp://127.0.0.1:9", MAIL_FROM: "w@firm.example" }, [
    "--to",
    "o@firm.example",
  ]);
  expect(refused.code).toBe(1);
  expect(refused.output).toContain("Not sent. Refused: nothing accepts connections at the SMTP address");

  const auth = await run({ SMTP_URL: `smtp://site:wrong@127.0.0.1:${smtp.port}`, MAIL_FROM: "w@firm.example" }, [
    "--to",
    "o@firm.example",
  ]);
  expect(auth.code).toBe(1);
  expect(auth.output).toContain("Not sent. Authentication: the SMTP server refused the user name or password");

  const unset = await run({}, ["--to", "o@firm.example"]);
  expect(unset.code).toBe(1);
  expect(unset.output).toContain("Set SMTP_URL and MAIL_FROM first");
});

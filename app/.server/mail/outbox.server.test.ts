// Lead alerts through the transactional outbox, delivered to a real SMTP server on loopback, against the real
// database (PGlite, or PostgreSQL under scripts/with-postgres.sh).

import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { UNSAFE_DataWithResponseInit as DataWithResponseInit } from "react-router";
import { describe, expect, test, vi } from "vitest";
import { makePdf } from "#tests/support/documents.ts";
import { formRequest, type TestFields, testContext } from "#tests/support/form-request.ts";
import { loggedText, takeLogLines } from "#tests/support/log-lines.ts";
import { setupTestServerState, TEST_DATABASE_KIND } from "#tests/support/test-db.ts";
import { setupTestMail } from "#tests/support/test-mail.ts";
import { openDatabase } from "~/.server/db/client";
import { applications, inquiries, mailOutbox } from "~/.server/db/schema";
import { createInquiry } from "~/.server/leads/inquiries";
import { firm } from "~/content/site";
import { leadReference } from "~/lib/lead-reference";
import { SUBMISSION_KEY_FIELD } from "~/lib/submission-key";
import { action as careersAction } from "~/routes/forms/careers";
import { action as contactAction } from "~/routes/forms/contact";
import { action as quoteAction } from "~/routes/forms/quote";
import { startNotifications } from "./notifications";
import { alertMessageId, enqueueLeadAlerts, summarizeOutbox } from "./outbox";
import { startOutboxSender } from "./outbox-sender";
import { createMailer, describeMailError } from "./transport";

const state = setupTestServerState();
const PUBLIC_URL = "https://eidbi.example";
const ALERTS_TO = "alerts@firm.example";
const {
  smtpServer,
  sendThrough: notifyThrough,
  stopSenders: stopNotifications,
} = setupTestMail(state, { publicUrl: PUBLIC_URL, notifyEmails: [ALERTS_TO] });

type Action = (args: never) => Promise<unknown>;
async function post(action: Action, path: string, fields: TestFields, clientIp: string) {
  const files = path === "/careers" ? [{ name: "resume.pdf", bytes: makePdf() }] : [];
  const args = { request: formRequest(path, fields, { files }), context: testContext(clientIp), params: {} };
  return (await action(args as never)) as DataWithResponseInit<{ status: string }>;
}

// Each carries a marker in the visitor's own words, which must never reach a mailbox.
const SECRET = "diagnosed-in-2024-marker";
const contact = { name: "Maria Lopez", email: "maria@example.org", message: `About my son: ${SECRET}.` };
const quote = {
  name: "Dana Reyes",
  email: "dana@example.com",
  phone: "612-555-0101",
  serviceType: "Licensing Support",
  organization: "Bright Path Center",
  message: `We had a finding: ${SECRET}.`,
};
const application: TestFields = {
  fullName: "Robin Sandoval",
  email: "robin@example.com",
  phone: "218-555-0170",
  authorized: "yes",
  workHistory: ["Front desk, a Duluth clinic"],
  education: ["A.A., Lake Superior College"],
  interest: `I care about this work: ${SECRET}.`,
  role: "Board Certified Behavior Analyst (BCBA)",
  criminalBackground: "yes",
  criminalDetails: `A matter from long ago: ${SECRET}.`,
  drugTest: "yes",
};

describe(`lead alerts by e-mail (${TEST_DATABASE_KIND})`, () => {
  test("a new lead of each kind produces exactly one alert, with the expected subject and no visitor text", async () => {
    const smtp = await smtpServer();
    notifyThrough(smtp);

    expect((await post(contactAction, "/contact", contact, "203.0.113.1")).init?.status ?? 200).toBe(200);
    expect((await post(quoteAction, "/quote", quote, "203.0.113.2")).init?.status ?? 200).toBe(200);
    expect((await post(careersAction, "/careers", application, "203.0.113.3")).init?.status ?? 200).toBe(200);

    // Three alerts, and the applicant's receipt (receipts.server.test.ts reads it).
    await smtp.waitFor(4);
    await new Promise((resolve) => setTimeout(resolve, 300)); // nothing more arrives
    expect(smtp.received).toHaveLength(4);
    const mails = smtp.received.filter((mail) => mail.envelopeTo.includes(ALERTS_TO));
    expect(smtp.received.filter((mail) => !mail.envelopeTo.includes(ALERTS_TO)).map((m) => m.envelopeTo)).toEqual([
      ["robin@example.com"],
    ]);
    const [inquiry] = await state.db().select().from(inquiries).where(eq(inquiries.source, "contact"));
    const [quoted] = await state.db().select().from(inquiries).where(eq(inquiries.source, "quote"));
    const [applied] = await state.db().select().from(applications);
    expect(mails.map((mail) => mail.parsed.subject).sort()).toEqual([
      `New consultation request: Licensing Support — ref ${leadReference(quoted!.id)}`,
      `New contact message — ref ${leadReference(inquiry!.id)}`,
      `New job application: Board Certified Behavior Analyst (BCBA) — ref ${leadReference(applied!.id)}`,
    ]);
    // The names the visitors typed are in the bodies, each marked as theirs.
    const texts = mails.map((mail) => mail.parsed.text ?? "").join("\n");
    expect(texts).toContain("Name (as given by the visitor): Maria Lopez");
    expect(texts).toContain("Name (as given by the visitor): Dana Reyes");
    expect(texts).toContain("Name (as given by the applicant): Robin Sandoval");
    for (const { parsed, envelopeTo } of mails) {
      expect(envelopeTo).toEqual([ALERTS_TO]);
      const whole = `${parsed.subject}\n${parsed.text}\n${parsed.html}`;
      expect(whole).not.toContain(SECRET);
      expect(whole).not.toContain("@example"); // no visitor e-mail address either
      expect(parsed.text).toMatch(/Received: \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M C[SD]T/);
      expect(parsed.text).toContain(`${PUBLIC_URL}/manager-dashboard/`);
      expect(parsed.html).toContain("Read it and reply from the dashboard");
      expect(parsed.messageId).toMatch(/^<lead-(inquiry|application)-[0-9a-f-]{36}@eidbi\.example>$/);
    }
    await vi.waitFor(async () =>
      expect(await summarizeOutbox(state.db())).toMatchObject({ queued: 0, sent: 4, failed: 0 }),
    );
  });

  test("a name written as a message from the firm's IT stays out of the subject and is marked as the visitor's", async () => {
    const smtp = await smtpServer();
    notifyThrough(smtp);
    const phishing = "IT Dept: mailbox over quota, re-login at https://evil.example/owa";
    await post(contactAction, "/contact", { ...contact, name: phishing }, "203.0.113.21");
    const [mail] = await smtp.waitFor(1);
    const [row] = await state.db().select().from(inquiries);
    expect(mail?.parsed.subject).toBe(`New contact message — ref ${leadReference(row!.id)}`);
    expect(mail?.parsed.subject).not.toMatch(/IT Dept|evil|quota/);
    expect(mail?.parsed.text).toContain(`Name (as given by the visitor): ${phishing}`);
    expect(mail?.parsed.html).toContain("Name (as given by the visitor)");
  });

  test("a form sent again after its answer was lost (same submission key) queues no second alert", async () => {
    const smtp = await smtpServer();
    notifyThrough(smtp);
    const key = randomUUID();
    for (const ip of ["203.0.113.11", "203.0.113.12"]) {
      expect(
        (await post(contactAction, "/contact", { ...contact, [SUBMISSION_KEY_FIELD]: key }, ip)).init?.status ?? 200,
      ).toBe(200);
    }
    await smtp.waitFor(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received).toHaveLength(1);
    expect(await state.db().select().from(mailOutbox)).toHaveLength(1);
  });

  test("with the SMTP server down the lead is stored at once, and its e-mail arrives after the server is back", async () => {
    const smtp = await smtpServer();
    const port = smtp.port;
    await smtp.stop();
    notifyThrough(smtp);

    const answer = await post(quoteAction, "/quote", quote, "203.0.113.4");
    expect(answer.init?.status ?? 200).toBe(200);
    expect(await state.db().select().from(inquiries)).toHaveLength(1);
    await vi.waitFor(async () => {
      const [row] = await state.db().select().from(mailOutbox);
      expect(row?.lastError).toMatch(/^Refused: nothing accepts connections/);
    });
    const warned = takeLogLines().filter((line) => line.msg === "lead alert not delivered");
    expect(warned[0]).toMatchObject({ level: "warn", reason: expect.stringMatching(/^Refused/) });
    expect(loggedText()).not.toContain(SECRET);

    await smtp.start();
    expect(smtp.port).toBe(port);
    // The retry is due after a minute; let that minute pass.
    await state.db().update(mailOutbox).set({ nextAttemptAt: sql`now()` });
    await stopNotifications();
    notifyThrough(smtp);
    const [mail] = await smtp.waitFor(1);
    expect(mail?.parsed.subject).toMatch(/^New consultation request: Licensing Support — ref [0-9A-F]{8}$/);
    await vi.waitFor(async () => {
      const [row] = await state.db().select().from(mailOutbox);
      expect(row).toMatchObject({ status: "sent", attempts: 2, lastError: null });
    });
  });

  test("alerts queued before a restart are delivered after it, once each", async () => {
    // Stored while the server could not send (its sender stopped before delivering): as after a crash.
    const db = state.db();
    const first = await createInquiry(state.app(), {
      source: "contact",
      name: "A. Early",
      email: "a@example.org",
      message: "Hi",
    });
    const second = await createInquiry(state.app(), {
      source: "contact",
      name: "B. Early",
      email: "b@example.org",
      message: "Hi",
    });
    await enqueueLeadAlerts(db, "inquiry", [first!.id, second!.id], {
      recipients: [ALERTS_TO, "owner@firm.example"],
      messageHost: "eidbi.example",
    });

    const smtp = await smtpServer();
    notifyThrough(smtp);
    const mails = await smtp.waitFor(4);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mails).toHaveLength(4);
    expect(mails.flatMap((mail) => mail.envelopeTo).sort()).toEqual(
      [ALERTS_TO, ALERTS_TO, "owner@firm.example", "owner@firm.example"].sort(),
    );
    expect(new Set(mails.map((mail) => mail.parsed.messageId))).toEqual(
      new Set([
        alertMessageId("inquiry", first!.id, "eidbi.example"),
        alertMessageId("inquiry", second!.id, "eidbi.example"),
      ]),
    );
  });

  test("two servers' senders on one database deliver each alert exactly once", async () => {
    const smtp = await smtpServer();
    const db = state.db();
    const leads = [];
    for (let i = 0; i < 24; i++) {
      leads.push(
        await createInquiry(state.app(), {
          source: "contact",
          name: `Lead ${i}`,
          email: `l${i}@example.org`,
          message: "Hi",
        }),
      );
    }
    // A second connection, as a second app server has (PostgreSQL); PGlite has one process, so the same handle.
    const other = process.env.DATABASE_URL
      ? await openDatabase({ dataDir: "/tmp", databaseUrl: await currentDatabaseUrl(), migrate: false })
      : null;
    try {
      await enqueueLeadAlerts(
        db,
        "inquiry",
        leads.map((lead) => lead!.id),
        { recipients: [ALERTS_TO], messageHost: "eidbi.example" },
      );
      const senders = [db, other?.db ?? db].map((database) =>
        startOutboxSender({
          db: database,
          mailer: createMailer({ smtpUrl: smtp.url, from: "website@firm.example" }),
          publicUrl: PUBLIC_URL,
          firmDetails: async () => firm,
          pollMs: 60_000,
        }),
      );
      await Promise.all(senders.map((sender) => sender.runOnce()));
      await Promise.all(senders.map((sender) => sender.stop()));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smtp.received).toHaveLength(24);
      expect(new Set(smtp.received.map((mail) => mail.parsed.messageId)).size).toBe(24);
      const sent = await db.select().from(mailOutbox).where(eq(mailOutbox.status, "sent"));
      expect(sent).toHaveLength(24);
    } finally {
      await other?.close();
    }
  });

  test("with notifications off no alert is queued, and the start says so once", async () => {
    takeLogLines();
    const notifications = startNotifications(state.db(), {
      notifyEmails: [],
      publicUrl: PUBLIC_URL,
      firmDetails: async () => firm,
    });
    await createInquiry(state.changeApp({ notifications }), {
      source: "contact",
      name: "No Alerts",
      email: "n@example.org",
      message: "Hi",
    });
    expect(await state.db().select().from(mailOutbox)).toEqual([]);
    expect(takeLogLines().map((line) => line.msg)).toContain(
      "E-mail alerts for new leads are off (SMTP_URL, MAIL_FROM, NOTIFY_EMAIL not set).",
    );
  });

  test("delivery errors are described so an operator can act: refused, authentication", async () => {
    const closed = await smtpServer();
    const closedUrl = closed.url;
    await closed.stop();
    const refused = createMailer({ smtpUrl: closedUrl, from: "website@firm.example" });
    const error = await refused.send({ to: ALERTS_TO, subject: "x", text: "x", html: "x" }).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(describeMailError(error)).toMatch(/^Refused: nothing accepts connections at the SMTP address/);

    const guarded = await smtpServer({ auth: { user: "site", pass: "right" } });
    const wrongPassword = createMailer({
      smtpUrl: `smtp://site:wrong@127.0.0.1:${guarded.port}`,
      from: "website@firm.example",
    });
    const authError = await wrongPassword.send({ to: ALERTS_TO, subject: "x", text: "x", html: "x" }).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(describeMailError(authError)).toMatch(/^Authentication: the SMTP server refused the user name or password/);
  });
});

/** The URL of this test file's own PostgreSQL database (test-db.ts creates one per file). */
async function currentDatabaseUrl() {
  const result = await state.db().execute(sql`select current_database() as name`);
  const name = String((result as unknown as { rows: { name: string }[] }).rows[0]?.name);
  const url = new URL(process.env.DATABASE_URL ?? "");
  url.pathname = `/${name}`;
  return url.toString();
}

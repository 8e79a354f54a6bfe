// Visitors' receipts, through the forms' real actions and a real SMTP server on loopback, against the real database
// (PGlite, or PostgreSQL under scripts/with-postgres.sh): a call request, a chat hand-off and a job application each
// send the visitor one short e-mail at once, queued in the lead's own transaction, holding none of their words beyond
// their name; and the limits that keep the forms from mailing one address, or from one client, without end.
import type { UNSAFE_DataWithResponseInit as DataWithResponseInit } from "react-router";
import { describe, expect, test, vi } from "vitest";
import { QSP, QSP_APPLICATION_FORM } from "#tests/support/applications.ts";
import { about, arrived, bookCall, callRequestFields } from "#tests/support/call-requests.ts";
import { makePdf } from "#tests/support/documents.ts";
import { formRequest, type TestFields, testContext } from "#tests/support/form-request.ts";
import { setupTestServerState, TEST_DATABASE_KIND } from "#tests/support/test-db.ts";
import { setupTestMail } from "#tests/support/test-mail.ts";
import { applications, inquiries, mailOutbox, rateLimitCounters } from "~/.server/db/schema";
import { SUBMISSION_KEY_FIELD } from "~/lib/submission-key";
import { action as careersAction } from "~/routes/forms/careers";
import { action as chatLeadAction } from "~/routes/resources/chat-lead";
import { RECEIPT_LIMITS } from "./receipts";

vi.setConfig({ testTimeout: 60_000 });
const state = setupTestServerState();
const PUBLIC_URL = "https://eidbi.example";
const ALERTS_TO = "alerts@firm.example";
const { mailThrough, smtpServer, sendThrough } = setupTestMail(state, {
  publicUrl: PUBLIC_URL,
  notifyEmails: [ALERTS_TO],
});
// In every visitor's own words: none of it may reach a receipt.
const SECRET = "his-diagnosis-marker";

type Answer = DataWithResponseInit<{ status: string }>;
async function postChatLead(fields: TestFields, clientIp = "198.51.100.20") {
  const args = { request: formRequest("/chat/lead", fields), context: testContext(clientIp), params: {} };
  return (await chatLeadAction(args as never)) as Answer;
}
async function apply(fields: TestFields, clientIp = "198.51.100.30") {
  const request = formRequest("/careers", fields, { files: [{ name: "resume.pdf", bytes: makePdf() }] });
  return (await careersAction({ request, context: testContext(clientIp), params: {} } as never)) as Answer;
}
const chatLead = (extra: TestFields = {}): TestFields => ({
  name: "Lee Moua",
  email: "lee@example.org",
  phone: "",
  note: `About ${SECRET}.`,
  steps: JSON.stringify([{ option: "contact" }, { text: `A question about ${SECRET}` }]),
  handoffFrom: "unclear",
  ...extra,
});

const whole = (mail: { parsed: { subject?: string; text?: string; html?: string | false } }) =>
  `${mail.parsed.subject}\n${mail.parsed.text}\n${mail.parsed.html}`;

describe(`visitors' receipts (${TEST_DATABASE_KIND})`, () => {
  test("a call request, a chat hand-off and a job application each send the visitor a receipt at once, without their words", async () => {
    const mail = await mailThrough();
    expect((await bookCall(callRequestFields({ message: `Before the call: ${SECRET}` }))).data.status).toBe("success");
    expect((await postChatLead(chatLead())).data.status).toBe("success");
    expect((await apply({ ...QSP_APPLICATION_FORM, interest: `Because of ${SECRET}` })).data.status).toBe("success");

    const call = await arrived(mail, about(/^We received your call request – /));
    expect(call.envelopeTo).toEqual(["dana@example.com"]);
    expect(call.parsed.text).toMatch(
      /We received your request for a 30-minute call on \w{3} \d+, \d{4}, \d+:\d\d [AP]M C[SD]T\./,
    );
    expect(call.parsed.text).toContain("Name (as given on the form): Dana Reyes");
    expect(call.parsed.text).toMatch(/The times you asked for:\n• \w{3}, \w{3} \d+, \d{4}, \d+:\d\d [AP]M C[SD]T\n• /);
    expect(call.parsed.text).toContain("Requested — not yet confirmed. We reply within 1 to 2 business days");
    expect(call.parsed.html).toContain("<br>");

    const chat = await arrived(mail, about(/^We received your details – /));
    expect(chat.envelopeTo).toEqual(["lee@example.org"]);
    expect(chat.parsed.text).toContain("Name (as given on the form): Lee Moua");
    expect(chat.parsed.text).toContain("We reply within 1 to 2 business days.");

    const application = await arrived(mail, about(/^We received your application – /));
    expect(application.envelopeTo).toEqual(["jordan@example.com"]);
    expect(application.parsed.text).toContain(`Thank you for applying for ${QSP}.`);
    expect(application.parsed.text).toContain("Name (as given on the form): Jordan M.");
    expect(application.parsed.text).toContain("We reply within 1 to 2 business days to let you know the next step.");

    for (const receipt of [call, chat, application]) {
      expect(whole(receipt)).not.toContain(SECRET);
      expect(receipt.parsed.text).toMatch(/someone may have typed your address by mistake/);
      expect(receipt.parsed.messageId).toMatch(/^<receipt-(inquiry|application)-[0-9a-f-]{36}@eidbi\.example>$/);
    }
    // Each was queued with its lead, beside the firm's alert; the alerts are unchanged.
    const rows = await state.db().select().from(mailOutbox);
    expect(rows.filter((row) => row.kind === "lead-receipt")).toHaveLength(3);
    expect(rows.filter((row) => row.kind === "lead-alert")).toHaveLength(3);
  });

  test("a form sent again after its answer was lost (same submission key) sends one receipt", async () => {
    await mailThrough();
    const key = crypto.randomUUID();
    for (const ip of ["198.51.100.41", "198.51.100.42"]) {
      expect((await postChatLead(chatLead({ [SUBMISSION_KEY_FIELD]: key }), ip)).data.status).toBe("success");
    }
    const receipts = await state.db().select().from(mailOutbox);
    expect(receipts.filter((row) => row.kind === "lead-receipt")).toHaveLength(1);
  });

  test("one address gets at most three receipts a day, whoever types it; the leads and alerts all go through", async () => {
    await mailThrough();
    const addresses = [
      "dana@example.com",
      "Dana@Example.com",
      " dana@example.com",
      "DANA@example.com",
      "dana@example.com",
    ];
    for (const [index, email] of addresses.entries()) {
      const answer = await bookCall(callRequestFields({ email: email.trim() }), `203.0.113.${100 + index}`);
      expect(answer.data.status).toBe("success");
    }
    expect(await state.db().select().from(inquiries)).toHaveLength(5);
    const rows = await state.db().select().from(mailOutbox);
    expect(rows.filter((row) => row.kind === "lead-alert")).toHaveLength(5);
    expect(rows.filter((row) => row.kind === "lead-receipt")).toHaveLength(RECEIPT_LIMITS.perRecipient.max);
    // The counters hold no address.
    expect(JSON.stringify(await state.db().select().from(rateLimitCounters))).not.toMatch(/dana|example/i);
  });

  test("one client (an IPv6 /64) gets at most ten receipts a day sent, to any addresses", async () => {
    // Mail on, and the forms' own limit (10 in 10 minutes per client) raised so that the receipts' limit shows.
    const notifications = sendThrough(await smtpServer());
    state.changeApp({ notifications, formRateLimit: { max: 1000, windowSeconds: 600 } });
    const extra = 3;
    for (let n = 0; n < RECEIPT_LIMITS.perClient.max + extra; n++) {
      const answer = await postChatLead(chatLead({ email: `person${n}@example.org` }), `2001:db8:5:7::${n + 1}`);
      expect(answer.data.status).toBe("success");
    }
    const rows = await state.db().select().from(mailOutbox);
    expect(rows.filter((row) => row.kind === "lead-receipt")).toHaveLength(RECEIPT_LIMITS.perClient.max);
    expect(rows.filter((row) => row.kind === "lead-alert")).toHaveLength(RECEIPT_LIMITS.perClient.max + extra);
    // Another network is counted apart.
    expect((await postChatLead(chatLead({ email: "other@example.org" }), "2001:db8:9::1")).data.status).toBe("success");
    expect((await state.db().select().from(mailOutbox)).filter((row) => row.kind === "lead-receipt")).toHaveLength(
      RECEIPT_LIMITS.perClient.max + 1,
    );
  });

  test("with mail off nothing is queued and nothing is counted", async () => {
    expect((await apply(QSP_APPLICATION_FORM)).data.status).toBe("success");
    expect(await state.db().select().from(applications)).toHaveLength(1);
    expect(await state.db().select().from(mailOutbox)).toEqual([]);
    const counters = await state.db().select().from(rateLimitCounters);
    expect(counters.map((row) => row.key.split(":")[0])).toEqual(["form"]);
  });

  test("a receipt for a lead deleted before it was sent is dropped, with the reason for the admin", async () => {
    state.changeApp({
      notifications: { alerts: null, mailHost: "eidbi.example", nudge: () => {}, stop: async () => {} },
    });
    expect((await postChatLead(chatLead())).data.status).toBe("success");
    await state.db().delete(inquiries);
    const mail = await mailThrough();
    await vi.waitFor(async () => {
      const [row] = await state.db().select().from(mailOutbox);
      expect(row).toMatchObject({ kind: "lead-receipt", status: "failed", lastError: "The lead no longer exists." });
    });
    expect(mail.received).toEqual([]);
  });
});

// An upload request's link e-mailed to the agency through the mail outbox, against a real database and a real SMTP
// server on loopback: the manager's box (shown only when mail is on) queues one e-mail in the request's transaction;
// the e-mail carries a link made when it is sent, which opens the agency's page beside the copied link; no token is
// stored; a request revoked before the e-mail leaves gets none; "E-mail the link again" replaces the e-mailed link.
import { eq } from "drizzle-orm";
import { describe, expect, test, vi } from "vitest";
import { createTestUser, managerRequest, setupManagerAuth, signInCookie } from "#tests/support/manager-auth.ts";
import { callRoute } from "#tests/support/route-call.ts";
import { setupTestServerState, TEST_DATABASE_KIND } from "#tests/support/test-db.ts";
import { setupTestMail } from "#tests/support/test-mail.ts";
import { createUploadRequest, UPLOAD_REQUEST_CONTACT } from "#tests/support/upload-requests.ts";
import { getOnlyItem, saveItem } from "~/.server/content/items";
import { seedContent } from "~/.server/content/seed";
import { mailOutbox, uploadRequests } from "~/.server/db/schema";
import { hashToken } from "~/.server/mail/upload-link";
import * as upload from "~/routes/forms/upload";
import * as requestDetail from "~/routes/manager/upload-request-detail";
import * as requestNew from "~/routes/manager/upload-request-new";

vi.setConfig({ testTimeout: 60_000 });
const state = setupTestServerState();
setupManagerAuth(state);
const PUBLIC_URL = "https://eidbi.example";
const { smtpServer, mailThrough, stopSenders, deliverOnce } = setupTestMail(state, { publicUrl: PUBLIC_URL });

async function signedIn() {
  await createTestUser(state, "pat@firm.example", "manager");
  return signInCookie("pat@firm.example");
}

const newPage = (cookie: string) =>
  callRoute(requestNew.loader, managerRequest("/manager-dashboard/upload-requests/new", { cookie }));

const detailAction = (cookie: string, id: string, intent: string) =>
  callRoute(
    requestDetail.action,
    // A revoke asks first: the form carries the confirmation the dialog (or its no-script box) adds.
    managerRequest(`/manager-dashboard/upload-requests/${id}`, {
      cookie,
      form: intent === "revoke" ? { intent, confirm: intent } : { intent },
    }),
    { id },
  );

const openPage = (token: string) => callRoute(upload.loader, new Request(`${PUBLIC_URL}/upload/${token}`), { token });

function linkIn(text: string | undefined) {
  const match = /https:\/\/eidbi\.example\/upload\/([A-Za-z0-9_-]{43})(?=\s|$)/m.exec(text ?? "");
  if (!match?.[1]) throw new Error("no upload link in the e-mail");
  return match[1];
}

describe(`upload link e-mail (${TEST_DATABASE_KIND})`, () => {
  test("the e-mail names the firm's details as the content studio publishes them", async () => {
    await seedContent(state.db());
    const firmItem = await getOnlyItem(state.db(), "firm");
    if (!firmItem) throw new Error("no firm details");
    const fields = { ...firmItem.fields, name: "Acme Compliance", phone: "(612) 555-0199" };
    await saveItem(
      state.db(),
      "firm",
      firmItem.id,
      { fields, slug: "firm", baseRevision: firmItem.currentRevision },
      { id: "a", name: "Ada" },
      {
        to: "publish",
      },
    );
    await state.app().content.refresh();
    const mail = await mailThrough();
    await createUploadRequest(await signedIn(), { emailLink: "yes" });
    const [message] = await mail.waitFor(1);
    expect(message?.parsed.subject).toBe("Documents requested by Acme Compliance");
    expect(message?.parsed.text).toContain("Questions? Reach us at (612) 555-0199");
    expect(message?.parsed.text?.trim().endsWith("Acme Compliance")).toBe(true);
  });

  test("without SMTP_URL and MAIL_FROM the form has no e-mail box, and a forged box queues nothing", async () => {
    const cookie = await signedIn();
    expect((await newPage(cookie)).data).toEqual({ canEmail: false });
    const created = await createUploadRequest(cookie, { emailLink: "yes" });
    expect(created.emailedTo).toBeNull();
    expect(await state.db().select().from(mailOutbox)).toHaveLength(0);
  });

  test("with the box checked the contact gets one e-mail whose link opens the page; the copied link works too", async () => {
    const mail = await mailThrough();
    const cookie = await signedIn();
    expect((await newPage(cookie)).data).toEqual({ canEmail: true });
    const created = await createUploadRequest(cookie, { emailLink: "yes" });
    expect(created.emailedTo).toBe(UPLOAD_REQUEST_CONTACT);

    const [message] = await mail.waitFor(1);
    expect(message?.envelopeTo).toEqual([UPLOAD_REQUEST_CONTACT]);
    expect(message?.parsed.subject).toBe("Documents requested by EIDBI Compliance Partners");
    const text = message?.parsed.text ?? "";
    expect(text).toContain("Bright Path Center");
    expect(text).toContain("Policies and staff records for the annual audit");
    expect(text).toMatch(/The link works until \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M C[SD]T\./);
    expect(text).toContain("Business Associate Agreement");
    expect(message?.parsed.html).toContain("Business Associate Agreement");

    const emailed = linkIn(text);
    expect(emailed).not.toBe(created.token);
    expect(Buffer.from(emailed, "base64url")).toHaveLength(32);
    for (const token of [emailed, created.token]) {
      const page = await openPage(token);
      expect(page.status).toBe(200);
      expect(page.data).toMatchObject({ state: "open", agencyName: "Bright Path Center" });
    }

    // The sender finishes recording the delivery; then neither the outbox row nor the request holds a usable token.
    await stopSenders();
    const rows = await state.db().select().from(mailOutbox);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: "upload-link",
      leadKind: "upload-request",
      leadId: created.id,
      status: "sent",
    });
    const [request] = await state.db().select().from(uploadRequests).where(eq(uploadRequests.id, created.id));
    expect(request?.emailedTokenHash).toBe(hashToken(emailed));
    for (const row of [...rows, request]) {
      expect(JSON.stringify(row)).not.toContain(emailed);
      expect(JSON.stringify(row)).not.toContain(created.token);
    }
    expect(mail.received).toHaveLength(1);
  });

  test("without the box no e-mail is queued", async () => {
    await mailThrough();
    const cookie = await signedIn();
    const created = await createUploadRequest(cookie);
    expect(created.emailedTo).toBeNull();
    expect(await state.db().select().from(mailOutbox)).toHaveLength(0);
  });

  test("a request revoked before its e-mail leaves gets no e-mail, and cannot be e-mailed again", async () => {
    const smtp = await smtpServer();
    // Mail is on, but no sender runs yet: the e-mail waits in the outbox while the manager revokes.
    state.changeApp({
      notifications: { alerts: null, mailHost: "eidbi.example", nudge: () => {}, stop: async () => {} },
    });
    const cookie = await signedIn();
    const created = await createUploadRequest(cookie, { emailLink: "yes" });
    expect((await detailAction(cookie, created.id, "revoke")).status).toBe(200);
    expect((await detailAction(cookie, created.id, "email")).data).toEqual({ ok: false, intent: "email" });

    await deliverOnce(smtp);
    expect(smtp.received).toHaveLength(0);
    const rows = await state.db().select().from(mailOutbox);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "failed", lastError: expect.stringContaining("revoked or expired") });
    const [request] = await state.db().select().from(uploadRequests).where(eq(uploadRequests.id, created.id));
    expect(request?.emailedTokenHash).toBeNull();
  });

  test("E-mail the link again sends a new link that replaces the e-mailed one; the copied link keeps working", async () => {
    const mail = await mailThrough();
    const cookie = await signedIn();
    const created = await createUploadRequest(cookie, { emailLink: "yes" });
    const first = linkIn((await mail.waitFor(1))[0]?.parsed.text);

    const details = await callRoute(
      requestDetail.loader,
      managerRequest(`/manager-dashboard/upload-requests/${created.id}`, { cookie }),
      { id: created.id },
    );
    expect(details.data).toMatchObject({ canEmail: true });
    expect((await detailAction(cookie, created.id, "email")).data).toEqual({ ok: true, intent: "email" });
    const messages = await mail.waitFor(2);
    expect(messages[0]?.parsed.messageId).not.toBe(messages[1]?.parsed.messageId);
    const second = linkIn(messages[1]?.parsed.text);
    expect(second).not.toBe(first);

    expect((await openPage(second)).status).toBe(200);
    expect((await openPage(created.token)).status).toBe(200);
    expect((await openPage(first)).status).toBe(404);
  });
});

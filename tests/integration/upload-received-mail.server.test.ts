// When an agency's files arrive, the firm's alert addresses and the agency's contact hear of it, through the mail
// outbox and a real SMTP server on loopback: one alert and one receipt per batch (the files sent together, sharing a
// receipt number), sent once the batch is complete and counting all of it, naming no file. Also the manager's side of
// a link: reopening a revoked one (the agency can send again) and changing its totals, each a line in its history.
import { eq } from "drizzle-orm";
import { describe, expect, test, vi } from "vitest";
import { makePdf } from "#tests/support/documents.ts";
import { formRequest } from "#tests/support/form-request.ts";
import { createTestUser, managerRequest, setupManagerAuth, signInCookie } from "#tests/support/manager-auth.ts";
import { callRoute } from "#tests/support/route-call.ts";
import { setupTestServerState, TEST_DATABASE_KIND } from "#tests/support/test-db.ts";
import { setupTestMail } from "#tests/support/test-mail.ts";
import { createUploadRequest, UPLOAD_REQUEST_CONTACT } from "#tests/support/upload-requests.ts";
import { mailOutbox, uploadRequests } from "~/.server/db/schema";
import * as upload from "~/routes/forms/upload";
import * as uploadFile from "~/routes/forms/upload-file";
import * as requestDetail from "~/routes/manager/upload-request-detail";

vi.setConfig({ testTimeout: 60_000 });
const state = setupTestServerState();
setupManagerAuth(state);
const PUBLIC_URL = "https://eidbi.example";
const FIRM_ALERTS = "intake@firm.example";
const { mailThrough, smtpServer, sendThrough, stopSenders, deliverOnce } = setupTestMail(state, {
  publicUrl: PUBLIC_URL,
  notifyEmails: [FIRM_ALERTS],
});
const SECRET_NAME = "Jordan-Doe-diagnosis-notes.pdf";

async function signedIn() {
  await createTestUser(state, "pat@firm.example", "manager");
  return signInCookie("pat@firm.example");
}

/** One file sent by the page's script: its batch id, and whether it is the batch's last. */
const sendOne = (token: string, name: string, batch: string, isLast: boolean) =>
  callRoute(
    uploadFile.action,
    formRequest(
      `/upload/${token}/file`,
      { baaAcknowledged: "yes", batch, ...(isLast ? { lastOfBatch: "yes" } : {}) },
      { files: [{ name, bytes: makePdf(name), field: "files" }] },
    ),
    { token },
  );

const detail = (cookie: string, id: string, form?: Record<string, string>) =>
  callRoute(
    form ? requestDetail.action : requestDetail.loader,
    managerRequest(`/manager-dashboard/upload-requests/${id}`, { cookie, ...(form ? { form } : {}) }),
    { id },
  );

describe(`upload e-mails and the link's history (${TEST_DATABASE_KIND})`, () => {
  test("a batch of three files: one alert to the firm and one receipt to the agency, counting three, naming none", async () => {
    // Queued with the files, delivered by one pass of the sender once the batch is complete.
    const smtp = await smtpServer();
    sendThrough(smtp);
    await stopSenders();
    const cookie = await signedIn();
    const { id, token } = await createUploadRequest(cookie);
    const batch = crypto.randomUUID();
    const names = ["policy.pdf", SECRET_NAME, "roster.pdf"];
    for (const [index, name] of names.entries()) {
      const sent = await sendOne(token, name, batch, index === names.length - 1);
      expect(sent.status).toBe(200);
      if (index < names.length - 1) {
        // Not complete yet: nothing is due.
        await deliverOnce(smtp);
        expect(smtp.received).toHaveLength(0);
      }
    }
    await deliverOnce(smtp);
    const mail = smtp.received;
    expect(mail.map((message) => message.envelopeTo[0]).sort()).toEqual([FIRM_ALERTS, UPLOAD_REQUEST_CONTACT].sort());
    const alert = mail.find((message) => message.envelopeTo[0] === FIRM_ALERTS)!;
    expect(alert.parsed.subject).toBe("Documents received: 3 files from Bright Path Center");
    expect(alert.parsed.text).toContain(`${PUBLIC_URL}/manager-dashboard/upload-requests/${id}`);
    const agency = mail.find((message) => message.envelopeTo[0] === UPLOAD_REQUEST_CONTACT)!;
    const [row] = await state.db().select().from(mailOutbox).where(eq(mailOutbox.kind, "upload-receipt"));
    expect(row?.status).toBe("sent");
    expect(agency.parsed.subject).toMatch(/^Receipt [A-Z2-9]{5}-[A-Z2-9]{5}: 3 files received by /);
    expect(agency.parsed.text).toMatch(/Receipt number: [A-Z2-9]{5}-[A-Z2-9]{5}\./);
    for (const message of mail) {
      for (const name of names) {
        expect(message.parsed.text).not.toContain(name);
        expect(String(message.parsed.html)).not.toContain(name);
      }
    }
  });

  test("a submission without the page's script is a whole batch: its e-mails go at once", async () => {
    const smtp = await mailThrough();
    const cookie = await signedIn();
    const { token } = await createUploadRequest(cookie);
    const sent = await callRoute(
      upload.action,
      formRequest(
        `/upload/${token}`,
        { baaAcknowledged: "yes" },
        {
          files: [
            { name: "a.pdf", bytes: makePdf(), field: "files" },
            { name: "b.pdf", bytes: makePdf(), field: "files" },
          ],
        },
      ),
      { token },
    );
    expect(sent.data).toMatchObject({ status: "done", total: 2 });
    const mail = await smtp.waitFor(2);
    expect(mail.map((message) => message.parsed.subject)).toContain(
      "Documents received: 2 files from Bright Path Center",
    );
  });

  test("a revoked link reopened from its page takes files again; new totals hold; both are in the history", async () => {
    const cookie = await signedIn();
    const { id, token } = await createUploadRequest(cookie);
    expect((await detail(cookie, id, { intent: "revoke", confirm: "revoke" })).status).toBe(200);
    const send = (name: string) =>
      callRoute(
        upload.action,
        formRequest(
          `/upload/${token}`,
          { baaAcknowledged: "yes" },
          { files: [{ name, bytes: makePdf(), field: "files" }] },
        ),
        { token },
      );
    expect((await send("a.pdf")).status).toBe(410);

    const bad = await detail(cookie, id, { intent: "reopen", expiresInDays: "90" });
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({ errors: { expiresInDays: "The link can work for at most 30 days." } });
    expect((await detail(cookie, id, { intent: "reopen", expiresInDays: "7" })).data).toMatchObject({ ok: true });
    const [row] = await state.db().select().from(uploadRequests).where(eq(uploadRequests.id, id));
    expect(row?.revokedAt).toBeNull();
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
    expect(await send("a.pdf")).toMatchObject({ status: 200 });

    expect((await detail(cookie, id, { intent: "limits", maxFiles: "1", maxTotalMb: "10" })).data).toMatchObject({
      ok: true,
    });
    expect((await send("b.pdf")).data).toMatchObject({ status: "invalid", refused: [{ name: "b.pdf" }] });

    const page = await detail(cookie, id);
    const events = (page.data as { events: { action: string; actorName: string; detail: string | null }[] }).events;
    expect(events.map((event) => [event.action, event.detail])).toEqual([
      ["created", "100 files, 500 MB in all"],
      ["revoked", null],
      ["reopened", "Works for 7 days from then"],
      ["limits-changed", "1 file, 10 MB in all"],
    ]);
    expect(events.every((event) => event.actorName)).toBe(true);
  });
});

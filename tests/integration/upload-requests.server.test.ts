// Upload requests end to end through the routes, against a real database and real encrypted files on disk: a manager
// creates a request, the agency's page accepts files checked by their bytes, refuses what it must (type, size,
// acknowledgement, passcode with its limit, expired, revoked and unknown links), and the manager's downloads come
// back byte for byte and land in the access log; a changed stored file is refused; retention purges files but keeps
// the rows.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, test, vi } from "vitest";
import { makeDocx, makePdf, makePng } from "#tests/support/documents.ts";
import { flipByte } from "#tests/support/files-on-disk.ts";
import { formRequest, type TestFile } from "#tests/support/form-request.ts";
import { takeErrors, takeLogLines } from "#tests/support/log-lines.ts";
import { createTestUser, managerRequest, setupManagerAuth, signInCookie } from "#tests/support/manager-auth.ts";
import { callRoute } from "#tests/support/route-call.ts";
import { setupTestServerState, TEST_DATABASE_KIND, testKeyring } from "#tests/support/test-db.ts";
import { createUploadRequest } from "#tests/support/upload-requests.ts";
import { fileAccesses, fileKeys, refusedUploads, uploadRequests, uploads } from "~/.server/db/schema";
import { createEncryptedFileStorage } from "~/.server/files/encrypted-storage";
import { createLocalFileStorage, type FileStorage } from "~/.server/files/storage";
import { hashToken } from "~/.server/mail/upload-link";
import { purgeExpiredUploads } from "~/.server/uploads/upload-requests";
import { firm } from "~/content/site";
import { UPLOAD_MESSAGES } from "~/lib/schemas/upload-request";
import * as upload from "~/routes/forms/upload";
import * as uploadFile from "~/routes/forms/upload-file";
import * as accessLogCsv from "~/routes/manager/access-log-csv";
import * as fileDownload from "~/routes/manager/file-download";
import * as requestDetail from "~/routes/manager/upload-request-detail";

vi.setConfig({ testTimeout: 60_000 });
const state = setupTestServerState();
setupManagerAuth(state);

const MARKER = "PHI-MARKER-3f9d1c-client-record";

async function signedIn(role: "manager" | "admin" = "manager") {
  await createTestUser(state, `${role}@example.com`, role);
  return signInCookie(`${role}@example.com`);
}

/** The manager's download of a stored upload, as `cookie`'s manager (from `clientIp` when given). */
const downloadUpload = (cookie: string, id: string, clientIp?: string) =>
  callRoute(fileDownload.loader, managerRequest(`/manager-dashboard/files/upload/${id}`, { cookie, clientIp }), {
    kind: "upload",
    id,
  });

function send(
  token: string,
  files: TestFile[],
  fields: Record<string, string> = { baaAcknowledged: "yes" },
  ip = "203.0.113.9",
) {
  return callRoute(
    upload.action,
    formRequest(`/upload/${token}`, fields, {
      files: files.map((file) => ({ ...file, field: "files" })),
      headers: { "x-client-ip": ip },
    }),
    { token },
  );
}

const csvWithMarker = () => new TextEncoder().encode(`name,note\nRobin,${MARKER}\n`);

describe(`upload requests (${TEST_DATABASE_KIND})`, () => {
  test("a request's link holds 256 random bits, only its hash is stored, and the page shows who asked and why", async () => {
    const cookie = await signedIn();
    const { id, token, link } = await createUploadRequest(cookie);
    expect(link).toBe(`http://localhost/upload/${token}`);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    const [row] = await state.db().select().from(uploadRequests).where(eq(uploadRequests.id, id));
    expect(row?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    const page = await callRoute(upload.loader, new Request(`http://localhost/upload/${token}`), { token });
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({
      state: "open",
      agencyName: "Bright Path Center",
      purpose: "Policies and staff records for the annual audit",
      received: 0,
    });
  });

  test("three files arrive encrypted, the manager downloads each byte for byte, and the access log shows it", async () => {
    const cookie = await signedIn("admin");
    const { id, token } = await createUploadRequest(cookie);
    const files = [
      { name: "policy.pdf", bytes: makePdf(`Policy ${MARKER}`) },
      { name: "roster.csv", bytes: csvWithMarker() },
      { name: "floor plan.png", bytes: makePng() },
    ];
    const sent = await send(token, files);
    expect(sent.status).toBe(200);
    expect(sent.data).toMatchObject({
      status: "done",
      received: ["policy.pdf", "roster.csv", "floor plan.png"],
      total: 3,
    });
    expect((sent.data as { receipt: string }).receipt).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);

    for (const name of await readdir(state.storageDir())) {
      expect((await readFile(path.join(state.storageDir(), name))).includes(MARKER)).toBe(false);
    }

    const rows = await state.db().select().from(uploads).where(eq(uploads.requestId, id)).orderBy(uploads.createdAt);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      const outcome = await downloadUpload(cookie, row.id, "192.0.2.44");
      expect(outcome.status).toBe(200);
      expect(outcome.headers.get("content-disposition")).toMatch(/^attachment;/);
      expect(outcome.headers.get("cache-control")).toBe("no-store");
      const original = files.find((file) => file.name === row.fileName)!;
      expect(Buffer.from(await outcome.response!.arrayBuffer()).equals(Buffer.from(original.bytes))).toBe(true);
    }

    const details = await callRoute(
      requestDetail.loader,
      managerRequest(`/manager-dashboard/upload-requests/${id}`, { cookie }),
      { id },
    );
    const accesses = (details.data as { accesses: { fileName: string; clientIp: string; actorName: string }[] })
      .accesses;
    expect(accesses.map((line) => line.fileName).sort()).toEqual(["floor plan.png", "policy.pdf", "roster.csv"]);
    expect(accesses.every((line) => line.clientIp === "192.0.2.44")).toBe(true);

    const csv = await callRoute(accessLogCsv.loader, managerRequest("/manager-dashboard/access-log.csv", { cookie }));
    const text = await csv.response!.text();
    expect(text).toContain("192.0.2.44");
    expect(text).toContain("roster.csv");
  });

  test("files are checked by their bytes, one refused file does not stop the others, and nothing else is shown", async () => {
    const cookie = await signedIn();
    const { token } = await createUploadRequest(cookie);
    const other = await createUploadRequest(cookie, { agencyName: "North Star Autism" });
    await send(other.token, [{ name: "other-agency-secret.pdf", bytes: makePdf("North Star") }]);

    const sent = await send(token, [
      { name: "report.pdf", bytes: makePng() },
      { name: "setup.exe", bytes: makePdf() },
      { name: "plan.docx", bytes: makeDocx() },
    ]);
    expect(sent.data).toMatchObject({ status: "done", received: ["plan.docx"], total: 1 });
    const refused = (sent.data as { refused: { message: string }[] }).refused.map((file) => file.message);
    expect(refused).toEqual([
      "report.pdf: this is not a readable PDF file. Please send it as a PDF, DOCX, XLSX, CSV, PNG or JPEG file.",
      "setup.exe: we accept PDF, DOCX, XLSX, CSV, PNG or JPEG files only.",
    ]);
    // The page of one request says nothing of another's files.
    const page = await callRoute(upload.loader, new Request(`http://localhost/upload/${token}`), { token });
    expect(page.data).toMatchObject({ received: 1 });
    expect(JSON.stringify(page.data)).not.toContain("other-agency-secret");
    expect(JSON.stringify(sent.data)).not.toContain("other-agency-secret");
  });

  test("the acknowledgement is required, and a file over 25 MB is refused and listed for the manager", async () => {
    const cookie = await signedIn();
    const { token } = await createUploadRequest(cookie);
    const withoutBaa = await send(token, [{ name: "a.pdf", bytes: makePdf() }], {});
    expect(withoutBaa.status).toBe(400);
    expect(withoutBaa.data).toMatchObject({ errors: { baa: UPLOAD_MESSAGES.baa } });
    const big = new Uint8Array(25 * 1024 * 1024 + 1);
    big.set(makePdf());
    const tooLarge = await send(token, [{ name: "big.pdf", bytes: big }]);
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.data).toMatchObject({
      refused: [{ name: "big.pdf", message: UPLOAD_MESSAGES.tooLarge("big.pdf") }],
    });
    expect(await state.db().select().from(uploads)).toHaveLength(0);
    expect(await state.storedKeys()).toEqual([]);
    expect((await state.db().select().from(refusedUploads)).map((row) => [row.fileName, row.reason])).toEqual([
      ["big.pdf", "Larger than 25 MB"],
    ]);
  });

  test("wrong passcodes are refused, and after five even the right one waits", async () => {
    const cookie = await signedIn();
    const { token } = await createUploadRequest(cookie, { passcode: "harbor-light-42" });
    const file = [{ name: "a.pdf", bytes: makePdf() }];
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await send(token, file, { baaAcknowledged: "yes", passcode: `guess-${attempt}` });
      expect(wrong.status).toBe(400);
      expect(wrong.data).toMatchObject({ errors: { passcode: UPLOAD_MESSAGES.passcode } });
    }
    const right = await send(token, file, { baaAcknowledged: "yes", passcode: "harbor-light-42" });
    expect(right.status).toBe(429);
    expect(right.data).toMatchObject({ message: UPLOAD_MESSAGES.passcodeLocked(firm.phone) });
    expect(await state.db().select().from(uploads)).toHaveLength(0);
  });

  test("the right passcode lets files in", async () => {
    const cookie = await signedIn();
    const { token } = await createUploadRequest(cookie, { passcode: "harbor-light-42" });
    const sent = await send(token, [{ name: "a.pdf", bytes: makePdf() }], {
      baaAcknowledged: "yes",
      passcode: "harbor-light-42",
    });
    expect(sent.data).toMatchObject({ status: "done", total: 1 });
  });

  test("revoked, expired and unknown links get one clear answer, 410 or 404, and take nothing", async () => {
    const cookie = await signedIn();
    const revoked = await createUploadRequest(cookie);
    const revokeWith = (form: Record<string, string>) =>
      callRoute(
        requestDetail.action,
        managerRequest(`/manager-dashboard/upload-requests/${revoked.id}`, { cookie, form }),
        { id: revoked.id },
      );
    // Unconfirmed (a plain post without the confirmation): refused, and the link still works.
    expect((await revokeWith({ intent: "revoke" })).status).toBe(400);
    const stillOpen = await callRoute(upload.loader, new Request(`http://localhost/upload/${revoked.token}`), {
      token: revoked.token,
    });
    expect(stillOpen.status).toBe(200);
    expect((await revokeWith({ intent: "revoke", confirm: "revoke" })).status).toBe(200);
    const expired = await createUploadRequest(cookie);
    await state
      .db()
      .update(uploadRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(uploadRequests.id, expired.id));
    const unknown = "A".repeat(43);
    for (const [token, status] of [
      [revoked.token, 410],
      [expired.token, 410],
      [unknown, 404],
      ["short", 404],
    ] as const) {
      const page = await callRoute(upload.loader, new Request(`http://localhost/upload/${token}`), { token });
      expect(page.status).toBe(status);
      const sent = await send(token, [{ name: "a.pdf", bytes: makePdf() }]);
      expect(sent.status).toBe(status);
    }
    expect(await state.db().select().from(uploads)).toHaveLength(0);
  });

  test("a request address whose id is not a UUID is not found, for the page and for revoke and e-mail", async () => {
    const cookie = await signedIn();
    const id = "not-a-request";
    const page = await callRoute(
      requestDetail.loader,
      managerRequest(`/manager-dashboard/upload-requests/${id}`, { cookie }),
      { id },
    );
    expect(page.status).toBe(404);
    const revoke = await callRoute(
      requestDetail.action,
      managerRequest(`/manager-dashboard/upload-requests/${id}`, {
        cookie,
        form: { intent: "revoke", confirm: "revoke" },
      }),
      { id },
    );
    expect(revoke.status).toBe(404);
    state.changeApp({ notifications: { ...state.app().notifications, mailHost: "localhost" } });
    const email = await callRoute(
      requestDetail.action,
      managerRequest(`/manager-dashboard/upload-requests/${id}`, { cookie, form: { intent: "email" } }),
      { id },
    );
    expect(email.data).toEqual({ ok: false, intent: "email" });
  });

  test("the one-file endpoint answers JSON and refuses another site's POST", async () => {
    const cookie = await signedIn();
    const { token } = await createUploadRequest(cookie);
    const request = (origin: string) =>
      formRequest(
        `/upload/${token}/file`,
        { baaAcknowledged: "yes", batch: crypto.randomUUID() },
        { files: [{ name: "a.pdf", bytes: makePdf(), field: "files" }], headers: { Origin: origin } },
      );
    const foreign = await callRoute(uploadFile.action, request("https://evil.example"), { token });
    expect(foreign.status).toBe(403);
    const own = await callRoute(uploadFile.action, request("http://localhost"), { token });
    expect(own.status).toBe(200);
    expect(await own.response!.json()).toMatchObject({ status: "done", total: 1 });
  });

  test("a disk that fills up during a submission: the agency is told to try again, and nothing of it is kept", async () => {
    const cookie = await signedIn();
    const { token } = await createUploadRequest(cookie);
    // The second file's write runs out of space part-way, as on a full disk.
    const local = createLocalFileStorage(state.storageDir());
    let puts = 0;
    const fillingDisk: FileStorage = {
      ...local,
      put: (key, content) => {
        puts += 1;
        if (puts !== 2 || content instanceof Uint8Array) return local.put(key, content);
        const reader = content.getReader();
        return local.put(
          key,
          new ReadableStream({
            async pull(controller) {
              const { value } = await reader.read();
              if (value) controller.enqueue(value);
              controller.error(Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" }));
            },
          }),
        );
      },
    };
    state.changeApp({ storage: createEncryptedFileStorage(fillingDisk, state.db(), testKeyring()) });
    const files = [
      { name: "policy.pdf", bytes: makePdf(`Policy ${MARKER}`) },
      { name: "roster.csv", bytes: csvWithMarker() },
    ];
    takeLogLines();
    const failed = await send(token, files);
    expect(failed.status).toBe(503);
    expect(failed.data).toEqual({ status: "failed", message: UPLOAD_MESSAGES.failed });
    const errors = takeErrors();
    expect(errors.map((line) => line.msg)).toEqual(["could not save an agency's upload"]);
    expect(JSON.stringify(errors)).not.toContain(MARKER);
    // Neither the first file nor a part of the second is left behind, so the agency's retry stores each once.
    expect(await readdir(state.storageDir())).toEqual([]);
    expect(await state.db().select().from(uploads)).toHaveLength(0);
    expect(await state.db().select().from(fileKeys)).toHaveLength(0);

    const retried = await send(token, files);
    expect(retried.data).toMatchObject({ status: "done", received: ["policy.pdf", "roster.csv"], total: 2 });
  });

  test("a stored file with one byte changed is refused, not served", async () => {
    const cookie = await signedIn();
    const { token } = await createUploadRequest(cookie);
    await send(token, [{ name: "a.pdf", bytes: makePdf(MARKER) }]);
    const [row] = await state.db().select().from(uploads);
    await flipByte(path.join(state.storageDir(), row!.filePath!), 40);
    takeLogLines();
    const outcome = await downloadUpload(cookie, row!.id);
    expect(outcome.status).toBe(500);
    const body = await outcome.response!.text();
    expect(body).toBe(fileDownload.INTEGRITY_FAILURE_MESSAGE);
    expect(body).not.toContain(MARKER);
    expect(takeErrors()).toEqual([
      expect.objectContaining({ msg: "a stored file failed its integrity check", kind: "upload", id: row!.id }),
    ]);
    expect(await state.db().select().from(fileAccesses)).toHaveLength(0);
  });

  test("a file whose wrapped data key was changed gets the same refusal, not a crash", async () => {
    const cookie = await signedIn();
    const { token } = await createUploadRequest(cookie);
    await send(token, [{ name: "a.pdf", bytes: makePdf(MARKER) }]);
    const [row] = await state.db().select().from(uploads);
    const [keyRow] = await state.db().select().from(fileKeys).where(eq(fileKeys.key, row!.filePath!));
    const wrapped = Buffer.from(keyRow!.wrappedKey);
    wrapped[20] = wrapped[20]! ^ 0xff;
    await state.db().update(fileKeys).set({ wrappedKey: wrapped }).where(eq(fileKeys.key, row!.filePath!));
    takeLogLines();
    const outcome = await downloadUpload(cookie, row!.id);
    expect(outcome.status).toBe(500);
    expect(await outcome.response!.text()).toBe(fileDownload.INTEGRITY_FAILURE_MESSAGE);
    const errors = takeErrors();
    expect(errors).toEqual([
      expect.objectContaining({ msg: "a stored file failed its integrity check", kind: "upload", id: row!.id }),
    ]);
    expect(JSON.stringify(errors)).not.toContain(MARKER);
    expect(await state.db().select().from(fileAccesses)).toHaveLength(0);
  });

  test("retention removes a request's files after it ended and keeps their rows; the manager sees the date", async () => {
    const cookie = await signedIn();
    const { id, token } = await createUploadRequest(cookie);
    await send(token, [{ name: "a.pdf", bytes: makePdf() }]);
    const details = await callRoute(
      requestDetail.loader,
      managerRequest(`/manager-dashboard/upload-requests/${id}`, { cookie }),
      { id },
    );
    expect((details.data as { request: { purgeText: string } }).request.purgeText).toMatch(/\d{4}/);
    expect(await purgeExpiredUploads(state.app(), 90)).toBe(0);
    await state
      .db()
      .update(uploadRequests)
      .set({ expiresAt: sql`now() - interval '91 days'` })
      .where(eq(uploadRequests.id, id));
    expect(await purgeExpiredUploads(state.app(), 90)).toBe(1);
    const [row] = await state.db().select().from(uploads).where(eq(uploads.requestId, id));
    expect(row?.filePath).toBeNull();
    expect(row?.fileName).toBe("a.pdf");
    expect(await state.storedKeys()).toEqual([]);
    const [request] = await state.db().select().from(uploadRequests).where(eq(uploadRequests.id, id));
    expect(request?.purgedAt).not.toBeNull();
  });

  test("a file retention could not remove is removed on the next run, not left behind", async () => {
    const cookie = await signedIn();
    const { id, token } = await createUploadRequest(cookie);
    await send(token, [{ name: "a.pdf", bytes: makePdf(MARKER) }]);
    await state
      .db()
      .update(uploadRequests)
      .set({ expiresAt: sql`now() - interval '91 days'` })
      .where(eq(uploadRequests.id, id));
    const storage = state.storage();
    const refusing: FileStorage = {
      ...storage,
      delete: async () => {
        throw Object.assign(new Error("EIO: i/o error, unlink"), { code: "EIO" });
      },
    };
    await expect(purgeExpiredUploads({ db: state.db(), storage: refusing }, 90)).rejects.toThrow("EIO");
    const [kept] = await state.db().select().from(uploads).where(eq(uploads.requestId, id));
    expect(kept?.filePath).not.toBeNull();

    expect(await purgeExpiredUploads(state.app(), 90)).toBe(1);
    expect(await state.storedKeys()).toEqual([]);
    expect(await state.db().select().from(fileKeys)).toHaveLength(0);
    const [row] = await state.db().select().from(uploads).where(eq(uploads.requestId, id));
    expect(row?.filePath).toBeNull();
  });
});

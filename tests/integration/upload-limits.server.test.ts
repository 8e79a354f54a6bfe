// The agency's upload page against a hostile or unlucky sender, through the routes, with a real database and real
// encrypted files on disk. Bodies are generated as they are read (streamed-upload.ts), so each test sees how much of a
// body the server read: the passcode is checked before any file byte (and a file ahead of it is refused), parallel
// guesses cannot get past the limit, wrong passcodes do not spend the agency's submissions, a /64 is one client, a
// link's totals hold while files stream in, a revoke during a slow upload wins, a nearly full disk and too many
// uploads at once are refused before the body is read, and the passcode step gives a pass the files step accepts.
import { eq, like } from "drizzle-orm";
import { describe, expect, test, vi } from "vitest";
import { makePdf } from "#tests/support/documents.ts";
import { formRequest } from "#tests/support/form-request.ts";
import { createTestUser, managerRequest, setupManagerAuth, signInCookie } from "#tests/support/manager-auth.ts";
import { callRoute } from "#tests/support/route-call.ts";
import { type StreamedPart, streamedUpload } from "#tests/support/streamed-upload.ts";
import { setupTestServerState, TEST_DATABASE_KIND } from "#tests/support/test-db.ts";
import { createUploadRequest } from "#tests/support/upload-requests.ts";
import { rateLimitCounters, refusedUploads, uploads } from "~/.server/db/schema";
import { firm } from "~/content/site";
import { UPLOAD_MESSAGES } from "~/lib/schemas/upload-request";
import * as upload from "~/routes/forms/upload";
import * as uploadFile from "~/routes/forms/upload-file";
import * as requestDetail from "~/routes/manager/upload-request-detail";

vi.setConfig({ testTimeout: 120_000 });
const state = setupTestServerState();
setupManagerAuth(state);

const MB = 1024 * 1024;
const PASSCODE = "harbor-light-42";
const PDF_HEAD = makePdf("streamed");

async function signedIn() {
  await createTestUser(state, "manager@example.com", "manager");
  return signInCookie("manager@example.com");
}

const pdfPart = (name: string, size: number): StreamedPart => ({ file: "files", name, size, head: PDF_HEAD });

/** Sends `parts` to the page's action (or the one-file endpoint) from `ip`; the body is made as it is read. */
function sendStreamed(
  token: string,
  parts: StreamedPart[],
  {
    ip = "203.0.113.9",
    holdAt,
    cookie,
    endpoint = "page",
  }: { ip?: string; holdAt?: number; cookie?: string; endpoint?: "page" | "file" } = {},
) {
  const path = endpoint === "page" ? `/upload/${token}` : `/upload/${token}/file`;
  const sent = streamedUpload(`http://localhost${path}`, parts, {
    headers: { "x-client-ip": ip, ...(cookie ? { Cookie: cookie } : {}) },
    holdAt,
  });
  const outcome = callRoute(endpoint === "page" ? upload.action : uploadFile.action, sent.request, { token });
  return { ...sent, outcome };
}

const answerOf = async (outcome: Awaited<ReturnType<typeof callRoute>>) =>
  outcome.response ? await outcome.response.json() : outcome.data;

async function waitUntil(condition: () => boolean) {
  for (let tries = 0; !condition(); tries++) {
    if (tries > 500) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The passcode step, as the page's own small form sends it; returns the pass cookie when it was right. */
async function unlock(token: string, passcode: string, ip = "203.0.113.9") {
  const outcome = await callRoute(
    upload.action,
    formRequest(`/upload/${token}`, { passcode }, { encoding: "urlencoded", headers: { "x-client-ip": ip } }),
    { token },
  );
  const cookie = outcome.headers.get("set-cookie")?.split(";")[0] ?? null;
  return { outcome, cookie };
}

describe(`upload limits (${TEST_DATABASE_KIND})`, () => {
  test("a wrong passcode with a 24 MB file attached is refused having read less than 1 MB of the body", async () => {
    const { token } = await createUploadRequest(await signedIn(), { passcode: PASSCODE });
    const sent = sendStreamed(token, [
      { field: "baaAcknowledged", value: "yes" },
      { field: "passcode", value: "not-the-passcode" },
      pdfPart("records.pdf", 24 * MB),
    ]);
    const outcome = await sent.outcome;
    expect(outcome.status).toBe(400);
    expect(outcome.data).toMatchObject({ errors: { passcode: UPLOAD_MESSAGES.passcode } });
    expect(sent.pulled()).toBeLessThan(MB);
    expect(sent.total).toBeGreaterThan(24 * MB);
    expect(await state.storedKeys()).toEqual([]);
  });

  test("a file sent ahead of the passcode is refused without being read", async () => {
    const { token } = await createUploadRequest(await signedIn(), { passcode: PASSCODE });
    const sent = sendStreamed(token, [
      { field: "baaAcknowledged", value: "yes" },
      pdfPart("records.pdf", 10 * MB),
      { field: "passcode", value: PASSCODE },
    ]);
    const outcome = await sent.outcome;
    expect(outcome.status).toBe(400);
    expect(outcome.data).toMatchObject({ errors: { passcode: UPLOAD_MESSAGES.passcodeFirst } });
    expect(sent.pulled()).toBeLessThan(MB);
    expect(await state.db().select().from(uploads)).toHaveLength(0);
  });

  test("25 wrong guesses at once are all counted: then even the right passcode is refused while locked", async () => {
    const { token } = await createUploadRequest(await signedIn(), { passcode: PASSCODE });
    const guesses = await Promise.all(
      Array.from({ length: 25 }, (_, index) => unlock(token, `guess-${index}`, `198.51.100.${index + 1}`)),
    );
    const statuses = guesses.map((guess) => guess.outcome.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    const right = await unlock(token, PASSCODE, "198.51.100.99");
    expect(right.outcome.status).toBe(429);
    expect(right.outcome.data).toMatchObject({ message: UPLOAD_MESSAGES.passcodeLocked(firm.phone) });
    expect(right.cookie).toBeNull();
  });

  test("wrong passcodes spend none of the agency's submissions, and an agency with its pass is not locked out", async () => {
    const cookie = await signedIn();
    const { id, token } = await createUploadRequest(cookie, { passcode: PASSCODE });
    const pass = await unlock(token, PASSCODE);
    expect(pass.outcome.status).toBe(302);
    expect(pass.cookie).toMatch(/^upload-pass-/);
    for (let attempt = 0; attempt < 8; attempt++) {
      const sent = sendStreamed(
        token,
        [
          { field: "baaAcknowledged", value: "yes" },
          { field: "passcode", value: `wrong-${attempt}` },
          pdfPart("x.pdf", 1000),
        ],
        { ip: `192.0.2.${attempt + 10}` },
      );
      expect((await sent.outcome).status).toBeGreaterThanOrEqual(400);
    }
    const counters = await state.db().select().from(rateLimitCounters).where(like(rateLimitCounters.key, "upload-%"));
    expect(counters).toEqual([]);
    // The link is locked for guessers now; the agency's browser, holding its pass, still sends.
    const sent = sendStreamed(token, [{ field: "baaAcknowledged", value: "yes" }, pdfPart("policy.pdf", 1000)], {
      cookie: pass.cookie!,
    });
    expect(await answerOf(await sent.outcome)).toMatchObject({ status: "done", received: ["policy.pdf"], total: 1 });
    const [counted] = await state
      .db()
      .select()
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, `upload-link:${id}`));
    expect(counted?.count).toBe(1);
  });

  test("addresses rotating within one IPv6 /64 are one client: its passcode guesses and uploads count together", async () => {
    const cookie = await signedIn();
    // A link each, so only the per-client passcode limit (10 in 15 minutes) can lock them.
    const links = await Promise.all(
      Array.from({ length: 11 }, () => createUploadRequest(cookie, { passcode: PASSCODE })),
    );
    const answers = [];
    for (const [index, link] of links.entries()) {
      answers.push(
        (await unlock(link.token, "wrong-guess", `2001:db8:5:7::${(index + 1).toString(16)}`)).outcome.status,
      );
    }
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(answers[10]).toBe(429);

    const open = await createUploadRequest(cookie);
    const sent = sendStreamed(open.token, [{ field: "baaAcknowledged", value: "yes" }, pdfPart("a.pdf", 1000)], {
      ip: "2001:db8:5:7:abcd::1",
    });
    expect((await sent.outcome).status).toBe(200);
    const keys = (await state.db().select().from(rateLimitCounters)).map((row) => row.key);
    expect(keys).toContain("upload-client:2001:db8:5:7::/64");
    expect(keys).toContain("passcode-client:2001:db8:5:7::/64");
  });

  test("a link's totals hold: a file past its bytes is cut off while streaming, one past its count is refused, both listed", async () => {
    const cookie = await signedIn();
    const { id, token } = await createUploadRequest(cookie, { maxFiles: "2", maxTotalMb: "3" });
    const first = sendStreamed(token, [{ field: "baaAcknowledged", value: "yes" }, pdfPart("part-1.pdf", 2 * MB)]);
    expect(await answerOf(await first.outcome)).toMatchObject({ status: "done", total: 1 });

    // 2 MB received: a 5 MB file would cross 3 MB, so it is stopped after about 1 MB and removed.
    const over = sendStreamed(token, [{ field: "baaAcknowledged", value: "yes" }, pdfPart("big-scan.pdf", 5 * MB)]);
    const overAnswer = await answerOf(await over.outcome);
    expect(overAnswer).toMatchObject({ status: "invalid", refused: [{ name: "big-scan.pdf" }] });
    expect(overAnswer.refused[0].message).toContain("this link has received all it can take");
    expect(await state.storedKeys()).toHaveLength(1);

    const second = sendStreamed(token, [
      { field: "baaAcknowledged", value: "yes" },
      pdfPart("part-2.pdf", 1000),
      pdfPart("part-3.pdf", 1000),
    ]);
    expect(await answerOf(await second.outcome)).toMatchObject({
      status: "done",
      received: ["part-2.pdf"],
      refused: [{ name: "part-3.pdf" }],
      total: 2,
    });
    expect(await state.storedKeys()).toHaveLength(2);
    const refused = await state.db().select().from(refusedUploads).where(eq(refusedUploads.requestId, id));
    expect(refused.map((row) => [row.fileName, row.reason])).toEqual([
      ["big-scan.pdf", "Over the link's total"],
      ["part-3.pdf", "Over the link's total"],
    ]);
    const page = await callRoute(
      requestDetail.loader,
      managerRequest(`/manager-dashboard/upload-requests/${id}`, { cookie }),
      { id },
    );
    expect((page.data as { refused: { fileName: string }[] }).refused.map((file) => file.fileName)).toEqual([
      "big-scan.pdf",
      "part-3.pdf",
    ]);
  });

  test("a revoke while a slow upload is on its way: the upload ends with 410 and nothing of it is kept", async () => {
    const cookie = await signedIn();
    const { id, token } = await createUploadRequest(cookie);
    const sent = sendStreamed(token, [{ field: "baaAcknowledged", value: "yes" }, pdfPart("slow.pdf", 4 * MB)], {
      holdAt: 2 * MB,
    });
    await waitUntil(() => sent.pulled() >= 2 * MB);
    const revoke = await callRoute(
      requestDetail.action,
      managerRequest(`/manager-dashboard/upload-requests/${id}`, {
        cookie,
        form: { intent: "revoke", confirm: "revoke" },
      }),
      { id },
    );
    expect(revoke.status).toBe(200);
    sent.release();
    const outcome = await sent.outcome;
    expect(outcome.status).toBe(410);
    expect(await state.db().select().from(uploads)).toHaveLength(0);
    expect(await state.storedKeys()).toEqual([]);
  });

  test("too little free disk is refused with 507 before a byte of the body is read", async () => {
    const { token } = await createUploadRequest(await signedIn());
    state.changeApp({ config: { ...state.app().config, UPLOAD_DISK_RESERVE_MB: 1_000_000_000 } });
    const sent = sendStreamed(token, [{ field: "baaAcknowledged", value: "yes" }, pdfPart("a.pdf", 5 * MB)]);
    const outcome = await sent.outcome;
    expect(outcome.status).toBe(507);
    expect(outcome.data).toEqual({
      status: "unavailable",
      httpStatus: 507,
      message: UPLOAD_MESSAGES.diskFull(firm.phone),
    });
    expect(sent.pulled()).toBeLessThan(1024); // the stream readies its first piece (the first field) itself
  });

  test("uploads in progress: a third on one link and one past the server's limit are asked to try again in a minute", async () => {
    const cookie = await signedIn();
    const busy = await createUploadRequest(cookie);
    const other = await createUploadRequest(cookie);
    const slow = () =>
      sendStreamed(busy.token, [{ field: "baaAcknowledged", value: "yes" }, pdfPart("slow.pdf", 2 * MB)], {
        holdAt: MB,
        endpoint: "file",
      });
    const held = [slow(), slow()];
    await waitUntil(() => held.every((sent) => sent.pulled() >= MB));

    const third = sendStreamed(busy.token, [{ field: "baaAcknowledged", value: "yes" }, pdfPart("a.pdf", MB)], {
      endpoint: "file",
    });
    const thirdOutcome = await third.outcome;
    expect(thirdOutcome.status).toBe(429);
    expect(thirdOutcome.headers.get("retry-after")).toBe("60");
    expect(await thirdOutcome.response!.json()).toMatchObject({ message: UPLOAD_MESSAGES.linkBusy });
    expect(third.pulled()).toBeLessThan(1024);

    state.changeApp({ config: { ...state.app().config, UPLOADS_IN_PROGRESS: 2 } });
    const elsewhere = sendStreamed(other.token, [{ field: "baaAcknowledged", value: "yes" }, pdfPart("b.pdf", MB)], {
      endpoint: "file",
    });
    const elsewhereOutcome = await elsewhere.outcome;
    expect(elsewhereOutcome.status).toBe(503);
    expect(await elsewhereOutcome.response!.json()).toMatchObject({ message: UPLOAD_MESSAGES.serverBusy });

    for (const sent of held) sent.release();
    for (const sent of held) expect((await sent.outcome).status).toBe(200);
    const again = sendStreamed(other.token, [{ field: "baaAcknowledged", value: "yes" }, pdfPart("b.pdf", MB)], {
      endpoint: "file",
    });
    expect((await again.outcome).status).toBe(200);
  });

  test("the passcode step: the page asks for it alone, a right one gives a pass, and the files step then needs no passcode", async () => {
    const { token } = await createUploadRequest(await signedIn(), { passcode: PASSCODE });
    const page = (cookie?: string) =>
      callRoute(
        upload.loader,
        new Request(`http://localhost/upload/${token}`, { headers: cookie ? { Cookie: cookie } : {} }),
        {
          token,
        },
      );
    expect((await page()).data).toMatchObject({ needsPasscode: true, requestedBy: firm.name });

    const wrong = await unlock(token, "nope-nope");
    expect(wrong.outcome.status).toBe(400);
    expect(wrong.cookie).toBeNull();
    const right = await unlock(token, PASSCODE);
    expect(right.outcome.location).toBe(`/upload/${token}`);
    expect(right.outcome.headers.get("set-cookie")).toMatch(
      /; Path=\/upload; Max-Age=7200; HttpOnly; SameSite=Strict$/,
    );
    expect((await page(right.cookie!)).data).toMatchObject({ needsPasscode: false });

    const without = sendStreamed(token, [{ field: "baaAcknowledged", value: "yes" }, pdfPart("a.pdf", 1000)]);
    expect((await without.outcome).data).toMatchObject({ errors: { passcode: UPLOAD_MESSAGES.passcodeFirst } });
    const forged = sendStreamed(token, [{ field: "baaAcknowledged", value: "yes" }, pdfPart("a.pdf", 1000)], {
      cookie: right.cookie!.replace(/.$/, (char) => (char === "A" ? "B" : "A")),
    });
    expect((await forged.outcome).status).toBe(400);
    const withPass = sendStreamed(token, [{ field: "baaAcknowledged", value: "yes" }, pdfPart("a.pdf", 1000)], {
      cookie: right.cookie!,
    });
    expect((await withPass.outcome).data).toMatchObject({ status: "done", total: 1 });
  });
});

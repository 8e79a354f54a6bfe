// The file route: a résumé or an agency's document, through its row, against a real database and real files.
import { describe, expect, test, vi } from "vitest";
import { takeLogLines } from "#tests/support/log-lines.ts";
import { managerRequest, setupManagerAuth } from "#tests/support/manager-auth.ts";
import { seedLeads, signedInManager as signInManager } from "#tests/support/manager-routes.ts";
import { callRoute } from "#tests/support/route-call.ts";
import { setupTestServerState, TEST_DATABASE_KIND } from "#tests/support/test-db.ts";
import * as fileDownload from "./file-download";

// Password hashing (scrypt) makes sign-ins slow by design.
vi.setConfig({ testTimeout: 60_000 });

const state = setupTestServerState();
setupManagerAuth(state);
const seed = () => seedLeads(state);
const signedInManager = (role?: "manager" | "admin") => signInManager(state, role);

describe(`file downloads (${TEST_DATABASE_KIND})`, () => {
  test("a file link opened in the browser without a session goes to the sign-in and back; other callers get 401", async () => {
    const seeded = await seed();
    const path = `/manager-dashboard/files/resume/${seeded.application.id}`;
    const navigation = managerRequest(path);
    navigation.headers.set("Sec-Fetch-Mode", "navigate");
    const opened = await callRoute(fileDownload.loader, navigation, { kind: "resume", id: seeded.application.id });
    expect(opened.location).toBe(`/manager-login?redirectTo=${encodeURIComponent(path)}`);
    const fetched = await callRoute(fileDownload.loader, managerRequest(path), {
      kind: "resume",
      id: seeded.application.id,
    });
    expect(fetched.status).toBe(401);
    expect(await fetched.response?.text()).toBe("Sign in first.");
  });

  test("the résumé downloads byte for byte with safe headers", async () => {
    const seeded = await seed();
    const cookie = await signedInManager();
    const outcome = await callRoute(
      fileDownload.loader,
      managerRequest(`/manager-dashboard/files/resume/${seeded.application.id}`, { cookie }),
      { kind: "resume", id: seeded.application.id },
    );
    expect(outcome.status).toBe(200);
    expect(outcome.headers.get("Content-Type")).toBe("application/pdf");
    expect(outcome.headers.get("Cache-Control")).toBe("no-store");
    expect(outcome.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const disposition = outcome.headers.get("Content-Disposition") ?? "";
    expect(disposition).toMatch(/^attachment; filename="Dana K r_sum_.pdf"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? "")).toBe("Dana K résumé.pdf");
    const bytes = new Uint8Array(await outcome.response!.arrayBuffer());
    expect(Buffer.from(bytes).equals(Buffer.from(seeded.resumeBytes))).toBe(true);
  });

  test("rows without a file, unknown rows, unknown kinds and missing stored files are 404", async () => {
    const seeded = await seed();
    const cookie = await signedInManager();
    const download = async (kind: string, id: string) => {
      const outcome = await callRoute(
        fileDownload.loader,
        managerRequest(`/manager-dashboard/files/${kind}/${id}`, { cookie }),
        { kind, id },
      );
      return { status: outcome.status, text: await outcome.response!.text() };
    };
    expect(await download("resume", seeded.applicationWithoutResume.id)).toEqual({
      status: 404,
      text: "No file available for download.",
    });
    expect((await download("upload", seeded.uploadWithoutFile.id)).status).toBe(404);
    expect((await download("resume", crypto.randomUUID())).status).toBe(404);
    expect((await download("secrets", seeded.application.id)).status).toBe(404);
    expect((await download("upload", "../../etc/passwd")).status).toBe(404);
    await state.storage().delete(seeded.upload.filePath!);
    takeLogLines();
    expect((await download("upload", seeded.upload.id)).status).toBe(404);
    expect(takeLogLines()).toContainEqual(
      expect.objectContaining({ level: "warn", msg: "a record names a stored file that is missing" }),
    );
  });
});

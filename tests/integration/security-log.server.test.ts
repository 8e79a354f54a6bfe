// The security log as the real routes write it (PGlite, or PostgreSQL under scripts/with-postgres.sh): one line
// per sign-in answer, refused manager request, rate-limited submission and honeypot hit — and never a password,
// a whole e-mail address or a visitor's message.
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { makePdf } from "#tests/support/documents.ts";
import { formRequest } from "#tests/support/form-request.ts";
import { loggedText, logLines, takeErrors, takeLogLines } from "#tests/support/log-lines.ts";
import {
  createTestUser,
  managerRequest,
  setupManagerAuth,
  signInWithoutRoleCheck,
  TEST_PASSWORD,
} from "#tests/support/manager-auth.ts";
import { callRoute } from "#tests/support/route-call.ts";
import { setupTestServerState, TEST_DATABASE_KIND } from "#tests/support/test-db.ts";
import { applications, inquiries } from "~/.server/db/schema";
import { action as careersAction } from "~/routes/forms/careers";
import { action as contactAction } from "~/routes/forms/contact";
import * as dashboard from "~/routes/manager/dashboard";
import * as fileDownload from "~/routes/manager/file-download";
import * as login from "~/routes/manager/login";

vi.setConfig({ testTimeout: 60_000 });
const state = setupTestServerState();
setupManagerAuth(state);

beforeEach(() => {
  takeLogLines();
});

/** Everything logged in this test so far, as text. */
const logged = { join: (_separator: string) => loggedText() };
const events = () => logLines().filter((line) => "event" in line);

const signIn = (email: string, password: string, ip: string) => {
  const request = managerRequest("/manager-login", { form: { email, password } });
  request.headers.set("x-client-ip", ip);
  return callRoute(login.action, request);
};

describe(`security log on ${TEST_DATABASE_KIND}`, () => {
  test("sign-in success, failure, a role-less user and throttling each write one line with the e-mail's domain only", async () => {
    await createTestUser(state, "ana.manager@example.com", "manager");
    await createTestUser(state, "former@example.org", null);

    expect((await signIn("ana.manager@example.com", TEST_PASSWORD, "203.0.113.1")).status).toBe(200);
    expect((await signIn("ana.manager@example.com", "a wrong password!", "203.0.113.2")).status).toBe(401);
    expect((await signIn("former@example.org", TEST_PASSWORD, "203.0.113.3")).status).toBe(403);
    for (let i = 0; i < 5; i++) await signIn("target@example.net", `wrong password ${i}`, "203.0.113.4");
    expect((await signIn("target@example.net", "wrong password 6", "203.0.113.4")).status).toBe(429);

    const lines = events();
    expect(lines.slice(0, 3)).toEqual([
      expect.objectContaining({
        event: "sign-in-succeeded",
        ip: "203.0.113.1",
        path: "/manager-login",
        emailDomain: "example.com",
        status: 200,
      }),
      expect.objectContaining({ event: "sign-in-failed", ip: "203.0.113.2", emailDomain: "example.com", status: 401 }),
      expect.objectContaining({
        event: "access-denied",
        ip: "203.0.113.3",
        emailDomain: "example.org",
        reason: "no-role",
      }),
    ]);
    expect(lines.at(-1)).toMatchObject({
      event: "rate-limited",
      form: "sign-in",
      emailDomain: "example.net",
      status: 429,
    });
    expect(lines.filter((line) => line.event === "sign-in-failed")).toHaveLength(6);
    for (const line of lines) expect(line.time).toMatch(/Z$/);
    expect(lines.map((line) => line.level)).toEqual(
      lines.map((line) => (line.event === "sign-in-succeeded" ? "info" : "warn")),
    );
    const text = logged.join("\n");
    for (const secret of [TEST_PASSWORD, "a wrong password!", "ana.manager@", "former@", "target@"]) {
      expect(text).not.toContain(secret);
    }
  });

  test("a stranger and a role-less user refused by a manager page or file route are logged as access-denied", async () => {
    await createTestUser(state, "former@example.org", null);
    const roleless = await signInWithoutRoleCheck("former@example.org");

    const page = await callRoute(dashboard.loader, managerRequest("/manager-dashboard?q=Dana%20K."));
    const file = await callRoute(
      fileDownload.loader,
      managerRequest(`/manager-dashboard/files/resume/${crypto.randomUUID()}`, { cookie: roleless }),
      {
        kind: "resume",
        id: crypto.randomUUID(),
      },
    );

    expect(page.location).toMatch(/^\/manager-login\?redirectTo=/);
    expect(file.status).toBe(403);
    expect(events()).toEqual([
      expect.objectContaining({ event: "access-denied", path: "/manager-dashboard", reason: "no-session" }),
      expect.objectContaining({
        event: "access-denied",
        path: expect.stringMatching(/^\/manager-dashboard\/files\/resume\//),
        reason: "no-role",
      }),
    ]);
    expect(logged.join("\n")).not.toContain("Dana");
  });

  test("a honeypot hit is logged with the form's name, not its contents", async () => {
    const request = formRequest("/contact", {
      name: "Spam Bot",
      email: "bot@spam.example",
      message: "Buy followers now",
      website: "http://spam.example",
    });
    request.headers.set("x-client-ip", "198.51.100.9");

    expect((await callRoute(contactAction as never, request)).status).toBe(200);

    expect(events()).toEqual([
      {
        level: "warn",
        time: expect.any(String),
        event: "honeypot",
        ip: "198.51.100.9",
        path: "/contact",
        form: "contact",
        msg: "security",
      },
    ]);
    expect(logged.join("\n")).not.toMatch(/Spam Bot|bot@|Buy followers|spam\.example/);
  });

  test("a save that fails in the database is logged with the reason and the SQL, never the visitor's entries", async () => {
    const db = state.db();
    // A real failure of the real insert: its table is missing for a moment.
    await db.execute(sql`alter table inquiries rename to inquiries_away`);
    await db.execute(sql`alter table applications rename to applications_away`);
    try {
      const contact = formRequest("/contact", {
        name: "Private Person",
        email: "private.person@example.com",
        message: "My daughter's diagnosis is confidential.",
      });
      const application = formRequest(
        "/careers",
        {
          fullName: "Secret Applicant",
          email: "secret.applicant@example.com",
          phone: "612-555-0199",
          authorized: "yes",
          workHistory: ["Confidential employer"],
          education: ["Private school"],
          interest: "Reasons of my own.",
          role: "General",
          criminalBackground: "yes",
          criminalDetails: "A sealed record",
          drugTest: "yes",
        },
        { files: [{ name: "r.pdf", bytes: makePdf() }] },
      );
      expect((await callRoute(contactAction as never, contact)).status).toBe(503);
      expect((await callRoute(careersAction as never, application)).status).toBe(503);
    } finally {
      await db.execute(sql`alter table inquiries_away rename to inquiries`);
      await db.execute(sql`alter table applications_away rename to applications`);
    }

    const text = loggedText();
    const errors = takeErrors();
    expect(errors).toHaveLength(2);
    const reasons = errors.map((line) => (line.err as { message: string }).message).join("\n");
    for (const secret of [
      "Private Person",
      "private.person@",
      "diagnosis",
      "Secret Applicant",
      "sealed record",
      "612-555-0199",
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toMatch(/"path":"\/contact".*"msg":"could not save a contact message"/);
    expect(reasons).toContain('relation "inquiries" does not exist');
    expect(reasons).toMatch(/insert into "applications"/);
    expect(await db.select().from(inquiries)).toEqual([]);
    expect(await db.select().from(applications)).toEqual([]);
  });
});

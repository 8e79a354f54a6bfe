// The manager side's routes, called as React Router calls them, against a real database (PGlite, or PostgreSQL
// under scripts/with-postgres.sh): every loader, action and file route refuses strangers and role-less users on
// its own, and works for managers and admins.
import { eq, sql } from "drizzle-orm";
import { describe, expect, test, vi } from "vitest";
import { setDatabaseWritesFailing } from "#tests/support/db-faults.ts";
import { makePdf } from "#tests/support/documents.ts";
import { takeErrors, takeLogLines } from "#tests/support/log-lines.ts";
import {
  createTestUser,
  managerRequest,
  setupManagerAuth,
  signInCookie,
  signInWithoutRoleCheck,
  TEST_ORIGIN,
  TEST_PASSWORD,
} from "#tests/support/manager-auth.ts";
import { callRoute, type RouteOutcome } from "#tests/support/route-call.ts";
import { setupTestServerState, TEST_DATABASE_KIND } from "#tests/support/test-db.ts";
import { sessions, users } from "~/.server/db/auth-schema";
import { applications, callRequests, inquiries, uploadRequests, uploads } from "~/.server/db/schema";
import { newStorageKey } from "~/.server/files/storage";
import { callDays } from "~/lib/call-slots";
import { SESSION_ENDED_MESSAGE } from "~/lib/session-ended";
import * as accessLogCsv from "./access-log-csv";
import * as applicationDetail from "./application-detail";
import * as authApi from "./auth-api";
import * as dashboard from "./dashboard";
import * as exportCsv from "./export-csv";
import * as fileDownload from "./file-download";
import * as inquiryDetail from "./inquiry-detail";
import * as insights from "./insights";
import * as layout from "./layout";
import * as login from "./login";
import * as signOut from "./sign-out";
import * as uploadRequestDetail from "./upload-request-detail";
import * as uploadRequestNew from "./upload-request-new";

// Password hashing (scrypt) makes sign-ins slow by design; the throttling tests make a dozen of them.
vi.setConfig({ testTimeout: 60_000 });

const state = setupTestServerState();
setupManagerAuth(state);

type Seeded = Awaited<ReturnType<typeof seed>>;

/** Where a seeded lead first arrived from: a newsletter link to /services, found through Google. */
const FIRST_TOUCH = {
  landingPath: "/services",
  referrerHost: "www.google.com",
  utmSource: "newsletter",
  utmMedium: "email",
  utmCampaign: "spring-2026",
  utmTerm: "eidbi audit",
  utmContent: "header-link",
};

/** Two inquiries, two applications (one with a résumé) and two uploads (one with a file), at known times. */
async function seed() {
  const db = state.db();
  const resumeBytes = makePdf("Dana K. résumé");
  const resumeKey = newStorageKey();
  await state.storage().put(resumeKey, resumeBytes);
  const uploadBytes = makePdf("Site audit checklist");
  const uploadKey = newStorageKey();
  await state.storage().put(uploadKey, uploadBytes);

  const [olderInquiry, newerInquiry] = await db
    .insert(inquiries)
    .values([
      {
        source: "contact",
        name: "Maria L.",
        email: "maria@example.org",
        phone: "(612) 555-0100",
        message: "We need help with 50% of our QP documentation.",
        createdAt: new Date("2026-03-02T15:00:00Z"),
      },
      {
        source: "quote",
        name: "Tom R.",
        email: "tom@example.net",
        phone: "(651) 555-0199",
        message: "Please call me.\nTuesday mornings are best.",
        organization: "Bright Path Center",
        serviceType: "Other",
        category: "Billing Compliance",
        responded: true,
        firstTouch: FIRST_TOUCH,
        createdAt: new Date("2026-03-05T15:00:00Z"),
      },
    ])
    .returning();
  const [withResume, withoutResume] = await db
    .insert(applications)
    .values([
      {
        fullName: "Dana K.",
        email: "dana@example.com",
        phone: "(612) 555-0111",
        authorized: "yes",
        workHistory: ["Behavior technician, 2019-2023"],
        education: ["B.A. Psychology"],
        interest: "I want to help agencies stay compliant.",
        role: "Board Certified Behavior Analyst (BCBA)",
        roleAnswers: { certificationNumber: "1-23-45678", supervisionYears: "4" },
        criminalBackground: "no",
        drugTest: "yes",
        gender: "Woman",
        race: "Asian",
        veteran: "protected-veteran",
        resumeFileName: "Dana K résumé.pdf",
        resumeFileKey: resumeKey,
        resumeFileSize: resumeBytes.byteLength,
        resumeFileType: "application/pdf",
        firstTouch: FIRST_TOUCH,
        createdAt: new Date("2026-04-01T15:00:00Z"),
      },
      {
        fullName: "Lee P.",
        email: "lee@example.com",
        phone: "(612) 555-0122",
        address: "12 Lake Street, Duluth, MN",
        authorized: "no",
        workHistory: ["Receptionist"],
        education: ["High school diploma"],
        interest: "Customer service is what I do best.",
        role: "General",
        criminalBackground: "yes",
        criminalDetails: "A misdemeanor in 2010.",
        drugTest: "no",
        createdAt: new Date("2026-03-01T15:00:00Z"),
      },
    ])
    .returning();
  const [upload, uploadWithoutFile] = await db
    .insert(uploads)
    .values([
      {
        senderName: "Bright Path Center",
        documentTitle: "Site audit checklist",
        submissionType: "Audit preparation",
        filePath: uploadKey,
        fileName: "audit checklist.pdf",
        fileSize: uploadBytes.byteLength,
        fileType: "application/pdf",
      },
      { senderName: "North Star Autism", documentTitle: "Policy draft", submissionType: "Policy review" },
    ])
    .returning();
  const [uploadRequest] = await db
    .insert(uploadRequests)
    .values({
      tokenHash: "0".repeat(64),
      agencyName: "Bright Path Center",
      contactEmail: "office@brightpath.example",
      purpose: "Policies for the annual audit",
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  return {
    uploadRequest: uploadRequest!,
    inquiry: olderInquiry!,
    respondedInquiry: newerInquiry!,
    application: withResume!,
    applicationWithoutResume: withoutResume!,
    upload: upload!,
    uploadWithoutFile: uploadWithoutFile!,
    resumeBytes,
  };
}

/** The first open slot of each of the next business days. */
const openSlots = () =>
  callDays(new Date()).flatMap((day) => (day.kind === "slots" ? [{ date: day.date, start: day.slots[0]!.start }] : []));

/** A call request (its own row, apart from seed()'s leads), asking for the first open slot. */
async function seedCallRequest() {
  const [row] = await state
    .db()
    .insert(inquiries)
    .values({ source: "call", name: "Sam T.", email: "sam@example.net", phone: "612-555-0190", message: "" })
    .returning();
  await state
    .db()
    .insert(callRequests)
    .values({ inquiryId: row!.id, slots: [openSlots()[0]!.start] });
  return row!.id;
}

/** Where a guarded route is called: the path, the route's params, and the form an action is posted. */
type Target = { path: string; params?: Record<string, string>; form?: Record<string, string> };

type GuardedRoute = {
  name: string;
  /** The loader or action. */
  handler: Parameters<typeof callRoute>[0];
  /** Where to call it: a fixed path, or a target made from the seeded rows. */
  at: string | ((seeded: Seeded) => Target | Promise<Target>);
  /** Resource routes answer 401/403; UI routes send pages to the sign-in and answer changes 401. */
  kind: "ui" | "resource";
  /** Who may use it (default both roles); the others get 403. */
  roles?: readonly ("manager" | "admin")[];
};

/** Calls `guarded` as `cookie`'s owner (anonymous without one). */
async function callGuarded(guarded: GuardedRoute, seeded: Seeded, cookie: string | undefined) {
  const target = typeof guarded.at === "string" ? { path: guarded.at } : await guarded.at(seeded);
  const outcome = await callRoute(
    guarded.handler,
    managerRequest(target.path, { cookie, form: target.form }),
    target.params,
  );
  return { ...outcome, target };
}

const NOTE = { intent: "note", body: "Hi" };

const GUARDED: GuardedRoute[] = [
  {
    name: "dashboard loader (also what /manager-dashboard.data runs)",
    kind: "ui",
    handler: dashboard.loader,
    at: "/manager-dashboard?tab=applications",
  },
  {
    name: "dashboard toggle action",
    kind: "ui",
    handler: dashboard.action,
    at: (s) => ({ path: "/manager-dashboard", form: { kind: "inquiry", id: s.inquiry.id, responded: "true" } }),
  },
  {
    name: "inquiry details loader",
    kind: "ui",
    handler: inquiryDetail.loader,
    at: (s) => ({ path: `/manager-dashboard/inquiries/${s.inquiry.id}`, params: { id: s.inquiry.id } }),
  },
  {
    name: "application details loader",
    kind: "ui",
    handler: applicationDetail.loader,
    at: (s) => ({ path: `/manager-dashboard/applications/${s.application.id}`, params: { id: s.application.id } }),
  },
  {
    name: "résumé download",
    kind: "resource",
    handler: fileDownload.loader,
    at: (s) => ({
      path: `/manager-dashboard/files/resume/${s.application.id}`,
      params: { kind: "resume", id: s.application.id },
    }),
  },
  {
    name: "upload download",
    kind: "resource",
    handler: fileDownload.loader,
    at: (s) => ({
      path: `/manager-dashboard/files/upload/${s.upload.id}`,
      params: { kind: "upload", id: s.upload.id },
    }),
  },
  {
    name: "CSV export",
    kind: "resource",
    handler: exportCsv.loader,
    at: "/manager-dashboard/export.csv?tab=applications",
  },
  {
    name: "Insights loader",
    kind: "ui",
    handler: insights.loader,
    at: "/manager-dashboard/insights?from=2026-01-05&to=2026-03-29",
  },
  {
    name: "dashboard loader, uploads tab",
    kind: "ui",
    handler: dashboard.loader,
    at: "/manager-dashboard?tab=uploads",
  },
  {
    name: "new upload request loader",
    kind: "ui",
    handler: uploadRequestNew.loader,
    at: "/manager-dashboard/upload-requests/new",
  },
  {
    name: "new upload request action",
    kind: "ui",
    handler: uploadRequestNew.action,
    at: () => ({
      path: "/manager-dashboard/upload-requests/new",
      form: {
        agencyName: "North Star Autism",
        contactEmail: "office@northstar.example",
        purpose: "Staff training records",
        expiresInDays: "14",
        passcode: "",
      },
    }),
  },
  {
    name: "upload request details loader",
    kind: "ui",
    handler: uploadRequestDetail.loader,
    at: (s) => ({
      path: `/manager-dashboard/upload-requests/${s.uploadRequest.id}`,
      params: { id: s.uploadRequest.id },
    }),
  },
  {
    name: "upload request revoke action",
    kind: "ui",
    handler: uploadRequestDetail.action,
    at: (s) => ({
      path: `/manager-dashboard/upload-requests/${s.uploadRequest.id}`,
      params: { id: s.uploadRequest.id },
      form: { intent: "revoke" },
    }),
  },
  {
    name: "access log CSV export",
    kind: "resource",
    roles: ["admin"],
    handler: accessLogCsv.loader,
    at: "/manager-dashboard/access-log.csv",
  },
  { name: "manager frame loader", kind: "ui", handler: layout.loader, at: "/manager-dashboard" },
  {
    name: "inquiry details action (a note)",
    kind: "ui",
    handler: inquiryDetail.action,
    at: (s) => ({ path: `/manager-dashboard/inquiries/${s.inquiry.id}`, params: { id: s.inquiry.id }, form: NOTE }),
  },
  ...(
    [
      ["confirm a call", () => ({ intent: "call-confirm", slot: openSlots()[0]!.start })],
      ["propose a call time", () => ({ intent: "call-propose", date: openSlots()[0]!.date, time: "600" })],
      ["decline a call", () => ({ intent: "call-decline" })],
    ] as const
  ).map(
    ([what, form]): GuardedRoute => ({
      name: `inquiry details action (${what})`,
      kind: "ui",
      handler: inquiryDetail.action,
      at: async () => {
        const id = await seedCallRequest();
        return { path: `/manager-dashboard/inquiries/${id}`, params: { id }, form: form() };
      },
    }),
  ),
  {
    name: "application details action (a note)",
    kind: "ui",
    handler: applicationDetail.action,
    at: (s) => ({
      path: `/manager-dashboard/applications/${s.application.id}`,
      params: { id: s.application.id },
      form: NOTE,
    }),
  },
];

/** Runs `body` and returns the error lines the server logged meanwhile (as JSON text, to search). */
async function capturingErrors(body: () => Promise<void>) {
  takeLogLines();
  await body();
  return takeErrors().map((line) => JSON.stringify(line));
}

/** Nothing of the seeded rows may leak into a refusal. */
async function expectNothingLeaked(outcome: RouteOutcome) {
  const body = outcome.response ? await outcome.response.clone().text() : JSON.stringify(outcome.data ?? null);
  for (const secret of ["Maria", "Dana", "dana@example.com", "%PDF"]) expect(body).not.toContain(secret);
}

/**
 * A page (GET) is sent to the sign-in, which comes back to it; a change (POST) is answered 401 with the message and the
 * same sign-in link, so the page can keep what was typed.
 */
function expectSentToSignIn(outcome: RouteOutcome & { target: Target }) {
  const { path, form } = outcome.target;
  const signIn =
    path === "/manager-dashboard" ? "/manager-login" : `/manager-login?redirectTo=${encodeURIComponent(path)}`;
  if (form) {
    expect(outcome.status).toBe(401);
    expect(outcome.data).toEqual({ ok: false, error: SESSION_ENDED_MESSAGE, sessionEnded: true, signInHref: signIn });
  } else {
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe(signIn);
  }
}

describe(`guards (${TEST_DATABASE_KIND})`, () => {
  test.each(GUARDED)("$name: an anonymous visitor is turned away", async (route) => {
    const seeded = await seed();
    const outcome = await callGuarded(route, seeded, undefined);
    if (route.kind === "ui") expectSentToSignIn(outcome);
    else expect(outcome.status).toBe(401);
    await expectNothingLeaked(outcome);
  });

  test.each(GUARDED)("$name: a signed-in user without a role is turned away", async (route) => {
    const seeded = await seed();
    await createTestUser(state, "former@example.com", null);
    const cookie = await signInWithoutRoleCheck("former@example.com");
    const outcome = await callGuarded(route, seeded, cookie);
    if (route.kind === "ui") expectSentToSignIn(outcome);
    else expect(outcome.status).toBe(403);
    await expectNothingLeaked(outcome);
  });

  test.each(GUARDED.flatMap((route) => (["manager", "admin"] as const).map((role) => ({ ...route, role }))))(
    "$name: works for a $role (or refuses a role it is not for)",
    async (route) => {
      const seeded = await seed();
      await createTestUser(state, `${route.role}@example.com`, route.role);
      const cookie = await signInCookie(`${route.role}@example.com`);
      const outcome = await callGuarded(route, seeded, cookie);
      const isAllowed = (route.roles ?? ["manager", "admin"]).includes(route.role);
      expect(outcome.status).toBe(isAllowed ? 200 : 403);
      if (!isAllowed) await expectNothingLeaked(outcome);
    },
  );

  test("the toggle changes nothing for a stranger or a role-less user", async () => {
    const seeded = await seed();
    await createTestUser(state, "former@example.com", null);
    const roleless = await signInWithoutRoleCheck("former@example.com");
    for (const cookie of [undefined, roleless]) {
      await callRoute(
        dashboard.action,
        managerRequest("/manager-dashboard", {
          cookie,
          form: { kind: "inquiry", id: seeded.inquiry.id, responded: "true" },
        }),
      );
    }
    const [row] = await state.db().select().from(inquiries).where(eq(inquiries.id, seeded.inquiry.id));
    expect(row?.responded).toBe(false);
  });

  test("a forged or expired session cookie is no session", async () => {
    await seed();
    const outcome = await callRoute(
      dashboard.loader,
      managerRequest("/manager-dashboard", { cookie: "better-auth.session_token=forged.value" }),
    );
    expect(outcome.location).toBe("/manager-login");
  });

  test("every manager page says no-store and noindex", () => {
    for (const module of [login, dashboard, inquiryDetail, applicationDetail]) {
      const headers = new Headers(module.headers());
      expect(headers.get("Cache-Control")).toBe("no-store");
      expect(headers.get("X-Robots-Tag")).toContain("noindex");
    }
  });
});

async function signedInManager(role: "manager" | "admin" = "manager") {
  await createTestUser(state, "ana@example.com", role);
  return signInCookie("ana@example.com");
}

type DashboardData = Awaited<ReturnType<typeof dashboard.loader>>;

async function loadDashboard(cookie: string, search = "") {
  const outcome = await callRoute(dashboard.loader, managerRequest(`/manager-dashboard${search}`, { cookie }));
  expect(outcome.status).toBe(200);
  return outcome.data as DashboardData;
}

function inquiryRows(result: DashboardData) {
  if (result.list.tab !== "inquiries") throw new Error(`Expected the inquiries tab, got ${result.list.tab}`);
  return result.list.rows;
}

describe(`dashboard (${TEST_DATABASE_KIND})`, () => {
  test("summary cards count totals and pending rows; lists are newest first with en-US dates", async () => {
    const seeded = await seed();
    const cookie = await signedInManager();
    const result = await loadDashboard(cookie);
    expect(result.summary).toEqual({
      inquiries: { total: 2, pending: 1 },
      applications: { total: 2, pending: 2 },
      uploads: { total: 2 },
      // Everything pending was seeded in March: long past the reply promise.
      overdue: { inquiries: 1, applications: 2 },
    });
    expect(result.manager).toEqual({ email: "ana@example.com", role: "manager" });
    expect(result.query.tab).toBe("inquiries");
    expect(result.list.tab).toBe("inquiries");
    expect(result.list.rows.map((row) => row.id)).toEqual([seeded.respondedInquiry.id, seeded.inquiry.id]);
    // 15:00 UTC on March 5 is 9:00 AM in Minnesota.
    expect(result.list.rows[0]?.createdAtText).toBe("Mar 5, 2026, 9:00 AM");

    const apps = await loadDashboard(cookie, "?tab=applications");
    expect(apps.list.rows.map((row) => row.id)).toEqual([seeded.application.id, seeded.applicationWithoutResume.id]);
    const ups = await loadDashboard(cookie, "?tab=uploads");
    expect(ups.list.tab).toBe("uploads");
    expect(ups.list.total).toBe(2);
  });

  test("the inquiry list starts with the visitor's words, with the service and organization apart and the age", async () => {
    const seeded = await seed();
    const cookie = await signedInManager();
    const [quote, contact] = inquiryRows(await loadDashboard(cookie));
    expect(quote).toMatchObject({
      id: seeded.respondedInquiry.id,
      messagePreview: "Please call me.\nTuesday mornings are best.",
      serviceText: "Other (Billing Compliance)",
      organization: "Bright Path Center",
      phone: "(651) 555-0199",
    });
    expect(contact).toMatchObject({ source: "contact", serviceText: null, organization: null });
    // The age is counted from the moment the page is loaded.
    await state
      .db()
      .insert(inquiries)
      .values({
        source: "contact",
        name: "Recent",
        email: "recent@example.com",
        message: "Hello",
        createdAt: new Date(Date.now() - 3 * 3_600_000 - 60_000),
      });
    expect(inquiryRows(await loadDashboard(cookie))[0]).toMatchObject({ name: "Recent", ageText: "3 hours ago" });
  });

  test("search covers name, e-mail, message, organization and service, and takes % literally", async () => {
    const seeded = await seed();
    const cookie = await signedInManager();
    const ids = async (search: string) => (await loadDashboard(cookie, search)).list.rows.map((row) => row.id);
    expect(await ids("?q=maria")).toEqual([seeded.inquiry.id]);
    expect(await ids("?q=EXAMPLE.NET")).toEqual([seeded.respondedInquiry.id]);
    expect(await ids("?q=call%20me")).toEqual([seeded.respondedInquiry.id]);
    expect(await ids("?q=bright%20path")).toEqual([seeded.respondedInquiry.id]);
    expect(await ids("?q=other")).toEqual([seeded.respondedInquiry.id]);
    expect(await ids("?q=50%25")).toEqual([seeded.inquiry.id]);
    expect(await ids("?q=%25")).toEqual([seeded.inquiry.id]);
    expect(await ids("?q=nobody-matches")).toEqual([]);
    expect(await ids("?tab=applications&q=BCBA")).toEqual([seeded.application.id]);
    expect(await ids("?tab=uploads&q=policy")).toEqual([seeded.uploadWithoutFile.id]);
  });

  test("the status filter shows pending or responded rows", async () => {
    const seeded = await seed();
    const cookie = await signedInManager();
    const ids = async (search: string) => (await loadDashboard(cookie, search)).list.rows.map((row) => row.id);
    expect(await ids("?status=pending")).toEqual([seeded.inquiry.id]);
    expect(await ids("?status=responded")).toEqual([seeded.respondedInquiry.id]);
    expect(await ids("?tab=applications&status=responded")).toEqual([]);
  });

  test("pages hold 50 rows; invalid parameters fall back to the defaults", async () => {
    const cookie = await signedInManager();
    const base = Date.parse("2026-01-01T00:00:00Z");
    await state
      .db()
      .insert(inquiries)
      .values(
        Array.from({ length: 51 }, (_, i) => ({
          source: "contact" as const,
          name: `Visitor ${i + 1}`,
          email: `visitor${i + 1}@example.com`,
          message: "Hello",
          createdAt: new Date(base + i * 60_000),
        })),
      );
    const first = await loadDashboard(cookie);
    expect(first.list.total).toBe(51);
    expect(first.list.rows).toHaveLength(50);
    expect(inquiryRows(first)[0]?.name).toBe("Visitor 51");
    const second = await loadDashboard(cookie, "?page=2");
    expect(inquiryRows(second).map((row) => row.name)).toEqual(["Visitor 1"]);
    const odd = await loadDashboard(cookie, "?tab=nope&status=maybe&page=-3&q=");
    expect(odd.query).toEqual({ tab: "inquiries", q: "", status: "all", owner: "all", outcome: "all", page: 1 });
    expect(odd.list.rows).toHaveLength(50);
  });

  test("visitor text comes back as data, never interpreted", async () => {
    const cookie = await signedInManager();
    const name = `<img src=x onerror="alert(1)">`;
    await state.db().insert(inquiries).values({ source: "contact", name, email: "x@example.com", message: "<script>" });
    const result = await loadDashboard(cookie);
    expect(inquiryRows(result)[0]?.name).toBe(name);
  });

  test("the toggle sets responded either way and the counts follow", async () => {
    const seeded = await seed();
    const cookie = await signedInManager("admin");
    const toggle = (kind: string, id: string, responded: string) =>
      callRoute(dashboard.action, managerRequest("/manager-dashboard", { cookie, form: { kind, id, responded } }));

    expect((await toggle("inquiry", seeded.inquiry.id, "true")).data).toEqual({ ok: true, responded: true });
    expect((await loadDashboard(cookie)).summary.inquiries.pending).toBe(0);
    expect((await toggle("inquiry", seeded.inquiry.id, "false")).data).toEqual({ ok: true, responded: false });
    expect((await toggle("application", seeded.application.id, "true")).data).toEqual({ ok: true, responded: true });
    const result = await loadDashboard(cookie);
    expect(result.summary.inquiries.pending).toBe(1);
    expect(result.summary.applications.pending).toBe(1);
  });

  test("when the database cannot save, the toggle answers 500 { ok: false }, logs it, and nothing changes", async () => {
    const seeded = await seed();
    const cookie = await signedInManager();
    let outcome: RouteOutcome | undefined;
    const logged = await capturingErrors(async () => {
      setDatabaseWritesFailing(true);
      outcome = await callRoute(
        dashboard.action,
        managerRequest("/manager-dashboard", {
          cookie,
          form: { kind: "inquiry", id: seeded.inquiry.id, responded: "true" },
        }),
      );
      setDatabaseWritesFailing(false);
    });
    expect(outcome?.status).toBe(500);
    expect(outcome?.data).toEqual({ ok: false });
    expect(logged.join("\n")).toMatch(/"path":"\/manager-dashboard".*"msg":"updating responded failed"/);
    const [row] = await state.db().select().from(inquiries).where(eq(inquiries.id, seeded.inquiry.id));
    expect(row?.responded).toBe(false);
  });

  test("a toggle for an unknown row or with bad input fails without a change", async () => {
    const seeded = await seed();
    const cookie = await signedInManager();
    const toggle = (form: Record<string, string>) =>
      callRoute(dashboard.action, managerRequest("/manager-dashboard", { cookie, form }));
    const unknown = await toggle({ kind: "inquiry", id: crypto.randomUUID(), responded: "true" });
    expect(unknown.status).toBe(404);
    expect(unknown.data).toEqual({ ok: false });
    const forms: Record<string, string>[] = [
      { kind: "uploads", id: seeded.upload.id, responded: "true" },
      { kind: "inquiry", id: "1 or 1=1", responded: "true" },
      { kind: "inquiry", id: seeded.inquiry.id, responded: "yes" },
      {},
    ];
    for (const form of forms) {
      const outcome = await toggle(form);
      expect(outcome.status).toBe(400);
      expect(outcome.data).toEqual({ ok: false });
    }
    const rows = await state.db().select({ responded: inquiries.responded }).from(inquiries);
    expect(rows.filter((row) => row.responded)).toHaveLength(1);
  });
});

describe(`details and files (${TEST_DATABASE_KIND})`, () => {
  test("inquiry details hold every stored field; unknown or malformed ids are 404", async () => {
    const seeded = await seed();
    const cookie = await signedInManager();
    const outcome = await callRoute(
      inquiryDetail.loader,
      managerRequest(`/manager-dashboard/inquiries/${seeded.respondedInquiry.id}`, { cookie }),
      { id: seeded.respondedInquiry.id },
    );
    const { inquiry } = outcome.data as Awaited<ReturnType<typeof inquiryDetail.loader>>;
    expect(inquiry).toMatchObject({
      name: "Tom R.",
      email: "tom@example.net",
      phone: "(651) 555-0199",
      organization: "Bright Path Center",
      serviceType: "Other",
      serviceText: "Other (Billing Compliance)",
      source: "quote",
      responded: true,
      message: "Please call me.\nTuesday mornings are best.",
    });
    for (const id of [crypto.randomUUID(), "not-a-uuid"]) {
      const missing = await callRoute(
        inquiryDetail.loader,
        managerRequest(`/manager-dashboard/inquiries/${id}`, { cookie }),
        {
          id,
        },
      );
      expect(missing.status).toBe(404);
    }
  });

  test("application details hold every field with the role answers labelled, and no storage key", async () => {
    const seeded = await seed();
    const cookie = await signedInManager();
    const outcome = await callRoute(
      applicationDetail.loader,
      managerRequest(`/manager-dashboard/applications/${seeded.application.id}`, { cookie }),
      { id: seeded.application.id },
    );
    const { application } = outcome.data as Awaited<ReturnType<typeof applicationDetail.loader>>;
    expect(application).toMatchObject({
      fullName: "Dana K.",
      role: "Board Certified Behavior Analyst (BCBA)",
      workHistory: ["Behavior technician, 2019-2023"],
      education: ["B.A. Psychology"],
      hasResume: true,
      resumeFileName: "Dana K résumé.pdf",
    });
    expect(application.answers).toEqual([
      { key: "certificationNumber", label: "BCBA certification number", value: "1-23-45678" },
      { key: "supervisionYears", label: "Years supervising", value: "4" },
    ]);
    expect(JSON.stringify(application)).not.toContain(seeded.application.resumeFileKey!);
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

  test("the CSV export holds the current filter's rows and defuses spreadsheet formulas", async () => {
    const seeded = await seed();
    const cookie = await signedInManager();
    await state
      .db()
      .insert(inquiries)
      .values({ source: "contact", name: '=HYPERLINK("http://evil")', email: "e@example.com", message: "+1 formula" });
    const pending = await exportLines(cookie, "?status=pending");
    expect(pending).toHaveLength(3);
    expect(pending.join("\n")).toContain('"\'=HYPERLINK(""http://evil"")"');
    expect(pending.join("\n")).toContain('"\'+1 formula"');
    expect(pending.join("\n")).not.toContain("Tom R.");
    const search = await exportLines(cookie, "?q=tom");
    expect(search).toHaveLength(2);
    expect(search[1]).toContain('"Responded"');
    const apps = await exportLines(cookie, "?tab=applications&q=dana");
    expect(apps).toHaveLength(2);
    expect(apps[1]).toContain('"BCBA certification number: 1-23-45678 | Years supervising: 4"');
    expect(apps[1]).toContain(seeded.application.email);
  });

  test("the CSV columns: received in Central time and in ISO, service and organization apart, the visitor's words, the first touch", async () => {
    await seed();
    const cookie = await signedInManager();
    const rows = parseCsv(await exportText(cookie, ""));
    // Both seeded leads arrived the same way; these are the last columns of each export, in this order.
    const firstTouchCells = {
      "Landing page": "/services",
      Referrer: "www.google.com",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "spring-2026",
      utm_term: "eidbi audit",
      utm_content: "header-link",
    };
    // Newest first; 15:00 UTC in March before the clocks change is 9:00 AM in Minnesota. Each value stands under
    // its column's name, and the columns come in this order.
    const tom = {
      "Received (Central time)": "3/5/2026 9:00 AM",
      "Received (UTC, ISO 8601)": "2026-03-05T15:00:00.000Z",
      Name: "Tom R.",
      Email: "tom@example.net",
      Phone: "(651) 555-0199",
      "Sent through": "Consultation request",
      Service: "Other (Billing Compliance)",
      Organization: "Bright Path Center",
      Message: "Please call me.\nTuesday mornings are best.",
      Status: "Responded",
      ...firstTouchCells,
    };
    expect(rows[0]).toEqual(Object.keys(tom));
    expect(rows.slice(1)).toEqual([
      Object.values(tom),
      [
        "3/2/2026 9:00 AM",
        "2026-03-02T15:00:00.000Z",
        "Maria L.",
        "maria@example.org",
        "(612) 555-0100",
        "Contact form",
        "",
        "",
        "We need help with 50% of our QP documentation.",
        "Pending",
        ...Array(7).fill(""),
      ],
    ]);

    const apps = parseCsv(await exportText(cookie, "?tab=applications"));
    // In April Minnesota is on daylight time: 15:00 UTC is 10:00 AM.
    const dana = {
      "Received (Central time)": "4/1/2026 10:00 AM",
      "Received (UTC, ISO 8601)": "2026-04-01T15:00:00.000Z",
      "Full name": "Dana K.",
      Email: "dana@example.com",
      Phone: "(612) 555-0111",
      Position: "Board Certified Behavior Analyst (BCBA)",
      Address: "",
      "Authorized to work": "Yes",
      "Work history": "Behavior technician, 2019-2023",
      Education: "B.A. Psychology",
      Interest: "I want to help agencies stay compliant.",
      "Role answers": "BCBA certification number: 1-23-45678 | Years supervising: 4",
      "Criminal background": "No",
      "Criminal details": "",
      "Drug test": "Yes",
      "Resume file": "Dana K résumé.pdf",
      Status: "Pending",
      ...firstTouchCells,
    };
    expect(apps[0]).toEqual(Object.keys(dana));
    expect(apps[1]).toEqual(Object.values(dana));
    for (const row of apps) expect(row).toHaveLength(apps[0]!.length);

    const ups = parseCsv(await exportText(cookie, "?tab=uploads"));
    expect(ups[0]).toEqual([
      "Received (Central time)",
      "Received (UTC, ISO 8601)",
      "Sender",
      "Document title",
      "Submission type",
      "File",
    ]);
    expect(
      ups
        .slice(1)
        .map((row) => row.slice(2).join(" / "))
        .sort(),
    ).toEqual([
      "Bright Path Center / Site audit checklist / Audit preparation / audit checklist.pdf",
      "North Star Autism / Policy draft / Policy review / No file",
    ]);
  });

  test("no CSV column is empty in every row of a full export", async () => {
    await seed();
    const cookie = await signedInManager("admin");
    for (const search of ["", "?tab=applications", "?tab=applications&voluntary=1", "?tab=uploads"]) {
      const [header, ...rows] = parseCsv(await exportText(cookie, search));
      const empty = header!.filter((_, column) => rows.every((row) => row[column] === ""));
      // Criminal details are empty unless an applicant answered yes, and Address is optional: the seed has one of
      // each, so every column has a value somewhere.
      expect(empty, `always-empty columns in ${search || "inquiries"}`).toEqual([]);
    }
  });

  test("voluntary self-identification stays out of the CSV unless an admin asks; a manager asking is refused", async () => {
    await seed();
    const manager = await signedInManager("manager");
    const plain = await exportText(manager, "?tab=applications");
    for (const text of ["Gender", "Race", "Veteran", "Woman", "Asian", "Protected veteran"]) {
      expect(plain).not.toContain(text);
    }
    const refused = await callRoute(
      exportCsv.loader,
      managerRequest("/manager-dashboard/export.csv?tab=applications&voluntary=1", { cookie: manager }),
    );
    expect(refused.status).toBe(403);
    expect(await refused.response!.text()).toBe("Only an admin can export voluntary self-identification answers.");

    await createTestUser(state, "lee.admin@example.com", "admin");
    const admin = await signInCookie("lee.admin@example.com");
    expect(await exportText(admin, "?tab=applications")).toBe(plain);
    const withAnswers = parseCsv(await exportText(admin, "?tab=applications&voluntary=1"));
    expect(withAnswers[0]?.slice(-3)).toEqual(["Gender", "Race or ethnicity", "Veteran status"]);
    const dana = withAnswers.find((row) => row[2] === "Dana K.");
    expect(dana?.slice(-3)).toEqual(["Woman", "Asian", "Protected veteran"]);
    // Only 1 turns it on; any other value is no request.
    expect(await exportText(admin, "?tab=applications&voluntary=yes")).toBe(plain);
  });

  test("the admin's voluntary export refuses strangers and role-less users like every export", async () => {
    await seed();
    await createTestUser(state, "former@example.com", null);
    const roleless = await signInWithoutRoleCheck("former@example.com");
    for (const [cookie, status] of [
      [undefined, 401],
      [roleless, 403],
    ] as const) {
      const outcome = await callRoute(
        exportCsv.loader,
        managerRequest("/manager-dashboard/export.csv?tab=applications&voluntary=1", { cookie }),
      );
      expect(outcome.status).toBe(status);
      expect(await outcome.response!.text()).not.toContain("Dana");
    }
  });
});

async function exportText(cookie: string, search: string) {
  const outcome = await callRoute(
    exportCsv.loader,
    managerRequest(`/manager-dashboard/export.csv${search}`, { cookie }),
  );
  expect(outcome.status).toBe(200);
  expect(outcome.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
  expect(outcome.headers.get("Content-Disposition")).toMatch(/^attachment; filename="\w+-\d{4}-\d{2}-\d{2}\.csv"$/);
  expect(outcome.headers.get("Cache-Control")).toBe("no-store");
  // The UTF-8 byte order mark comes first, so spreadsheet programs read the file as UTF-8 (text() would drop it).
  const bytes = Buffer.from(await outcome.response!.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return bytes.subarray(3).toString("utf8");
}

async function exportLines(cookie: string, search: string) {
  return (await exportText(cookie, search)).trimEnd().split("\r\n");
}

/** The export's CSV read back as a spreadsheet would: every cell quoted, quotes doubled, line breaks inside cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  const cell = /"((?:[^"]|"")*)"(,|\r\n)/y;
  let row: string[] = [];
  let parsed = 0;
  for (let match = cell.exec(text); match; match = cell.exec(text)) {
    row.push((match[1] ?? "").replace(/""/g, '"'));
    parsed = cell.lastIndex;
    if (match[2] !== ",") {
      rows.push(row);
      row = [];
    }
  }
  expect(parsed, "the whole CSV parsed").toBe(text.length);
  return rows;
}

describe(`sign-in, sign-out and the auth endpoint (${TEST_DATABASE_KIND})`, () => {
  const loginPost = (form: Record<string, string>, ip?: string) => {
    const request = managerRequest("/manager-login", { form });
    if (ip) request.headers.set("x-client-ip", ip);
    // A client can send any X-Forwarded-For; only x-client-ip (stamped by server.ts) may count.
    request.headers.set("X-Forwarded-For", `192.0.2.${Math.floor(Math.random() * 250) + 1}`);
    return callRoute(login.action, request);
  };

  test("a manager signs in: success, an HttpOnly SameSite=Lax session cookie, and the login page then redirects", async () => {
    await createTestUser(state, "ana@example.com", "manager");
    const outcome = await loginPost({ email: "Ana@Example.com", password: TEST_PASSWORD });
    expect(outcome.status).toBe(200);
    expect(outcome.data).toEqual({ status: "success", returnPath: "/manager-dashboard" });
    const [cookie] = outcome.headers.getSetCookie();
    expect(cookie).toMatch(/^better-auth\.session_token=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    const session = cookie!.split(";")[0]!;
    const again = await callRoute(login.loader, managerRequest("/manager-login", { cookie: session }));
    expect(again.location).toBe("/manager-dashboard");
    const anonymous = await callRoute(login.loader, managerRequest("/manager-login"));
    expect(anonymous.status).toBe(200);
  });

  test("sign-in returns to the dashboard page asked for, and only to one: other sites and pages are ignored", async () => {
    await createTestUser(state, "ana@example.com", "manager");
    const target = "/manager-dashboard/applications/6f1c2f0e-2b8a-4c53-9a55-1b8f0e3c1a77?tab=notes";
    const page = await callRoute(
      login.loader,
      managerRequest(`/manager-login?redirectTo=${encodeURIComponent(target)}`),
    );
    expect(page.data).toEqual({ returnPath: target });
    const signedIn = await loginPost({ email: "ana@example.com", password: TEST_PASSWORD, redirectTo: target });
    expect(signedIn.data).toEqual({ status: "success", returnPath: target });
    const session = signedIn.headers.getSetCookie()[0]!.split(";")[0]!;
    const again = await callRoute(
      login.loader,
      managerRequest(`/manager-login?redirectTo=${encodeURIComponent(target)}`, { cookie: session }),
    );
    expect(again.location).toBe(target);
    for (const evil of [
      "//evil.example",
      "/\\evil.example",
      "https://evil.example/manager-dashboard",
      "/%2F%2Fevil.example",
      "/about",
    ]) {
      const refused = await callRoute(
        login.loader,
        managerRequest(`/manager-login?redirectTo=${encodeURIComponent(evil)}`),
      );
      expect(refused.data, evil).toEqual({ returnPath: "/manager-dashboard" });
      const posted = await loginPost({ email: "ana@example.com", password: TEST_PASSWORD, redirectTo: evil });
      expect(posted.data, evil).toEqual({ status: "success", returnPath: "/manager-dashboard" });
    }
  });

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

  test("wrong password and unknown e-mail get the same Login Failed message", async () => {
    await createTestUser(state, "ana@example.com", "manager");
    const wrong = await loginPost({ email: "ana@example.com", password: "not the password" });
    const unknown = await loginPost({ email: "nobody@example.com", password: "not the password" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.data).toEqual({ status: "invalid", message: "Invalid email or password" });
    expect(unknown.data).toEqual(wrong.data);
    expect(wrong.headers.getSetCookie()).toEqual([]);
  });

  test("a user without a role gets Access Denied, no cookie, and no session is left behind", async () => {
    await createTestUser(state, "former@example.com", null);
    const outcome = await loginPost({ email: "former@example.com", password: TEST_PASSWORD });
    expect(outcome.status).toBe(403);
    expect(outcome.data).toEqual({ status: "denied", message: "You do not have manager privileges." });
    expect(outcome.headers.getSetCookie()).toEqual([]);
    expect(await state.db().select().from(sessions)).toEqual([]);
  });

  test("an unexpected failure during sign-in answers 500 with the generic error, logged, and no cookie", async () => {
    await createTestUser(state, "ana@example.com", "manager");
    let outcome: RouteOutcome | undefined;
    const logged = await capturingErrors(async () => {
      setDatabaseWritesFailing(true);
      outcome = await loginPost({ email: "ana@example.com", password: TEST_PASSWORD });
      setDatabaseWritesFailing(false);
    });
    expect(outcome?.status).toBe(500);
    expect(outcome?.data).toEqual({ status: "error" });
    expect(outcome?.headers.getSetCookie()).toEqual([]);
    expect(logged.join("\n")).toMatch(/"path":"\/manager-login".*"msg":"sign-in failed unexpectedly"/);
  });

  test("missing or malformed fields are refused before any sign-in", async () => {
    const forms: Record<string, string>[] = [
      {},
      { email: "ana@example.com" },
      { email: "not-an-email", password: "x" },
    ];
    for (const form of forms) {
      const outcome = await loginPost(form);
      expect(outcome.status).toBe(400);
      expect(outcome.data).toMatchObject({ status: "invalid" });
    }
    const raw = await callRoute(
      login.action,
      new Request(`${TEST_ORIGIN}/manager-login`, {
        method: "POST",
        body: "{not json",
        headers: { "Content-Type": "application/json" },
      }),
    );
    expect(raw.status).toBe(400);
  });

  test("sign-in is throttled per IP (a forged X-Forwarded-For does not help): the 11th attempt answers 429", async () => {
    const ip = "203.0.113.7";
    for (let i = 0; i < 10; i++) {
      expect((await loginPost({ email: `guess${i}@example.com`, password: "wrong password" }, ip)).status).toBe(401);
    }
    const blocked = await loginPost({ email: "guess10@example.com", password: "wrong password" }, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.data).toEqual({
      status: "invalid",
      message: "Too many sign-in attempts. Please wait a few minutes and try again.",
    });
    expect((await loginPost({ email: "guess11@example.com", password: "wrong password" }, "203.0.113.8")).status).toBe(
      401,
    );
  });

  test("nobody can lock a manager out from elsewhere: failures from other clients never refuse the right password", async () => {
    await createTestUser(state, "ana@example.com", "manager");
    // Five wrong passwords from five addresses, then again from one of them: the address is "locked" there only.
    for (let i = 1; i <= 5; i++) {
      expect(
        (await loginPost({ email: "ana@example.com", password: "wrong password" }, `198.51.100.${i}`)).status,
      ).toBe(401);
    }
    for (let i = 0; i < 5; i++)
      await loginPost({ email: "ana@example.com", password: "wrong password" }, "198.51.100.9");
    expect((await loginPost({ email: "ana@example.com", password: "wrong password" }, "198.51.100.9")).status).toBe(
      429,
    );

    const manager = await loginPost({ email: "ana@example.com", password: TEST_PASSWORD }, "203.0.113.50");
    expect(manager.status).toBe(200);
    expect(manager.headers.getSetCookie()[0]).toMatch(/^better-auth\.session_token=/);
  });

  test("brute force from one client is throttled: after five failures even the right password waits there", async () => {
    await createTestUser(state, "ana@example.com", "manager");
    const ip = "198.51.100.20";
    for (let i = 0; i < 5; i++) {
      expect((await loginPost({ email: "ana@example.com", password: "wrong password" }, ip)).status).toBe(401);
    }
    const blocked = await loginPost({ email: "ana@example.com", password: TEST_PASSWORD }, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.getSetCookie()).toEqual([]);
    // An IPv6 client is counted by its /64, so rotating addresses inside it does not help.
    for (let i = 1; i <= 5; i++) await loginPost({ email: "ana@example.com", password: "wrong" }, `2001:db8:1:2::${i}`);
    expect((await loginPost({ email: "ana@example.com", password: TEST_PASSWORD }, "2001:db8:1:2::99")).status).toBe(
      429,
    );
  });

  test("a successful sign-in clears its client's count of failures", async () => {
    await createTestUser(state, "ana@example.com", "manager");
    const ip = "198.51.100.30";
    for (let i = 0; i < 4; i++) await loginPost({ email: "ana@example.com", password: "wrong password" }, ip);
    expect((await loginPost({ email: "ana@example.com", password: TEST_PASSWORD }, ip)).status).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect((await loginPost({ email: "ana@example.com", password: "wrong password" }, ip)).status).toBe(401);
    }
  });

  test("sign-out ends the session and clears the cookie; a cross-site sign-out is refused", async () => {
    await seed();
    const cookie = await signedInManager();
    const crossSite = await callRoute(
      signOut.action,
      managerRequest("/manager-sign-out", { cookie, form: {}, origin: "https://evil.example" }),
    );
    expect(crossSite.status).toBe(403);
    // Without an Origin, the browser's Sec-Fetch-Site tells a cross-site post (the same rule server.ts applies).
    const noOrigin = managerRequest("/manager-sign-out", { cookie, form: {}, origin: null });
    noOrigin.headers.set("Sec-Fetch-Site", "cross-site");
    expect((await callRoute(signOut.action, noOrigin)).status).toBe(403);
    expect((await loadDashboard(cookie)).manager.email).toBe("ana@example.com");

    const outcome = await callRoute(signOut.action, managerRequest("/manager-sign-out", { cookie, form: {} }));
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/");
    expect(outcome.headers.getSetCookie().join("\n")).toMatch(/better-auth\.session_token=;.*Max-Age=0/);
    expect(await state.db().select().from(sessions)).toEqual([]);
    const after = await callRoute(dashboard.loader, managerRequest("/manager-dashboard", { cookie }));
    expect(after.location).toBe("/manager-login");
  });

  test("a GET of the sign-out URL changes nothing", async () => {
    const cookie = await signedInManager();
    const outcome = await callRoute(signOut.loader, managerRequest("/manager-sign-out", { cookie }));
    expect(outcome.location).toBe("/");
    expect(await state.db().select().from(sessions)).toHaveLength(1);
  });

  const api = (method: "GET" | "POST", path: string, body?: unknown, cookie?: string) => {
    const headers = new Headers({ Origin: TEST_ORIGIN, "x-client-ip": "198.51.100.9" });
    if (cookie) headers.set("Cookie", cookie);
    if (body !== undefined) headers.set("Content-Type", "application/json");
    const request = new Request(`${TEST_ORIGIN}/api/auth${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return callRoute(method === "GET" ? authApi.loader : authApi.action, request, { "*": path.slice(1) });
  };

  test("no HTTP request can create an account: the sign-up endpoint refuses", async () => {
    const outcome = await api("POST", "/sign-up/email", {
      email: "intruder@example.com",
      password: "a long enough password",
      name: "Intruder",
    });
    expect(outcome.status).toBe(400);
    expect(await outcome.response!.json()).toMatchObject({ code: "EMAIL_PASSWORD_SIGN_UP_DISABLED" });
    expect(await state.db().select().from(users)).toEqual([]);
  });

  test("the auth endpoint serves only its allow-list, and its sign-in checks the role too", async () => {
    await createTestUser(state, "former@example.com", null);
    await createTestUser(state, "ana@example.com", "manager");
    for (const [method, path] of [
      ["POST", "/update-user"],
      ["POST", "/change-email"],
      ["GET", "/list-sessions"],
      ["POST", "/request-password-reset"],
    ] as const) {
      expect((await api(method, path, method === "GET" ? undefined : {})).status).toBe(404);
    }
    const denied = await api("POST", "/sign-in/email", { email: "former@example.com", password: TEST_PASSWORD });
    expect(denied.status).toBe(403);
    expect(denied.headers.getSetCookie()).toEqual([]);
    const ok = await api("POST", "/sign-in/email", { email: "ana@example.com", password: TEST_PASSWORD });
    expect(ok.status).toBe(200);
    const cookie = ok.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const session = await api("GET", "/get-session", undefined, cookie);
    expect(await session.response!.json()).toMatchObject({ user: { email: "ana@example.com" } });
    expect(session.headers.get("Cache-Control")).toBe("no-store");
    expect((await api("POST", "/sign-in/email", { email: "nope" })).status).toBe(400);
  });

  test("a revoked manager's existing session stops working at once", async () => {
    await seed();
    const cookie = await signedInManager();
    await state.db().execute(sql`delete from user_roles`);
    const outcome = await callRoute(dashboard.loader, managerRequest("/manager-dashboard", { cookie }));
    expect(outcome.location).toBe("/manager-login");
  });
});

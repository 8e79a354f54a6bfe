// Every manager loader, action and file route, called as React Router calls it against a real database (PGlite, or
// PostgreSQL under scripts/with-postgres.sh), refuses strangers and role-less users on its own and works for
// managers and admins.
import { eq, sql } from "drizzle-orm";
import { describe, expect, test, vi } from "vitest";
import {
  createTestUser,
  managerRequest,
  setupManagerAuth,
  signInCookie,
  signInWithoutRoleCheck,
} from "#tests/support/manager-auth.ts";
import {
  openSlots,
  type Seeded,
  seedCallRequest,
  seedLeads,
  signedInManager as signInManager,
} from "#tests/support/manager-routes.ts";
import { callRoute, type RouteOutcome } from "#tests/support/route-call.ts";
import { setupTestServerState, TEST_DATABASE_KIND } from "#tests/support/test-db.ts";
import { requireManager, requireManagerForAccount } from "~/.server/auth/session";
import { inquiries } from "~/.server/db/schema";
import { SESSION_ENDED_MESSAGE } from "~/lib/session-ended";
import * as accessLogCsv from "./access-log-csv";
import * as applicationDetail from "./application-detail";
import * as dashboard from "./dashboard";
import * as exportCsv from "./export-csv";
import * as fileDownload from "./file-download";
import * as inquiryDetail from "./inquiry-detail";
import * as insights from "./insights";
import * as layout from "./layout";
import * as login from "./login";
import * as uploadRequestDetail from "./upload-request-detail";
import * as uploadRequestNew from "./upload-request-new";

// Password hashing (scrypt) makes sign-ins slow by design.
vi.setConfig({ testTimeout: 60_000 });

const state = setupTestServerState();
setupManagerAuth(state);
const seed = () => seedLeads(state);
const signedInManager = (role?: "manager" | "admin") => signInManager(state, role);

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
        maxFiles: "100",
        maxTotalMb: "500",
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
      form: { intent: "revoke", confirm: "revoke" },
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
      ["decline a call", () => ({ intent: "call-decline", confirm: "call-decline" })],
    ] as const
  ).map(
    ([what, form]): GuardedRoute => ({
      name: `inquiry details action (${what})`,
      kind: "ui",
      handler: inquiryDetail.action,
      at: async () => {
        const id = await seedCallRequest(state);
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

  test("a revoked manager's existing session stops working at once", async () => {
    await seed();
    const cookie = await signedInManager();
    await state.db().execute(sql`delete from user_roles`);
    const outcome = await callRoute(dashboard.loader, managerRequest("/manager-dashboard", { cookie }));
    expect(outcome.location).toBe("/manager-login");
  });

  test("a page's loaders read the session once per request; every change reads it itself", async () => {
    const cookie = await signedInManager();
    const getSession = vi.spyOn(state.app().auth.api, "getSession");
    try {
      // The layout's loader and the page's, side by side, as React Router calls them for one page.
      const page = managerRequest("/manager-dashboard", { cookie });
      await Promise.all([requireManagerForAccount(state.app(), page), requireManager(state.app(), page)]);
      expect(getSession).toHaveBeenCalledTimes(1);
      await requireManager(state.app(), managerRequest("/manager-dashboard", { cookie }));
      expect(getSession).toHaveBeenCalledTimes(2);
      const change = managerRequest("/manager-dashboard", { cookie, form: { kind: "inquiry" } });
      await requireManager(state.app(), change);
      await requireManager(state.app(), change);
      expect(getSession).toHaveBeenCalledTimes(4);
    } finally {
      getSession.mockRestore();
    }
  });
});

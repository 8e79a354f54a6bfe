// Signing out at /manager-sign-out against a real database.
import { describe, expect, test, vi } from "vitest";
import { managerRequest, setupManagerAuth } from "#tests/support/manager-auth.ts";
import { loadDashboard, seedLeads, signedInManager as signInManager } from "#tests/support/manager-routes.ts";
import { callRoute } from "#tests/support/route-call.ts";
import { setupTestServerState, TEST_DATABASE_KIND } from "#tests/support/test-db.ts";
import { sessions } from "~/.server/db/auth-schema";
import * as dashboard from "./dashboard";
import * as signOut from "./sign-out";

// Password hashing (scrypt) makes sign-ins slow by design.
vi.setConfig({ testTimeout: 60_000 });

const state = setupTestServerState();
setupManagerAuth(state);
const seed = () => seedLeads(state);
const signedInManager = (role?: "manager" | "admin") => signInManager(state, role);

describe(`sign-out (${TEST_DATABASE_KIND})`, () => {
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
});

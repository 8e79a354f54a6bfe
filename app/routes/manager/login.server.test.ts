// Signing in at /manager-login against a real database: the session cookie, the answers for wrong and role-less
// accounts, failures, and the throttles per client and per account.
import { describe, expect, test, vi } from "vitest";
import { setDatabaseWritesFailing } from "#tests/support/db-faults.ts";
import {
  createTestUser,
  managerRequest,
  setupManagerAuth,
  TEST_ORIGIN,
  TEST_PASSWORD,
} from "#tests/support/manager-auth.ts";
import { capturingErrors } from "#tests/support/manager-routes.ts";
import { callRoute, type RouteOutcome } from "#tests/support/route-call.ts";
import { setupTestServerState, TEST_DATABASE_KIND } from "#tests/support/test-db.ts";
import { sessions } from "~/.server/db/auth-schema";
import * as login from "./login";

// Password hashing (scrypt) makes sign-ins slow by design.
vi.setConfig({ testTimeout: 60_000 });

const state = setupTestServerState();
setupManagerAuth(state);

describe(`sign-in (${TEST_DATABASE_KIND})`, () => {
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
});

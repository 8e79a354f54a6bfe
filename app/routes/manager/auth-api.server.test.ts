// Better Auth's endpoint under /api/auth against a real database: only its allow-list answers, no account can be
// made over HTTP, and its sign-in checks the role too.
import { describe, expect, test, vi } from "vitest";
import { createTestUser, setupManagerAuth, TEST_ORIGIN, TEST_PASSWORD } from "#tests/support/manager-auth.ts";
import { callRoute } from "#tests/support/route-call.ts";
import { setupTestServerState, TEST_DATABASE_KIND } from "#tests/support/test-db.ts";
import { users } from "~/.server/db/auth-schema";
import * as authApi from "./auth-api";

// Password hashing (scrypt) makes sign-ins slow by design.
vi.setConfig({ testTimeout: 60_000 });

const state = setupTestServerState();
setupManagerAuth(state);

describe(`the auth endpoint (${TEST_DATABASE_KIND})`, () => {
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
});

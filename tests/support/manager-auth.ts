// Managers for integration tests: real users made the way the CLI makes them, real sessions from a real
// sign-in through Better Auth's handler, and requests carrying their cookie — against the test file's database.
import { sql } from "drizzle-orm";
import { beforeEach } from "vitest";
import { createManager, revokeManager } from "~/.server/auth/accounts";
import { forwardSignIn } from "~/.server/auth/session";
import type { ManagerRole } from "~/.server/db/schema";
import { TEST_ORIGIN, testApp } from "./app-context";
import type { TestServerState } from "./test-db";

export { TEST_ORIGIN };
export const TEST_PASSWORD = "a long test password";

let ipCounter = 0;
/** A client IP of its own, so Better Auth's per-IP sign-in limit never couples two tests. */
export function freshClientIp() {
  ipCounter += 1;
  return `10.77.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

/**
 * Registers this file's auth hooks (after setupTestServerState): empty auth tables before each test (the sign-in
 * counters too, so every test starts unthrottled). The test app context's auth has a fixed test secret.
 */
export function setupManagerAuth(state: TestServerState) {
  beforeEach(async () => {
    await state
      .db()
      .execute(
        sql`truncate table users, sessions, accounts, verifications, rate_limits, sign_in_attempts, two_factors, manager_invitations, password_resets, account_events cascade`,
      );
    // The policy row the migration made (the cascade above empties its table too): two-factor optional.
    await state.db().execute(sql`insert into account_policy (id) values (1) on conflict do nothing`);
  });
}

/** A user as `npm run manager -- create` makes one; role null makes a user whose role was revoked. */
export async function createTestUser(state: TestServerState, email: string, role: ManagerRole | null) {
  const deps = state.app();
  await createManager(deps, { email, role: role ?? "manager", password: TEST_PASSWORD });
  if (role === null) await revokeManager(deps, email);
}

/** Signs in through Better Auth's handler and returns the Cookie header a browser would send afterwards. */
export async function signInCookie(email: string, password = TEST_PASSWORD) {
  const response = await forwardSignIn(
    testApp(),
    new Request(`${TEST_ORIGIN}/manager-login`, {
      method: "POST",
      headers: { Origin: TEST_ORIGIN, "x-client-ip": freshClientIp() },
    }),
    { email, password },
  );
  if (response.status !== 200) throw new Error(`Sign-in of ${email} answered ${response.status}`);
  return cookieHeaderFrom(response.headers.getSetCookie());
}

/** Better Auth signs in a role-less user too; this gives that user's cookie, skipping our role check. */
export async function signInWithoutRoleCheck(email: string, password = TEST_PASSWORD) {
  const response = await testApp().auth.api.signInEmail({ body: { email, password }, asResponse: true });
  if (response.status !== 200) throw new Error(`Sign-in of ${email} answered ${response.status}`);
  return cookieHeaderFrom(response.headers.getSetCookie());
}

export function cookieHeaderFrom(setCookies: string[]) {
  return setCookies.map((cookie) => cookie.split(";")[0]).join("; ");
}

/** A GET (or a POST with a form body) to `path` with an optional session cookie, as a browser sends it. */
export function managerRequest(
  path: string,
  {
    cookie,
    form,
    origin = TEST_ORIGIN,
    clientIp = freshClientIp(),
  }: { cookie?: string; form?: Record<string, string>; origin?: string | null; clientIp?: string } = {},
) {
  const headers = new Headers({ "x-client-ip": clientIp });
  if (cookie) headers.set("Cookie", cookie);
  if (!form) return new Request(`${TEST_ORIGIN}${path}`, { headers });
  if (origin) headers.set("Origin", origin);
  return new Request(`${TEST_ORIGIN}${path}`, { method: "POST", headers, body: new URLSearchParams(form) });
}

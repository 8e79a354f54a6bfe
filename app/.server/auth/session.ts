// Manager sign-in, sign-out and the role checks every manager loader, action and file route runs itself.
import { and, eq, inArray, sql } from "drizzle-orm";
import { data, redirect } from "react-router";
import { z } from "zod";
import { safeReturnPath, signInHref } from "../../lib/return-path.ts";
import { sessionEndedAnswer } from "../../lib/session-ended.ts";
import { sessions, users } from "../db/auth-schema.ts";
import type { Database } from "../db/client.ts";
import { accountPolicy, MANAGER_ROLES, type ManagerRole, userRoles } from "../db/schema.ts";
import { CLIENT_IP_HEADER } from "../runtime/client-subject.ts";
import { requestLogger } from "../runtime/logger.ts";
import { requestFacts } from "../runtime/request-context.ts";
import { emailDomainOf, logSecurityEvent } from "../runtime/security-log.ts";
import { recordAccountEvent } from "./account-events.ts";
import { AUTH_BASE_PATH, type Auth, MAX_PASSWORD_LENGTH, SIGN_IN_THROTTLED_MESSAGE } from "./config.ts";

export const ACCESS_DENIED_MESSAGE = "You do not have manager privileges.";

export const ManagerLoginSchema = z.object({
  email: z
    .string({ error: "Please enter your email address." })
    .trim()
    .min(1, "Please enter your email address.")
    .max(254, "That email address is too long.")
    .pipe(z.email("Enter an email like name@example.com.")),
  password: z
    .string({ error: "Please enter your password." })
    .min(1, "Please enter your password.")
    .max(MAX_PASSWORD_LENGTH, "That password is too long."),
});
export type ManagerLogin = z.infer<typeof ManagerLoginSchema>;

export type Manager = {
  user: { id: string; email: string; name: string };
  role: ManagerRole;
  /** This sign-in's session (the account page marks it "This browser"). */
  sessionId: string;
  twoFactorEnabled: boolean;
};

/** What the AuthDeps-taking functions use from the app context. */
export type AuthDeps = { readonly auth: Auth; readonly db: Database };

/**
 * What a signed-in manager must do before any other dashboard page opens: choose a new password (an account whose
 * password someone else chose), then turn on two-factor sign-in (when the admin requires it).
 */
export type AccountSetup = "password" | "two-factor";

/** The user's dashboard role, or null when the user has none. */
export async function findRole(db: Database, userId: string): Promise<ManagerRole | null> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), inArray(userRoles.role, MANAGER_ROLES)))
    .limit(1);
  return rows[0]?.role ?? null;
}

/** The role and what the account still has to set up, in one query; null without a role. */
async function findStanding(db: Database, userId: string) {
  const [row] = await db
    .select({
      role: userRoles.role,
      passwordChangeRequired: users.passwordChangeRequired,
      twoFactorEnabled: users.twoFactorEnabled,
      requireTwoFactor: sql<boolean>`coalesce(${accountPolicy.requireTwoFactor}, false)`,
    })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .leftJoin(accountPolicy, eq(accountPolicy.id, 1))
    .where(and(eq(userRoles.userId, userId), inArray(userRoles.role, MANAGER_ROLES)))
    .limit(1);
  if (!row) return null;
  const setup: AccountSetup | null = row.passwordChangeRequired
    ? "password"
    : row.requireTwoFactor && !row.twoFactorEnabled
      ? "two-factor"
      : null;
  return { role: row.role, twoFactorEnabled: row.twoFactorEnabled, setup };
}

type Access =
  | { status: "anonymous" }
  | { status: "no-role" }
  | { status: "manager"; manager: Manager; setup: AccountSetup | null };

/** A session's "last active" moves on at most this often, so reading pages does not write on every request. */
const LAST_ACTIVE_STEP_MS = 5 * 60 * 1000;

// A page's loaders (the manager layout's and the page's own) each check the session of the same request, side by side;
// the check is read once per request (three queries on every manager page). Only for reads: a change's check must
// see the session as it is then.
const accessOfRequest = new WeakMap<Request, Promise<Access>>();

function checkAccess(app: AuthDeps, request: Request): Promise<Access> {
  if (request.method !== "GET" && request.method !== "HEAD") return readAccess(app, request);
  let access = accessOfRequest.get(request);
  if (!access) {
    access = readAccess(app, request);
    accessOfRequest.set(request, access);
  }
  return access;
}

async function readAccess(app: AuthDeps, request: Request): Promise<Access> {
  const session = await app.auth.api.getSession({ headers: request.headers });
  if (!session) return { status: "anonymous" };
  const standing = await findStanding(app.db, session.user.id);
  if (!standing) return { status: "no-role" };
  if (Date.now() - session.session.updatedAt.getTime() > LAST_ACTIVE_STEP_MS) {
    await app.db.update(sessions).set({ updatedAt: sql`now()` }).where(eq(sessions.id, session.session.id));
  }
  const { id, email, name } = session.user;
  return {
    status: "manager",
    manager: {
      user: { id, email, name },
      role: standing.role,
      sessionId: session.session.id,
      twoFactorEnabled: standing.twoFactorEnabled,
    },
    setup: standing.setup,
  };
}

/** The signed-in manager or admin, or null (no session, or a session without the role). */
export async function getManager(app: AuthDeps, request: Request): Promise<Manager | null> {
  const access = await checkAccess(app, request);
  return access.status === "manager" ? access.manager : null;
}

const NO_STORE = { "Cache-Control": "no-store" };

/** The dashboard page `request` is on, as a sign-in may return to it (its data-request suffix removed). */
export function returnPathOf(request: Request): string | null {
  const url = new URL(request.url);
  url.searchParams.delete("index");
  url.searchParams.delete("_routes");
  const pathname = url.pathname.replace(/\.data$/, "");
  return safeReturnPath(`${pathname}${url.search}`);
}

/**
 * Without a session: a page (GET) is sent to the sign-in, which returns to it afterwards; a change (an action) is
 * answered 401 with SESSION_ENDED, so the page keeps what was typed and offers the sign-in that returns to it.
 */
function signInRequired(request: Request): never {
  const href = signInHref(returnPathOf(request));
  if (request.method === "GET" || request.method === "HEAD") throw redirect(href, { headers: NO_STORE });
  throw data(sessionEndedAnswer(href), { status: 401, headers: NO_STORE });
}

/** The account page's set-up, which then continues to the page the manager asked for. */
function setupRequired(request: Request): never {
  const href = signInHref(returnPathOf(request), ACCOUNT_PATH);
  if (request.method === "GET" || request.method === "HEAD") throw redirect(href, { headers: NO_STORE });
  throw new Response(SETUP_FIRST_MESSAGE, { status: 403, headers: { ...NO_STORE, "Content-Type": "text/plain" } });
}

export const ACCOUNT_PATH = "/manager-dashboard/account";
export const SETUP_FIRST_MESSAGE = "Finish setting up your account first.";

/**
 * Returns the signed-in manager or admin. Without a session (or role) it throws: a redirect to the sign-in for a
 * page, a 401 answer for a change (see signInRequired). A manager with account set-up to do is sent to the account
 * page first, unless `forAccountSetup` (the account page itself).
 */
export async function requireManager(
  app: AuthDeps,
  request: Request,
  { forAccountSetup = false }: { forAccountSetup?: boolean } = {},
): Promise<Manager> {
  const access = await checkAccess(app, request);
  if (access.status === "manager") {
    if (access.setup && !forAccountSetup) setupRequired(request);
    return access.manager;
  }
  logAccessDenied(request, access.status);
  signInRequired(request);
}

/** The signed-in manager and what their account still has to set up (the account page's own check). */
export async function requireManagerForAccount(app: AuthDeps, request: Request) {
  const access = await checkAccess(app, request);
  if (access.status === "manager") return { manager: access.manager, setup: access.setup };
  logAccessDenied(request, access.status);
  signInRequired(request);
}

/**
 * Returns the signed-in admin; strangers are treated like requireManager, and a manager without the admin role
 * gets 403.
 */
export async function requireAdmin(app: AuthDeps, request: Request): Promise<Manager> {
  const manager = await requireManager(app, request);
  if (manager.role === "admin") return manager;
  logAccessDenied(request, "no-role");
  throw new Response("Only an admin can open this page.", {
    status: 403,
    statusText: "Only an admin can open this page",
    headers: NO_STORE,
  });
}

function logAccessDenied(request: Request, status: "anonymous" | "no-role") {
  const reason = status === "anonymous" ? "no-session" : "no-role";
  logSecurityEvent("access-denied", requestFacts(request), { reason });
}

/**
 * For file and export routes. A browser opening the link (a navigation) is treated like a page: sent to the
 * sign-in (or the account set-up) and back. Anything else gets plain text: 401 without a session, 403 without the
 * role or with account set-up to do.
 */
export async function requireManagerForResource(app: AuthDeps, request: Request): Promise<Manager> {
  const access = await checkAccess(app, request);
  const isNavigation = request.headers.get("sec-fetch-mode") === "navigate";
  if (access.status === "manager") {
    if (!access.setup) return access.manager;
    if (isNavigation) setupRequired(request);
    throw plainText(403, SETUP_FIRST_MESSAGE);
  }
  logAccessDenied(request, access.status);
  if (isNavigation) signInRequired(request);
  throw access.status === "anonymous" ? plainText(401, "Sign in first.") : plainText(403, ACCESS_DENIED_MESSAGE);
}

function plainText(status: number, text: string) {
  return new Response(text, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

const FORWARDED_HEADERS = [
  "origin",
  "host",
  "user-agent",
  CLIENT_IP_HEADER,
  "sec-fetch-site",
  "sec-fetch-mode",
  "sec-fetch-dest",
];

/** A request to Better Auth's own endpoint, carrying the browser's origin, client IP and (optionally) cookies. */
function authRequest(request: Request, endpoint: string, body: unknown, withCookies = false) {
  const headers = new Headers({ "Content-Type": "application/json" });
  for (const name of [...FORWARDED_HEADERS, ...(withCookies ? ["cookie"] : [])]) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  return new Request(new URL(`${AUTH_BASE_PATH}${endpoint}`, request.url), {
    method: "POST",
    headers,
    body: JSON.stringify(body),
  });
}

/**
 * Calls Better Auth's `endpoint` through its handler (so its rate limiter counts the request) on behalf of the
 * browser that sent `request`, with that browser's cookies.
 */
export function forwardToAuth(app: AuthDeps, request: Request, endpoint: string, body: unknown) {
  return app.auth.handler(authRequest(request, endpoint, body, true));
}

function jsonResponse(body: unknown, status: number, headers?: HeadersInit) {
  const response = Response.json(body, { status, headers });
  response.headers.set("Cache-Control", "no-store");
  return response;
}

/** Better Auth's answer when too many requests came from one client: our words, and when to try again. */
export function throttledResponse(response: Response, message = SIGN_IN_THROTTLED_MESSAGE) {
  const retryAfter = response.headers.get("X-Retry-After");
  return jsonResponse(
    { message, code: "TOO_MANY_ATTEMPTS" },
    429,
    retryAfter ? { "Retry-After": retryAfter } : undefined,
  );
}

/**
 * Signs in through `auth.handler` (its rate limiter only sees requests that pass through it), then checks the
 * role: a user without one has the new session deleted at once and gets 403. Always answers a Response:
 * 200 with Set-Cookie (or, for an account with two-factor sign-in, 200 `{ twoFactorRedirect: true }` with the code
 * step's cookie), 400/401 with Better Auth's message, 403, 429 with our message, or 500.
 */
export async function forwardSignIn(app: AuthDeps, request: Request, credentials: ManagerLogin): Promise<Response> {
  const response = await attemptSignIn(app, request, credentials);
  await recordSignIn(app, request, credentials.email, response);
  return response;
}

/** The security log's line and the account event of a sign-in answer (a code still to come: neither yet). */
async function recordSignIn(app: AuthDeps, request: Request, email: string, response: Response) {
  const status = response.status;
  const where = requestFacts(request);
  const detail = { form: "sign-in" as const, emailDomain: emailDomainOf(email), status };
  if (status === 200) {
    const body = (await response.clone().json()) as {
      twoFactorRedirect?: boolean;
      user?: { id: string; email: string };
    };
    if (body.twoFactorRedirect || !body.user) return;
    logSecurityEvent("sign-in-succeeded", where, detail);
    await recordAccountEvent(app.db, { kind: "signed-in", user: body.user, clientIp: where.ip });
    return;
  }
  if (status === 429) logSecurityEvent("rate-limited", where, detail);
  else if (status === 403) logSecurityEvent("access-denied", where, { ...detail, reason: "no-role" });
  else logSecurityEvent("sign-in-failed", where, detail);
  if (status === 400 || status === 401) {
    const user = await findUserByEmail(app.db, email);
    await recordAccountEvent(app.db, { kind: "sign-in-failed", user, clientIp: where.ip });
  }
}

async function findUserByEmail(db: Database, email: string) {
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  return user ?? null;
}

async function attemptSignIn(app: AuthDeps, request: Request, credentials: ManagerLogin): Promise<Response> {
  const { auth } = app;
  // With the browser's cookies: a "trusted browser" mark from an earlier code step lets two-factor skip the code.
  const response = await auth.handler(
    authRequest(request, "/sign-in/email", { ...credentials, rememberMe: true }, true),
  );
  if (response.status === 429) return throttledResponse(response);
  if (response.status !== 200) return response;
  const body = (await response.clone().json()) as {
    token?: string;
    user?: { id?: string };
    twoFactorRedirect?: boolean;
  };
  // The code step comes first; the role is checked once it is passed.
  if (body.twoFactorRedirect) return response;
  return withRoleCheck(app, response, body);
}

/** A completed sign-in's answer, or 403 (its new session deleted at once) for a user without a dashboard role. */
export async function withRoleCheck(
  app: AuthDeps,
  response: Response,
  body: { token?: string | null; user?: { id?: string } },
): Promise<Response> {
  const userId = body.user?.id;
  if (!userId || !body.token) throw new Error("Better Auth answered a sign-in without a user or token.");
  if (!(await findRole(app.db, userId))) {
    const context = await app.auth.$context;
    await context.internalAdapter.deleteSession(body.token);
    return jsonResponse({ message: ACCESS_DENIED_MESSAGE, code: "ACCESS_DENIED" }, 403);
  }
  return response;
}

export type SignInOutcome =
  | { status: "success"; cookies: string[] }
  | { status: "two-factor"; cookies: string[] }
  | { status: "invalid"; message: string; httpStatus: number }
  | { status: "denied"; message: string }
  | { status: "throttled"; message: string }
  | { status: "error" };

/** The /manager-login action's sign-in: never throws; unexpected failures are logged and become "error". */
export async function signInManager(
  app: AuthDeps,
  request: Request,
  credentials: ManagerLogin,
): Promise<SignInOutcome> {
  try {
    const response = await forwardSignIn(app, request, credentials);
    if (response.status === 200) {
      const cookies = response.headers.getSetCookie();
      const body = (await response.json()) as { twoFactorRedirect?: boolean };
      return body.twoFactorRedirect ? { status: "two-factor", cookies } : { status: "success", cookies };
    }
    if (response.status === 429) return { status: "throttled", message: SIGN_IN_THROTTLED_MESSAGE };
    const message = await readMessage(response);
    if (response.status === 403 && message === ACCESS_DENIED_MESSAGE) return { status: "denied", message };
    if (response.status >= 400 && response.status < 500) {
      return { status: "invalid", message: message ?? "Invalid email or password", httpStatus: response.status };
    }
    requestLogger(request).error({ status: response.status }, "sign-in failed unexpectedly");
    return { status: "error" };
  } catch (error) {
    requestLogger(request).error({ err: error }, "sign-in failed unexpectedly");
    return { status: "error" };
  }
}

/** Better Auth's message and code from an error answer, when it has them. */
export async function readMessage(response: Response) {
  return (await readError(response)).message;
}

export async function readError(response: Response): Promise<{ message?: string; code?: string }> {
  try {
    const body = (await response.json()) as { message?: unknown; code?: unknown };
    return {
      message: typeof body.message === "string" ? body.message : undefined,
      code: typeof body.code === "string" ? body.code : undefined,
    };
  } catch {
    return {};
  }
}

/** Ends the session named by the request's cookie; returns the Set-Cookie headers that clear it in the browser. */
export async function signOutManager(app: AuthDeps, request: Request): Promise<string[]> {
  const response = await app.auth.handler(authRequest(request, "/sign-out", {}, true));
  return response.headers.getSetCookie();
}

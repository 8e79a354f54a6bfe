// Manager sign-in, sign-out and the role checks every manager loader, action and file route runs itself.
import { and, eq, inArray } from "drizzle-orm";
import { redirect } from "react-router";
import { z } from "zod";
import type { Database } from "../db/client.ts";
import { MANAGER_ROLES, type ManagerRole, userRoles } from "../db/schema.ts";
import { CLIENT_IP_HEADER } from "../runtime/client-subject.ts";
import { requestLogger } from "../runtime/logger.ts";
import { requestFacts } from "../runtime/request-context.ts";
import { emailDomainOf, logSecurityEvent } from "../runtime/security-log.ts";
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

export type Manager = { user: { id: string; email: string; name: string }; role: ManagerRole };

/** What the sign-in and the role checks use from the app context. */
export type AuthDeps = { readonly auth: Auth; readonly db: Database };

/** The user's dashboard role, or null when the user has none. */
export async function findRole(db: Database, userId: string): Promise<ManagerRole | null> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), inArray(userRoles.role, MANAGER_ROLES)))
    .limit(1);
  return rows[0]?.role ?? null;
}

type Access = { status: "anonymous" } | { status: "no-role" } | { status: "manager"; manager: Manager };

async function checkAccess(app: AuthDeps, request: Request): Promise<Access> {
  const session = await app.auth.api.getSession({ headers: request.headers });
  if (!session) return { status: "anonymous" };
  const role = await findRole(app.db, session.user.id);
  if (!role) return { status: "no-role" };
  const { id, email, name } = session.user;
  return { status: "manager", manager: { user: { id, email, name }, role } };
}

/** The signed-in manager or admin, or null (no session, or a session without the role). */
export async function getManager(app: AuthDeps, request: Request): Promise<Manager | null> {
  const access = await checkAccess(app, request);
  return access.status === "manager" ? access.manager : null;
}

/** Returns the signed-in manager or admin, or throws a redirect to "/" (the spec sends strangers home). */
export async function requireManager(app: AuthDeps, request: Request): Promise<Manager> {
  const access = await checkAccess(app, request);
  if (access.status === "manager") return access.manager;
  logAccessDenied(request, access.status);
  throw redirect("/", { headers: { "Cache-Control": "no-store" } });
}

/**
 * Returns the signed-in admin; strangers are sent home like requireManager, and a manager without the admin role
 * gets 403.
 */
export async function requireAdmin(app: AuthDeps, request: Request): Promise<Manager> {
  const manager = await requireManager(app, request);
  if (manager.role === "admin") return manager;
  logAccessDenied(request, "no-role");
  throw new Response("Only an admin can open this page.", {
    status: 403,
    statusText: "Only an admin can open this page",
    headers: { "Cache-Control": "no-store" },
  });
}

function logAccessDenied(request: Request, status: "anonymous" | "no-role") {
  const reason = status === "anonymous" ? "no-session" : "no-role";
  logSecurityEvent("access-denied", requestFacts(request), { reason });
}

/** For file and export routes: the manager, or throws 401 (no session) / 403 (no role) as plain text. */
export async function requireManagerForResource(app: AuthDeps, request: Request): Promise<Manager> {
  const access = await checkAccess(app, request);
  if (access.status === "manager") return access.manager;
  logAccessDenied(request, access.status);
  const [status, text] = access.status === "anonymous" ? [401, "Sign in first."] : [403, ACCESS_DENIED_MESSAGE];
  throw new Response(text, {
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

function jsonResponse(body: unknown, status: number, headers?: HeadersInit) {
  const response = Response.json(body, { status, headers });
  response.headers.set("Cache-Control", "no-store");
  return response;
}

/**
 * Signs in through `auth.handler` (its rate limiter only sees requests that pass through it), then checks the
 * role: a user without one has the new session deleted at once and gets 403. Always answers a Response:
 * 200 with Set-Cookie, 400/401 with Better Auth's message, 403, 429 with our message, or 500.
 */
export async function forwardSignIn(app: AuthDeps, request: Request, credentials: ManagerLogin): Promise<Response> {
  const response = await attemptSignIn(app, request, credentials);
  logSignIn(request, credentials.email, response.status);
  return response;
}

/** One security log line per sign-in answer: the e-mail's domain only, never the address or the password. */
function logSignIn(request: Request, email: string, status: number) {
  const where = requestFacts(request);
  const detail = { form: "sign-in" as const, emailDomain: emailDomainOf(email), status };
  if (status === 200) logSecurityEvent("sign-in-succeeded", where, detail);
  else if (status === 429) logSecurityEvent("rate-limited", where, detail);
  else if (status === 403) logSecurityEvent("access-denied", where, { ...detail, reason: "no-role" });
  else logSecurityEvent("sign-in-failed", where, detail);
}

async function attemptSignIn(app: AuthDeps, request: Request, credentials: ManagerLogin): Promise<Response> {
  const { auth } = app;
  const response = await auth.handler(authRequest(request, "/sign-in/email", { ...credentials, rememberMe: true }));
  if (response.status === 429) {
    const retryAfter = response.headers.get("X-Retry-After");
    return jsonResponse(
      { message: SIGN_IN_THROTTLED_MESSAGE, code: "TOO_MANY_ATTEMPTS" },
      429,
      retryAfter ? { "Retry-After": retryAfter } : undefined,
    );
  }
  if (response.status !== 200) return response;

  const body = (await response.clone().json()) as { token?: string; user?: { id?: string } };
  const userId = body.user?.id;
  if (!userId || !body.token) throw new Error("Better Auth answered a sign-in without a user or token.");
  if (!(await findRole(app.db, userId))) {
    const context = await auth.$context;
    await context.internalAdapter.deleteSession(body.token);
    return jsonResponse({ message: ACCESS_DENIED_MESSAGE, code: "ACCESS_DENIED" }, 403);
  }
  return response;
}

export type SignInOutcome =
  | { status: "success"; cookies: string[] }
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
    if (response.status === 200) return { status: "success", cookies: response.headers.getSetCookie() };
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

async function readMessage(response: Response) {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === "string" ? body.message : undefined;
  } catch {
    return undefined;
  }
}

/** Ends the session named by the request's cookie; returns the Set-Cookie headers that clear it in the browser. */
export async function signOutManager(app: AuthDeps, request: Request): Promise<string[]> {
  const response = await app.auth.handler(authRequest(request, "/sign-out", {}, true));
  return response.headers.getSetCookie();
}

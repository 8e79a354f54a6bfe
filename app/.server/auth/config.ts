// Better Auth, configured once for the server, the tests and the manager CLI.
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { twoFactor } from "better-auth/plugins/two-factor";
import { and, eq, sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { accounts, rateLimits, sessions, signInAttempts, twoFactors, users, verifications } from "../db/auth-schema.ts";
import { CLIENT_IP_HEADER, rateLimitSubject } from "../runtime/client-subject.ts";

/** Any Drizzle PostgreSQL database (PGlite or node-postgres); both share this shape. */
// biome-ignore lint/suspicious/noExplicitAny: the schema generic differs between callers and does not matter here
export type AuthDatabase = PgDatabase<PgQueryResultHKT, any>;

export const AUTH_BASE_PATH = "/api/auth";
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 128;
export const SIGN_IN_THROTTLED_MESSAGE = "Too many sign-in attempts. Please wait a few minutes and try again.";
/** How long "Trust this browser" skips the code step, in seconds (30 days). */
export const TRUSTED_BROWSER_SECONDS = 30 * 24 * 60 * 60;

/**
 * Sign-in attempts allowed per client, over all addresses (Better Auth's own limiter), and per e-mail address from
 * one client (ours). The second is counted per client on purpose: counted per address alone, anyone could keep a
 * known manager's address locked by failing five times every 15 minutes, and the manager's correct password would
 * be refused from everywhere.
 */
export const SIGN_IN_LIMITS = {
  perIp: { window: 5 * 60, max: 10 },
  perEmailAndClient: { window: 15 * 60, max: 5 },
} as const;

/**
 * Better Auth's endpoints that check a password or a two-factor code: each gets the sign-in's per-client limit, so a
 * guesser gains nothing by guessing through another door. Wrong codes are also counted per sign-in (5, then the
 * manager starts again) and per account (10 in a row lock the code step for 15 minutes) by the two-factor plugin.
 */
export const GUESSABLE_PATHS = [
  "/sign-in/email",
  "/two-factor/verify-totp",
  "/two-factor/verify-backup-code",
  "/two-factor/enable",
  "/two-factor/disable",
  "/change-password",
] as const;

const SESSION_HOURS = 12;

export type AuthConfig = {
  secret: string;
  /** The site's public address (PUBLIC_URL). Unset in local use: each request's own origin is trusted then. */
  publicUrl?: string | undefined;
  /** Where to resolve URLs when a request carries no Host header (local use without PUBLIC_URL). */
  fallbackUrl?: string | undefined;
  /** Only errors in the log (the CLI's output stays readable). */
  quiet?: boolean | undefined;
  /** The name an authenticator app shows beside the code (the firm's). */
  issuer?: string | undefined;
};

export function createAuth(db: AuthDatabase, config: AuthConfig) {
  const isHttps = config.publicUrl?.startsWith("https://") ?? false;
  return betterAuth({
    appName: "Manager dashboard",
    secret: config.secret,
    basePath: AUTH_BASE_PATH,
    // Without PUBLIC_URL, the request's own host is the base URL, so `npm start` works on any address.
    baseURL: config.publicUrl ?? {
      allowedHosts: ["*"],
      protocol: "auto",
      fallback: config.fallbackUrl ?? "http://localhost:3000",
    },
    trustedOrigins: config.publicUrl ? [new URL(config.publicUrl).origin] : undefined,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
        twoFactor: twoFactors,
      },
    }),
    // Single-use values (the two-factor step's challenge, a trusted browser's mark) are stored as SHA-256 only.
    verification: { storeIdentifier: "hashed" },
    emailAndPassword: {
      enabled: true,
      // Accounts come from the manager CLI only; no HTTP request may create one.
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
    },
    session: {
      expiresIn: SESSION_HOURS * 60 * 60,
      // A fixed lifetime: loaders read the session through auth.api, which cannot refresh the cookie.
      disableSessionRefresh: true,
    },
    rateLimit: {
      // Better Auth enables it only in production by default; the tests must see the same behaviour.
      enabled: true,
      storage: "database",
      customRules: Object.fromEntries(GUESSABLE_PATHS.map((path) => [path, SIGN_IN_LIMITS.perIp])),
    },
    advanced: {
      // server.ts stamps this header from the socket (or X-Forwarded-For behind TRUST_PROXY); clients cannot set it.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Decided here, not from NODE_ENV: Secure exactly when the site is served over HTTPS.
      useSecureCookies: isHttps,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: isHttps },
    },
    plugins: [
      twoFactor({
        issuer: config.issuer,
        trustDeviceMaxAge: TRUSTED_BROWSER_SECONDS,
        backupCodeOptions: { amount: 10, length: 10 },
      }),
    ],
    telemetry: { enabled: false },
    logger: config.quiet ? { level: "error" } : undefined,
    onAPIError: {
      // Refusals (wrong password, throttled, sign-up disabled) are answers, not faults: only real failures are
      // logged as errors.
      onError: (error, context) => {
        if (isAPIError(error) && error.statusCode < 500) return;
        context.logger.error(`Auth request failed: ${error instanceof Error ? error.message : String(error)}`, error);
      },
    },
    databaseHooks: {
      user: {
        create: {
          // Belt and braces next to disableSignUp: a user created inside any HTTP endpoint is refused.
          before: async (_user, context) => (context ? false : undefined),
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/sign-in/email") return;
        const email = typeof ctx.body?.email === "string" ? ctx.body.email.trim().toLowerCase() : "";
        if (!email) return;
        await sweepExpiredSignInAttempts(db);
        if (!(await consumeSignInAttempt(db, email, clientOf(ctx.headers)))) {
          throw new APIError("TOO_MANY_REQUESTS", { message: SIGN_IN_THROTTLED_MESSAGE, code: "TOO_MANY_ATTEMPTS" });
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        // A completed sign-in (the password, and the code where two-factor is on) clears its own client's count for
        // the address, so a few typos earlier do not lock a manager out; what other clients ran up stays counted.
        const email = ctx.context.newSession?.user.email;
        if (!SIGN_IN_ENDS.has(ctx.path) || !email) return;
        await db
          .delete(signInAttempts)
          .where(and(eq(signInAttempts.email, email.toLowerCase()), eq(signInAttempts.client, clientOf(ctx.headers))));
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** The endpoints whose success completes a sign-in. */
const SIGN_IN_ENDS = new Set(["/sign-in/email", "/two-factor/verify-totp", "/two-factor/verify-backup-code"]);

function clientOf(headers: Headers | undefined) {
  return rateLimitSubject(headers?.get(CLIENT_IP_HEADER) ?? "unknown");
}

/**
 * Counts one sign-in attempt for `email` from `client` and says whether it is within the limit. One statement, so
 * concurrent attempts cannot all read the same old count.
 */
export async function consumeSignInAttempt(
  db: AuthDatabase,
  email: string,
  client: string,
  limit: { window: number; max: number } = SIGN_IN_LIMITS.perEmailAndClient,
) {
  const windowStart = sql`now() - make_interval(secs => ${limit.window})`;
  const result = await db
    .insert(signInAttempts)
    .values({ email, client, count: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [signInAttempts.email, signInAttempts.client],
      set: {
        count: sql`case when ${signInAttempts.windowStartedAt} < ${windowStart} then 1 else ${signInAttempts.count} + 1 end`,
        windowStartedAt: sql`case when ${signInAttempts.windowStartedAt} < ${windowStart} then now() else ${signInAttempts.windowStartedAt} end`,
      },
    })
    .returning({ count: signInAttempts.count });
  return (result[0]?.count ?? 1) <= limit.max;
}

/** Removes the counts whose window has ended, so addresses tried once long ago leave no rows behind. */
async function sweepExpiredSignInAttempts(db: AuthDatabase, limit = SIGN_IN_LIMITS.perEmailAndClient) {
  await db
    .delete(signInAttempts)
    .where(sql`${signInAttempts.windowStartedAt} < now() - make_interval(secs => ${limit.window})`);
}

/**
 * BETTER_AUTH_SECRET when set; otherwise a secret generated once into DATA_DIR/auth-secret, so a fresh
 * `npm start` needs no configuration and sessions survive restarts.
 */
export function loadAuthSecret(dataDir: string, fromEnv?: string) {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, "auth-secret");
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString("base64url"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const secret = readFileSync(file, "utf8").trim();
  if (secret.length < 32) throw new Error(`${file} holds a secret shorter than 32 characters: delete it to renew.`);
  return secret;
}

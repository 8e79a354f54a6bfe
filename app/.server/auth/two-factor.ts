// Two-factor sign-in with an authenticator app (TOTP, RFC 6238), on Better Auth's two-factor plugin: the code step
// after the password, the set-up on the account page (QR code drawn here, as SVG), turning it off, and the reset an
// admin or the operator makes for a manager who lost their phone. Every code and password check goes through
// `auth.handler`, so the sign-in's per-client limit counts it.
import { createHmac, timingSafeEqual } from "node:crypto";
import { symmetricDecrypt } from "better-auth/crypto";
import { and, eq } from "drizzle-orm";
import QRCode from "qrcode";
import { twoFactors, users, verifications } from "../db/auth-schema.ts";
import type { Database } from "../db/client.ts";
import type { Notifications } from "../mail/notifications.ts";
import { requestFacts } from "../runtime/request-context.ts";
import { logSecurityEvent } from "../runtime/security-log.ts";
import { recordAccountEvent } from "./account-events.ts";
import { SIGN_IN_THROTTLED_MESSAGE } from "./config.ts";
import { type AuthDeps, forwardToAuth, readError, throttledResponse, withRoleCheck } from "./session.ts";

/** The plugin's name for the code step's cookie (a signed, short-lived challenge). */
const CHALLENGE_COOKIE = "two_factor";

export const WRONG_CODE_MESSAGE = "That code is not right. Enter the newest code your app shows.";
export const WRONG_BACKUP_CODE_MESSAGE = "That backup code is not right, or it was used before.";
export const CODE_STEP_ENDED_MESSAGE = "This sign-in has ended. Please sign in again with your password.";
export const TOO_MANY_CODES_MESSAGE = "Too many wrong codes. Please sign in again with your password.";
export const WRONG_PASSWORD_MESSAGE = "That password is not right.";

export type CodeMethod = "totp" | "backup";

export type CodeOutcome =
  | { status: "success"; cookies: string[] }
  | { status: "invalid"; message: string }
  | { status: "ended"; message: string }
  | { status: "throttled"; message: string }
  | { status: "denied" };

/** The account whose code step this browser is on, from the plugin's signed cookie; null when there is none. */
export async function findCodeStepUser(app: AuthDeps, request: Request) {
  const context = await app.auth.$context;
  const name = context.createAuthCookie(CHALLENGE_COOKIE).name;
  const signed = readCookie(request.headers.get("cookie"), name);
  const identifier = signed ? verifySigned(signed, context.secret) : null;
  if (!identifier) return null;
  const challenge = await context.internalAdapter.findVerificationValue(identifier);
  if (!challenge || challenge.expiresAt < new Date()) return null;
  const [user] = await app.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, challenge.value));
  return user ?? null;
}

function readCookie(header: string | null, name: string) {
  for (const part of header?.split(";") ?? []) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) {
      try {
        return decodeURIComponent(rest.join("="));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** The value of a cookie Better Auth signed (value.HMAC-SHA256 in base64), or null when the signature is wrong. */
function verifySigned(signed: string, secret: string) {
  const dot = signed.lastIndexOf(".");
  if (dot < 1) return null;
  const value = signed.slice(0, dot);
  const signature = Buffer.from(signed.slice(dot + 1), "base64");
  const expected = createHmac("sha256", secret).update(value).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? value : null;
}

/**
 * Checks the code of the sign-in's second step through `auth.handler`. On success the session cookie (and the
 * trusted browser's, when asked) come back; a wrong code is counted by the plugin (5 per sign-in, 10 in a row per
 * account lock the step for 15 minutes) and by the per-client limit.
 */
export async function verifySignInCode(
  app: AuthDeps,
  request: Request,
  input: { method: CodeMethod; code: string; trustDevice: boolean },
): Promise<CodeOutcome> {
  const user = await findCodeStepUser(app, request);
  if (!user) return { status: "ended", message: CODE_STEP_ENDED_MESSAGE };
  const where = requestFacts(request);
  const endpoint = input.method === "totp" ? "/two-factor/verify-totp" : "/two-factor/verify-backup-code";
  const code = input.method === "totp" ? input.code.replace(/\s/g, "") : input.code.trim();
  const response = await forwardToAuth(app, request, endpoint, { code, trustDevice: input.trustDevice });
  if (response.status === 200) {
    const body = (await response.clone().json()) as { token?: string; user?: { id?: string } };
    const checked = await withRoleCheck(app, response, body);
    if (checked.status !== 200) {
      logSecurityEvent("access-denied", where, { form: "sign-in", reason: "no-role", status: 403 });
      return { status: "denied" };
    }
    logSecurityEvent("sign-in-succeeded", where, { form: "sign-in", reason: "two-factor", status: 200 });
    await recordAccountEvent(app.db, { kind: "signed-in", user, clientIp: where.ip });
    return { status: "success", cookies: response.headers.getSetCookie() };
  }
  if (response.status === 429) {
    logSecurityEvent("rate-limited", where, { form: "sign-in", reason: "two-factor", status: 429 });
    const { message } = await readError(throttledResponse(response));
    return { status: "throttled", message: message ?? SIGN_IN_THROTTLED_MESSAGE };
  }
  const error = await readError(response);
  logSecurityEvent("sign-in-failed", where, { form: "sign-in", reason: "bad-code", status: response.status });
  if (error.code === "INVALID_TWO_FACTOR_COOKIE") return { status: "ended", message: CODE_STEP_ENDED_MESSAGE };
  await recordAccountEvent(app.db, { kind: "two-factor-failed", user, clientIp: where.ip });
  if (error.code === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE") return { status: "ended", message: TOO_MANY_CODES_MESSAGE };
  if (error.code === "ACCOUNT_TEMPORARILY_LOCKED") return { status: "throttled", message: SIGN_IN_THROTTLED_MESSAGE };
  if (error.code === "INVALID_CODE" || error.code === "INVALID_BACKUP_CODE") {
    return { status: "invalid", message: input.method === "totp" ? WRONG_CODE_MESSAGE : WRONG_BACKUP_CODE_MESSAGE };
  }
  throw new Error(`The two-factor check answered ${response.status} ${error.code ?? ""}`);
}

/** What the set-up shows: the QR code (SVG markup made here), the same secret as text, and the account it is for. */
export type TwoFactorSetup = { qrSvg: string; secretText: string; uri: string };

/** An answer to a set-up step that checks the manager's password or a code. */
export type SetupAnswer =
  | { status: "done"; cookies: string[] }
  | { status: "refused"; message: string }
  | { status: "throttled"; message: string };

async function refusal(response: Response, fallback: string): Promise<SetupAnswer> {
  if (response.status === 429) return { status: "throttled", message: SIGN_IN_THROTTLED_MESSAGE };
  const error = await readError(response);
  if (error.code === "INVALID_PASSWORD") return { status: "refused", message: WRONG_PASSWORD_MESSAGE };
  if (error.code === "INVALID_CODE") return { status: "refused", message: WRONG_CODE_MESSAGE };
  if (response.status >= 500) throw new Error(`Two-factor set-up answered ${response.status}`);
  return { status: "refused", message: error.message ?? fallback };
}

/**
 * Starts the set-up after checking the manager's password: the plugin makes a secret and backup codes, kept
 * unconfirmed until a code from the app matches (confirmTwoFactorSetup).
 */
export async function startTwoFactorSetup(app: AuthDeps, request: Request, password: string): Promise<SetupAnswer> {
  const response = await forwardToAuth(app, request, "/two-factor/enable", { password });
  if (response.status === 200) return { status: "done", cookies: response.headers.getSetCookie() };
  return refusal(response, "Two-factor sign-in could not be started.");
}

/** The set-up in progress for `userId` (a secret not yet confirmed), drawn for the page; null when there is none. */
export async function findTwoFactorSetup(
  app: AuthDeps,
  user: { id: string; email: string },
  issuer: string,
): Promise<TwoFactorSetup | null> {
  const [row] = await app.db
    .select({ secret: twoFactors.secret })
    .from(twoFactors)
    .where(and(eq(twoFactors.userId, user.id), eq(twoFactors.verified, false)));
  if (!row) return null;
  const context = await app.auth.$context;
  const secret = await symmetricDecrypt({ key: context.secretConfig, data: row.secret });
  const secretText = base32(Buffer.from(secret, "utf8"));
  const uri = totpUri(issuer, user.email, secretText);
  const qrSvg = await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { qrSvg, secretText, uri };
}

/** The otpauth:// address an authenticator app reads from the QR code (the Key Uri Format). */
function totpUri(issuer: string, account: string, secretText: string) {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const params = new URLSearchParams({ secret: secretText, issuer, digits: "6", period: "30" });
  return `otpauth://totp/${label}?${params}`;
}

const BASE32_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** RFC 4648 base32 without padding: how authenticator apps take a secret typed by hand. */
function base32(bytes: Uint8Array) {
  let bits = 0;
  let value = 0;
  let text = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      text += BASE32_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) text += BASE32_ALPHABET[(value << (5 - bits)) & 31];
  return text;
}

/**
 * Confirms the set-up with a code from the app: two-factor sign-in is then on (the plugin replaces this browser's
 * session, so its cookie comes back) and the 10 backup codes are returned, to be shown this once.
 */
export async function confirmTwoFactorSetup(
  app: AuthDeps,
  request: Request,
  user: { id: string; email: string },
  code: string,
): Promise<SetupAnswer & { backupCodes?: string[] }> {
  const response = await forwardToAuth(app, request, "/two-factor/verify-totp", { code: code.replace(/\s/g, "") });
  if (response.status !== 200) return refusal(response, WRONG_CODE_MESSAGE);
  const { backupCodes } = await app.auth.api.viewBackupCodes({ body: { userId: user.id } });
  await recordAccountEvent(app.db, { kind: "two-factor-on", user, clientIp: requestFacts(request).ip });
  return { status: "done", cookies: response.headers.getSetCookie(), backupCodes };
}

/** Turns two-factor sign-in off after checking the password; the account holder is told by e-mail. */
export async function disableTwoFactor(
  app: AuthDeps & { notifications: Pick<Notifications, "mailHost" | "nudge"> },
  request: Request,
  user: { id: string; email: string },
  password: string,
): Promise<SetupAnswer> {
  const response = await forwardToAuth(app, request, "/two-factor/disable", { password });
  if (response.status !== 200) return refusal(response, "Two-factor sign-in could not be turned off.");
  await app.db.transaction(async (tx) => {
    await forgetTrustedBrowsers(tx, user.id);
    await recordAccountEvent(
      tx,
      { kind: "two-factor-off", user, clientIp: requestFacts(request).ip },
      app.notifications,
    );
  });
  app.notifications.nudge();
  return { status: "done", cookies: response.headers.getSetCookie() };
}

/**
 * Turns off two-factor sign-in for `user`, who lost their authenticator app: an admin's reset (byId) or the
 * operator's CLI. The secret, the backup codes and every trusted browser are forgotten; the holder is told by e-mail.
 */
export async function resetTwoFactor(
  db: Database,
  mail: Pick<Notifications, "mailHost">,
  user: { id: string; email: string },
  by: { byId?: string | null; clientIp?: string | null } = {},
) {
  return db.transaction(async (tx) => {
    const removed = await tx.delete(twoFactors).where(eq(twoFactors.userId, user.id)).returning({ id: twoFactors.id });
    const [changed] = await tx
      .update(users)
      .set({ twoFactorEnabled: false })
      .where(and(eq(users.id, user.id), eq(users.twoFactorEnabled, true)))
      .returning({ id: users.id });
    await forgetTrustedBrowsers(tx, user.id);
    if (!changed && removed.length === 0) return false;
    await recordAccountEvent(tx, { kind: "two-factor-reset", user, byId: by.byId, clientIp: by.clientIp }, mail);
    return true;
  });
}

/**
 * The plugin keeps each trusted browser (and each code step in progress) as a verification row whose value is the
 * user's id; removing them means no old "Trust this browser" skips the code once two-factor is on again.
 */
async function forgetTrustedBrowsers(tx: Pick<Database, "delete">, userId: string) {
  await tx.delete(verifications).where(eq(verifications.value, userId));
}

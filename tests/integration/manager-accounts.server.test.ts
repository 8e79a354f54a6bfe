// Managers look after their own accounts, against a real database (PGlite, and PostgreSQL under with-postgres.sh) and,
// where mail is sent, a real SMTP server on loopback: invitations by link, "Forgot password?", changing a password,
// two-factor sign-in (codes computed from the secret as an authenticator app does), sessions, and the admin's policy,
// two-factor reset and sign-in events. Every step goes through the route a browser would call.
import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, test, vi } from "vitest";
import {
  createTestUser,
  freshClientIp,
  managerRequest,
  setupManagerAuth,
  signInCookie,
  TEST_PASSWORD,
} from "#tests/support/manager-auth.ts";
import { callRoute, type RouteOutcome } from "#tests/support/route-call.ts";
import { setupTestServerState, TEST_DATABASE_KIND } from "#tests/support/test-db.ts";
import { setupTestMail } from "#tests/support/test-mail.ts";
import { totpCode, wrongCode } from "#tests/support/totp.ts";
import { purgeOldAccountEvents } from "~/.server/auth/account-events";
import { PASSWORD_TOO_COMMON, PASSWORD_TOO_SHORT } from "~/.server/auth/password-rules";
import { SETUP_FIRST_MESSAGE } from "~/.server/auth/session";
import { users } from "~/.server/db/auth-schema";
import { accountEvents, mailOutbox, managerInvitations, passwordResets } from "~/.server/db/schema";
import * as account from "~/routes/manager/account";
import * as admin from "~/routes/manager/admin";
import * as dashboard from "~/routes/manager/dashboard";
import * as exportCsv from "~/routes/manager/export-csv";
import * as forgotPassword from "~/routes/manager/forgot-password";
import * as invitation from "~/routes/manager/invitation";
import * as login from "~/routes/manager/login";
import * as codeStep from "~/routes/manager/login-two-factor";
import * as resetPassword from "~/routes/manager/reset-password";

vi.setConfig({ testTimeout: 90_000 });
const state = setupTestServerState();
setupManagerAuth(state);
const PUBLIC_URL = "https://eidbi.example";
const { mailThrough, deliverOnce } = setupTestMail(state, { publicUrl: PUBLIC_URL });

const NEW_PASSWORD = "a calm new passphrase";

/** A browser's cookie jar: the Cookie header after each answer's Set-Cookie. */
function jar(initial = "") {
  const cookies = new Map(
    initial
      .split("; ")
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)] as const),
  );
  return {
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
    take: (outcome: RouteOutcome) => {
      for (const line of outcome.headers.getSetCookie()) {
        const [pair = ""] = line.split(";");
        const name = pair.slice(0, pair.indexOf("="));
        if (/max-age=0/i.test(line) || pair.endsWith("=")) cookies.delete(name);
        else cookies.set(name, pair.slice(pair.indexOf("=") + 1));
      }
      return outcome;
    },
  };
}

const post = (
  route: { action: unknown },
  path: string,
  form: Record<string, string>,
  { cookie, params, clientIp }: { cookie?: string; params?: Record<string, string>; clientIp?: string } = {},
) => callRoute(route.action as never, managerRequest(path, { cookie, form, clientIp }), params);

const get = (route: { loader: unknown }, path: string, cookie?: string, params?: Record<string, string>) =>
  callRoute(route.loader as never, managerRequest(path, { cookie }), params);

const tokenOf = (link: string) => link.slice(link.lastIndexOf("/") + 1);
const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

async function eventKinds() {
  const rows = await state.db().select().from(accountEvents).orderBy(accountEvents.createdAt);
  return rows.map((row) => `${row.kind} ${row.email ?? "-"}`);
}

/** Signs in through /manager-login and, when two-factor is on, the code step; returns the browser's jar. */
async function signInThroughPages(
  email: string,
  password: string,
  code?: () => Record<string, string>,
  clientIp = freshClientIp(),
) {
  const browser = jar();
  const first = browser.take(await post(login, "/manager-login", { email, password }, { clientIp }));
  if (!code) {
    expect(first.status).toBe(200);
    return browser;
  }
  expect(first.status).toBe(302);
  expect(first.location).toBe("/manager-login/two-factor");
  const second = browser.take(
    await post(codeStep, "/manager-login/two-factor", code(), { cookie: browser.header(), clientIp }),
  );
  expect(second.location).toBe("/manager-dashboard");
  return browser;
}

async function adminCookie() {
  await createTestUser(state, "lee@firm.example", "admin");
  return signInCookie("lee@firm.example");
}

describe(`invitations (${TEST_DATABASE_KIND})`, () => {
  test("without mail the admin sees a link, never a password; the invitee chooses theirs and is signed in", async () => {
    const cookie = await adminCookie();
    const invited = await post(
      admin,
      "/manager-dashboard/admin",
      { intent: "invite", email: "Sam@Example.com", role: "manager" },
      { cookie },
    );
    expect(invited.status).toBe(200);
    const result = invited.data as { ok: true; mailed: false; link: string; email: string };
    expect(result).toMatchObject({ ok: true, intent: "invite", mailed: false, email: "sam@example.com" });
    expect(Object.keys(result).sort()).toEqual(["email", "intent", "link", "mailed", "ok"]);
    expect(result.link).toMatch(/^http:\/\/localhost:3000\/manager-login\/invitation\/[\w-]{43}$/);
    const token = tokenOf(result.link);
    // Only the token's hash is stored.
    const [row] = await state.db().select().from(managerInvitations);
    expect(row?.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(await state.db().select().from(managerInvitations))).not.toContain(token);
    // The admin page lists it as open; nobody has an account yet.
    const overview = (await get(admin, "/manager-dashboard/admin", cookie)).data as {
      invitations: { email: string }[];
    };
    expect(overview.invitations.map((item) => item.email)).toEqual(["sam@example.com"]);

    const path = `/manager-login/invitation/${token}`;
    expect((await get(invitation, path, undefined, { token })).data).toEqual({
      state: "open",
      email: "sam@example.com",
      roleLabel: "Manager",
    });
    const weak = await post(invitation, path, { password: "short", confirm: "other" }, { params: { token } });
    expect(weak.status).toBe(400);
    expect(weak.data).toEqual({
      status: "invalid",
      errors: { password: PASSWORD_TOO_SHORT, confirm: "The two passwords are not the same." },
    });
    const common = await post(
      invitation,
      path,
      { password: "password1234", confirm: "password1234" },
      { params: { token } },
    );
    expect(common.data).toEqual({ status: "invalid", errors: { password: PASSWORD_TOO_COMMON } });

    const browser = jar();
    const accepted = browser.take(
      await post(invitation, path, { password: NEW_PASSWORD, confirm: NEW_PASSWORD }, { params: { token } }),
    );
    expect(accepted.status).toBe(302);
    expect(accepted.location).toBe("/manager-dashboard");
    expect((await get(dashboard, "/manager-dashboard", browser.header())).status).toBe(200);
    // The link worked once.
    expect((await get(invitation, path, undefined, { token })).data).toEqual({ state: "used" });
    expect(
      (await post(invitation, path, { password: NEW_PASSWORD, confirm: NEW_PASSWORD }, { params: { token } })).status,
    ).toBe(410);
    expect(await eventKinds()).toContain("invitation-accepted sam@example.com");
    expect(await signInCookie("sam@example.com", NEW_PASSWORD)).toMatch(/session_token=/);
  });

  test("an invitation can be sent again (the old link stops working) or withdrawn; an expired link says so", async () => {
    const cookie = await adminCookie();
    const first = (
      await post(
        admin,
        "/manager-dashboard/admin",
        { intent: "invite", email: "kim@example.com", role: "admin" },
        { cookie },
      )
    ).data as { link: string };
    const again = await post(
      admin,
      "/manager-dashboard/admin",
      { intent: "invite", email: "kim@example.com", role: "admin" },
      { cookie },
    );
    expect(again.data).toEqual({
      ok: false,
      error: "kim@example.com already has an open invitation: send it again or withdraw it.",
    });
    const [row] = await state.db().select().from(managerInvitations);
    const resent = (
      await post(admin, "/manager-dashboard/admin", { intent: "resend", invitationId: row!.id }, { cookie })
    ).data as { link: string };
    const [oldToken, newToken] = [tokenOf(first.link), tokenOf(resent.link)];
    expect(newToken).not.toBe(oldToken);
    expect((await get(invitation, "/", undefined, { token: oldToken })).data).toEqual({ state: "unknown" });
    expect((await get(invitation, "/", undefined, { token: newToken })).data).toMatchObject({
      state: "open",
      roleLabel: "Admin",
    });

    await state.db().update(managerInvitations).set({ expiresAt: sql`now() - interval '1 minute'` });
    expect((await get(invitation, "/", undefined, { token: newToken })).data).toEqual({ state: "expired" });
    const late = await post(
      invitation,
      "/",
      { password: NEW_PASSWORD, confirm: NEW_PASSWORD },
      { params: { token: newToken } },
    );
    expect(late.status).toBe(410);
    expect(await state.db().select().from(users).where(eq(users.email, "kim@example.com"))).toEqual([]);

    expect(
      (await post(admin, "/manager-dashboard/admin", { intent: "withdraw", invitationId: row!.id }, { cookie })).data,
    ).toEqual({
      ok: true,
      intent: "withdraw",
      email: "kim@example.com",
    });
    expect((await get(invitation, "/", undefined, { token: newToken })).data).toEqual({ state: "withdrawn" });
    // Malformed tokens are no link of ours.
    expect((await get(invitation, "/", undefined, { token: "../../etc" })).data).toEqual({ state: "unknown" });
  });

  test("with mail on, the invitation is e-mailed with a link made when it is sent; the admin sees no link", async () => {
    const smtp = await mailThrough();
    const cookie = await adminCookie();
    const invited = await post(
      admin,
      "/manager-dashboard/admin",
      { intent: "invite", email: "ana@example.com", role: "manager" },
      { cookie },
    );
    expect(invited.data).toEqual({ ok: true, intent: "invite", email: "ana@example.com", mailed: true });
    const [mail] = await smtp.waitFor(1);
    expect(mail?.envelopeTo).toEqual(["ana@example.com"]);
    expect(mail?.parsed.subject).toBe("Your invitation to the EIDBI Compliance Partners manager dashboard");
    const link = mail?.parsed.text?.match(/https:\/\/eidbi\.example\/manager-login\/invitation\/[\w-]{43}/)?.[0];
    expect(link).toBeTruthy();
    const token = tokenOf(link!);
    const [row] = await state.db().select().from(managerInvitations);
    expect(row?.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(await state.db().select().from(mailOutbox))).not.toContain(token);
    const accepted = await post(
      invitation,
      "/",
      { password: NEW_PASSWORD, confirm: NEW_PASSWORD },
      { params: { token } },
    );
    expect(accepted.location).toBe("/manager-dashboard");
  });

  test("only admins invite; a stranger is sent to sign in and nothing is stored", async () => {
    await createTestUser(state, "ana@example.com", "manager");
    const manager = await signInCookie("ana@example.com");
    const form = { intent: "invite", email: "new@example.com", role: "admin" };
    expect((await post(admin, "/manager-dashboard/admin", form, { cookie: manager })).status).toBe(403);
    expect((await post(admin, "/manager-dashboard/admin", form)).status).toBe(401);
    expect(await state.db().select().from(managerInvitations)).toEqual([]);
  });
});

describe(`forgotten passwords (${TEST_DATABASE_KIND})`, () => {
  test("a known and an unknown address get the same answer; only the account gets a link, which works once", async () => {
    const smtp = await mailThrough();
    await createTestUser(state, "ana@example.com", "manager");
    const oldSession = await signInCookie("ana@example.com");
    const known = await post(forgotPassword, "/manager-login/forgot-password", { email: "Ana@Example.com" });
    const unknown = await post(forgotPassword, "/manager-login/forgot-password", { email: "nobody@example.com" });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect((known.data as { status: string }).status).toBe("sent");
    expect(unknown.data).toEqual({ status: "sent", email: "nobody@example.com" });
    const [mail] = await smtp.waitFor(1);
    await deliverOnce(smtp);
    expect(smtp.received.map((item) => item.envelopeTo)).toEqual([["ana@example.com"]]);
    const link = mail?.parsed.text?.match(/https:\/\/eidbi\.example\/manager-login\/reset-password\/[\w-]{43}/)?.[0];
    const token = tokenOf(link!);
    expect((await state.db().select().from(passwordResets))[0]?.tokenHash).toBe(sha256(token));

    expect((await get(resetPassword, "/", undefined, { token })).data).toEqual({
      state: "open",
      email: "ana@example.com",
    });
    const weak = await post(
      resetPassword,
      "/",
      { password: "ana@example.com", confirm: "ana@example.com" },
      { params: { token } },
    );
    expect(weak.status).toBe(400);
    const done = await post(
      resetPassword,
      "/",
      { password: NEW_PASSWORD, confirm: NEW_PASSWORD },
      { params: { token } },
    );
    expect(done.data).toEqual({ status: "done" });
    // Every session of the account ended; the new password signs in, the old one does not.
    expect((await get(dashboard, "/manager-dashboard", oldSession)).location).toBe("/manager-login");
    await expect(signInCookie("ana@example.com", TEST_PASSWORD)).rejects.toThrow(/answered 401/);
    expect(await signInCookie("ana@example.com", NEW_PASSWORD)).toMatch(/session_token=/);
    expect((await get(resetPassword, "/", undefined, { token })).data).toEqual({ state: "used" });
    expect(
      (await post(resetPassword, "/", { password: NEW_PASSWORD, confirm: NEW_PASSWORD }, { params: { token } })).status,
    ).toBe(410);
    // The holder is told.
    const notices = await smtp.waitFor(2);
    expect(notices[1]?.parsed.subject).toBe("Your dashboard password was reset");
    expect(await eventKinds()).toContain("password-reset ana@example.com");
  });

  test("a link expires after its hour", async () => {
    const smtp = await mailThrough();
    await createTestUser(state, "ana@example.com", "manager");
    await post(forgotPassword, "/manager-login/forgot-password", { email: "ana@example.com" });
    const [mail] = await smtp.waitFor(1);
    const token = tokenOf(mail!.parsed.text!.match(/reset-password\/[\w-]{43}/)![0]);
    await state.db().update(passwordResets).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await get(resetPassword, "/", undefined, { token })).data).toEqual({ state: "expired" });
    expect(
      (await post(resetPassword, "/", { password: NEW_PASSWORD, confirm: NEW_PASSWORD }, { params: { token } })).status,
    ).toBe(410);
    await expect(signInCookie("ana@example.com", NEW_PASSWORD)).rejects.toThrow(/answered 401/);
  });

  test("requests are limited per address (from any client) and per client (for any address), known or not", async () => {
    await mailThrough();
    await createTestUser(state, "ana@example.com", "manager");
    const ask = (email: string, clientIp = freshClientIp()) =>
      post(forgotPassword, "/manager-login/forgot-password", { email }, { clientIp });
    for (let i = 0; i < 3; i += 1) expect((await ask("ana@example.com")).status).toBe(200);
    expect((await ask("ana@example.com")).status).toBe(429);
    for (let i = 0; i < 3; i += 1) expect((await ask("ghost@example.com")).status).toBe(200);
    expect((await ask("ghost@example.com")).status).toBe(429);
    const client = freshClientIp();
    for (let i = 0; i < 10; i += 1) expect((await ask(`person${i}@example.com`, client)).status).toBe(200);
    expect((await ask("someone-else@example.com", client)).status).toBe(429);
    expect(await state.db().select().from(passwordResets)).toHaveLength(3);
  });
});

describe(`the account page (${TEST_DATABASE_KIND})`, () => {
  test("changing the password needs the current one, follows the rules and ends the other sessions", async () => {
    const smtp = await mailThrough();
    await createTestUser(state, "ana@example.com", "manager");
    const other = await signInCookie("ana@example.com");
    const browser = jar(await signInCookie("ana@example.com"));
    const change = (form: Record<string, string>) =>
      post(account, "/manager-dashboard/account", { intent: "change-password", ...form }, { cookie: browser.header() });

    const wrong = await change({ currentPassword: "not my password", password: NEW_PASSWORD, confirm: NEW_PASSWORD });
    expect(wrong.data).toMatchObject({ ok: false, errors: { currentPassword: "That password is not right." } });
    const weak = await change({
      currentPassword: TEST_PASSWORD,
      password: "ana@example.com",
      confirm: "ana@example.com",
    });
    expect(weak.data).toMatchObject({
      ok: false,
      errors: { password: "Your password must not be your e-mail address." },
    });
    const done = browser.take(
      await change({ currentPassword: TEST_PASSWORD, password: NEW_PASSWORD, confirm: NEW_PASSWORD }),
    );
    expect(done.data).toEqual({ intent: "change-password", ok: true });
    expect((await get(dashboard, "/manager-dashboard", browser.header())).status).toBe(200);
    expect((await get(dashboard, "/manager-dashboard", other)).location).toBe("/manager-login");
    expect(await signInCookie("ana@example.com", NEW_PASSWORD)).toMatch(/session_token=/);
    const [notice] = await smtp.waitFor(1);
    expect(notice?.parsed.subject).toBe("Your dashboard password was changed");
    expect(notice?.parsed.text).not.toContain(NEW_PASSWORD);
  });

  test("sessions: each listed with its browser and address; one, or all others, can be signed out", async () => {
    await createTestUser(state, "ana@example.com", "manager");
    const phone = await signInCookie("ana@example.com");
    const laptop = await signInCookie("ana@example.com");
    const mine = await signInCookie("ana@example.com");
    const page = (await get(account, "/manager-dashboard/account", mine)).data as {
      sessions: { id: string; isCurrent: boolean; clientIp: string; device: string }[];
    };
    expect(page.sessions).toHaveLength(3);
    expect(page.sessions[0]?.isCurrent).toBe(true);
    expect(page.sessions.every((session) => /^10\.77\./.test(session.clientIp))).toBe(true);
    const others = page.sessions.filter((session) => !session.isCurrent);
    const ended = await post(account, "/", { intent: "sign-out-session", sessionId: others[0]!.id }, { cookie: mine });
    expect(ended.data).toEqual({ intent: "sign-out-session", ok: true, count: 1 });
    const statuses = [];
    for (const cookie of [phone, laptop]) statuses.push((await get(dashboard, "/manager-dashboard", cookie)).status);
    expect(statuses.sort()).toEqual([200, 302]);
    const rest = await post(account, "/", { intent: "sign-out-others" }, { cookie: mine });
    expect(rest.data).toEqual({ intent: "sign-out-others", ok: true, count: 1 });
    for (const cookie of [phone, laptop]) {
      expect((await get(dashboard, "/manager-dashboard", cookie)).location).toBe("/manager-login");
    }
    expect((await get(dashboard, "/manager-dashboard", mine)).status).toBe(200);
    // Another account's session cannot be named.
    await createTestUser(state, "ben@example.com", "manager");
    const ben = await signInCookie("ben@example.com");
    const benSession = ((await get(account, "/manager-dashboard/account", ben)).data as typeof page).sessions[0]!;
    const refused = await post(
      account,
      "/",
      { intent: "sign-out-session", sessionId: benSession.id },
      { cookie: mine },
    );
    expect(refused.data).toEqual({ intent: "sign-out-session", ok: true, count: 0 });
    expect((await get(dashboard, "/manager-dashboard", ben)).status).toBe(200);
  });
});

/** Turns two-factor on for the signed-in `browser` through the account page; returns the secret and backup codes. */
async function turnOnTwoFactor(browser: ReturnType<typeof jar>, password = TEST_PASSWORD) {
  const start = await post(
    account,
    "/manager-dashboard/account",
    { intent: "two-factor-start", password },
    { cookie: browser.header() },
  );
  expect(start.data).toEqual({ intent: "two-factor-start", ok: true });
  const page = (await get(account, "/manager-dashboard/account", browser.header())).data as {
    twoFactorSetup: { qrSvg: string; secretText: string };
  };
  expect(page.twoFactorSetup.qrSvg).toMatch(/^<svg [^>]*viewBox=/);
  const secret = page.twoFactorSetup.secretText;
  const wrong = await post(
    account,
    "/",
    { intent: "two-factor-confirm", code: wrongCode(secret) },
    { cookie: browser.header() },
  );
  expect(wrong.data).toMatchObject({
    ok: false,
    error: "That code is not right. Enter the newest code your app shows.",
  });
  const confirmed = browser.take(
    await post(account, "/", { intent: "two-factor-confirm", code: totpCode(secret) }, { cookie: browser.header() }),
  );
  const { backupCodes } = confirmed.data as { backupCodes: string[] };
  expect(backupCodes).toHaveLength(10);
  expect(new Set(backupCodes).size).toBe(10);
  return { secret, backupCodes };
}

describe(`two-factor sign-in (${TEST_DATABASE_KIND})`, () => {
  test("set up with a code from the app; then sign-in asks for a code, refuses wrong ones and takes backup codes once", async () => {
    await createTestUser(state, "ana@example.com", "manager");
    const browser = jar(await signInCookie("ana@example.com"));
    const { secret, backupCodes } = await turnOnTwoFactor(browser);
    expect((await get(dashboard, "/manager-dashboard", browser.header())).status).toBe(200);
    const [user] = await state.db().select().from(users).where(eq(users.email, "ana@example.com"));
    expect(user?.twoFactorEnabled).toBe(true);

    // The password alone now only opens the code step: no session yet.
    const step = jar();
    const first = step.take(
      await post(login, "/manager-login?redirectTo=%2Fmanager-dashboard%2Fadmin", {
        email: "ana@example.com",
        password: TEST_PASSWORD,
        redirectTo: "/manager-dashboard/account",
      }),
    );
    expect(first.location).toBe("/manager-login/two-factor?redirectTo=%2Fmanager-dashboard%2Faccount");
    expect((await get(dashboard, "/manager-dashboard", step.header())).location).toBe("/manager-login");
    expect((await get(codeStep, "/manager-login/two-factor", step.header())).status).toBe(200);
    // Without the step's cookie there is no code step.
    expect((await get(codeStep, "/manager-login/two-factor")).location).toBe("/manager-login");

    const wrong = await post(
      codeStep,
      "/manager-login/two-factor",
      { code: wrongCode(secret) },
      { cookie: step.header() },
    );
    expect(wrong.status).toBe(401);
    expect(wrong.data).toEqual({ error: "That code is not right. Enter the newest code your app shows." });
    const signedIn = step.take(
      await post(
        codeStep,
        "/manager-login/two-factor",
        { code: totpCode(secret), redirectTo: "/manager-dashboard/account" },
        { cookie: step.header() },
      ),
    );
    expect(signedIn.location).toBe("/manager-dashboard/account");
    expect((await get(dashboard, "/manager-dashboard", step.header())).status).toBe(200);

    // A backup code instead of the app, once only.
    const backup = await signInThroughPages("ana@example.com", TEST_PASSWORD, () => ({
      method: "backup",
      code: backupCodes[0]!,
    }));
    expect((await get(dashboard, "/manager-dashboard", backup.header())).status).toBe(200);
    const reuse = jar();
    reuse.take(await post(login, "/manager-login", { email: "ana@example.com", password: TEST_PASSWORD }));
    const used = await post(codeStep, "/", { method: "backup", code: backupCodes[0]! }, { cookie: reuse.header() });
    expect(used.data).toEqual({ error: "That backup code is not right, or it was used before." });
    expect(await eventKinds()).toEqual(
      expect.arrayContaining([
        "two-factor-on ana@example.com",
        "two-factor-failed ana@example.com",
        "signed-in ana@example.com",
      ]),
    );
  });

  test("wrong codes are counted: five end the sign-in, and the per-client limit holds like passwords", async () => {
    await createTestUser(state, "ana@example.com", "manager");
    const { secret } = await turnOnTwoFactor(jar(await signInCookie("ana@example.com")));
    const step = jar();
    const clientIp = freshClientIp();
    step.take(await post(login, "/manager-login", { email: "ana@example.com", password: TEST_PASSWORD }, { clientIp }));
    const answers: unknown[] = [];
    for (let i = 0; i < 6; i += 1) {
      answers.push((await post(codeStep, "/", { code: wrongCode(secret) }, { cookie: step.header(), clientIp })).data);
    }
    expect(answers.slice(0, 5)).toEqual(
      Array(5).fill({ error: "That code is not right. Enter the newest code your app shows." }),
    );
    expect(answers[5]).toMatchObject({ hasEnded: true });
    // The right code no longer helps in this sign-in.
    const late = await post(codeStep, "/", { code: totpCode(secret) }, { cookie: step.header(), clientIp });
    expect(late.data).toMatchObject({ hasEnded: true });
    expect((await get(dashboard, "/manager-dashboard", step.header())).location).toBe("/manager-login");
    // Better Auth's per-client limit on code checks (10 in 5 minutes, as for passwords) holds across sign-ins: after
    // the 6 checks above and 4 more wrong ones in a new sign-in, even the right code is refused.
    const more = jar();
    more.take(await post(login, "/manager-login", { email: "ana@example.com", password: TEST_PASSWORD }, { clientIp }));
    for (let i = 0; i < 4; i += 1)
      await post(codeStep, "/", { code: wrongCode(secret) }, { cookie: more.header(), clientIp });
    const throttled = await post(codeStep, "/", { code: totpCode(secret) }, { cookie: more.header(), clientIp });
    expect(throttled.status).toBe(429);
  });

  test("'Trust this browser' skips the code for that browser only; turning two-factor off needs the password", async () => {
    const smtp = await mailThrough();
    await createTestUser(state, "ana@example.com", "manager");
    const setup = jar(await signInCookie("ana@example.com"));
    const { secret } = await turnOnTwoFactor(setup);
    const trusted = jar();
    trusted.take(await post(login, "/manager-login", { email: "ana@example.com", password: TEST_PASSWORD }));
    trusted.take(
      await post(codeStep, "/", { code: totpCode(secret), trustDevice: "on" }, { cookie: trusted.header() }),
    );
    const again = trusted.take(
      await callRoute(
        login.action as never,
        managerRequest("/manager-login", {
          cookie: trusted.header(),
          form: { email: "ana@example.com", password: TEST_PASSWORD },
        }),
      ),
    );
    expect(again.status).toBe(200);
    expect((again.data as { status: string }).status).toBe("success");

    const refused = await post(
      account,
      "/",
      { intent: "two-factor-disable", password: "wrong password!" },
      { cookie: setup.header() },
    );
    expect(refused.data).toEqual({ intent: "two-factor-disable", ok: false, error: "That password is not right." });
    const off = setup.take(
      await post(account, "/", { intent: "two-factor-disable", password: TEST_PASSWORD }, { cookie: setup.header() }),
    );
    expect(off.data).toEqual({ intent: "two-factor-disable", ok: true });
    expect((await post(login, "/manager-login", { email: "ana@example.com", password: TEST_PASSWORD })).status).toBe(
      200,
    );
    const [notice] = await smtp.waitFor(1);
    expect(notice?.parsed.subject).toBe("Two-factor sign-in was turned off");
  });
});

describe(`the admin's policy, reset and events (${TEST_DATABASE_KIND})`, () => {
  test("requiring two-factor sends a manager without it to the set-up first, and back to their page after", async () => {
    const adminJar = jar(await adminCookie());
    // The policy holds for admins too: this one has two-factor on already.
    await turnOnTwoFactor(adminJar);
    await createTestUser(state, "ana@example.com", "manager");
    const ana = jar(await signInCookie("ana@example.com"));
    const policy = await post(
      admin,
      "/manager-dashboard/admin",
      { intent: "policy", requireTwoFactor: "on" },
      { cookie: adminJar.header() },
    );
    expect(policy.data).toEqual({ ok: true, intent: "policy", requireTwoFactor: true });

    const page = await get(dashboard, "/manager-dashboard?tab=applications", ana.header());
    expect(page.location).toBe("/manager-dashboard/account?redirectTo=%2Fmanager-dashboard%3Ftab%3Dapplications");
    const csv = await get(exportCsv, "/manager-dashboard/export.csv", ana.header());
    expect(csv.status).toBe(403);
    expect(await csv.response?.text()).toBe(SETUP_FIRST_MESSAGE);
    expect((await get(account, "/manager-dashboard/account", ana.header())).data).toMatchObject({
      setup: "two-factor",
      sessions: [],
    });
    await turnOnTwoFactor(ana);
    expect((await get(dashboard, "/manager-dashboard", ana.header())).status).toBe(200);

    // The admin resets it (a lost phone): recorded, and the manager must set it up again.
    const reset = await post(
      admin,
      "/manager-dashboard/admin",
      { intent: "reset-two-factor", email: "ana@example.com", confirm: "reset-two-factor" },
      { cookie: adminJar.header() },
    );
    expect(reset.data).toEqual({ ok: true, intent: "reset-two-factor", email: "ana@example.com" });
    expect((await get(dashboard, "/manager-dashboard", ana.header())).location).toBe("/manager-dashboard/account");
    const overview = (await get(admin, "/manager-dashboard/admin", adminJar.header())).data as {
      events: { label: string; email: string | null; byEmail: string | null }[];
    };
    expect(overview.events).toContainEqual(
      expect.objectContaining({
        label: "Two-factor sign-in reset",
        email: "ana@example.com",
        byEmail: "lee@firm.example",
      }),
    );
  });

  test("an account whose password someone else chose must choose its own before any other page", async () => {
    await createTestUser(state, "ana@example.com", "manager");
    await state.db().update(users).set({ passwordChangeRequired: true });
    const ana = jar(await signInCookie("ana@example.com"));
    const target = "/manager-dashboard/inquiries/6f1c2f0e-2b8a-4c53-9a55-1b8f0e3c1a77";
    expect((await get(dashboard, target, ana.header())).location).toBe(
      `/manager-dashboard/account?redirectTo=${encodeURIComponent(target)}`,
    );
    expect((await get(account, "/manager-dashboard/account", ana.header())).data).toMatchObject({ setup: "password" });
    const changed = ana.take(
      await post(
        account,
        `/manager-dashboard/account?redirectTo=${encodeURIComponent(target)}`,
        {
          intent: "change-password",
          currentPassword: TEST_PASSWORD,
          password: NEW_PASSWORD,
          confirm: NEW_PASSWORD,
        },
        { cookie: ana.header() },
      ),
    );
    expect(changed.location).toBe(target);
    expect((await get(dashboard, "/manager-dashboard", ana.header())).status).toBe(200);
  });

  test("the events list names sign-ins and failures, with the client's address; an unknown address is not stored", async () => {
    const cookie = await adminCookie();
    await createTestUser(state, "ana@example.com", "manager");
    await post(
      login,
      "/manager-login",
      { email: "ana@example.com", password: "not the password" },
      { clientIp: "203.0.113.9" },
    );
    await post(
      login,
      "/manager-login",
      { email: "stranger-typed@example.com", password: "whatever it is" },
      { clientIp: "203.0.113.9" },
    );
    await post(
      login,
      "/manager-login",
      { email: "ana@example.com", password: TEST_PASSWORD },
      { clientIp: "203.0.113.9" },
    );
    const overview = (await get(admin, "/manager-dashboard/admin", cookie)).data as {
      events: { label: string; email: string | null; clientIp: string | null }[];
    };
    const fromThere = overview.events.filter((event) => event.clientIp === "203.0.113.9");
    expect(fromThere.map((event) => `${event.label} ${event.email}`)).toEqual([
      "Signed in ana@example.com",
      "Sign-in failed null",
      "Sign-in failed ana@example.com",
    ]);
    expect(JSON.stringify(await state.db().select().from(accountEvents))).not.toContain("stranger-typed");
  });

  test("events are kept 90 days: the retention job removes older ones", async () => {
    await createTestUser(state, "ana@example.com", "manager");
    await signInCookie("ana@example.com");
    await signInCookie("ana@example.com");
    const [old] = await state.db().select().from(accountEvents).limit(1);
    await state
      .db()
      .update(accountEvents)
      .set({ createdAt: sql`now() - interval '91 days'` })
      .where(eq(accountEvents.id, old!.id));
    expect(await purgeOldAccountEvents(state.db())).toBe(1);
    expect(await state.db().select().from(accountEvents)).toHaveLength(1);
  });
});

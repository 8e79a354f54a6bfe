// Managers look after their own accounts, in a real browser against a production server of this file's own, with mail
// to a real SMTP server on loopback: an admin invites a manager, who chooses their own password, turns on two-factor
// sign-in (codes computed from the secret the page shows, as an authenticator app does), signs in with a code, signs
// out another session, changes their password and recovers a forgotten one by e-mail. A signed-out manager's link
// comes back to its page after sign-in, and a note typed while the session ended is kept. Every new page passes axe
// and fits a 390 px phone.
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { runManagerCliOrThrow } from "../support/manager-cli";
import { startTestSmtpServer, type TestSmtpServer } from "../support/smtp";
import { totpCode } from "../support/totp";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { uniqueEmail } from "./form-helpers";
import { freePort, type OwnServer, startOwnServer } from "./own-server";

const ADMIN = { email: "lee.admin@example.com", password: "a long e2e admin password" };
const INVITEE = "sam.invited@example.com";
const FIRST_PASSWORD = "sam chooses this passphrase";
const SECOND_PASSWORD = "sam changed it to this one";
const THIRD_PASSWORD = "sam recovered with this one";

let smtp: TestSmtpServer;
let server: OwnServer;
/** What the invitee's authenticator app holds once two-factor is on. */
let secret = "";
/** The invitee's browser, signed in through the steps below. */
let sam: BrowserContext;

const PORT = freePort();

test.describe.configure({ mode: "serial" });
test.use({ baseURL: `http://localhost:${PORT}` });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = await startTestSmtpServer();
  server = await startOwnServer({
    port: PORT,
    env: { SMTP_URL: smtp.url, MAIL_FROM: "Website <website@firm.example>", PUBLIC_URL: `http://localhost:${PORT}` },
    prepare: async (dataDir) => {
      await runManagerCliOrThrow(dataDir, ["create", "--email", ADMIN.email, "--role", "admin"], {
        password: ADMIN.password,
      });
    },
  });
});

test.afterAll(async () => {
  await sam?.close();
  await server?.stop();
  await smtp?.stop();
});

/** The newest e-mail to `address` whose subject matches, once it has arrived. */
async function mailTo(address: string, subject: RegExp) {
  const find = () =>
    smtp.received.findLast((mail) => mail.envelopeTo.includes(address) && subject.test(mail.parsed.subject ?? ""));
  await expect.poll(find, { timeout: 20_000 }).toBeTruthy();
  return find()!;
}

function linkIn(mail: Awaited<ReturnType<typeof mailTo>>, path: string) {
  const link = mail.parsed.text?.match(new RegExp(`http://localhost:\\d+${path}/[\\w-]{43}`))?.[0];
  expect(link).toBeTruthy();
  return new URL(link!).pathname;
}

/** Nothing on the page is wider than a 390 px phone. */
async function expectFitsPhone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 720 });
}

async function signIn(page: Page, email: string, password: string, { code }: { code?: boolean } = {}) {
  await waitForHydration(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  if (!code) return;
  await expect(page.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
  await page.getByLabel("Code").fill(totpCode(secret));
  await page.getByRole("button", { name: "Verify" }).click();
}

async function newBrowser(browser: Browser) {
  return browser.newContext({ baseURL: server.baseURL });
}

test("an admin invites a manager by e-mail; the manager chooses their own password and is signed in", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.goto("/manager-login");
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/manager-dashboard$/);
  await page.getByRole("navigation", { name: "Manager sections" }).getByRole("link", { name: "Admin" }).click();
  await page.getByLabel("Their e-mail").fill(INVITEE);
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByRole("status")).toContainText(`Invitation sent to ${INVITEE}`);
  await expect(page.getByText(`${INVITEE} (Manager)`)).toBeVisible();
  await expectNoAxeViolations(page);
  await expectFitsPhone(page);

  const invitation = linkIn(await mailTo(INVITEE, /invitation/), "/manager-login/invitation");
  sam = await newBrowser(browser);
  const samPage = await sam.newPage();
  await samPage.goto(invitation);
  await expect(samPage.getByRole("heading", { name: "Welcome to the manager dashboard" })).toBeVisible();
  await expectNoAxeViolations(samPage);
  await expectFitsPhone(samPage);
  await waitForHydration(samPage);
  await samPage.getByLabel("Your password").fill("password1234");
  await samPage.getByLabel("Type it again").fill("password1234");
  await samPage.getByRole("button", { name: "Set my password and sign in" }).click();
  await expect(samPage.getByText("That password is on a list of common passwords")).toBeVisible();
  await samPage.getByLabel("Your password").fill(FIRST_PASSWORD);
  await samPage.getByLabel("Type it again").fill(FIRST_PASSWORD);
  await samPage.getByRole("button", { name: "Set my password and sign in" }).click();
  await expect(samPage).toHaveURL(/\/manager-dashboard$/);
  // The link worked once.
  await samPage.goto(invitation);
  await expect(samPage.getByText("This invitation has been used already.")).toBeVisible();
  await samPage.close();
});

test("the manager turns on two-factor sign-in, saves the backup codes, and then signs in with a code", async () => {
  test.setTimeout(120_000);
  const page = await sam.newPage();
  await page.goto("/manager-dashboard");
  await page.getByRole("link", { name: /your account/ }).click();
  await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectFitsPhone(page);
  await page.getByLabel("Your password, to begin").fill(FIRST_PASSWORD);
  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  secret =
    (await page
      .locator("code")
      .filter({ hasText: /^[A-Z2-7]+$/ })
      .textContent()) ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{40,}$/);
  await expectNoAxeViolations(page);
  await page.getByLabel("Code from the app").fill(totpCode(secret));
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(page.getByRole("heading", { name: /save your backup codes/ })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: /^[\w]{5}-[\w]{5}$/ })).toHaveCount(10);
  await expect(page.getByRole("link", { name: "Download" })).toHaveAttribute("download", "dashboard-backup-codes.txt");
  await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Sign Out" }).click();
  await page.goto("/manager-login");
  await signIn(page, INVITEE, FIRST_PASSWORD);
  await expect(page.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectFitsPhone(page);
  await page.getByLabel("Code").fill("000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("That code is not right.")).toBeVisible();
  await page.getByLabel("Code").fill(totpCode(secret));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/manager-dashboard$/);
  await page.close();
});

test("the manager signs out another session, then changes their password", async ({ browser }) => {
  test.setTimeout(120_000);
  const other = await newBrowser(browser);
  const otherPage = await other.newPage();
  await otherPage.goto("/manager-login");
  await signIn(otherPage, INVITEE, FIRST_PASSWORD, { code: true });
  await expect(otherPage).toHaveURL(/\/manager-dashboard$/);

  const page = await sam.newPage();
  await page.goto("/manager-dashboard/account");
  const sessions = page.getByRole("region", { name: "Where you are signed in" });
  await expect(sessions.getByRole("listitem")).toHaveCount(2);
  await expect(sessions.getByText("this browser")).toBeVisible();
  await sessions
    .getByRole("listitem")
    .getByRole("button", { name: /^Sign out/ })
    .click();
  await expect(sessions.getByRole("status")).toHaveText("1 session signed out.");
  await expect(sessions.getByRole("listitem")).toHaveCount(1);
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/manager-login$/);

  // Sign in there again, then change the password here: that other session ends too.
  await signIn(otherPage, INVITEE, FIRST_PASSWORD, { code: true });
  await expect(otherPage).toHaveURL(/\/manager-dashboard$/);
  const password = page.getByRole("region", { name: "Change your password" });
  await password.getByLabel("Current password").fill(FIRST_PASSWORD);
  await password.getByLabel("New password").fill(SECOND_PASSWORD);
  await password.getByLabel("Type it again").fill(SECOND_PASSWORD);
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your password is changed.")).toBeVisible();
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/manager-login$/);
  await expect
    .poll(() => smtp.received.some((mail) => /password was changed/.test(mail.parsed.subject ?? "")))
    .toBe(true);
  await other.close();
  await page.close();
});

test("a forgotten password is recovered through the e-mailed link, which works once", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/manager-login");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot password" })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectFitsPhone(page);
  await page.getByLabel("Email").fill(INVITEE);
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(page.getByRole("status")).toContainText(`If ${INVITEE} belongs to a manager account`);

  const reset = linkIn(await mailTo(INVITEE, /Reset your/), "/manager-login/reset-password");
  await page.goto(reset);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectFitsPhone(page);
  await waitForHydration(page);
  await page.getByLabel("New password", { exact: true }).fill(THIRD_PASSWORD);
  await page.getByLabel("Type it again").fill(THIRD_PASSWORD);
  await page.getByRole("button", { name: "Set the new password" }).click();
  await expect(page.getByRole("heading", { name: "Password changed" })).toBeVisible();
  // Every session ended, the invitee's first browser's too.
  const samPage = await sam.newPage();
  await samPage.goto("/manager-dashboard");
  await expect(samPage).toHaveURL(/\/manager-login$/);
  await samPage.close();

  await page.getByRole("link", { name: "Sign in with your new password" }).click();
  await signIn(page, INVITEE, THIRD_PASSWORD, { code: true });
  await expect(page).toHaveURL(/\/manager-dashboard$/);
  await page.goto(reset);
  await expect(page.getByText("This link has been used already.")).toBeVisible();
});

test("a signed-out link to a lead comes back to it after sign-in; a note typed as the session ended is kept", async ({
  page,
  context,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  // The refused note's answer (401) is what the browser reports; the page handles it.
  consoleErrors.allow(/status of 401/);
  const name = `Robin Q${Date.now().toString(36)}`;
  const sent = await request.post("/quote", {
    headers: { Origin: server.baseURL },
    form: {
      name,
      email: uniqueEmail("accounts"),
      phone: "612-555-0102",
      serviceType: "Licensing Support",
      message: "Please call us about our audit.",
      website: "",
    },
  });
  expect(sent.status()).toBe(200);
  await page.goto("/manager-login");
  await signIn(page, ADMIN.email, ADMIN.password);
  await page
    .getByRole("link", { name: `View details (inquiry from ${name})` })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: `Inquiry from ${name}` })).toBeVisible();
  const leadPath = new URL(page.url()).pathname;
  await context.clearCookies();

  // Signed out, the link leads to the sign-in, and the sign-in back to the lead.
  await page.goto(leadPath);
  await expect(page).toHaveURL(`/manager-login?redirectTo=${encodeURIComponent(leadPath)}`);
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(leadPath);
  await expect(page.getByRole("heading", { name: `Inquiry from ${name}` })).toBeVisible();

  // The session ends while a note is being typed: the note stays, and the sign-in comes back to it.
  const note = "Called back; they want the audit in May.";
  await waitForHydration(page);
  await page.getByLabel("Add a note").fill(note);
  await context.clearCookies();
  await page.getByRole("button", { name: "Add note" }).click();
  const notes = page.getByRole("region", { name: "Notes" });
  await expect(notes.getByRole("alert")).toContainText("Your session ended — sign in again to save this");
  await expect(page.getByLabel("Add a note")).toHaveValue(note);
  await notes.getByRole("link", { name: "Sign in again" }).click();
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(leadPath);
  await expect(page.getByLabel("Add a note")).toHaveValue(note);
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(notes.getByRole("listitem").filter({ hasText: note })).toBeVisible();
  await expect(page.getByLabel("Add a note")).toHaveValue("");
});

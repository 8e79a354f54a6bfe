// The steps before what cannot be undone: declining a call (the visitor is e-mailed), revoking an upload link and
// revoking a manager's access each ask first, in a dialog that says what will happen and who is e-mailed. Escape or
// Cancel changes nothing and gives the focus back; without JavaScript a required "Yes, …" box does the asking. A
// server of this file's own, with mail on (a real SMTP server on loopback), an admin and a manager made by the CLI.
import type { Browser, Page } from "@playwright/test";
import { runManagerCliOrThrow } from "../support/manager-cli";
import { startTestSmtpServer, type TestSmtpServer } from "../support/smtp";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { requestACallOnBook, uniqueEmail } from "./form-helpers";
import { signInAsManager } from "./manager-sign-in";
import { createManagerWithCli, type OwnServer, startOwnServer } from "./own-server";

const PORT = Number(process.env.E2E_PORT ?? 4317) + 7021;
const ORIGIN = `http://localhost:${PORT}`;
const ADMIN = { email: "lee.admin@example.com", password: "an admin's long e2e password" };
const MANAGER = { email: "sam.manager@example.com", password: "a manager's long e2e password" };

test.describe.configure({ mode: "default" });
test.use({ baseURL: ORIGIN });
let server: OwnServer;
let smtp: TestSmtpServer;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = await startTestSmtpServer();
  server = await startOwnServer({
    port: PORT,
    env: { SMTP_URL: smtp.url, MAIL_FROM: "Website <website@firm.example>", NOTIFY_EMAIL: "alerts@firm.example" },
    prepare: async (dataDir) => {
      await runManagerCliOrThrow(dataDir, ["create", "--email", ADMIN.email, "--role", "admin"], {
        password: ADMIN.password,
      });
      await createManagerWithCli(dataDir, MANAGER.email, MANAGER.password);
    },
  });
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

async function openLead(page: Page, name: string) {
  await page.goto("/manager-dashboard");
  await page
    .getByRole("link", { name: `View details (inquiry from ${name})` })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: `Inquiry from ${name}` })).toBeVisible();
  await waitForHydration(page);
}

test("Decline the call asks first, names the visitor's address, and changes nothing on Escape or Cancel", async ({
  page,
}) => {
  test.slow();
  const name = `Dee Decline ${Date.now().toString(36)}`;
  const email = uniqueEmail("dee-decline");
  await requestACallOnBook(page, { name, email, nthDay: 2 });
  await signInAsManager(page, MANAGER);
  await openLead(page, name);

  const decline = page.getByRole("button", { name: "Decline the call" });
  const dialog = page.getByRole("dialog", { name: "Decline this call request?" });
  await decline.click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("The request closes for good");
  await expect(dialog).toContainText(`We e-mail the visitor at ${email}`);
  // The focus moves into the dialog, to its harmless choice.
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expectNoAxeViolations(page, "dialog[open]");

  // Escape: closed, the focus back on the button, the call as it was.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(decline).toBeFocused();
  await expect(page.getByTestId("call-status")).toHaveText("Requested — not yet confirmed");
  // Cancel, the same.
  await decline.click();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(decline).toBeFocused();
  await expect(page.getByTestId("call-status")).toHaveText("Requested — not yet confirmed");

  await decline.click();
  await dialog.getByRole("button", { name: "Decline the call" }).click();
  await expect(page.getByTestId("call-status")).toHaveText("Declined");
  await expect
    .poll(() => smtp.received.some((m) => m.envelopeTo.includes(email) && /^Your call request/.test(m.parsed.subject!)))
    .toBe(true);
});

test("Revoke link asks first, says nobody is e-mailed; the link then answers 410", async ({ page, browser }) => {
  await signInAsManager(page, MANAGER);
  await page.goto("/manager-dashboard/upload-requests/new");
  await waitForHydration(page);
  await page.getByLabel(/Agency name/).fill("Riverbend Autism Services");
  await page.getByLabel(/Contact e-mail/).fill("office@riverbend.example");
  await page.getByLabel(/Purpose/).fill("The staff roster for the audit");
  await page.getByRole("button", { name: "Create upload link" }).click();
  const link = await page.getByLabel("Upload link").inputValue();
  await page.getByRole("link", { name: "Open the request" }).click();
  await waitForHydration(page);

  const revoke = page.getByRole("button", { name: "Revoke link" });
  const dialog = page.getByRole("dialog", { name: "Revoke this upload link?" });
  await revoke.click();
  await expect(dialog).toContainText("Riverbend Autism Services can no longer send files through it");
  await expect(dialog).toContainText("Nobody is e-mailed");
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expectNoAxeViolations(page, "dialog[open]");
  await page.keyboard.press("Escape");
  await expect(revoke).toBeFocused();
  expect((await page.request.get(link)).status()).toBe(200);

  await revoke.click();
  await dialog.getByRole("button", { name: "Revoke link" }).click();
  await expect(page.getByRole("definition").filter({ hasText: /^Revoked$/ })).toBeVisible();
  const agency = await (await browser.newContext()).newPage();
  expect((await agency.goto(link))?.status()).toBe(410);
  await agency.context().close();
});

test("the admin's Revoke asks first, names whose access ends and that nobody is e-mailed", async ({ page }) => {
  await signInAsManager(page, ADMIN);
  await page.goto("/manager-dashboard/admin");
  await waitForHydration(page);
  const revoke = page.getByRole("button", { name: `Revoke access for ${MANAGER.email}` });
  const dialog = page.getByRole("dialog", { name: `Revoke access for ${MANAGER.email}?` });
  await revoke.click();
  await expect(dialog).toContainText("signed out everywhere at once");
  await expect(dialog).toContainText("Nobody is e-mailed");
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expectNoAxeViolations(page, "dialog[open]");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(revoke).toBeFocused();
  await expect(
    page.getByRole("region", { name: "Managers" }).getByRole("row").filter({ hasText: MANAGER.email }),
  ).toContainText("Manager");

  await revoke.click();
  await dialog.getByRole("button", { name: "Revoke access" }).click();
  await expect(page.getByRole("status")).toContainText(`Access revoked for ${MANAGER.email}`);
  await expect(
    page.getByRole("region", { name: "Managers" }).getByRole("row").filter({ hasText: MANAGER.email }),
  ).toContainText("No access");
});

test.describe("without JavaScript", () => {
  /** A page of a context without JavaScript, signed in as `account` through a context with it. */
  async function signedInWithoutScript(browser: Browser, account: { email: string; password: string }) {
    const withScript = await (await browser.newContext({ baseURL: ORIGIN })).newPage();
    await signInAsManager(withScript, account);
    const state = await withScript.context().storageState();
    await withScript.context().close();
    return (await browser.newContext({ baseURL: ORIGIN, javaScriptEnabled: false, storageState: state })).newPage();
  }

  test("declining a call asks with a required box, and goes through once it is ticked", async ({ page, browser }) => {
    test.slow();
    const name = `Noah NoScript ${Date.now().toString(36)}`;
    await requestACallOnBook(page, { name, email: uniqueEmail("noah-noscript"), nthDay: 2 });
    const noScript = await signedInWithoutScript(browser, ADMIN);
    await noScript.goto("/manager-dashboard");
    await noScript
      .getByRole("link", { name: `View details (inquiry from ${name})` })
      .first()
      .click();
    const confirm = noScript.getByRole("checkbox", { name: "Yes, decline the call request." });
    await expect(confirm).toHaveAttribute("required", "");
    // The browser itself refuses the form while the box is empty: nothing is sent, nothing changes.
    await noScript.getByRole("button", { name: "Decline the call" }).click();
    await expect(noScript.getByTestId("call-status")).toHaveText("Requested — not yet confirmed");
    await confirm.check();
    await noScript.getByRole("button", { name: "Decline the call" }).click();
    await expect(noScript.getByTestId("call-status")).toHaveText("Declined");
    await noScript.context().close();
  });
});

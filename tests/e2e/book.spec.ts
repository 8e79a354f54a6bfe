// Book a Call in the browser, on a server of this file's own with mail on (a real SMTP server on loopback): a visitor
// arriving from a campaign asks for a call, a manager confirms it, the confirmation with its calendar file arrives
// and the cancel link works once; the lead shows where the visitor came from. Also without JavaScript, by keyboard,
// with no request to another origin and no cookie.
import type { Page } from "@playwright/test";
import { startTestSmtpServer, type TestSmtpServer } from "../support/smtp";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { uniqueEmail } from "./form-helpers";
import { signInAsManager } from "./manager-sign-in";
import { createManagerWithCli, type OwnServer, startOwnServer } from "./own-server";

const PORT = Number(process.env.E2E_PORT ?? 4317) + 7003;
const ORIGIN = `http://localhost:${PORT}`;
const MANAGER = { email: "kim.manager@example.com", password: "a long e2e manager password" };
const NOTIFY = "alerts@firm.example";

test.describe.configure({ mode: "default" });
let server: OwnServer;
let smtp: TestSmtpServer;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = await startTestSmtpServer();
  server = await startOwnServer({
    port: PORT,
    env: { SMTP_URL: smtp.url, MAIL_FROM: "Website <website@firm.example>", NOTIFY_EMAIL: NOTIFY, PUBLIC_URL: ORIGIN },
    prepare: (dataDir) => createManagerWithCli(dataDir, MANAGER.email, MANAGER.password),
  });
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});
test.use({ baseURL: ORIGIN });

async function fillRequest(page: Page, name: string, email: string) {
  await page.getByLabel("First choice").selectOption({ index: 3 });
  await page.getByLabel("Second choice (optional)").selectOption({ index: 8 });
  await page.getByLabel("Your name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("(651) 555-0142");
  await page.getByLabel("Topic").selectOption("Staff Training");
  await page.getByLabel("A short note (optional)").fill("Tuesdays are best for us.");
}

async function mailTo(address: string, subject: RegExp) {
  await expect
    .poll(() => smtp.received.find((m) => m.envelopeTo.includes(address) && subject.test(m.parsed.subject ?? "")), {
      timeout: 20_000,
    })
    .toBeTruthy();
  return smtp.received.find((m) => m.envelopeTo.includes(address) && subject.test(m.parsed.subject ?? ""))!;
}

test("a visitor from a campaign books a call; the manager confirms; the .ics arrives; the cancel link works once", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = `Robin B${Date.now().toString(36)}`;
  const email = uniqueEmail("robin");
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));

  // The tab opens on the home page (no React there: the pre-React script notes the first touch), then follows
  // Book a Call.
  await page.goto("/?utm_source=newsletter&utm_medium=email&utm_campaign=fall-review");
  await page.getByRole("banner").getByRole("link", { name: "Book a Call" }).first().click();
  await expect(page).toHaveURL(/\/book$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book a Call");
  await waitForHydration(page);
  await expect(page.getByText(/Saturdays: by appointment — leave a note/)).toBeVisible();
  await fillRequest(page, name, email);
  await page.getByRole("button", { name: "Request a Call" }).click();
  await expect(page.getByRole("region", { name: "We received your call request" })).toContainText(
    "Requested — not yet confirmed. We will e-mail you to confirm.",
  );
  expect(requests.filter((url) => !url.startsWith(ORIGIN))).toEqual([]);
  expect(await page.context().cookies()).toEqual([]);
  await mailTo(NOTIFY, /^New call request: Staff Training/);

  // The manager sees the request with its times and its source, and confirms the first choice.
  await signInAsManager(page, MANAGER);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Call request: Requested — not yet confirmed");
  await row.getByRole("link", { name: `View details (inquiry from ${name})` }).click();
  await expect(page.getByRole("heading", { name: `Inquiry from ${name}` })).toBeVisible();
  const source = page.getByRole("definition").filter({ has: page.getByLabel("First arrived from") });
  await expect(source).toContainText("Landing page/");
  await expect(source).toContainText("utm_sourcenewsletter");
  await expect(source).toContainText("utm_campaignfall-review");
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Confirm this time" }).click();
  await expect(page.getByTestId("call-status")).toHaveText("Confirmed");
  await expect(page.getByText(/Call confirmed: \w{3}, \w{3} \d+/)).toBeVisible();

  const confirmation = await mailTo(email, /^Your call is confirmed/);
  const ics = confirmation.parsed.attachments.find((a) => a.contentType.startsWith("text/calendar"));
  const calendar = (ics?.content.toString("utf8") ?? "").replace(/\r\n /g, "");
  expect(calendar).toMatch(/BEGIN:VEVENT\r\nUID:call-[0-9a-f-]{36}@localhost\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
  expect(calendar).toMatch(/DTSTART:\d{8}T\d{4}00Z\r\nDTEND:\d{8}T\d{4}00Z\r\nSUMMARY:Call with /);
  expect(`${confirmation.parsed.text}${calendar}`).not.toContain("Tuesdays are best");
  const link = confirmation.parsed.text?.match(new RegExp(`${ORIGIN}/book/cancel/[\\w-]{43}`))?.[0];
  expect(calendar).toContain(`URL:${link}`);

  // The visitor cancels from the e-mail: a plain page, no sign-in; the link works once.
  await page.context().clearCookies();
  await page.goto(link!);
  await expect(page.getByText(/Do you want to cancel your call on/)).toBeVisible();
  await page.getByRole("button", { name: "Cancel the call" }).click();
  await expect(page.getByText("Your call is cancelled.", { exact: false })).toBeVisible();
  await page.goto(link!);
  await expect(page.getByText(/This link is no longer valid/)).toBeVisible();
  await mailTo(email, /^Your call is cancelled/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts plainly and says the request is not yet confirmed; times are in Central only", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 400/); // the answer to the request sent without a time
    await page.goto("/book?category=Staff%20Training");
    await expect(page.getByLabel("Topic")).toHaveValue("Staff Training");
    const first = page.getByLabel("First choice");
    await expect(first.locator("option").nth(1)).toHaveText(/^7:30 AM Central$/);
    await expect(page.getByText("Times are in Central time.")).toBeVisible();
    // Sending without a time keeps what was typed and says what is missing.
    await page.getByLabel("Your name").fill("Jo NoScript");
    await page.getByLabel("Email").fill(uniqueEmail("jo"));
    await page.getByLabel("Phone").fill("612-555-0150");
    await first.evaluate((select) => select.removeAttribute("required"));
    await page.getByRole("button", { name: "Request a Call" }).click();
    await expect(page.getByText("Please choose a time for the call.")).toBeVisible();
    await expect(page.getByLabel("Your name")).toHaveValue("Jo NoScript");
    await page.getByLabel("First choice").selectOption({ index: 2 });
    await page.getByRole("button", { name: "Request a Call" }).click();
    await expect(page).toHaveURL(/#call-requested$/);
    await expect(page.getByText("Requested — not yet confirmed. We will e-mail you to confirm.")).toBeVisible();
  });
});

test("keyboard only: every field is reachable and the request goes out", async ({ page }) => {
  await page.goto("/book");
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await page.getByLabel("First choice").focus();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Tab"); // second choice
  await page.keyboard.press("Tab"); // third choice
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Your name")).toBeFocused();
  await page.keyboard.type("Kai Keys");
  await page.keyboard.press("Tab");
  await page.keyboard.type(uniqueEmail("kai"));
  await page.keyboard.press("Tab");
  await page.keyboard.type("612-555-0177");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Topic")).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await page.getByLabel("A short note (optional)").focus();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Request a Call" })).toBeFocused();
  await page.keyboard.press("Enter");
  const confirmation = page.getByRole("region", { name: "We received your call request" });
  await expect(confirmation.getByRole("heading", { name: "We received your call request" })).toBeFocused();
  await expect(confirmation).toContainText("Requested — not yet confirmed. We will e-mail you to confirm.");
});

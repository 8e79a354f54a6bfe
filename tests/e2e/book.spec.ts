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

/** Chooses the `nthDay`-th day one can choose (Saturdays are listed but not choosable) and a start ("09:00"). */
async function chooseSlot(page: Page, legend: string, nthDay: number, time: string) {
  const choice = page.getByRole("group", { name: legend });
  const day = choice.getByLabel("Day");
  const date = await day.locator("option:not([disabled]):not([value=''])").nth(nthDay).getAttribute("value");
  await day.selectOption(date!);
  await choice.getByLabel("Time").selectOption(time);
  return date!;
}

async function fillRequest(page: Page, name: string, email: string) {
  await chooseSlot(page, "First choice", 2, "09:00");
  await chooseSlot(page, "Second choice (optional)", 3, "13:30");
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
    consoleErrors.allow(/status of 400/); // the answers to the requests sent with half a choice
    await page.goto("/book?category=Staff%20Training");
    await expect(page.getByLabel("Topic")).toHaveValue("Staff Training");
    const first = page.getByRole("group", { name: "First choice" });
    await expect(first.getByLabel("Time").locator("option")).toHaveCount(26);
    await expect(first.getByLabel("Time").locator("option").nth(1)).toHaveText(/^7:30 AM Central$/);
    await expect(first.getByLabel("Time").locator("option").last()).toHaveText(/^7:30 PM Central$/);
    await expect(first.getByLabel("Day").locator("option", { hasText: "by appointment" }).first()).toBeDisabled();
    await expect(page.getByText("Times are in Central time.")).toBeVisible();
    // Sending a day without its time keeps what was chosen and typed, and says what is missing on the time.
    await page.getByLabel("Your name").fill("Jo NoScript");
    await page.getByLabel("Email").fill(uniqueEmail("jo"));
    await page.getByLabel("Phone").fill("612-555-0150");
    const day = await chooseSlot(page, "First choice", 1, "10:00");
    await first.getByLabel("Time").selectOption("");
    await first.getByLabel("Time").evaluate((select) => select.removeAttribute("required"));
    await page.getByRole("button", { name: "Request a Call" }).click();
    await expect(first.getByLabel("Time")).toHaveAttribute("aria-invalid", "true");
    await expect(first.getByLabel("Time")).toHaveAccessibleDescription("Please choose a time on this day as well.");
    await expect(first.getByLabel("Day")).toHaveValue(day);
    await expect(page.getByLabel("Your name")).toHaveValue("Jo NoScript");
    // A time without its day: the day is the field to fix, and the time stays chosen.
    const second = page.getByRole("group", { name: "Second choice" });
    await first.getByLabel("Time").selectOption("10:00");
    await second.getByLabel("Time").selectOption("15:00");
    await page.getByRole("button", { name: "Request a Call" }).click();
    await expect(second.getByLabel("Day")).toHaveAccessibleDescription("Please choose a day for this time as well.");
    await expect(second.getByLabel("Time")).toHaveValue("15:00");
    await expect(first.getByLabel("Time")).toHaveValue("10:00");
    await expect(first.getByLabel("Time")).not.toHaveAttribute("aria-invalid");
    await chooseSlot(page, "Second choice", 4, "15:00");
    await page.getByRole("button", { name: "Request a Call" }).click();
    await expect(page).toHaveURL(/#call-requested$/);
    await expect(page.getByText("Requested — not yet confirmed. We will e-mail you to confirm.")).toBeVisible();
  });
});

test.describe("in another time zone", () => {
  test.use({ timezoneId: "America/New_York" });

  test("times show the visitor's own clock; the same time twice is refused and every choice is kept", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 400/); // the answer to the request with the same time twice
    await page.goto("/book");
    await waitForHydration(page);
    await expect(page.getByText("with your own time in brackets where it differs")).toBeVisible();
    const first = page.getByRole("group", { name: "First choice" });
    const second = page.getByRole("group", { name: "Second choice" });
    const day = await chooseSlot(page, "First choice", 0, "09:00");
    await expect(first.getByLabel("Time").locator("option:checked")).toHaveText("9:00 AM Central (10:00 AM your time)");
    await chooseSlot(page, "Second choice", 0, "09:00");
    await page.getByLabel("Your name").fill("Ari Twice");
    await page.getByLabel("Email").fill(uniqueEmail("ari"));
    await page.getByLabel("Phone").fill("612-555-0160");
    await page.getByLabel("Topic").selectOption("Consultation");
    await page.getByRole("button", { name: "Request a Call" }).click();
    // A problem with one answer, not a failed send: the error summary at the top of the form takes the focus, with a
    // link to the field; no failure message, no error toast.
    const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect(summary).toBeVisible();
    await expect(page.locator(":focus")).toContainText("There is a problem");
    await expect(page.getByText("Failed to send your call request. Please try again.")).toHaveCount(0);
    await expect(page.getByText("Error", { exact: true })).toHaveCount(0);
    await summary
      .getByRole("link", { name: "Second choice, time: Please choose a different time from your first." })
      .click();
    await expect(second.getByLabel("Time")).toBeFocused();
    await expect(second.getByLabel("Time")).toHaveAccessibleDescription(
      "Please choose a different time from your first.",
    );
    await expect(first.getByLabel("Day")).toHaveValue(day);
    await expect(second.getByLabel("Day")).toHaveValue(day);
    await expect(second.getByLabel("Time")).toHaveValue("09:00");
    await expect(page.getByLabel("Your name")).toHaveValue("Ari Twice");
    // axe reads the resting colours: the form idle again (not greyed out while sending), the pointer off the button
    // it pressed, and no colour transition under way.
    await expect(page.getByRole("button", { name: "Request a Call" })).toBeEnabled();
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.mouse.move(0, 0);
    await expectNoAxeViolations(page);
    await second.getByLabel("Time").selectOption("09:30");
    await page.getByRole("button", { name: "Request a Call" }).click();
    await expect(page.getByRole("region", { name: "We received your call request" })).toBeVisible();
  });
});

test("keyboard only: every field is reachable and the request goes out", async ({ page }) => {
  await page.goto("/book");
  await waitForHydration(page);
  // The form is named by the heading of the card it sits in.
  await expect(page.getByRole("form", { name: "Request a call" })).toBeVisible();
  await expectNoAxeViolations(page);
  const first = page.getByRole("group", { name: "First choice" });
  await first.getByLabel("Day").focus();
  await page.keyboard.press("ArrowDown");
  await expect(first.getByLabel("Day")).not.toHaveValue("");
  await page.keyboard.press("Tab");
  await expect(first.getByLabel("Time")).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(first.getByLabel("Time")).toHaveValue("08:00");
  for (const [legend, label] of [
    ["Second choice", "Day"],
    ["Second choice", "Time"],
    ["Third choice", "Day"],
    ["Third choice", "Time"],
  ] as const) {
    await page.keyboard.press("Tab");
    await expect(page.getByRole("group", { name: legend }).getByLabel(label)).toBeFocused();
  }
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

// Calls book real slots, in the browser, on a production server of this file's own with mail on (a real SMTP server
// on loopback): a visitor's receipt arrives at once; a manager confirms a time, which then counts as the reply,
// leaves the list showing the time agreed and is no longer offered on /book; a second call asking for the same time
// is confirmed only after a warning; Upcoming calls lists both under their day, on a desktop and on a phone; the
// visitor cancels, gets the calendar file that removes the entry, and the page offers to request another time.
import type { Page } from "@playwright/test";
import { callDays, callTimeValue } from "../../app/lib/call-slots";
import { centralWallClock } from "../../app/lib/central-wall-clock";
import { startTestSmtpServer, type TestSmtpServer } from "../support/smtp";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { uniqueEmail } from "./form-helpers";
import { signInAsManager } from "./manager-sign-in";
import { createManagerWithCli, freePort, type OwnServer, startOwnServer } from "./own-server";

const MANAGER = { email: "rio.manager@example.com", password: "a long e2e manager password" };

const PORT = freePort();
let server: OwnServer;
let smtp: TestSmtpServer;
test.describe.configure({ mode: "default" });
test.use({ baseURL: `http://localhost:${PORT}` });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = await startTestSmtpServer();
  server = await startOwnServer({
    port: PORT,
    env: { SMTP_URL: smtp.url, MAIL_FROM: "Website <website@firm.example>", PUBLIC_URL: `http://localhost:${PORT}` },
    prepare: (dataDir) => createManagerWithCli(dataDir, MANAGER.email, MANAGER.password),
  });
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

/** The n-th slot /book lists now, as its form fields for `choice` and as the instant (ISO). */
function slot(n: number, choice: 1 | 2) {
  const start = callDays(new Date()).flatMap((day) => (day.kind === "slots" ? day.slots.map((s) => s.start) : []))[n]!;
  const wall = centralWallClock(new Date(start));
  return {
    start,
    day: wall.date,
    time: callTimeValue(wall.minutes),
    fields: { [`slot${choice}Day`]: wall.date, [`slot${choice}Time`]: callTimeValue(wall.minutes) },
  };
}

async function requestCall(page: Page, name: string, email: string, first: number, second: number) {
  const answer = await page.request.post("/book", {
    headers: { Origin: server.baseURL },
    form: {
      name,
      email,
      phone: "(651) 555-0142",
      serviceType: "Staff Training",
      ...slot(first, 1).fields,
      ...slot(second, 2).fields,
      message: "Tuesdays are best for us.",
    },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(303);
}

async function mailTo(address: string, subject: RegExp) {
  const find = () => smtp.received.find((m) => m.envelopeTo.includes(address) && subject.test(m.parsed.subject ?? ""));
  await expect.poll(find, { timeout: 20_000 }).toBeTruthy();
  return find()!;
}

async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test("a confirmed time is taken: it is the reply, /book no longer offers it, a second call has it only after a warning", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  consoleErrors.allow(/status of 409/); // the warning's answer: the time is another call's
  const stamp = Date.now().toString(36);
  const dana = { name: `Dana C${stamp}`, email: uniqueEmail("dana-call") };
  const lee = { name: `Lee C${stamp}`, email: uniqueEmail("lee-call") };
  await requestCall(page, dana.name, dana.email, 3, 30);
  await requestCall(page, lee.name, lee.email, 3, 9);

  // The visitor's receipt came at once: what was received, when the firm replies, nothing of their note.
  const receipt = await mailTo(dana.email, /^We received your call request/);
  expect(receipt.parsed.text).toContain(`Name (as given on the form): ${dana.name}`);
  expect(receipt.parsed.text).toContain("We reply within 1 to 2 business days");
  expect(receipt.parsed.text).not.toContain("Tuesdays are best");

  await signInAsManager(page, MANAGER);
  const danaRow = page.getByRole("row").filter({ hasText: dana.name });
  await expect(danaRow).toContainText("Call request: Requested — not yet confirmed");
  await expect(danaRow).toContainText("Pending");
  await danaRow.getByRole("link", { name: `View details (inquiry from ${dana.name})` }).click();
  await waitForHydration(page);
  await expect(page.getByRole("button", { name: "Decline the call" })).toBeVisible();
  await page.getByRole("button", { name: "Confirm this time" }).click();
  await expect(page.getByTestId("call-status")).toHaveText("Confirmed");
  // The firm has set a time: Decline no longer fits, and the history says the call was the reply.
  await expect(page.getByRole("button", { name: "Decline the call" })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("region", { name: "History" })).toContainText(
    "Marked as responded: By confirming the call",
  );

  // The list shows the time agreed and the lead as responded, not the times asked for.
  await page.goto("/manager-dashboard");
  await expect(danaRow).toContainText("Call request: Confirmed");
  await expect(danaRow).toContainText(/Agreed time: \w{3}, \w{3} \d+, \d{4}, \d+:\d\d [AP]M C[SD]T/);
  await expect(danaRow.getByRole("list", { name: "Times the visitor asked for" })).toHaveCount(0);
  await expect(danaRow.getByRole("button", { name: /^Mark as pending/ })).toBeVisible();

  // Lee asked for the same first choice: the page says who has it; confirming warns and asks first.
  await page
    .getByRole("row")
    .filter({ hasText: lee.name })
    .getByRole("link", { name: /View details/ })
    .click();
  await waitForHydration(page);
  await expect(page.getByText(`already set for a call with ${dana.name}`)).toBeVisible();
  await page.getByRole("button", { name: "Confirm this time" }).click();
  await expect(page.getByRole("alert")).toContainText(`is already set for a call with ${dana.name}`);
  await expect(page.getByTestId("call-status")).toHaveText("Requested — not yet confirmed");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Confirm it as well" }).click();
  await expect(page.getByTestId("call-status")).toHaveText("Confirmed");

  // Upcoming calls, from the dashboard's navigation: both calls under their day.
  await page.goto("/manager-dashboard");
  await page
    .getByRole("navigation", { name: "Dashboard sections" })
    .getByRole("link", { name: "Upcoming calls" })
    .click();
  await expect(page).toHaveURL(/\/manager-dashboard\/calls$/);
  await expect(page.getByRole("heading", { level: 2, name: "Upcoming calls" })).toBeVisible();
  const day = page.getByRole("region").filter({ hasText: dana.name });
  await expect(day.getByRole("heading", { level: 3 })).toHaveText(/^(Today, |Tomorrow, )?\w+day, \w+ \d+$/);
  await expect(day.getByRole("listitem")).toHaveCount(2);
  await expect(day.getByRole("listitem").filter({ hasText: lee.name })).toContainText("Confirmed");
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(day.getByRole("link", { name: dana.name })).toBeVisible();
  await fitsThePhone(page);
  await expectNoAxeViolations(page);

  // /book lists the time, on its day, as booked and not choosable.
  await page.context().clearCookies();
  await page.goto("/book");
  await waitForHydration(page);
  const taken = slot(3, 1);
  const first = page.getByRole("group", { name: "First choice" });
  await first.getByLabel("Day").selectOption(taken.day);
  const option = first.getByLabel("Time").locator(`option[value="${taken.time}"]`);
  await expect(option).toBeDisabled();
  await expect(option).toHaveText(/ — booked$/);

  // Dana cancels from the confirmation: the calendar file removes the entry, and the page offers another time.
  const confirmation = await mailTo(dana.email, /^Your call is confirmed/);
  const link = confirmation.parsed.text?.match(new RegExp(`${server.baseURL}/book/cancel/[\\w-]{43}`))?.[0];
  await page.goto(link!);
  await page.getByRole("button", { name: "Cancel the call" }).click();
  await expect(page.getByText("Your call is cancelled.", { exact: false })).toBeVisible();
  await fitsThePhone(page);
  await expectNoAxeViolations(page);
  const cancelled = await mailTo(dana.email, /^Your call is cancelled/);
  const ics = cancelled.parsed.attachments.find((a) => a.contentType.startsWith("text/calendar"));
  const calendar = (ics?.content.toString("utf8") ?? "").replace(/\r\n /g, "");
  expect(calendar).toContain("METHOD:CANCEL\r\n");
  expect(calendar).toMatch(/UID:call-[0-9a-f-]{36}@localhost\r\n/);
  expect(calendar).toContain("SEQUENCE:1\r\n");
  await page.getByRole("link", { name: "Request another time" }).click();
  await expect(page).toHaveURL(/\/book$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book a Call");
});

test("on a phone: a proposed time is marked as ours in the list, and Decline is no longer offered", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const ari = { name: `Ari P${Date.now().toString(36)}`, email: uniqueEmail("ari-call") };
  await requestCall(page, ari.name, ari.email, 14, 15);
  await signInAsManager(page, MANAGER);
  // On a phone the list is cards.
  const card = page.getByRole("listitem").filter({ hasText: ari.name });
  await card.getByRole("link", { name: /View details/ }).click();
  await waitForHydration(page);
  const proposed = slot(20, 1);
  await page.getByLabel("Day").selectOption(proposed.day);
  await page
    .getByLabel("Time", { exact: true })
    .selectOption(String(centralWallClock(new Date(proposed.start)).minutes));
  await page.getByRole("button", { name: "Propose this time" }).click();
  await expect(page.getByTestId("call-status")).toHaveText("Another time proposed");
  await expect(page.getByRole("button", { name: "Decline the call" })).toHaveCount(0);
  await fitsThePhone(page);
  await expectNoAxeViolations(page);
  await page.goto("/manager-dashboard");
  await expect(card).toContainText(/Proposed by us: \w{3}, \w{3} \d+/);
  await fitsThePhone(page);
});

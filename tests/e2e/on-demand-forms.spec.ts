// The lead-form pages start with the pre-React script only and load the app when the visitor turns to the form
// (ADR 010). What a visitor notices: nothing they type is lost while the app arrives, a form sent before it has
// arrived is still received (with where they came from), and a saved draft comes back without a click.
import type { Page, Route } from "@playwright/test";
import { expect, test, waitForHydration, waitForPreReactScript } from "./fixtures";
import { sendContactAndReadFirstTouch, uniqueEmail } from "./form-helpers";

const APP_CHUNK = /\/assets\/.+\.js$/;

/** Whether the app has loaded: it sets its route modules before it hydrates. */
const APP_LOADED = () =>
  (window as unknown as { __reactRouterRouteModules?: object }).__reactRouterRouteModules !== undefined;

const isHydrated = (page: Page) => page.evaluate(APP_LOADED);

/** Waits until the app has loaded; waitForHydration would ask for it first. */
const appLoaded = (page: Page) => page.waitForFunction(APP_LOADED);

/** The page's pre-React script runs, and with nothing asked for, its scripts are done without the app. */
async function expectNoAppYet(page: Page) {
  await waitForPreReactScript(page);
  await page.waitForLoadState("networkidle");
  expect(await isHydrated(page)).toBe(false);
}

/** Holds every request for the app's JavaScript until `release` is called; `requested` resolves at the first. */
async function holdAppChunks(page: Page) {
  const held: Route[] = [];
  let released = false;
  let markRequested = () => {};
  const requested = new Promise<void>((resolve) => {
    markRequested = resolve;
  });
  await page.route(APP_CHUNK, (route) => {
    markRequested();
    if (released) return route.continue();
    held.push(route);
  });
  return {
    requested,
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

test("the consultation page starts without React; turning to the form loads it and keeps what was typed", async ({
  page,
}) => {
  const chunks = await holdAppChunks(page);
  await page.goto("/quote");
  await expectNoAppYet(page);

  // The first click into a field asks for the app; the visitor types on while it arrives.
  await page.getByLabel("Your name").click();
  await chunks.requested;
  await page.keyboard.type("Ida Example");
  await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("on-demand-quote"));
  await page.getByLabel("Phone", { exact: true }).fill("651-555-0110");
  await page.getByLabel("Service type").selectOption("Staff Training");
  await page.getByLabel("How can we help?").fill("Typed before the app had loaded.");
  expect(await isHydrated(page)).toBe(false);

  await chunks.release();
  await appLoaded(page);
  await page.waitForLoadState("networkidle");
  await expect(page.getByLabel("Your name")).toHaveValue("Ida Example");
  await expect(page.getByLabel("Service type")).toHaveValue("Staff Training");
  await expect(page.getByLabel("How can we help?")).toHaveValue("Typed before the app had loaded.");

  // The app has the form now: the answer comes in place, with no page load.
  await page.getByRole("button", { name: "Request Consultation" }).click();
  await expect(page.getByRole("region", { name: "We received your consultation request" })).toBeVisible();
  await expect(page).toHaveURL(/\/quote$/);
});

test("pointing at the contact form or tabbing into it loads the app", async ({ page }) => {
  await page.goto("/contact");
  await expectNoAppYet(page);
  await page.getByRole("heading", { name: "Send us a message" }).hover();
  await page.waitForTimeout(300);
  expect(await isHydrated(page), "pointing outside the form").toBe(false);
  await page.getByLabel("Message", { exact: true }).hover();
  await appLoaded(page);

  // The pointer would otherwise still rest where the message field was, which on /careers can be over the job
  // board's form: pointing at it would load the app before the keyboard got there.
  await page.mouse.move(0, 0);
  await page.goto("/careers");
  await expectNoAppYet(page);
  // Tab until the focus reaches the job board's first Apply Now, and no further: the app loads while it rests there.
  const focusedText = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
  for (let i = 0; i < 60 && (await focusedText()) !== "Apply Now"; i++) {
    expect(await isHydrated(page), "before the focus reached the form").toBe(false);
    await page.keyboard.press("Tab");
  }
  await appLoaded(page);
  await expect(page.locator(":focus")).toHaveText("Apply Now");
});

test("a card on the services page opens its consultation form, rendered per request, without React until asked", async ({
  page,
}) => {
  await page.goto("/services");
  await waitForPreReactScript(page);
  // Until the app has loaded, the card is a plain link: the server renders /quote?category=… for it.
  await page.getByRole("link", { name: "Need Help With EIDBI Compliance? Let's Talk." }).first().click();
  await expect(page).toHaveURL(/\/quote\?category=EIDBI%20Compliance%20Audits$/);
  await expectNoAppYet(page);
  await expect(page.getByText("You asked about: EIDBI Compliance Audits")).toBeVisible();
  await page.getByLabel("Your name").click();
  await appLoaded(page);
  await expect(page.getByLabel("Service type")).toHaveValue("Consultation");
});

test("a form sent before the app could load is received, with where the visitor came from", async ({
  page,
  consoleErrors,
}) => {
  // The tab opens on another page, from a campaign link (an address with a query is rendered per request, and loads
  // the app at once). Then the app's chunks stop arriving, and the visitor goes on to the contact page.
  await page.goto("/about?utm_source=newsletter", { referer: "https://partner.example/page?private=1" });
  await waitForHydration(page);
  // The app's chunks are refused: that is the point of this test.
  consoleErrors.allow(/net::ERR_FAILED|Failed to fetch dynamically imported module/);
  await page.route(APP_CHUNK, (route) => route.abort());
  await page.goto("/contact");
  await waitForPreReactScript(page);
  expect(await sendContactAndReadFirstTouch(page, "on-demand-early")).toEqual({
    landingPath: "/about",
    referrerHost: "partner.example",
    utmSource: "newsletter",
  });
  // A plain POST: Post/Redirect/Get to the page's success note.
  await expect(page).toHaveURL(/\/contact#message-sent$/);
});

test("a saved draft brings the app at once, to put the draft back", async ({ page }) => {
  await page.goto("/quote");
  await waitForHydration(page);
  await page.getByLabel("Your name").fill("Dee Draft");
  await page.getByLabel("How can we help?").fill("Half a thought");
  await page.reload();
  // No click, no focus: the saved draft alone loads the app, which fills the fields and says so.
  await appLoaded(page);
  await expect(page.getByLabel("Your name")).toHaveValue("Dee Draft");
  await expect(page.getByLabel("How can we help?")).toHaveValue("Half a thought");
  await expect(page.getByRole("button", { name: "Clear form" })).toBeVisible();
});

test("Book a Call, rendered per request, waits the same way; choices made before the app arrived stay", async ({
  page,
}) => {
  const chunks = await holdAppChunks(page);
  await page.goto("/book");
  await expectNoAppYet(page);

  const first = page.getByRole("group", { name: "First choice" });
  const day = first.getByLabel("Day");
  await day.focus();
  await chunks.requested;
  const date = await day.locator("option:not([disabled]):not([value=''])").nth(1).getAttribute("value");
  await day.selectOption(date!);
  await first.getByLabel("Time").selectOption("10:30");
  await page.getByLabel("Your name").fill("Bo Early");
  await page.getByLabel("Email").fill(uniqueEmail("on-demand-book"));
  await page.getByLabel("Phone").fill("(651) 555-0177");
  await page.getByLabel("Topic").selectOption("Staff Training");
  expect(await isHydrated(page)).toBe(false);

  await chunks.release();
  await appLoaded(page);
  await page.waitForLoadState("networkidle");
  await expect(day).toHaveValue(date!);
  await expect(first.getByLabel("Time")).toHaveValue("10:30");
  await expect(page.getByLabel("Topic")).toHaveValue("Staff Training");
  await page.getByRole("button", { name: "Request a Call" }).click();
  await expect(page.getByRole("region", { name: "We received your call request" })).toBeVisible();
  await expect(page).toHaveURL(/\/book$/);
});

test("if the app's code could not load, the visitor's next turn to the form tries again", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/net::ERR_FAILED/); // the first load is refused: that is the point of this test
  let refusing = true;
  await page.route(APP_CHUNK, (route) => (refusing ? route.abort() : route.continue()));
  await page.goto("/contact");
  await waitForPreReactScript(page);
  const failed = page.waitForEvent("requestfailed", (request) => APP_CHUNK.test(request.url()));
  await page.getByLabel("Name", { exact: true }).click();
  await failed;
  await page.getByLabel("Name", { exact: true }).fill("Tries Again");
  expect(await isHydrated(page)).toBe(false);

  // The connection is back: the next field the visitor moves to loads the app, and the typing stays.
  refusing = false;
  await page.getByLabel("Email", { exact: true }).click();
  await appLoaded(page);
  await page.waitForLoadState("networkidle");
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Tries Again");
});

/** Whether this tab holds a saved draft of a lead form (app/lib/form-draft-storage.ts). */
const hasDraft = (page: Page) =>
  page.evaluate(() => Object.keys(sessionStorage).some((key) => key.startsWith("form-draft:")));

/** Each lead form: where it is, what a visitor types into it, and how to read it back. */
const LEAD_FORMS: { path: string; fields: [label: string, value: string][] }[] = [
  {
    path: "/contact",
    fields: [
      ["Name", "Ivy Early"],
      ["Message", "Typed while the page's script was still on its way."],
    ],
  },
  {
    path: "/quote",
    fields: [
      ["Your name", "Ivy Early"],
      ["How can we help?", "Typed while the page's script was still on its way."],
    ],
  },
  {
    path: "/book",
    fields: [
      ["Your name", "Ivy Early"],
      ["A short note (optional)", "Typed while the page's script was still on its way."],
    ],
  },
  {
    path: "/careers?apply=General",
    fields: [
      ["Full name", "Ivy Early"],
      ["Why are you interested in this role?", "Typed while the page's script was still on its way."],
    ],
  },
];

for (const { path, fields } of LEAD_FORMS) {
  test(`${path}: what was typed before the app arrived is kept in the draft at once, and a reload puts it back`, async ({
    page,
  }) => {
    const chunks = await holdAppChunks(page);
    await page.goto(path);
    await expectNoAppYet(page);
    for (const [label, value] of fields) await page.getByLabel(label, { exact: true }).fill(value);
    expect(await hasDraft(page)).toBe(false);

    // The app arrives; the visitor types nothing more (or the browser's autofill put the values in unheard).
    await chunks.release();
    await appLoaded(page);
    await expect.poll(() => hasDraft(page), { message: "the draft is saved without another keystroke" }).toBe(true);

    await page.reload();
    await appLoaded(page);
    for (const [label, value] of fields) await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
    await expect(page.getByRole("button", { name: "Clear form" })).toBeVisible();
  });
}

test("a criminal record answered yes before the app arrived makes the details required once it has", async ({
  page,
}) => {
  const chunks = await holdAppChunks(page);
  await page.goto("/careers?apply=General");
  await expectNoAppYet(page);
  const form = page.getByRole("form", { name: "General Application" });
  await form.getByRole("group", { name: "Do you have a criminal record?" }).getByLabel("Yes").check();
  const details = form.getByLabel(/Please describe the offense/);
  // Shown by CSS alone, before any script: still the server's HTML, where nothing is required yet.
  await expect(details).toBeVisible();

  await chunks.release();
  await appLoaded(page);
  await page.waitForLoadState("networkidle");
  await expect(details).toHaveAttribute("required", "");
  await expect(form.getByText(/Please describe the offense/)).not.toContainText("(optional)");
});

// Nothing a visitor types is lost: every way a submission's answer can fail to arrive (the request aborted, a proxy's
// 502 page, no answer at all) is answered in place with the form's own message, every entry kept (the résumé still
// attached), and a second press sends it. Also: the draft kept in sessionStorage, the confirmation that stays, and
// error pages that keep the site's look after hydration.
import type { Page } from "@playwright/test";
import { SUBMIT_TIMEOUT_MS, UPLOAD_TIMEOUT_MS } from "../../app/lib/answer-or-failure";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { failDataPosts, fillApplicationBasics, samplePdf, uniqueEmail } from "./form-helpers";

type FormCase = {
  name: string;
  path: string;
  url: string;
  open?: (page: Page) => Promise<void>;
  fill: (page: Page, email: string) => Promise<void>;
  expectKept: (page: Page, email: string) => Promise<void>;
  submit: string;
  failure: string;
  toast: string;
  confirmation: string;
  timeoutMs: number;
};

const APPLY = "Apply: Qualified Supervision Professional (QSP)";
const applicationForm = (page: Page) => page.getByRole("form", { name: APPLY });

const FORMS: FormCase[] = [
  {
    name: "contact",
    path: "/contact",
    url: "/contact",
    fill: async (page, email) => {
      await page.getByLabel("Name", { exact: true }).fill("Rae Resilient");
      await page.getByLabel("Email", { exact: true }).fill(email);
      await page.getByLabel("Phone (optional)").fill("(612) 555-0190");
      await page.getByLabel("Message", { exact: true }).fill("Please call me about an audit next month.");
    },
    expectKept: async (page, email) => {
      await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Rae Resilient");
      await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
      await expect(page.getByLabel("Phone (optional)")).toHaveValue("(612) 555-0190");
      await expect(page.getByLabel("Message", { exact: true })).toHaveValue(
        "Please call me about an audit next month.",
      );
    },
    submit: "Send Message",
    failure: "Failed to send message. Please try again.",
    toast: "Message Sent",
    confirmation: "We received your message",
    timeoutMs: SUBMIT_TIMEOUT_MS,
  },
  {
    name: "quote",
    path: "/quote",
    url: "/quote",
    fill: async (page, email) => {
      await page.getByLabel("Your name").fill("Sam Resilient");
      await page.getByLabel("Email", { exact: true }).fill(email);
      await page.getByLabel("Phone", { exact: true }).fill("651-555-0191");
      await page.getByLabel("Organization (optional)").fill("A Duluth autism center");
      await page.getByLabel("Service type").selectOption("Clinical Supervision");
      await page.getByLabel("How can we help?").fill("We need a supervision review.");
    },
    expectKept: async (page, email) => {
      await expect(page.getByLabel("Your name")).toHaveValue("Sam Resilient");
      await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
      await expect(page.getByLabel("Phone", { exact: true })).toHaveValue("651-555-0191");
      await expect(page.getByLabel("Organization (optional)")).toHaveValue("A Duluth autism center");
      await expect(page.getByLabel("Service type")).toHaveValue("Clinical Supervision");
      await expect(page.getByLabel("How can we help?")).toHaveValue("We need a supervision review.");
    },
    submit: "Request Consultation",
    failure: "Failed to send request. Please try again.",
    toast: "Consultation Request Received",
    confirmation: "We received your consultation request",
    timeoutMs: SUBMIT_TIMEOUT_MS,
  },
  {
    name: "book",
    path: "/book",
    url: "/book",
    fill: async (page, email) => {
      const first = page.getByRole("group", { name: "First choice" });
      const day = first.getByLabel("Day").locator("option:not([disabled]):not([value=''])").nth(2);
      await first.getByLabel("Day").selectOption((await day.getAttribute("value"))!);
      await first.getByLabel("Time").selectOption("11:30");
      await page.getByLabel("Your name").fill("Lou Resilient");
      await page.getByLabel("Email", { exact: true }).fill(email);
      await page.getByLabel("Phone", { exact: true }).fill("651-555-0192");
      await page.getByLabel("Topic").selectOption("Consultation");
      await page.getByLabel("A short note (optional)").fill("Afternoons suit us.");
    },
    expectKept: async (page, email) => {
      const first = page.getByRole("group", { name: "First choice" });
      await expect(first.getByLabel("Day")).not.toHaveValue("");
      await expect(first.getByLabel("Time")).toHaveValue("11:30");
      await expect(page.getByLabel("Your name")).toHaveValue("Lou Resilient");
      await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
      await expect(page.getByLabel("Phone", { exact: true })).toHaveValue("651-555-0192");
      await expect(page.getByLabel("Topic")).toHaveValue("Consultation");
      await expect(page.getByLabel("A short note (optional)")).toHaveValue("Afternoons suit us.");
    },
    submit: "Request a Call",
    failure: "Failed to send your call request. Please try again.",
    toast: "Requested — not yet confirmed",
    confirmation: "We received your call request",
    timeoutMs: SUBMIT_TIMEOUT_MS,
  },
  {
    name: "application",
    path: "/careers",
    url: "/careers?apply=Qualified%20Supervision%20Professional%20(QSP)",
    fill: async (page, email) => {
      const form = applicationForm(page);
      await fillApplicationBasics(form, {
        fullName: "Kit Resilient",
        email,
        phone: "(763) 555-0192",
        resumeName: "kit-resume.pdf",
        interest: "I like careful documentation.",
        position: "Supervisor, a Rochester clinic, 2018 to 2025",
        school: "M.S. Psychology, 2017",
        isAuthorized: false,
      });
      await form.getByLabel("Veteran status (optional)").selectOption("non-veteran");
    },
    expectKept: async (page, email) => {
      const form = applicationForm(page);
      await expect(form.getByLabel("Full name")).toHaveValue("Kit Resilient");
      await expect(form.getByLabel("Email", { exact: true })).toHaveValue(email);
      await expect(form.getByRole("group", { name: /legally authorized/ }).getByLabel("No")).toBeChecked();
      await expect(form.getByLabel("Position 1", { exact: true })).toHaveValue(
        "Supervisor, a Rochester clinic, 2018 to 2025",
      );
      await expect(form.getByRole("group", { name: "Do you have a criminal record?" }).getByLabel("No")).toBeChecked();
      await expect(form.getByLabel("Veteran status (optional)")).toHaveValue("non-veteran");
      // The chosen résumé is still attached.
      expect(await form.getByLabel("Résumé").evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe(
        "kit-resume.pdf",
      );
    },
    submit: "Submit Application",
    failure: "Failed to submit application. Please try again.",
    toast: "Application Submitted",
    confirmation: "We received your application",
    timeoutMs: UPLOAD_TIMEOUT_MS,
  },
];

for (const form of FORMS) {
  for (const failure of ["abort", "502", "hang"] as const) {
    test(`${form.name}: a ${failure} answer is shown in place, keeps every entry, and a second press sends it`, async ({
      page,
      consoleErrors,
    }) => {
      consoleErrors.allow(/status of 502|net::ERR_/);
      if (failure === "hang") await page.clock.install();
      await page.goto(form.url);
      await waitForHydration(page);
      const email = uniqueEmail(`resilience-${form.name}`);
      await form.fill(page, email);
      await failDataPosts(page, form.path, failure);

      await page.getByRole("button", { name: form.submit }).click();
      if (failure === "hang") {
        await expect(page.getByRole("button", { name: /^(Sending|Submitting)\.\.\.$/ })).toBeDisabled();
        await page.clock.fastForward(form.timeoutMs);
      }

      await expect(page.getByText(form.failure).first()).toBeVisible();
      await expect(page.getByRole("alert").filter({ hasText: "did not reach us" })).toBeVisible();
      await expect(page.getByRole("banner")).toBeVisible(); // still the site's page, not an error page
      await form.expectKept(page, email);
      await expect(page.getByRole("button", { name: form.submit })).toBeEnabled();

      await page.unrouteAll({ behavior: "ignoreErrors" });
      await page.getByRole("button", { name: form.submit }).click();
      await expect(page.getByRole("heading", { name: form.confirmation })).toBeVisible();
      await expect(page.getByText(form.toast).filter({ visible: true }).first()).toBeVisible();
    });
  }
}

test("the confirmation stays after the toast has gone, Send another brings an empty form, and a reload sends nothing", async ({
  page,
}) => {
  await page.goto("/contact");
  await waitForHydration(page);
  await FORMS[0]!.fill(page, uniqueEmail("confirmation"));
  await page.getByRole("button", { name: "Send Message" }).click();

  const confirmation = page.getByRole("region", { name: "We received your message" });
  await expect(confirmation).toBeVisible();
  await expect(confirmation.getByRole("heading", { name: "We received your message" })).toBeFocused();
  await expect(confirmation).toContainText("1 to 2 business days");
  await expect(confirmation.getByRole("link", { name: /\(\d{3}\) \d{3}-\d{4}/ })).toHaveAttribute("href", /^tel:/);
  await expectNoAxeViolations(page);
  // The toast lasts 4 s (while the pointer is not over it); the confirmation does not go with it.
  await page.mouse.move(800, 10);
  await expect(page.getByText("Message Sent").filter({ visible: true })).toHaveCount(0, { timeout: 10_000 });
  await expect(confirmation).toBeVisible();

  await confirmation.getByRole("button", { name: "Send another message" }).click();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue("");
  await expect(confirmation).toHaveCount(0);

  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await page.reload();
  await waitForHydration(page);
  expect(posts).toEqual([]);
  await expect(page.getByRole("region", { name: "We received your message" })).toHaveCount(0);
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("");
});

test("the application keeps a draft: typed answers come back after a reload (not the file), and go after a success", async ({
  page,
}) => {
  const { fill, url } = FORMS.find((form) => form.name === "application")!;
  await page.goto(url);
  await waitForHydration(page);
  const email = uniqueEmail("draft");
  await fill(page, email);
  // Sensitive answers are typed too, and must never be kept in the tab's storage.
  const typed = applicationForm(page);
  await typed.getByLabel("Mailing address (optional)").fill("4417 Lakeview Drive");
  await typed.getByLabel("Gender (optional)").fill("Nonbinary");
  await typed.getByLabel("Race or ethnicity (optional)").fill("Ojibwe");
  await typed.getByRole("group", { name: "Do you have a criminal record?" }).getByLabel("Yes").check();
  await typed.getByLabel("Please describe the offense and when it occurred").fill("A misdemeanor in 2009");
  const kept = await page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
  expect(kept).toContain("Kit Resilient");
  for (const sensitive of ["4417 Lakeview", "Nonbinary", "Ojibwe", "misdemeanor", "criminal", "non-veteran"]) {
    expect(kept).not.toContain(sensitive);
  }

  await page.goto("/careers"); // the plain job board: the draft reopens its role's form
  await waitForHydration(page);
  const form = applicationForm(page);
  await expect(form.getByLabel("Full name")).toHaveValue("Kit Resilient");
  await expect(form.getByLabel("Email", { exact: true })).toHaveValue(email);
  await expect(form.getByRole("group", { name: /legally authorized/ }).getByLabel("No")).toBeChecked();
  await expect(
    form.getByRole("group", { name: "Are you willing to take a pre-employment drug test?" }).getByLabel("Yes"),
  ).toBeChecked();
  // The sensitive answers were not kept, so they come back empty, to be answered again.
  await expect(form.getByLabel("Mailing address (optional)")).toHaveValue("");
  await expect(form.getByLabel("Gender (optional)")).toHaveValue("");
  await expect(form.getByLabel("Race or ethnicity (optional)")).toHaveValue("");
  await expect(form.getByLabel("Veteran status (optional)")).toHaveValue("");
  await expect(form.getByRole("group", { name: "Do you have a criminal record?" }).getByLabel("Yes")).not.toBeChecked();
  await expect(page.getByRole("status").filter({ hasText: "Draft restored" })).toBeVisible();
  expect(await form.getByLabel("Résumé").evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0);
  const stored = await page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
  expect(stored).toContain("Kit Resilient");
  expect(stored).not.toContain("kit-resume.pdf");

  await form.getByLabel("Résumé").setInputFiles(samplePdf("kit-resume.pdf"));
  await form.getByRole("group", { name: "Do you have a criminal record?" }).getByLabel("No").check();
  await form.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByRole("heading", { name: "We received your application" })).toBeVisible();

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("form", { name: APPLY })).toHaveCount(0);
  await page.goto(url);
  await waitForHydration(page);
  await expect(applicationForm(page).getByLabel("Full name")).toHaveValue("");
  await expect(page.getByText("Draft restored")).toHaveCount(0);
});

test("the contact form's draft comes back after a reload, and Clear form empties it", async ({ page }) => {
  await page.goto("/contact");
  await waitForHydration(page);
  const email = uniqueEmail("draft-contact");
  await FORMS[0]!.fill(page, email);
  await page.reload();
  await waitForHydration(page);
  await FORMS[0]!.expectKept(page, email);
  await page.getByRole("button", { name: "Clear form" }).click();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("");
  await expect(page.getByText("Draft restored")).toHaveCount(0);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("");
});

test("when the code of the draft note or the confirmation cannot load, the form still works and keeps what was typed", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/net::ERR_|could not be loaded|Failed to fetch dynamically imported module/);
  const failed: string[] = [];
  await page.route(/\/assets\/(draft-notice|sent-confirmation)-[^/]*\.js$/, (route) => {
    failed.push(route.request().url());
    return route.abort();
  });
  await page.goto("/contact");
  await waitForHydration(page);
  const email = uniqueEmail("lazy-parts");
  await FORMS[0]!.fill(page, email);
  await page.reload();
  await waitForHydration(page);

  // The draft note's chunk is refused: the note is missing, and the entries are back all the same.
  await FORMS[0]!.expectKept(page, email);
  await expect.poll(() => failed.some((url) => url.includes("draft-notice"))).toBe(true);
  await expect(page.getByText("Draft restored")).toHaveCount(0);

  // The confirmation's chunk is refused too: the message is still sent and a plain confirmation says so.
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "We received your message" })).toBeVisible();
  expect(failed.some((url) => url.includes("sent-confirmation"))).toBe(true);
  await page.getByRole("button", { name: "Send another message" }).click();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("");
});

test("when the draft code cannot load, the form works as before, without a draft", async ({ page, consoleErrors }) => {
  consoleErrors.allow(/net::ERR_/);
  await page.route(/\/assets\/form-draft-fields-[^/]*\.js$/, (route) => route.abort());
  await page.goto("/contact");
  await waitForHydration(page);
  await FORMS[0]!.fill(page, uniqueEmail("no-draft-code"));
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith("form-draft:")))).toEqual(
    [],
  );
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: "We received your message" })).toBeVisible();
});

for (const [how, go] of [
  ["a route's loader failing after client-side navigation", "/manager-login"],
  ["the 404 page after client-side navigation", "/no-such-page-here"],
] as const) {
  test(`error pages keep the site's styles and layout: ${how}`, async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of (404|500)|The test loader failed|no-such-page/);
    await page.goto("/contact");
    await waitForHydration(page);
    const header = page.getByRole("banner");
    const styled = await header.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(styled).not.toBe("rgba(0, 0, 0, 0)");
    // The test server fails the loaders of this browser's requests from here on (tests/support/e2e-server.ts).
    await page.context().addCookies([{ name: "e2e-fail-loaders", value: "1", url: page.url() }]);

    // The app navigates in the browser, as after a click on one of its links.
    await page.evaluate((href) => {
      const w = window as unknown as { __reactRouterDataRouter?: { navigate: (to: string) => Promise<void> } };
      return w.__reactRouterDataRouter?.navigate(href);
    }, go);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      /Unexpected Application Error!|Oops! Page not found/,
    );
    expect(await header.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(styled);
    await expect(page.getByRole("contentinfo")).toBeVisible();
    const heading = page.getByRole("heading", { level: 1 });
    expect(await heading.evaluate((element) => getComputedStyle(element).fontWeight)).toBe("700");
    const sheet = await page.evaluate(() => document.getElementById("site-css")?.textContent?.length ?? 0);
    expect(sheet).toBeGreaterThan(1000);
  });
}

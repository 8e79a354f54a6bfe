import type { Locator, Page } from "@playwright/test";
import { firm } from "../../app/content/site";
import {
  expect,
  expectNoAxeViolations,
  isSameDocument,
  markDocument,
  test,
  waitForHydration,
  waitForPreReactScript,
  watchScripts,
} from "./fixtures";

const HERO_TITLE = "EIDBI Compliance Firm | Autism Agency Oversight";

const SECTION_HEADINGS = [
  "Compliance Is Our Only Focus",
  "What You Can Count On",
  "Our Journey",
  "Our Mission",
  "How We Help",
  "Why Agencies Choose Us",
  "Compliance Services in Depth",
  "Success Stories",
  "Community Engagement",
  "A Neurodiversity-Friendly Workplace",
  "Voices From Our Team",
  "What Our Clients Say",
  "Ready for Your Next Review?",
  "Contact Us",
];

test("the hero shows the exact title, is at least 70% of the viewport tall and leads to services and a quote", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  await expect(page).toHaveTitle(HERO_TITLE);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(HERO_TITLE);
  const hero = heading.locator("xpath=ancestor::section[1]");
  const box = await hero.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(900 * 0.7);
  await expect(hero.getByRole("link", { name: "Explore Our Services" })).toHaveAttribute("href", "/services");
  await expect(hero.getByRole("link", { name: "Start Your Compliance Consultation" })).toHaveAttribute(
    "href",
    "/quote",
  );
});

test("the sections follow the hero in the order of the spec, the therapy notice first", async ({ page }) => {
  await page.goto("/");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 2 })).toHaveText(SECTION_HEADINGS);

  const notice = main.getByRole("note", { name: "Not a therapy provider" });
  await expect(notice).toHaveText(/We are a compliance oversight firm\. We do not provide direct autism therapy/);
  const heroY = (await main.getByRole("heading", { level: 1 }).boundingBox())?.y ?? Number.NaN;
  const noticeY = (await notice.boundingBox())?.y ?? Number.NaN;
  const focusY = (await main.getByRole("heading", { name: SECTION_HEADINGS[0] }).boundingBox())?.y ?? Number.NaN;
  expect(heroY).toBeLessThan(noticeY);
  expect(noticeY).toBeLessThan(focusY);
});

test("compliance officer support offers an internal officer or an external oversight officer", async ({ page }) => {
  await page.goto("/");
  const focus = page.getByRole("region", { name: "Compliance Is Our Only Focus" });
  await expect(focus.getByRole("heading", { level: 3, name: "Compliance Officer Support" })).toBeVisible();
  await expect(focus).toContainText(/set up your internal compliance officer/i);
  await expect(focus).toContainText(/act as your external oversight officer/i);
});

test("three highlight cards, including licensing in as little as 90 days", async ({ page }) => {
  await page.goto("/");
  const highlights = page.getByRole("region", { name: "What You Can Count On" });
  await expect(highlights.getByRole("listitem")).toHaveCount(3);
  await expect(highlights.getByRole("heading", { name: "Licensed in as little as 90 days" })).toBeVisible();
});

test("five service cards link to their part of the services page", async ({ page }) => {
  await page.goto("/");
  const services = page.getByRole("region", { name: "How We Help" });
  await expect(services.getByRole("listitem")).toHaveCount(5);
  const expected: [string, string][] = [
    ["Compliance Auditing", "/services#compliance-auditing"],
    ["Supervision Oversight", "/services#supervision-oversight"],
    ["Policy and Training", "/services#policy-training"],
    ["Audit Preparation", "/services#audit-preparation"],
    ["Translation Services", "/services#translation-services"],
  ];
  for (const [title, href] of expected) {
    await expect(services.getByRole("heading", { level: 3, name: title })).toBeVisible();
    await expect(services.getByRole("link", { name: `Learn more about ${title}` })).toHaveAttribute("href", href);
  }
});

test("six 'why choose us' cards and three compliance service blocks", async ({ page }) => {
  await page.goto("/");
  const why = page.getByRole("region", { name: "Why Agencies Choose Us" });
  await expect(why.getByRole("listitem")).toHaveCount(6);
  const blocks = page.getByRole("region", { name: "Compliance Services in Depth" });
  await expect(blocks.getByRole("article")).toHaveCount(3);
  await expect(blocks).toContainText("Licensing checklist that saves agencies an average of 45 days");
});

test("six client testimonials, each with its author, organization and initials", async ({ page }) => {
  await page.goto("/");
  const section = page.getByRole("region", { name: "What Our Clients Say" });
  const quotes = section.getByRole("figure");
  await expect(quotes).toHaveCount(6);
  await expect(quotes.first()).toContainText("Amina R., Executive Director");
  await expect(quotes.first().getByText("AR", { exact: true })).toBeVisible();
  await expect(section).toContainText("fully operational in 8 weeks");
  await expect(section).toContainText("40 percent efficiency gain");
  await expect(section).toContainText("40 percent capacity gain");
});

test("on a first visit the workplace banner's Join Our Team link opens the careers page", async ({ page }) => {
  await page.goto("/");
  await waitForPreReactScript(page);
  const join = page
    .getByRole("region", { name: "A Neurodiversity-Friendly Workplace" })
    .getByRole("link", { name: "Join Our Team" });
  await expect(join).toHaveAttribute("href", "/careers");
  // React has not loaded on a first visit to / (ADR 006): the link is a plain link to a server-rendered page.
  await markDocument(page);
  await join.click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Help Minnesota autism agencies get compliance right",
  );
  expect(await isSameDocument(page)).toBe(false);
});

test("once the app runs, the Join Our Team link opens the careers page inside it", async ({ page }) => {
  await page.goto("/about");
  await waitForHydration(page);
  await markDocument(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home", exact: true }).click();
  const join = page
    .getByRole("region", { name: "A Neurodiversity-Friendly Workplace" })
    .getByRole("link", { name: "Join Our Team" });
  // The page's sections are server markup React leaves alone (ADR 005); their links still navigate like <Link>:
  // the document stays, only the page changes.
  await join.click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Help Minnesota autism agencies get compliance right",
  );
  expect(await isSameDocument(page)).toBe(true);
});

test("a link in the page's sections opened with a modifier key is left to the browser", async ({ page, context }) => {
  await page.goto("/");
  await waitForPreReactScript(page);
  const services = page.getByRole("region", { name: "How We Help" }).getByRole("link", { name: /^Learn more/ });
  const [opened] = await Promise.all([
    context.waitForEvent("page"),
    services.first().click({ modifiers: ["ControlOrMeta"] }),
  ]);
  await expect(opened).toHaveURL(/\/services#/);
  await expect(page).toHaveURL(/\/$/);
  await opened.close();
});

/** The fetches of the home document (not page loads) the page makes from now on. */
function watchHomeDocumentFetches(page: Page) {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "fetch" && new URL(request.url()).pathname === "/") urls.push(request.url());
  });
  return urls;
}

test("arriving at / from another page shows every section, and its carousels move", async ({ page }) => {
  const homeFetches = watchHomeDocumentFetches(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/about");
  await waitForHydration(page);
  await markDocument(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(SECTION_HEADINGS);
  expect(await isSameDocument(page)).toBe(true);
  // The sections came from the home document, fetched once (its loader data carries only the page's meta).
  expect(homeFetches).toHaveLength(1);
  const carousel = page.getByRole("region", { name: "Client success stories" });
  await carousel.scrollIntoViewIfNeeded();
  await carousel.getByRole("button", { name: "Next" }).click();
  await expect(carousel).toContainText("Showing 2 to 4 of 4");
  await expect(carousel.getByRole("button", { name: "Next" })).toBeDisabled();
});

for (const { failure, answer, shown, consoleError } of [
  {
    failure: "answers an error",
    answer: { status: 503, body: "" },
    shown: "503 The home page could not be loaded",
    // Chromium logs the failed fetch itself.
    consoleError: /status of 503/,
  },
  {
    failure: "is some other page (a proxy's or portal's)",
    answer: { status: 200, contentType: "text/html", body: "<!doctype html><title>Sign in to the Wi-Fi</title>" },
    shown: "502 The home page could not be loaded",
  },
]) {
  test(`arriving at / when the home document ${failure} shows the site's error page, not an empty page`, async ({
    page,
    consoleErrors,
  }) => {
    if (consoleError) consoleErrors.allow(consoleError);
    await page.route("/", (route) =>
      route.request().resourceType() === "fetch" ? route.fulfill(answer) : route.fallback(),
    );
    await page.goto("/about");
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Unexpected Application Error!" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(shown);
    await expect(page.getByRole("link", { name: "Return to the home page" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  });
}

test("leaving / and coming back shows the sections again from the first document, without fetching it", async ({
  page,
}) => {
  const homeFetches = watchHomeDocumentFetches(page);
  await page.goto("/");
  await waitForPreReactScript(page);
  // Pointing at the chat toggle loads the app (ADR 006); from then on links navigate inside it.
  await page.getByRole("button", { name: "Chat with us" }).hover();
  await waitForHydration(page);
  await markDocument(page);
  const main = page.getByRole("main");
  await page
    .getByRole("region", { name: "A Neurodiversity-Friendly Workplace" })
    .getByRole("link", { name: "Join Our Team" })
    .click();
  await expect(page).toHaveURL(/\/careers$/);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(main.getByRole("heading", { level: 2 })).toHaveText(SECTION_HEADINGS);
  expect(await isSameDocument(page)).toBe(true);
  expect(homeFetches).toEqual([]);
});

test("the success stories link to the testimonials page; the closing call to action to /quote and /contact", async ({
  page,
}) => {
  await page.goto("/");
  const stories = page.getByRole("region", { name: "Success Stories", exact: true });
  await expect(stories.getByRole("link", { name: "Read Client Testimonials" })).toHaveAttribute(
    "href",
    "/testimonials",
  );
  const cta = page.getByRole("region", { name: "Ready for Your Next Review?" });
  await expect(cta.getByRole("link", { name: "Start Your Compliance Consultation" })).toHaveAttribute("href", "/quote");
  await expect(cta.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
});

test("the contact block shows the firm's address, e-mail, phone and hours", async ({ page }) => {
  await page.goto("/");
  const contact = page.getByRole("region", { name: "Contact Us", exact: true });
  await expect(contact).toContainText(firm.address.street);
  await expect(contact).toContainText(`${firm.address.city}, ${firm.address.region} ${firm.address.postalCode}`);
  await expect(contact.getByRole("link", { name: firm.email })).toHaveAttribute("href", `mailto:${firm.email}`);
  await expect(contact.getByRole("link", { name: firm.phone })).toHaveAttribute("href", `tel:${firm.phoneHref}`);
  await expect(contact).toContainText("Monday to Friday: 7:30 AM to 8:00 PM");
  await expect(contact).toContainText("Saturday: By appointment only");
  await expect(contact).toContainText("Sunday: Closed");
});

/** Which of the carousel's slides the visitor can actually see (inside the viewport, not clipped away). */
async function visibleSlides(carousel: Locator) {
  const slides = carousel.getByRole("group", { includeHidden: true });
  const count = await slides.count();
  const visible: string[] = [];
  for (let i = 0; i < count; i++) {
    const slide = slides.nth(i);
    // The callers emulate prefers-reduced-motion, so slides are already where they will stay.
    const isShown = await slide.evaluate(
      (el) =>
        new Promise<boolean>((resolve) => {
          const observer = new IntersectionObserver(([entry]) => {
            observer.disconnect();
            resolve((entry?.intersectionRatio ?? 0) > 0.9);
          });
          observer.observe(el);
        }),
    );
    if (isShown) visible.push((await slide.getAttribute("aria-label")) ?? "");
  }
  return visible;
}

async function openCarousel(page: Page, name: string) {
  await page.goto("/");
  await waitForPreReactScript(page);
  const carousel = page.getByRole("region", { name });
  await carousel.scrollIntoViewIfNeeded();
  return carousel;
}

for (const { width, perView, device } of [
  { width: 390, perView: 1, device: "a phone" },
  { width: 820, perView: 2, device: "a tablet" },
  { width: 1280, perView: 3, device: "a desktop" },
]) {
  test(`on ${device} the success stories show ${perView} at a time and stop at both ends`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width, height: 900 });
    const carousel = await openCarousel(page, "Client success stories");
    await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    const slides = carousel.getByRole("group", { includeHidden: true });
    await expect(slides).toHaveCount(4);
    await expect(slides.first()).toHaveAttribute("aria-label", "1 of 4");
    await expect(slides.last()).toHaveAttribute("aria-label", "4 of 4");

    const previous = carousel.getByRole("button", { name: "Previous" });
    const next = carousel.getByRole("button", { name: "Next" });
    const labels = (first: number) => Array.from({ length: perView }, (_, i) => `${first + i} of 4`);

    await expect(previous).toBeDisabled();
    expect(await visibleSlides(carousel)).toEqual(labels(1));
    for (let first = 2; first <= 5 - perView; first++) {
      await expect(next).toBeEnabled();
      await next.click();
      expect(await visibleSlides(carousel)).toEqual(labels(first));
    }
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();

    for (let first = 4 - perView; first >= 1; first--) {
      await previous.click();
      expect(await visibleSlides(carousel)).toEqual(labels(first));
    }
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
  });
}

test("the arrow keys move a carousel that has focus, and focus never drops out of it", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.setViewportSize({ width: 390, height: 900 });
  const carousel = await openCarousel(page, "Team member quotes");
  await expect(carousel.getByRole("group", { includeHidden: true })).toHaveCount(4);
  const next = carousel.getByRole("button", { name: "Next" });
  const previous = carousel.getByRole("button", { name: "Previous" });

  await next.focus();
  await page.keyboard.press("ArrowRight");
  expect(await visibleSlides(carousel)).toEqual(["2 of 4"]);
  await expect(carousel).toContainText("Showing 2 of 4");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  expect(await visibleSlides(carousel)).toEqual(["4 of 4"]);
  // Next is now disabled; focus moved to Previous instead of falling back to the page.
  await expect(next).toBeDisabled();
  await expect(previous).toBeFocused();
  await page.keyboard.press("ArrowRight");
  expect(await visibleSlides(carousel)).toEqual(["4 of 4"]);

  await page.keyboard.press("ArrowLeft");
  expect(await visibleSlides(carousel)).toEqual(["3 of 4"]);
  await page.keyboard.press("Enter");
  expect(await visibleSlides(carousel)).toEqual(["2 of 4"]);
});

test("a carousel stays put without input: no auto-advance", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.setViewportSize({ width: 390, height: 900 });
  const carousel = await openCarousel(page, "Client success stories");
  await page.waitForTimeout(2500);
  expect(await visibleSlides(carousel)).toEqual(["1 of 4"]);
});

test("the whole page text is in the HTML before any JavaScript runs", async ({ request }) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  const html = await response.text();
  for (const text of [
    HERO_TITLE,
    "We do not provide direct autism therapy",
    "Compliance Officer Support",
    "Licensed in as little as 90 days",
    ...SECTION_HEADINGS.filter((heading) => !heading.includes("?")),
    "Supervision Oversight",
    "From 15 to 45 clients",
    "Nadia",
    "Documentation Review Specialist",
    "Laura M., Administrator",
    "Join Our Team",
    firm.email,
  ]) {
    expect(html, `missing: ${text}`).toContain(text);
  }
});

for (const { device, width, height } of [
  { device: "a desktop", width: 1280, height: 900 },
  { device: "a phone", width: 390, height: 844 },
]) {
  test(`the home page has no axe violations on ${device}, also after moving a carousel`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto("/");
    await waitForPreReactScript(page);
    await expectNoAxeViolations(page);
    await page.getByRole("region", { name: "Client success stories" }).getByRole("button", { name: "Next" }).click();
    await expectNoAxeViolations(page, '[aria-label="Client success stories"]');
  });
}

test("a first visit to / loads no JavaScript file: the menu and carousels work without React", async ({ page }) => {
  const scripts = watchScripts(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await waitForPreReactScript(page);
  const menuButton = page.getByRole("button", { name: "Open menu" });
  await menuButton.click();
  await expect(page.locator("#mobile-menu")).toBeVisible();
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Escape");
  await expect(page.locator("#mobile-menu")).toBeHidden();
  await expect(menuButton).toBeFocused();
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");
  const carousel = page.getByRole("region", { name: "Client success stories" });
  await carousel.scrollIntoViewIfNeeded();
  await carousel.getByRole("button", { name: "Next" }).click();
  await expect(carousel).toContainText("Showing 2 of 4");
  await page.waitForLoadState("networkidle");
  expect(scripts).toEqual([]);
  expect(await page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(false);
});

test("asking for the chat on / loads the app, which opens it and takes the menu and carousels over as they are", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await waitForPreReactScript(page);
  const carousel = page.getByRole("region", { name: "Client success stories" });
  await carousel.scrollIntoViewIfNeeded();
  await carousel.getByRole("button", { name: "Next" }).click();
  await expect(carousel).toContainText("Showing 2 of 4");
  await page.getByRole("button", { name: "Open menu" }).click();
  // A click, not a hover first: the toggle's first click can come before the app has loaded.
  await page.getByRole("button", { name: "Chat with us" }).dispatchEvent("click");
  const chat = page.getByRole("dialog", { name: "Compliance Assistant" });
  await expect(chat).toBeVisible();
  await page.waitForFunction(() => (window as unknown as { __preReactScript?: object }).__preReactScript === undefined);
  // One press, one step: the pre-React script has handed its listeners over, not doubled them.
  await chat.getByRole("button", { name: "Close chat" }).click();
  await expect(page.locator("#mobile-menu")).toBeVisible();
  await page.getByRole("button", { name: "Close menu" }).click();
  await expect(page.locator("#mobile-menu")).toBeHidden();
  await carousel.scrollIntoViewIfNeeded();
  await carousel.getByRole("button", { name: "Next" }).click();
  await expect(carousel).toContainText("Showing 3 of 4");
});

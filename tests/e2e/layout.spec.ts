import { SITE_NAME } from "~/content/site";
import {
  expect,
  expectNoAxeViolations,
  isSameDocument,
  markDocument,
  test,
  waitForHydration,
  waitForPreReactScript,
} from "./fixtures";

test("the header shows the tagline and the main navigation with its exact labels", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByText("One Vision. One Mission. One Front.")).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Main" });
  const expected: [string, string][] = [
    ["Home", "/"],
    ["Services", "/services"],
    ["Compliance Hub", "/news"],
    ["Careers", "/careers"],
    ["About", "/about"],
    ["Contact", "/contact"],
  ];
  for (const [label, href] of expected) {
    await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
  }
  await expect(nav.getByRole("link", { name: "Book a Call" })).toHaveAttribute("href", "/book");
});

test("the footer carries its links, hours, the not-a-therapy statement and the legal notice", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  const links: [string, string][] = [
    ["Start Your Compliance Consultation", "/quote"],
    ["FAQ", "/faq"],
    ["Compliance Resources", "/resources"],
    ["Client Testimonials", "/testimonials"],
    ["EIDBI Updates & News", "/news"],
  ];
  for (const [label, href] of links) {
    await expect(footer.getByRole("link", { name: label })).toHaveAttribute("href", href);
  }
  await expect(footer).toContainText("7:30 AM to 8:00 PM");
  await expect(footer).toContainText("Monday to Friday");
  await expect(footer).toContainText(/do not provide direct autism therapy/i);
  await expect(footer).toContainText(/Legal clarity notice/i);
});

test("the footer's links open their page inside the app, and the footer stays whole on every page", async ({
  page,
}) => {
  await page.goto("/contact");
  await waitForHydration(page);
  await markDocument(page);
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("link", { name: "FAQ" }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);
  // The browser keeps the footer its first document brought (ADR 005): the same after each page change.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About", exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(footer.getByRole("link", { name: "Client Testimonials" })).toHaveAttribute("href", "/testimonials");
  await expect(footer).toContainText(/Legal clarity notice/i);
});

for (const { page: start, ready } of [
  { page: "/about", ready: waitForHydration },
  // The pre-React script runs the same menu before React loads; there the link is a page load (ADR 006).
  { page: "/", ready: waitForPreReactScript },
]) {
  test(`on a small screen the menu toggle opens the menu on ${start} and a chosen link closes it`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(start);
    await ready(page);
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    await expectNoAxeViolations(page);
    await menu.getByRole("link", { name: "Careers" }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });
}

for (const { page: start, ready } of [
  { page: "/about", ready: waitForHydration },
  // On / the header is part of the pre-React page (ADR 006): it must read the same there.
  { page: "/", ready: waitForPreReactScript },
]) {
  test(`at 390 px the header on ${start} shows the firm's name, Book a Call and a Menu button`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(start);
    await ready(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const home = nav.getByRole("link", { name: SITE_NAME });
    const call = nav.getByRole("link", { name: "Book a Call" });
    const menu = page.getByRole("button", { name: /menu/i });
    for (const part of [home, call, menu]) await expect(part).toBeVisible();
    await expect(home).toContainText(SITE_NAME);
    await expect(menu).toHaveText("Menu", { useInnerText: true });
    await expect(menu).toHaveAccessibleName("Open menu");
    // All three sit side by side inside the screen, none covering another, each big enough to tap.
    const boxes = await Promise.all([home, call, menu].map((part) => part.boundingBox()));
    for (const box of boxes) {
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      expect(box!.height).toBeGreaterThanOrEqual(24);
    }
    const [homeBox, callBox, menuBox] = boxes as { x: number; width: number }[];
    expect(homeBox!.x + homeBox!.width).toBeLessThanOrEqual(callBox!.x);
    expect(callBox!.x + callBox!.width).toBeLessThanOrEqual(menuBox!.x);
    // The name is not cut off: its text fits its box.
    expect(await home.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    await menu.click();
    await expect(page.getByRole("button", { name: /menu/i })).toHaveText("Close", { useInnerText: true });
    await expectNoAxeViolations(page, "header");
  });
}

test("an unknown path answers 404 with the not-found page and logs the path", async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 404/);
  const warnings: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "warning") warnings.push(m.text());
  });
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  await expectNoAxeViolations(page);
  await expect.poll(() => warnings.join("\n")).toContain("/no-such-page");
});

// On /about the app listens for the shortcut; on / the pre-React script does, and loads the app for it (ADR 006).
for (const { path, ready, who } of [
  { path: "/about", ready: waitForHydration, who: "the app" },
  { path: "/", ready: waitForPreReactScript, who: "the pre-React script, which loads the app" },
]) {
  test(`Ctrl+C, Ctrl+C, Ctrl+P on ${path} (${who}) grants secret access and opens the manager sign-in`, async ({
    page,
  }) => {
    await page.goto(path);
    await ready(page);
    await page.keyboard.press("Control+c");
    await page.keyboard.press("Control+c");
    await page.keyboard.press("Control+p");
    await expect(page.getByText("Secret access granted")).toBeVisible();
    await expect(page).toHaveURL(/\/manager-login$/);
  });
}

test("any other key resets the secret sequence", async ({ page }) => {
  await page.goto("/about");
  await waitForHydration(page);
  await page.keyboard.press("Control+c");
  await page.keyboard.press("a");
  await page.keyboard.press("Control+c");
  await page.keyboard.press("Control+p");
  await page.waitForTimeout(1500);
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByText("Secret access granted")).toHaveCount(0);
});

test("robots.txt keeps crawlers out of the manager pages and the sitemap lists public pages only", async ({
  request,
}) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /manager-login");
  expect(robots).toContain("Disallow: /manager-dashboard");
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/services</loc>");
  expect(sitemap).not.toContain("manager");
});

test("health check answers 200", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
});

test("an unexpected route error shows the site's error page with a way home", async ({
  page,
  consoleErrors,
  baseURL,
}) => {
  consoleErrors.allow(/status of 500/);
  // The test server fails the loaders of this browser's requests (tests/support/e2e-server.ts).
  await page.context().addCookies([{ name: "e2e-fail-loaders", value: "1", url: baseURL! }]);
  const response = await page.goto("/manager-login");
  expect(response?.status()).toBe(500);
  await page.context().clearCookies({ name: "e2e-fail-loaders" });
  await expect(page.getByRole("heading", { name: "Unexpected Application Error!" })).toBeVisible();
  // In production React Router hides a server error's own text; the page shows its generic message instead.
  await expect(page.getByText(/Unexpected Server Error|failed on purpose/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to the home page" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText(/Legal clarity notice/i);

  // The way home leaves the error boundary: the shell renders anew, its footer from the markup the browser kept.
  await waitForHydration(page);
  await page.getByRole("link", { name: "Return to the home page" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("EIDBI Compliance Firm | Autism Agency Oversight");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "FAQ" })).toHaveAttribute("href", "/faq");
});

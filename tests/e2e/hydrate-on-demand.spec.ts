import type { Page } from "@playwright/test";
import { expect, test, waitForHydration, waitForRouteModules } from "./fixtures";

// The parts of a page below its first screen (the home page's lower sections, the footer) load their code when the
// visitor scrolls towards them or first interacts with the page (ADR 006). Until then the prerendered HTML stands in.

const HOME_SECTIONS = /\/assets\/home-sections-[\w-]+\.js$/;
const FOOTER = /\/assets\/site-footer-[\w-]+\.js$/;

function recordRequests(page: Page) {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  return urls;
}

function recordDocumentRequests(page: Page) {
  const urls: string[] = [];
  page.on("request", (request) => request.resourceType() === "document" && urls.push(request.url()));
  return urls;
}

const part = (page: Page, name: string) => page.locator(`[data-hydrate="${name}"]`);

for (const { device, viewport } of [
  { device: "a phone", viewport: { width: 412, height: 823 } },
  { device: "a large desktop screen", viewport: { width: 1920, height: 1080 } },
]) {
  test(`a first visit to the home page on ${device} loads no code for what lies below the first screen`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const requested = recordRequests(page);
    await page.goto("/");
    await waitForRouteModules(page);

    expect(requested.filter((url) => HOME_SECTIONS.test(url) || FOOTER.test(url))).toEqual([]);
    await expect(part(page, "home-sections")).not.toHaveAttribute("data-hydrated");
    await expect(part(page, "site-footer")).not.toHaveAttribute("data-hydrated");
    // The server's HTML stands in for them meanwhile.
    await expect(page.getByRole("region", { name: "Client success stories" })).toBeAttached();
    await expect(page.getByRole("contentinfo")).toContainText("Legal clarity notice.");
  });
}

test("scrolling towards the lower sections loads their code, and the carousel then moves", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await waitForRouteModules(page);
  const chunk = page.waitForRequest((request) => HOME_SECTIONS.test(request.url()));
  const carousel = page.getByRole("region", { name: "Client success stories" });
  await carousel.scrollIntoViewIfNeeded(); // a scroll only: no pointer, no key
  await chunk;
  await expect(part(page, "home-sections")).toHaveAttribute("data-hydrated", "");

  const previous = carousel.getByRole("button", { name: "Previous" });
  await expect(previous).toBeDisabled();
  await carousel.getByRole("button", { name: "Next" }).click();
  await expect(previous).toBeEnabled();
});

test("the first key press loads the footer's code; its links then open pages without reloading", async ({ page }) => {
  await page.goto("/about");
  await waitForRouteModules(page);
  const chunk = page.waitForRequest((request) => FOOTER.test(request.url()));
  await page.keyboard.press("Shift");
  await chunk;
  await expect(part(page, "site-footer")).toHaveAttribute("data-hydrated", "");

  const documents = recordDocumentRequests(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "Client Testimonials" }).click();
  await expect(page).toHaveURL(/\/testimonials$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(documents).toEqual([]);
});

test("a link to the home page from another page renders every section at once", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/about");
  await waitForHydration(page);
  const documents = recordDocumentRequests(page);

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  for (const id of ["highlights", "services", "why-choose-us", "success-stories", "testimonials", "contact"]) {
    await expect(page.locator(`#${id}`)).toBeAttached();
  }
  const carousel = page.getByRole("region", { name: "Client success stories" });
  await carousel.getByRole("button", { name: "Next" }).click();
  await expect(carousel.getByRole("button", { name: "Previous" })).toBeEnabled();
  expect(documents).toEqual([]);
});

test("if the lower sections' code cannot load, they stay as the server drew them", async ({ page, consoleErrors }) => {
  // The aborted request, and React's report that it drew the part again (from that HTML: error #418, a hydration
  // mismatch), are the point of this test.
  consoleErrors.allow(/net::ERR_FAILED|Minified React error #418/);
  await page.route(HOME_SECTIONS, (route) => route.abort());
  await page.goto("/");
  await waitForRouteModules(page);
  await page.mouse.move(1, 1);
  await expect(part(page, "home-sections")).toHaveAttribute("data-hydrated", "");

  const testimonials = page.locator("section", { has: page.locator("#testimonials") });
  await expect(testimonials.getByRole("listitem")).toHaveCount(6);
  await expect(page.getByRole("region", { name: "Client success stories" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Join Our Team" })).toHaveAttribute("href", "/careers");
});

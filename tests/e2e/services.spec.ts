import { SERVICES_PAGE_CATEGORIES } from "../support/expected-content";
import { expect, expectNoAxeViolations, test, waitForPreReactScript, watchScripts } from "./fixtures";

const CORE_LINK = "Need Help With EIDBI Compliance? Let's Talk.";
const ADDITIONAL_LINK = "Get Compliance Support";
const ANCHORS: [string, string][] = [
  ["compliance-auditing", "EIDBI Compliance Audits"],
  ["supervision-oversight", "Staff Supervision Review"],
  ["policy-training", "Policy Development"],
  ["audit-preparation", "Audit Preparation"],
  ["translation-services", "Translation Services"],
];

test("6 core and 7 additional service cards, each linking to the consultation form for its category", async ({
  page,
}) => {
  await page.goto("/services");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  const core = page.getByRole("region", { name: "Core Compliance Services" });
  const additional = page.getByRole("region", { name: "Additional Support" });
  await expect(core.getByRole("article")).toHaveCount(6);
  await expect(additional.getByRole("article")).toHaveCount(7);
  await expect(core.getByRole("link", { name: CORE_LINK, exact: true })).toHaveCount(6);
  await expect(additional.getByRole("link", { name: ADDITIONAL_LINK, exact: true })).toHaveCount(7);
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(13);

  for (const [i, category] of SERVICES_PAGE_CATEGORIES.entries()) {
    const section = i < 6 ? core : additional;
    const card = section.getByRole("article", { name: category, exact: true });
    const link = card.getByRole("link", { name: i < 6 ? CORE_LINK : ADDITIONAL_LINK, exact: true });
    await expect(link).toHaveAttribute("href", `/quote?category=${encodeURIComponent(category)}`);
  }
});

test("the cards keep the spec's order", async ({ page }) => {
  await page.goto("/services");
  const titles = await page.getByRole("main").getByRole("article").getByRole("heading", { level: 3 }).allTextContents();
  expect(titles).toEqual(SERVICES_PAGE_CATEGORIES);
});

for (const [anchor, category] of ANCHORS) {
  test(`#${anchor} brings the ${category} card into view`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(`/services#${anchor}`);
    await expect(page.getByRole("article", { name: category, exact: true })).toBeInViewport();
  });
}

test("the Compliance Officer offer and the closing link to contact are there", async ({ page }) => {
  await page.goto("/services");
  const officer = page.getByRole("region", { name: "Compliance Officer Support" });
  await expect(officer).toContainText(/internal compliance officer/i);
  await expect(officer).toContainText(/external oversight officer/i);
  await expect(page.getByRole("main").getByRole("link", { name: "Contact Our Team" })).toHaveAttribute(
    "href",
    "/contact",
  );
});

test("choosing a service opens the consultation form with its category", async ({ page }) => {
  await page.goto("/services");
  await waitForPreReactScript(page);
  await page
    .getByRole("article", { name: "Billing Compliance", exact: true })
    .getByRole("link", { name: ADDITIONAL_LINK })
    .click();
  await expect(page).toHaveURL(/\/quote\?category=Billing%20Compliance$/);
});

test("services page has no axe violations", async ({ page }) => {
  await page.goto("/services");
  await waitForPreReactScript(page);
  await expectNoAxeViolations(page);
});

test("the served HTML carries every card and link", async ({ request }) => {
  const response = await request.get("/services");
  expect(response.status()).toBe(200);
  // Only the markup counts: the page's loader data (in a script) repeats the copy.
  const html = (await response.text()).replace(/<script[\s\S]*?<\/script>/g, "");
  for (const category of SERVICES_PAGE_CATEGORIES) {
    expect(html).toContain(`href="/quote?category=${encodeURIComponent(category)}"`);
  }
  expect(html.split("Need Help With EIDBI Compliance? Let&#x27;s Talk.").length - 1).toBe(6);
  expect(html.split(">Get Compliance Support<").length - 1).toBe(7);
  expect(html).toContain("Level I, Level II and QP staff supervision and documentation review");
  for (const [anchor] of ANCHORS) expect(html).toContain(`id="${anchor}"`);
});

test("a first visit to /services loads no JavaScript file until the visitor asks for the chat", async ({ page }) => {
  const scripts = watchScripts(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/services");
  await waitForPreReactScript(page);
  // The small-screen menu works without React (ADR 006).
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.locator("#mobile-menu").getByRole("link", { name: "Careers" })).toBeVisible();
  await page.getByRole("button", { name: "Close menu" }).click();
  await page.waitForLoadState("networkidle");
  expect(scripts).toEqual([]);
  // The toggle says it is busy while the app loads (held here until the click has been seen).
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/framework-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const toggle = page.getByRole("button", { name: "Chat with us" });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-busy", "true");
  release();
  await expect(page.getByRole("dialog", { name: "Compliance Assistant" })).toBeVisible();
  await expect(toggle).not.toHaveAttribute("aria-busy");
});

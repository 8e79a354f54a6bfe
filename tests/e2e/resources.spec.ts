import type { Page } from "@playwright/test";
import { SITE_TAGLINE } from "~/content/site";
import { ALL_RESOURCE_IDS, RESOURCE_CATEGORIES, RESOURCE_IDS_ONCE_MISSING } from "../support/expected-content";
import {
  expect,
  expectNoAxeViolations,
  expectNoJavaScriptLoaded,
  test,
  waitForHydration,
  waitForPreReactScript,
  watchScripts,
} from "./fixtures";

const pathOf = (id: string) => `/resources/${encodeURIComponent(id)}`;

/** Download Resource asks for the print dialog, once. The dialog is the browser's, outside the page: count the asks. */
async function expectDownloadToPrint(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { printCalls: number };
    w.printCalls = 0;
    window.print = () => {
      w.printCalls += 1;
    };
  });
  await page.getByRole("button", { name: "Download Resource" }).click();
  expect(await page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);
}

test("the library shows four categories whose links cover every known resource", async ({ page }) => {
  await page.goto("/resources");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 2 }).filter({ hasNotText: /help/i })).toHaveText(RESOURCE_CATEGORIES);
  const hrefs: string[] = [];
  for (const category of RESOURCE_CATEGORIES) {
    const links = main.getByRole("region", { name: category, exact: true }).getByRole("link");
    expect(await links.count()).toBeGreaterThan(0);
    for (const link of await links.all()) hrefs.push((await link.getAttribute("href")) ?? "");
  }
  expect(hrefs.sort()).toEqual(ALL_RESOURCE_IDS.map(pathOf).sort());
  await expect(main.getByRole("link", { name: "Start Your Compliance Consultation" })).toHaveAttribute(
    "href",
    "/quote",
  );
});

for (const id of ALL_RESOURCE_IDS) {
  test(`${id} opens with its category, a back link and a Download Resource button`, async ({ page }) => {
    const response = await page.goto(pathOf(id));
    expect(response?.status()).toBe(200);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).not.toHaveText("Resource Not Found");
    expect(await main.getByRole("heading", { level: 2 }).count()).toBeGreaterThanOrEqual(2);
    await expect(main.getByRole("link", { name: "Back to Resources" })).toHaveAttribute("href", "/resources");
    await expect(main.getByText(new RegExp(`^(${RESOURCE_CATEGORIES.join("|")})$`))).toBeVisible();
    const download = main.getByRole("button", { name: "Download Resource" });
    await expect(download).toHaveAttribute("type", "button");
    await expect(download).toHaveAccessibleDescription(/print-ready copy.*Save as PDF/);
  });
}

async function expectResourceNotFound(page: Page, id: string) {
  const response = await page.goto(pathOf(id));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Resource Not Found" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Back to Resources" })).toHaveAttribute(
    "href",
    "/resources",
  );
}

test("a random unknown id answers 404 with Resource Not Found", async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 404/);
  await expectResourceNotFound(page, `no-such-guide-${Math.random().toString(36).slice(2, 10)}`);
});

test("a visitor opens a guide from the library, downloads it as a print-ready copy and goes back", async ({ page }) => {
  await page.goto("/resources");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Licensing Checklist" }).click();
  await expect(page).toHaveURL(/\/resources\/licensing-checklist$/);
  await expect(page.getByRole("heading", { level: 1, name: "Licensing Checklist" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("save an average of 45 days");
  await expectDownloadToPrint(page);
  await page.getByRole("link", { name: "Back to Resources" }).click();
  await expect(page).toHaveURL(/\/resources$/);
  await expect(page.getByRole("region", { name: "Licensing Resources" })).toBeVisible();
});

test("a first visit to a guide loads no JavaScript file: Download Resource asks for the print dialog without React", async ({
  page,
}) => {
  const scripts = watchScripts(page);
  await page.goto(pathOf("licensing-checklist"));
  await waitForPreReactScript(page);
  await expectDownloadToPrint(page);
  await expectNoJavaScriptLoaded(page, scripts);
});

test("the printed copy holds the guide without the site's header, footer, chat or buttons", async ({ page }) => {
  await page.goto(pathOf("bcba-hiring-guide"));
  await waitForHydration(page);
  await page.emulateMedia({ media: "print" });
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "BCBA Hiring Guide" })).toBeVisible();
  await expect(main.getByRole("heading", { level: 2, name: "What to verify before an offer" })).toBeVisible();
  await expect(main.getByText("General guidance, not legal advice.")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await expect(page.getByText(SITE_TAGLINE)).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(page.getByRole("button", { name: "Chat with us" })).toBeHidden();
  await expect(main.getByRole("button", { name: "Download Resource" })).toBeHidden();
  await expect(main.getByRole("link", { name: "Back to Resources" })).toBeHidden();
  await expect(main.getByRole("link", { name: "Start Your Compliance Consultation" })).toBeHidden();
  await page.emulateMedia({ media: "screen" });
  await expect(main.getByText("General guidance, not legal advice.")).toBeHidden();
});

test("the guide listed with a space in its address opens from the library", async ({ page }) => {
  await page.goto("/resources");
  await waitForHydration(page);
  await page
    .getByRole("region", { name: "Onboarding & FAQs" })
    .getByRole("link", { name: "Insurance Billing Basics" })
    .click();
  await expect(page).toHaveURL(/\/resources\/insurance%20billing$/);
  await expect(page.getByRole("heading", { level: 1, name: "Insurance Billing Basics" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Remittance advice");
  // The printed copy names its address as a reader would type it.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("main")).toContainText("/resources/insurance billing · General guidance");
});

for (const path of [
  "/resources",
  pathOf("aba-therapy-guide"),
  ...RESOURCE_IDS_ONCE_MISSING.map(pathOf),
  pathOf("no-such"),
]) {
  test(`${path} has no axe violations`, async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 404/);
    await page.goto(path);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });
}

test("the served HTML holds the library and each guide's text", async ({ request }) => {
  const strip = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, "");
  const library = strip(await (await request.get("/resources")).text());
  for (const category of RESOURCE_CATEGORIES) expect(library).toContain(category.replace("&", "&amp;"));
  for (const id of ALL_RESOURCE_IDS) expect(library).toContain(`href="${pathOf(id)}"`);

  const checklist = await request.get("/resources/licensing-checklist");
  expect(checklist.status()).toBe(200);
  const html = strip(await checklist.text());
  expect(html).toContain("save an average of 45 days");
  expect(html).toContain("Download Resource");
  expect(html).toContain("Save as PDF");
});

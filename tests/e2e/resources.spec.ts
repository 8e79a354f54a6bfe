import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

const CATEGORIES = ["ABA Resources", "Licensing Resources", "Training & Hiring Resources", "Onboarding & FAQs"];
const WITH_CONTENT = [
  "aba-therapy-guide",
  "data-collection-templates",
  "behavior-intervention-strategies",
  "state-licensing-requirements",
  "licensing-checklist",
  "compliance-documentation",
  "staff-training-curriculum",
  "parent-training-resources",
  "professional-development",
];
const WITHOUT_CONTENT = [
  "bcba-hiring-guide",
  "qsp-role-description",
  "new-center-onboarding",
  "faq-document",
  "insurance-billing-guide",
  "insurance billing",
];
const pathOf = (id: string) => `/resources/${encodeURIComponent(id)}`;

test("the library shows four categories whose links cover every known resource", async ({ page }) => {
  await page.goto("/resources");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 2 }).filter({ hasNotText: /help/i })).toHaveText(CATEGORIES);
  const hrefs: string[] = [];
  for (const category of CATEGORIES) {
    const links = main.getByRole("region", { name: category, exact: true }).getByRole("link");
    expect(await links.count()).toBeGreaterThan(0);
    for (const link of await links.all()) hrefs.push((await link.getAttribute("href")) ?? "");
  }
  expect(hrefs.sort()).toEqual([...WITH_CONTENT, ...WITHOUT_CONTENT].map(pathOf).sort());
  await expect(main.getByRole("link", { name: "Start Your Compliance Consultation" })).toHaveAttribute(
    "href",
    "/quote",
  );
});

for (const id of WITH_CONTENT) {
  test(`${id} opens with its category, a back link and a Download Resource button`, async ({ page }) => {
    const response = await page.goto(pathOf(id));
    expect(response?.status()).toBe(200);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).not.toHaveText("Resource Not Found");
    await expect(main.getByRole("link", { name: "Back to Resources" })).toHaveAttribute("href", "/resources");
    await expect(main.getByText(new RegExp(`^(${CATEGORIES.join("|")})$`))).toBeVisible();
    const download = main.getByRole("button", { name: "Download Resource" });
    await expect(download).toHaveAttribute("type", "button");
    await expect(download).toHaveAccessibleDescription(/Available on request/);
    await expect(main.getByRole("link", { name: "Download Resource" })).toHaveCount(0);
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

for (const id of WITHOUT_CONTENT) {
  test(`listed without content: "${id}" answers 404 with Resource Not Found`, async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 404/);
    await expectResourceNotFound(page, id);
  });
}

test("a random unknown id answers 404 with Resource Not Found", async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 404/);
  await expectResourceNotFound(page, `no-such-guide-${Math.random().toString(36).slice(2, 10)}`);
});

test("a visitor opens a guide from the library, asks for the download and goes back", async ({ page }) => {
  await page.goto("/resources");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Licensing Checklist" }).click();
  await expect(page).toHaveURL(/\/resources\/licensing-checklist$/);
  await expect(page.getByRole("heading", { level: 1, name: "Licensing Checklist" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("save an average of 45 days");
  await page.getByRole("button", { name: "Download Resource" }).click();
  await expect(page.getByText("Available on request — contact us").first()).toBeVisible();
  await page.getByRole("link", { name: "Back to Resources" }).click();
  await expect(page).toHaveURL(/\/resources$/);
  await expect(page.getByRole("region", { name: "Licensing Resources" })).toBeVisible();
});

test("a listed guide without a page shows Resource Not Found after client-side navigation", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 404/);
  await page.goto("/resources");
  await waitForHydration(page);
  await page
    .getByRole("region", { name: "Onboarding & FAQs" })
    .getByRole("link", { name: "Insurance Billing Basics" })
    .click();
  await expect(page).toHaveURL(/\/resources\/insurance%20billing$/);
  await expect(page.getByRole("heading", { level: 1, name: "Resource Not Found" })).toBeVisible();
});

test("resource pages have no axe violations", async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 404/);
  for (const path of ["/resources", pathOf("aba-therapy-guide"), pathOf("bcba-hiring-guide")]) {
    await page.goto(path);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  }
});

test("the prerendered HTML holds the library and each guide's text", async ({ request }) => {
  const strip = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, "");
  const library = strip(await (await request.get("/resources")).text());
  for (const category of CATEGORIES) expect(library).toContain(category.replace("&", "&amp;"));
  for (const id of [...WITH_CONTENT, ...WITHOUT_CONTENT]) expect(library).toContain(`href="${pathOf(id)}"`);

  const checklist = await request.get("/resources/licensing-checklist");
  expect(checklist.status()).toBe(200);
  const html = strip(await checklist.text());
  expect(html).toContain("save an average of 45 days");
  expect(html).toContain("Download Resource");
  expect(html).toContain("Available on request — contact us");
});

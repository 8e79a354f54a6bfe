import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

const AUTHORS: [string, string][] = [
  ["Amina R., Executive Director", "AR"],
  ["Daniel K., Clinical Director", "DK"],
  ["Priya S., Operations Manager", "PS"],
  ["Marcus T., Agency Owner", "MT"],
  ["Hodan A., Program Coordinator", "HA"],
  ["Laura M., Administrator", "LM"],
];

test("six client quotes, each with its author, organization and an avatar with initials", async ({ page }) => {
  await page.goto("/testimonials");
  await expect(page).toHaveTitle(/^Client Testimonials \| /);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Client Testimonials");
  const quotes = page.getByRole("main").getByRole("figure");
  await expect(quotes).toHaveCount(6);
  for (const [index, [author, initials]] of AUTHORS.entries()) {
    const quote = quotes.nth(index);
    await expect(quote.getByRole("blockquote")).not.toBeEmpty();
    await expect(quote).toContainText(author);
    await expect(quote.getByText(initials, { exact: true })).toBeVisible();
  }
  await expect(quotes.nth(4)).toContainText("A community-based autism center in Minneapolis");
});

test("the quotes are the same six the home page shows", async ({ page }) => {
  await page.goto("/");
  const onHome = await page
    .getByRole("region", { name: "What Our Clients Say" })
    .getByRole("blockquote")
    .allInnerTexts();
  await page.goto("/testimonials");
  const onPage = await page.getByRole("main").getByRole("blockquote").allInnerTexts();
  expect(onPage).toHaveLength(6);
  expect(onPage).toEqual(onHome);
});

test("a Contact Us link leads to the contact page", async ({ page }) => {
  await page.goto("/testimonials");
  await waitForHydration(page);
  const link = page.getByRole("main").getByRole("link", { name: "Contact Us" });
  await expect(link).toHaveAttribute("href", "/contact");
  await link.click();
  await expect(page).toHaveURL(/\/contact$/);
});

test("the testimonials are in the HTML before any JavaScript runs", async ({ request }) => {
  const response = await request.get("/testimonials");
  expect(response.status()).toBe(200);
  const html = await response.text();
  for (const [author] of AUTHORS) expect(html).toContain(author);
  expect(html).toContain("40 percent capacity gain");
  expect(html).toContain('href="/contact"');
});

test("the testimonials page has no axe violations", async ({ page }) => {
  await page.goto("/testimonials");
  await waitForHydration(page);
  await expectNoAxeViolations(page);
});

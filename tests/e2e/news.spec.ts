import {
  expect,
  expectNoAxeViolations,
  expectNoJavaScriptLoaded,
  test,
  waitForHydration,
  waitForPreReactScript,
  watchScripts,
} from "./fixtures";

const EN_US_DATE =
  /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/;

test("five articles, each dated between February 2024 and July 2025 and shown in en-US form", async ({ page }) => {
  await page.goto("/news");
  const articles = page.getByRole("main").getByRole("article");
  await expect(articles).toHaveCount(5);
  for (const article of await articles.all()) {
    await expect(article.getByRole("heading", { level: 2 })).toBeVisible();
    const time = article.locator("time");
    const dateTime = (await time.getAttribute("datetime")) ?? "";
    expect(dateTime).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(dateTime >= "2024-02-01" && dateTime <= "2025-07-31", dateTime).toBe(true);
    const shown = (await time.textContent()) ?? "";
    expect(shown).toMatch(EN_US_DATE);
    // The visible date names the same day as the machine-readable one.
    expect(new Date(`${shown} UTC`).toISOString().slice(0, 10)).toBe(dateTime);
  }
});

test("the articles cover compliance changes, translation, SLP support, training and partnerships", async ({ page }) => {
  await page.goto("/news");
  const titles = (await page.getByRole("main").getByRole("article").getByRole("heading").allTextContents()).join("\n");
  for (const topic of [
    /compliance changes/i,
    /translation/i,
    /speech-language/i,
    /training program/i,
    /partnership/i,
  ]) {
    expect(titles).toMatch(topic);
  }
});

test("Read more expands an article and Show less collapses it again", async ({ page }) => {
  await page.goto("/news");
  await waitForHydration(page);
  const article = page.getByRole("main").getByRole("article").nth(1);
  const toggle = article.getByRole("button", { name: "Read more" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  const panelId = (await toggle.getAttribute("aria-controls")) ?? "";
  const fullText = article.locator(`[id="${panelId}"]`);
  await expect(fullText).toBeHidden();

  await toggle.click();
  const collapse = article.getByRole("button", { name: "Show less" });
  await expect(collapse).toHaveAttribute("aria-expanded", "true");
  await expect(fullText).toBeVisible();
  await expect(fullText.getByRole("paragraph").first()).not.toBeEmpty();
  // Only the chosen article opens.
  await expect(page.getByRole("main").getByRole("button", { name: "Show less" })).toHaveCount(1);

  await collapse.click();
  await expect(article.getByRole("button", { name: "Read more" })).toHaveAttribute("aria-expanded", "false");
  await expect(fullText).toBeHidden();
});

test("a first visit to /news loads no JavaScript file: Read more and Show less work without React", async ({
  page,
}) => {
  const scripts = watchScripts(page);
  await page.goto("/news");
  await waitForPreReactScript(page);
  const article = page.getByRole("main").getByRole("article").nth(2);
  const fullText = article.locator(`[id="${await article.getByRole("button").getAttribute("aria-controls")}"]`);
  await article.getByRole("button", { name: "Read more" }).click();
  await expect(article.getByRole("button", { name: "Show less" })).toHaveAttribute("aria-expanded", "true");
  await expect(fullText).toBeVisible();
  await article.getByRole("button", { name: "Show less" }).click();
  await expect(article.getByRole("button", { name: "Read more" })).toHaveAttribute("aria-expanded", "false");
  await expect(fullText).toBeHidden();

  await expectNoJavaScriptLoaded(page, scripts);
});

test("an article can be expanded from the keyboard", async ({ page }) => {
  await page.goto("/news");
  await waitForHydration(page);
  const article = page.getByRole("main").getByRole("article").first();
  await article.getByRole("button", { name: "Read more" }).focus();
  await page.keyboard.press("Enter");
  await expect(article.getByRole("button", { name: "Show less" })).toBeFocused();
  await expect(article.getByRole("button", { name: "Show less" })).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Space");
  await expect(article.getByRole("button", { name: "Read more" })).toHaveAttribute("aria-expanded", "false");
});

test("news page has no axe violations, collapsed or with an article expanded", async ({ page }) => {
  await page.goto("/news");
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await page.getByRole("main").getByRole("button", { name: "Read more" }).first().click();
  await expect(page.getByRole("main").getByRole("button", { name: "Show less" })).toBeVisible();
  await expectNoAxeViolations(page, "main");
});

test("the served HTML holds every article's full text, hidden until expanded, and a link to contact", async ({
  page,
  request,
}) => {
  await page.goto("/news");
  const articles = page.getByRole("main").getByRole("article");
  const firstPanelId = await articles.first().getByRole("button").getAttribute("aria-controls");
  const fullText = await articles.first().locator(`[id="${firstPanelId}"] p`).first().textContent();
  expect(fullText?.length).toBeGreaterThan(40);

  const response = await request.get("/news");
  expect(response.status()).toBe(200);
  // Only the markup counts: the page's loader data (in a script) repeats the copy.
  const html = (await response.text()).replace(/<script[\s\S]*?<\/script>/g, "");
  expect(html).toMatch(new RegExp(`<div id="${firstPanelId}" hidden=""`));
  expect(html).toContain(fullText?.slice(0, 60).replaceAll("'", "&#x27;"));
  expect(html.split('aria-expanded="false"').length - 1).toBeGreaterThanOrEqual(5);
  await expect(page.getByRole("main").getByRole("link", { name: "Contact Our Team" })).toHaveAttribute(
    "href",
    "/contact",
  );
});

test("the Compliance Hub lists the articles newest first", async ({ page }) => {
  await page.goto("/news");
  const dates = await page
    .getByRole("main")
    .getByRole("article")
    .locator("time")
    .evaluateAll((times) => times.map((time) => time.getAttribute("datetime") ?? ""));
  expect(dates).toHaveLength(5);
  expect(dates).toEqual([...dates].sort().reverse());
});

test("each article has its own page with its own title and description, reached from the list", async ({ page }) => {
  await page.goto("/news");
  await waitForHydration(page);
  const first = page.getByRole("main").getByRole("article").first();
  const title = (await first.getByRole("heading", { level: 2 }).textContent()) ?? "";
  await first.getByRole("link", { name: "Open as its own page" }).click();
  await expect(page).toHaveURL(/\/news\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\|`));
  const path = new URL(page.url()).pathname;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path}$`));
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  await expect(page.getByRole("link", { name: "Back to the Compliance Hub" })).toHaveAttribute("href", "/news");
});

for (const slug of ["eidbi-compliance-changes", "partnerships"]) {
  test(`/news/${slug} is served with its full text and has no axe violations`, async ({ page, request }) => {
    const response = await request.get(`/news/${slug}`);
    expect(response.status()).toBe(200);
    const html = (await response.text()).replace(/<script[\s\S]*?<\/script>/g, "");
    expect(html).toContain('<meta name="description"');
    expect(html).toContain("<h1");
    await page.goto(`/news/${slug}`);
    await waitForHydration(page);
    await expect(page.getByRole("main").getByRole("paragraph").nth(3)).not.toBeEmpty();
    await expectNoAxeViolations(page);
  });
}

test("an unknown article answers 404 with the not-found page", async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 404/);
  const response = await page.goto("/news/no-such-article");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
});

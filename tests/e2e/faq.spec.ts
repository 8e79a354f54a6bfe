import {
  expect,
  expectNoAxeViolations,
  expectNoJavaScriptLoaded,
  test,
  waitForHydration,
  waitForPreReactScript,
  watchScripts,
} from "./fixtures";

test("twelve questions, all closed at first", async ({ page }) => {
  await page.goto("/faq");
  const questions = page.getByRole("main").getByRole("heading", { level: 2 }).getByRole("button");
  await expect(questions).toHaveCount(12);
  for (const question of await questions.all()) await expect(question).toHaveAttribute("aria-expanded", "false");
});

test("opening a question shows its answer and closes the one open before", async ({ page }) => {
  await page.goto("/faq");
  await waitForHydration(page);
  const questions = page.getByRole("main").getByRole("heading", { level: 2 }).getByRole("button");
  const first = questions.nth(0);
  const second = questions.nth(3);
  const firstAnswer = page.locator(`[id="${await first.getAttribute("aria-controls")}"]`);
  const secondAnswer = page.locator(`[id="${await second.getAttribute("aria-controls")}"]`);

  await first.click();
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await expect(firstAnswer).toBeVisible();

  await second.click();
  await expect(second).toHaveAttribute("aria-expanded", "true");
  await expect(secondAnswer).toBeVisible();
  await expect(first).toHaveAttribute("aria-expanded", "false");
  await expect(firstAnswer).toBeHidden();

  // Clicking the open question closes it: the list may be fully collapsed.
  await second.click();
  await expect(second).toHaveAttribute("aria-expanded", "false");
  await expect(secondAnswer).toBeHidden();
});

test("the keyboard opens questions and moves between them", async ({ page }) => {
  await page.goto("/faq");
  await waitForHydration(page);
  const questions = page.getByRole("main").getByRole("heading", { level: 2 }).getByRole("button");
  await questions.first().focus();
  await page.keyboard.press("Enter");
  await expect(questions.first()).toHaveAttribute("aria-expanded", "true");

  await page.keyboard.press("ArrowDown");
  await expect(questions.nth(1)).toBeFocused();
  await page.keyboard.press("Space");
  await expect(questions.nth(1)).toHaveAttribute("aria-expanded", "true");
  await expect(questions.first()).toHaveAttribute("aria-expanded", "false");

  await page.keyboard.press("End");
  await expect(questions.last()).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(questions.first()).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(questions.last()).toBeFocused();
  await page.keyboard.press("Home");
  await expect(questions.first()).toBeFocused();

  // Tab leaves the question for the next focusable element, as a visitor expects.
  await page.keyboard.press("Tab");
  await expect(questions.nth(1)).toBeFocused();
});

test("a first visit to /faq loads no JavaScript file: the questions open one at a time without React", async ({
  page,
}) => {
  const scripts = watchScripts(page);
  await page.goto("/faq");
  await waitForPreReactScript(page);
  const questions = page.getByRole("main").getByRole("heading", { level: 2 }).getByRole("button");
  const answerOf = async (index: number) =>
    page.locator(`[id="${await questions.nth(index).getAttribute("aria-controls")}"]`);

  await questions.nth(0).click();
  await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "true");
  await expect(await answerOf(0)).toBeVisible();
  await questions.nth(3).click();
  await expect(await answerOf(3)).toBeVisible();
  await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "false");
  await expect(await answerOf(0)).toBeHidden();
  await page.keyboard.press("ArrowDown");
  await expect(questions.nth(4)).toBeFocused();
  await page.keyboard.press("Home");
  await expect(questions.nth(0)).toBeFocused();

  await expectNoJavaScriptLoaded(page, scripts);
});

test("the app takes an answer opened before it loaded over as it is", async ({ page }) => {
  await page.goto("/faq");
  await waitForPreReactScript(page);
  const question = page.getByRole("button", { name: "How quickly will you respond to my inquiry?" });
  await question.click();
  await expect(page.getByText(/within 1 to 2 business days/)).toBeVisible();
  await waitForHydration(page);
  await page.waitForFunction(() => (window as unknown as { __preReactScript?: object }).__preReactScript === undefined);
  await expect(question).toHaveAttribute("aria-expanded", "true");
  // One click, one change: the pre-React script has handed its listeners over, not doubled them.
  await question.click();
  await expect(question).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByText(/within 1 to 2 business days/)).toBeHidden();
});

test("the response-time promise is in the answers", async ({ page }) => {
  await page.goto("/faq");
  await waitForHydration(page);
  await page.getByRole("button", { name: "How quickly will you respond to my inquiry?" }).click();
  await expect(page.getByText(/within 1 to 2 business days/)).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
});

test("FAQ page has no axe violations, closed or with a question open", async ({ page }) => {
  await page.goto("/faq");
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await page.getByRole("main").getByRole("heading", { level: 2 }).getByRole("button").nth(2).click();
  await expect(page.getByRole("main").getByRole("button", { expanded: true })).toHaveCount(1);
  await expectNoAxeViolations(page, "main");
});

test("the served HTML holds all twelve questions and their answers", async ({ request }) => {
  const response = await request.get("/faq");
  expect(response.status()).toBe(200);
  // Only the markup counts: the page's loader data (in a script) repeats the copy.
  const html = (await response.text()).replace(/<script[\s\S]*?<\/script>/g, "");
  expect(html.match(/<h2[^>]*><button[^>]*aria-expanded="false"/g)).toHaveLength(12);
  expect(html.match(/<div id="faq-[a-z-]+-answer" hidden=""/g)).toHaveLength(12);
  expect(html).toContain("within 1 to 2 business days");
});

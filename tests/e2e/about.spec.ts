import {
  expect,
  expectNoAxeViolations,
  expectNoJavaScriptLoaded,
  test,
  waitForHydration,
  waitForPreReactScript,
  watchScripts,
} from "./fixtures";

const VALUES = ["Compliance Excellence", "Partnership", "Regulatory Innovation", "Agency Empowerment", "Transparency"];

test("the about page leads with its title and the mission, then values, team, community, workplace and team voices", async ({
  page,
}) => {
  await page.goto("/about");
  await expect(page).toHaveTitle(/^About Us \| /);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Compliance Partners for the Agencies Families Rely On",
  );
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
    "Our Mission",
    "Our Values",
    "Our Compliance Team",
    "Community Engagement",
    "A Neurodiversity-Friendly Workplace",
    "Voices From Our Team",
  ]);
});

test("exactly five values, in order, each explained", async ({ page }) => {
  await page.goto("/about");
  const values = page.getByRole("region", { name: "Our Values" });
  await expect(values.getByRole("listitem")).toHaveCount(5);
  await expect(values.getByRole("heading", { level: 3 })).toHaveText(VALUES);
  for (const item of await values.getByRole("listitem").all()) {
    await expect(item.getByRole("paragraph")).not.toBeEmpty();
  }
});

test("three compliance team blurbs describe roles, not named people", async ({ page }) => {
  await page.goto("/about");
  const team = page.getByRole("region", { name: "Our Compliance Team" });
  await expect(team.getByRole("heading", { level: 3 })).toHaveText([
    "Compliance Auditors",
    "Supervision and Documentation Reviewers",
    "Policy and Training Specialists",
  ]);
});

test("the workplace banner invites visitors to join the team on the careers page", async ({ page }) => {
  await page.goto("/about");
  const banner = page.getByRole("region", { name: "A Neurodiversity-Friendly Workplace" });
  await expect(banner.getByRole("link", { name: "Join Our Team" })).toHaveAttribute("href", "/careers");
  await expect(page.getByRole("region", { name: "Community Engagement" }).getByRole("listitem")).toHaveCount(3);
});

test("the team-voices carousel has four quotes and steps through them with its buttons", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/about");
  await waitForHydration(page);
  const carousel = page.getByRole("region", { name: "Team member quotes" });
  await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
  await expect(carousel.getByRole("group", { includeHidden: true })).toHaveCount(4);
  const previous = carousel.getByRole("button", { name: "Previous" });
  const next = carousel.getByRole("button", { name: "Next" });
  await expect(previous).toBeDisabled();
  await next.click();
  await expect(next).toBeDisabled();
  await expect(carousel).toContainText("Showing 2 to 4 of 4");
  await previous.click();
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();
});

test("a first visit to /about loads no JavaScript file: the team-voices carousel works without React", async ({
  page,
}) => {
  const scripts = watchScripts(page);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/about");
  await waitForPreReactScript(page);
  const carousel = page.getByRole("region", { name: "Team member quotes" });
  await carousel.scrollIntoViewIfNeeded();
  await carousel.getByRole("button", { name: "Next" }).click();
  await expect(carousel).toContainText("Showing 2 to 4 of 4");
  await expectNoJavaScriptLoaded(page, scripts);
});

test("navigating between home and about in the browser brings each page's copy with it", async ({ page }) => {
  await page.goto("/testimonials");
  await waitForHydration(page);
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "About", exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("region", { name: "Our Values" }).getByRole("listitem")).toHaveCount(5);
  await nav.getByRole("link", { name: "Home", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("EIDBI Compliance Firm | Autism Agency Oversight");
  await expect(page.getByRole("region", { name: "What Our Clients Say" }).getByRole("figure")).toHaveCount(6);
});

test("the about page text is in the HTML before any JavaScript runs", async ({ request }) => {
  const response = await request.get("/about");
  expect(response.status()).toBe(200);
  const html = await response.text();
  for (const text of [
    "Our Mission",
    ...VALUES,
    "Compliance Auditors",
    "Community Engagement",
    "A Neurodiversity-Friendly Workplace",
    "Join Our Team",
    "Voices From Our Team",
    "Translation Coordinator",
  ]) {
    expect(html, `missing: ${text}`).toContain(text);
  }
});

test("the about page has no axe violations", async ({ page }) => {
  await page.goto("/about");
  await waitForHydration(page);
  await expectNoAxeViolations(page);
});

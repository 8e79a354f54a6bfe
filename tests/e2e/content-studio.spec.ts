// The content studio, as the firm's staff use it: a manager writes an article with a live preview, previews the saved
// draft as the public page, publishes it and finds it on the site (also without JavaScript); a job posting and an FAQ
// entry likewise; two editors on one item; the bad input the editor answers on the field; the firm's details, which
// an admin changes and a manager only reads; strangers sent away; axe on every studio page; a phone's width.
import type { Browser, Page } from "@playwright/test";
import { runManagerCliOrThrow } from "../support/manager-cli";
import {
  expect,
  expectNoAxeViolations,
  structuredDataOf,
  test,
  thingOf,
  waitForHydration,
  waitForPageScripts,
} from "./fixtures";
import { signInAsManager } from "./manager-sign-in";
import { freePort, runOnOwnServer } from "./own-server";

const ADMIN = { email: "studio-admin@example.com", password: "a long admin password" };
const MANAGER = { email: "studio-manager@example.com", password: "a long manager password" };

const server = runOnOwnServer({
  port: freePort(),
  // Each sign-in here comes from an address of its own (signIn below), so the sign-in limits per client are met by none.
  env: { TRUST_PROXY: "1" },
  prepare: async (dataDir) => {
    await runManagerCliOrThrow(dataDir, ["create", "--email", ADMIN.email, "--role", "admin"], {
      password: ADMIN.password,
    });
    await runManagerCliOrThrow(dataDir, ["create", "--email", MANAGER.email], { password: MANAGER.password });
  },
});

let clientCounter = 0;

/** Signs `account` in from an address no other sign-in here uses (the server trusts X-Forwarded-For). */
async function signIn(page: Page, account: { email: string; password: string }) {
  clientCounter += 1;
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `203.0.113.${clientCounter}` });
  await signInAsManager(page, account);
}

/** A title no other test uses, so each test has its own item. */
const unique = (words: string) => `${words} ${Math.random().toString(36).slice(2, 7)}`;

async function openNewEditor(page: Page, section: string) {
  await page.goto(`/manager-dashboard/content/${section}/new`);
  await waitForHydration(page);
}

async function writeArticle(page: Page, title: string, body: string) {
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Date", { exact: true }).fill("2025-11-20");
  await page.getByLabel("Topic").fill("EIDBI compliance");
  await page.getByLabel("Summary").fill("What agencies should check after this month's change.");
  await page.getByLabel("Article").fill(body);
}

/** The editor's address after a save: /manager-dashboard/content/<section>/<id>. */
async function savedItemPath(page: Page) {
  await expect(page).toHaveURL(/\/manager-dashboard\/content\/\w+\/[0-9a-f-]{36}\?done=/);
  return new URL(page.url()).pathname;
}

test("a manager writes an article with a live preview, previews the draft, publishes it and finds it on the site", async ({
  page,
  browser,
}) => {
  await signIn(page, MANAGER);
  await page.getByRole("navigation", { name: "Manager sections" }).getByRole("link", { name: "Content" }).click();
  await page.getByRole("link", { name: "Compliance Hub articles" }).click();
  await page.getByRole("link", { name: "New article" }).click();
  await waitForHydration(page);

  const title = unique("Supervision Records After the Update");
  await writeArticle(page, title, "# What changed\n\nKeep **signed** supervision notes.\n\n- Weekly\n- Monthly");
  // The preview follows the typing: the heading sits under the page's h1 (an h2), the list is a list.
  const preview = page.getByRole("region", { name: "How it reads on the site" });
  await expect(preview.getByRole("heading", { level: 2, name: "What changed" })).toBeVisible();
  await expect(preview.getByRole("listitem")).toHaveText(["Weekly", "Monthly"]);

  await page.getByRole("button", { name: "Save draft" }).click();
  const itemPath = await savedItemPath(page);
  await expect(page.getByText("Saved as a draft.", { exact: false })).toBeVisible();
  await expect(page.getByText("Draft", { exact: true })).toBeVisible();
  const slug = await page.getByLabel("Address").inputValue();
  expect(slug).toMatch(/^supervision-records-after-the-update-/);

  // Not on the site yet; the preview shows it as the public page, in the site's frame.
  expect((await page.request.get(`/news/${slug}`)).status()).toBe(404);
  await page.getByRole("link", { name: "Preview the saved text" }).click();
  await expect(page.getByRole("status")).toContainText("visitors do not see it until it is published");
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();

  await page.goto(itemPath);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Save and publish now" }).click();
  await expect(page.getByText("Published. The site shows it within a few seconds.")).toBeVisible();

  // On the site at once (this server), newest first on /news, and on its own page.
  await page.goto("/news");
  await expect(page.getByRole("heading", { level: 2 }).first()).toHaveText(title);
  await page.goto(`/news/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  expect(thingOf(await structuredDataOf(page), "Article")).toMatchObject({
    headline: title,
    datePublished: "2025-11-20",
  });
  // In the sitemap and at the top of the feed.
  expect(await (await page.request.get("/sitemap.xml")).text()).toContain(`/news/${slug}</loc><lastmod>`);
  expect(await (await page.request.get("/news/feed.xml")).text()).toMatch(
    new RegExp(`<entry>\\s*<title>${title}</title>`),
  );

  // Read without JavaScript: the whole text is in the page.
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: server().baseURL });
  const reader = await context.newPage();
  await reader.goto(`/news/${slug}`);
  await expect(reader.getByRole("heading", { level: 2, name: "What changed" })).toBeVisible();
  await expect(reader.getByText("Keep signed supervision notes.")).toBeVisible();
  await context.close();

  // Unpublished, it leaves the site and the list.
  await page.goto(itemPath);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Unpublish" }).click();
  await expect(page.getByText("Unpublished: it is no longer on the site.", { exact: false })).toBeVisible();
  expect((await page.request.get(`/news/${slug}`)).status()).toBe(404);
  expect(await (await page.request.get("/news")).text()).not.toContain(title);
});

test("a job posting and an FAQ entry are published from the dashboard and show on the site", async ({ page }) => {
  await signIn(page, MANAGER);
  await openNewEditor(page, "jobs");
  const position = unique("Compliance Analyst");
  await page.getByLabel("Position title").fill(position);
  await page.getByLabel("Employment type").selectOption("contract");
  await page.getByLabel("Location").fill("Saint Paul, MN");
  await page.getByLabel("Pay from (dollars)").fill("30");
  await page.getByLabel("Pay up to (dollars)").fill("38.50");
  await page.getByLabel("One-line summary").fill("Documentation review");
  await page.getByLabel("Description").fill("Review agencies' records with our team.");
  await page.getByLabel("Requirements").fill("Two years in behavioral health\nCareful writing");
  await page.getByLabel("Application's role questions").selectOption("Qualified Supervision Professional (QSP)");
  await page.getByRole("button", { name: "Save and publish now" }).click();
  await savedItemPath(page);

  await page.goto("/careers");
  const posting = page.getByRole("article", { name: position });
  await expect(posting).toContainText("Contract");
  await expect(posting).toContainText("$30 to $38.50 an hour");
  await expect(posting).toContainText("Saint Paul, MN");
  await expect(posting.getByRole("listitem")).toHaveText(["Two years in behavioral health", "Careful writing"]);
  // Apply Now opens the application with the posting's role questions (the QSP's), under the posting's title.
  await waitForHydration(page);
  await posting.getByRole("button", { name: "Apply Now" }).click();
  await expect(page.getByRole("heading", { level: 2, name: `Apply: ${position}` })).toBeVisible();
  await expect(page.getByLabel("License number")).toBeVisible();
  await expect(page.locator('input[type="hidden"][name="posting"]')).toHaveValue(/^compliance-analyst-/);
  const jobLd = (await structuredDataOf(page)).find((thing) => thing.title === position);
  expect(jobLd).toMatchObject({
    "@type": "JobPosting",
    employmentType: "CONTRACTOR",
    baseSalary: { currency: "USD", value: { minValue: 30, maxValue: 38.5, unitText: "HOUR" } },
    jobLocation: { address: { addressLocality: "Saint Paul", addressRegion: "MN" } },
  });

  await openNewEditor(page, "faq");
  const question = `${unique("Do you review billing records")}?`;
  await page.getByLabel("Question").fill(question);
  await page.getByLabel("Answer").fill("Yes. We compare **session notes** with claims.");
  await page.getByLabel("Order").fill("5");
  await page.getByRole("button", { name: "Save and publish now" }).click();
  await savedItemPath(page);

  await page.goto("/faq");
  await waitForHydration(page);
  // Order 5: before the built-in questions (10, 20, …).
  await expect(page.getByRole("heading", { level: 2 }).first()).toHaveText(question);
  await page.getByRole("button", { name: question }).click();
  await expect(page.getByText("Yes. We compare session notes with claims.")).toBeVisible();
  const faq = thingOf(await structuredDataOf(page), "FAQPage")?.mainEntity as { name: string }[];
  expect(faq[0]).toEqual({
    "@type": "Question",
    name: question,
    acceptedAnswer: { "@type": "Answer", text: "Yes. We compare session notes with claims." },
  });
});

test("a title that tries to end the page's JSON-LD script stays text in it", async ({ page }) => {
  await signIn(page, MANAGER);
  await openNewEditor(page, "news");
  const title = `Notes </script><script>window.__studioXss = 1</script> ${unique("end")}`;
  await writeArticle(page, title, "Body with <img src=x onerror=window.__studioXss=2> in it.");
  await page.getByLabel("Address").fill(unique("script-title").replaceAll(" ", "-"));
  await page.getByRole("button", { name: "Save and publish now" }).click();
  await savedItemPath(page);
  await page.goto(`/news/${await page.getByLabel("Address").inputValue()}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  expect(thingOf(await structuredDataOf(page), "Article")?.headline).toBe(title);
  await expect(page.getByText("Body with <img src=x onerror=window.__studioXss=2> in it.")).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __studioXss?: number }).__studioXss)).toBeUndefined();
});

test("two editors on one item: the later save is refused and keeps what its editor typed", async ({ browser }) => {
  const [pat, sam] = await Promise.all([signedInPage(browser, MANAGER), signedInPage(browser, ADMIN)]);
  const samErrors: string[] = [];
  sam.on("console", (message) => message.type() === "error" && samErrors.push(message.text()));
  await openNewEditor(pat, "news");
  await writeArticle(pat, unique("Shared Draft"), "First words.");
  await pat.getByRole("button", { name: "Save draft" }).click();
  const itemPath = await savedItemPath(pat);

  await sam.goto(itemPath);
  await waitForHydration(sam);
  await pat.goto(itemPath);
  await waitForHydration(pat);
  await pat.getByLabel("Article").fill("Pat's newer words.");
  await pat.getByRole("button", { name: "Save draft" }).click();
  await expect(pat.getByText("Saved as a draft.", { exact: false })).toBeVisible();

  await sam.getByLabel("Article").fill("Sam's words, typed on the older revision.");
  await sam.getByRole("button", { name: "Save draft" }).click();
  const alert = sam.getByRole("alert");
  await expect(alert).toContainText("Someone else changed this since you opened it");
  await expect(alert).toContainText("revision 2");
  await expect(sam.getByLabel("Article")).toHaveValue("Sam's words, typed on the older revision.");
  // The refusal's status (409 Conflict) is all the browser logged.
  expect(samErrors.every((text) => /status of 409/.test(text))).toBe(true);
  await pat.reload();
  await expect(pat.getByLabel("Article")).toHaveValue("Pat's newer words.");
  await Promise.all([pat.context().close(), sam.context().close()]);
});

test("bad input is answered on its field and nothing typed is lost", async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 400/); // each refusal is answered 400 Bad Request
  await signIn(page, MANAGER);
  await openNewEditor(page, "news");
  const oversize = "x".repeat(200 * 1024 + 10);
  await writeArticle(page, "", oversize);
  await page.getByLabel("Address").fill("Café Notes");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("alert")).toContainText("2 fields need another look.");
  await expect(page.getByLabel("Title")).toHaveAccessibleDescription("Enter a title.");
  await expect(page.getByLabel("Article")).toHaveAccessibleDescription(/the most a text can hold is 200 KB/);
  await expect(page.getByLabel("Summary")).toHaveValue("What agencies should check after this month's change.");
  expect((await page.getByLabel("Article").inputValue()).length).toBe(oversize.length);

  // A fixed title; the address with capitals and a space is saved as a slug, with a note on the field. A publish time
  // already past publishes now, and says so on the field.
  const title = unique("Billing Questions");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Article").fill("Short enough now.");
  await page.getByLabel("Publish on (date)").fill("2020-01-01");
  await page.getByLabel("At (Central)").fill("09:00");
  await page.getByRole("button", { name: "Save and schedule" }).click();
  await savedItemPath(page);
  await expect(page.getByLabel("Address")).toHaveValue("cafe-notes");
  await expect(page.getByLabel("Address")).toHaveAccessibleDescription(/saved as shown/);
  await expect(page.getByLabel("Publish on (date)")).toHaveAccessibleDescription(
    "That time had already passed, so it was published now.",
  );
  expect((await page.request.get("/news/cafe-notes")).status()).toBe(200);

  // A job posting's pay minimum above its maximum.
  await openNewEditor(page, "jobs");
  await page.getByLabel("Position title").fill(unique("Reviewer"));
  await page.getByLabel("Pay from (dollars)").fill("40");
  await page.getByLabel("Pay up to (dollars)").fill("30");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByLabel("Pay from (dollars)")).toHaveAccessibleDescription(/The minimum is above the maximum/);
  await expect(page.getByLabel("Pay up to (dollars)")).toHaveValue("30");

  // An address another item has, and one the site keeps for itself.
  await openNewEditor(page, "news");
  await writeArticle(page, unique("Another"), "Text.");
  await page.getByLabel("Address").fill("cafe-notes");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByLabel("Address")).toHaveAccessibleDescription(
    new RegExp(`This address belongs to “${title}”`),
  );
  await page.getByLabel("Address").fill("feed");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByLabel("Address")).toHaveAccessibleDescription(/kept for the site's own pages/);

  // An unknown section or item.
  expect((await page.request.get("/manager-dashboard/content/recipes")).status()).toBe(404);
  expect(
    (await page.request.get("/manager-dashboard/content/news/00000000-0000-4000-8000-000000000000")).status(),
  ).toBe(404);
});

test("the session ends while an article is being written: nothing is saved, the text stays, and a sign-in in another tab lets it save", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 401/); // the refused save is answered 401, which the browser logs
  await signIn(page, MANAGER);
  await openNewEditor(page, "news");
  const title = unique("Written Through a Sign-out");
  await writeArticle(page, title, "Words typed before the session ended.");
  await page.context().clearCookies();
  await page.getByRole("button", { name: "Save draft" }).click();

  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Your session ended — sign in again to save this");
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByLabel("Article")).toHaveValue("Words typed before the session ended.");
  const [signInTab] = await Promise.all([
    page.waitForEvent("popup"),
    alert.getByRole("link", { name: "Sign in again (opens a new tab)" }).click(),
  ]);
  await waitForHydration(signInTab);
  await signInTab.getByLabel("Email").fill(MANAGER.email);
  await signInTab.getByLabel("Password").fill(MANAGER.password);
  await signInTab.getByRole("button", { name: "Sign In" }).click();
  await expect(signInTab).toHaveURL(/\/manager-dashboard\/content\/news\/new$/);
  await signInTab.close();

  await page.getByRole("button", { name: "Save draft" }).click();
  await savedItemPath(page);
  await expect(page.getByLabel("Title")).toHaveValue(title);
});

test("a renamed published article keeps its old address as a redirect; an old revision can be restored", async ({
  page,
}) => {
  await signIn(page, MANAGER);
  await openNewEditor(page, "news");
  const title = unique("Renamed Note");
  await writeArticle(page, title, "Original text.");
  await page.getByRole("button", { name: "Save and publish now" }).click();
  const itemPath = await savedItemPath(page);
  const oldSlug = await page.getByLabel("Address").inputValue();

  await page.getByLabel("Address").fill(`${oldSlug}-moved`);
  await page.getByLabel("Article").fill("Edited text.");
  await page.getByRole("button", { name: "Save and publish now" }).click();
  // "Published." is still shown from the first publish: the second revision's link says this one has been saved.
  await expect(page.getByRole("link", { name: "Revision 2" })).toBeVisible();
  const moved = await page.request.get(`/news/${oldSlug}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(`/news/${oldSlug}-moved`);

  await page.getByRole("link", { name: "Revision 1" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Revision 1");
  await expect(page.getByLabel("Article")).toHaveValue("Original text.");
  await page.getByRole("button", { name: "Restore this version" }).click();
  await expect(page).toHaveURL(new RegExp(`${itemPath}\\?done=restored`));
  await expect(page.getByLabel("Article")).toHaveValue("Original text.");
  await expect(page.getByRole("region", { name: "History" })).toContainText("restored (revision 3) (from revision 1)");
});

test("an admin changes the phone number; a manager sees the firm's details read-only", async ({ page, browser }) => {
  await signIn(page, ADMIN);
  await page.goto("/manager-dashboard/content/firm");
  await waitForHydration(page);
  await page.getByLabel("Phone").fill("(612) 555-0199");
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page.getByText("Published. The site shows it within a few seconds.")).toBeVisible();
  await expect(page.getByLabel("Phone")).toHaveValue("(612) 555-0199");

  // The site shows it: the footer of every page, /contact's details, the structured data and the chat.
  await page.goto("/contact");
  for (const place of [page.getByRole("contentinfo"), page.getByRole("complementary", { name: "Reach us directly" })]) {
    await expect(place.getByRole("link", { name: "(612) 555-0199" })).toHaveAttribute("href", "tel:+16125550199");
  }
  expect(thingOf(await structuredDataOf(page), "ProfessionalService")?.telephone).toBe("+16125550199");
  await page.goto("/about");
  await waitForPageScripts(page);
  await page.getByRole("button", { name: "Chat with us" }).click();
  const chat = page.getByRole("dialog", { name: "Compliance Assistant" });
  await chat.getByRole("button", { name: "I'd like to contact your team" }).click();
  await chat.getByRole("button", { name: "Our phone number" }).click();
  await expect(chat.getByRole("log")).toContainText("Call us at (612) 555-0199.");

  const manager = await signedInPage(browser, MANAGER);
  await manager.goto("/manager-dashboard/content/firm");
  await expect(manager.getByText("Only an admin can change these details.")).toBeVisible();
  await expect(manager.getByLabel("Phone")).toHaveAttribute("readonly", "");
  await expect(manager.getByRole("button", { name: "Save and publish" })).toHaveCount(0);
  // Sent anyway, a manager's change is refused and changes nothing.
  const refused = await manager.request.post("/manager-dashboard/content/firm", {
    headers: { Origin: server().baseURL },
    form: { phone: "(000) 111-2222", baseRevision: "2" },
  });
  expect(refused.status()).toBe(403);
  await manager.context().close();
});

test("strangers are sent to the sign-in from every studio page, which returns to it, and change nothing", async ({
  request,
}) => {
  for (const path of [
    "/manager-dashboard/content",
    "/manager-dashboard/content/news",
    "/manager-dashboard/content/news/new",
    "/manager-dashboard/content/firm",
  ]) {
    const answer = await request.get(path, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(302);
    expect(answer.headers().location, path).toBe(`/manager-login?redirectTo=${encodeURIComponent(path)}`);
  }
  const posted = await request.post("/manager-dashboard/content/news/new", {
    headers: { Origin: server().baseURL },
    form: { intent: "publish", title: "Stranger's Article", date: "2025-01-01", topic: "x", summary: "x", body: "x" },
    maxRedirects: 0,
  });
  // A document POST: the page it would show sends the stranger to the sign-in.
  expect(posted.status()).toBe(302);
  expect(posted.headers().location).toMatch(/^\/manager-login\b/);
  expect(await (await request.get("/news")).text()).not.toContain("Stranger's Article");
});

test("every studio page has no axe violations, and the editor fits a phone's width", async ({ page }) => {
  await signIn(page, ADMIN);
  await openNewEditor(page, "news");
  await writeArticle(page, unique("Axe Check"), "# Heading\n\n| A | B |\n|---|---|\n| 1 | 2 |");
  await page.getByRole("button", { name: "Save draft" }).click();
  const itemPath = await savedItemPath(page);
  for (const path of [
    "/manager-dashboard/content",
    "/manager-dashboard/content/news",
    "/manager-dashboard/content/news/new",
    itemPath,
    `${itemPath}/revisions/1`,
    `${itemPath}/preview`,
    "/manager-dashboard/content/firm",
    ...["jobs", "resources", "faq", "testimonials"].flatMap((section) => [
      `/manager-dashboard/content/${section}`,
      `/manager-dashboard/content/${section}/new`,
    ]),
  ]) {
    await page.goto(path);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(itemPath);
  await waitForHydration(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

async function signedInPage(browser: Browser, account: { email: string; password: string }) {
  const context = await browser.newContext({ baseURL: server().baseURL });
  const page = await context.newPage();
  await signIn(page, account);
  return page;
}

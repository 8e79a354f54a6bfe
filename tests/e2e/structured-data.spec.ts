// What search engines and feed readers get, checked against the page a visitor reads: each public page's one JSON-LD
// script (the firm, an article, the FAQ, the open postings, the breadcrumbs), the sitemap's dates and the Atom feed.
import { expect, structuredDataOf, test, thingOf } from "./fixtures";

test("the home page and /contact describe the firm as the footer shows it", async ({ page }) => {
  for (const path of ["/", "/contact"]) {
    await page.goto(path);
    const firm = thingOf(await structuredDataOf(page), "ProfessionalService");
    const footer = page.getByRole("contentinfo");
    const phone = footer.locator('a[href^="tel:"]');
    expect(firm?.telephone).toBe((await phone.getAttribute("href"))?.slice("tel:".length));
    expect(firm?.email).toBe(await footer.locator('a[href^="mailto:"]').textContent());
    expect(firm?.areaServed).toEqual({ "@type": "State", name: "Minnesota" });
    expect(firm?.address).toMatchObject({ "@type": "PostalAddress", addressRegion: "MN" });
    expect(firm?.openingHoursSpecification).toEqual([
      expect.objectContaining({ dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "07:30" }),
    ]);
  }
});

test("an article's page names its headline, date and breadcrumbs as the page shows them", async ({ page }) => {
  await page.goto("/news/slp-support");
  const graph = await structuredDataOf(page);
  const article = thingOf(graph, "Article");
  const headline = await page.getByRole("heading", { level: 1 }).textContent();
  expect(article?.headline).toBe(headline);
  expect(article?.datePublished).toBe(await page.locator("article time").first().getAttribute("datetime"));
  expect(article?.author).toMatchObject({ "@type": "Organization" });
  const trail = thingOf(graph, "BreadcrumbList")?.itemListElement as { name: string; item: string }[];
  expect(trail.map((step) => step.name)).toEqual(["Home", "Compliance Hub", headline]);
  expect(new URL(trail.at(-1)?.item ?? "").pathname).toBe("/news/slp-support");
});

test("the FAQ page's FAQPage holds every question and answer the page shows", async ({ page }) => {
  await page.goto("/faq");
  const faq = thingOf(await structuredDataOf(page), "FAQPage");
  const entries = faq?.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
  const questions = await page.locator('button[id^="faq-"][id$="-question"]').allTextContents();
  expect(entries.map((entry) => entry.name)).toEqual(questions);
  const answers = await page
    .locator('[id^="faq-"][id$="-answer"]')
    .evaluateAll((nodes) => nodes.map((node) => (node.textContent ?? "").replace(/\s+/g, " ").trim()));
  expect(entries.map((entry) => entry.acceptedAnswer.text)).toEqual(answers);
});

test("/careers lists each open posting the job board shows as a JobPosting", async ({ page }) => {
  await page.goto("/careers");
  const postings = (await structuredDataOf(page)).filter((thing) => thing["@type"] === "JobPosting");
  const cards = await page.getByRole("article").getByRole("heading", { level: 3 }).allTextContents();
  expect(postings.map((posting) => posting.title)).toEqual(cards);
  for (const posting of postings) {
    expect(posting).toMatchObject({ directApply: true, hiringOrganization: { "@type": "Organization" } });
    expect(posting.employmentType).toMatch(/^(FULL_TIME|PART_TIME|CONTRACTOR)$/);
  }
});

test("inner pages carry their breadcrumbs", async ({ page }) => {
  for (const [path, name] of [
    ["/about", "About"],
    ["/services", "Services"],
    ["/resources", "Resources"],
    ["/testimonials", "Testimonials"],
    ["/quote", "Consultation"],
  ] as const) {
    await page.goto(path);
    const trail = thingOf(await structuredDataOf(page), "BreadcrumbList")?.itemListElement as { name: string }[];
    expect(
      trail.map((step) => step.name),
      path,
    ).toEqual(["Home", name]);
  }
});

test("the sitemap dates every page; /news links its Atom feed, which lists the articles newest first", async ({
  page,
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const urls = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1] ?? "");
  expect(urls.length).toBeGreaterThan(25);
  for (const url of urls) expect(url).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[\d:.]+Z<\/lastmod>/);
  expect(sitemap).toContain("/news/slp-support</loc>");

  await page.goto("/news");
  const feedLink = page.locator('link[rel="alternate"][type="application/atom+xml"]');
  await expect(feedLink).toHaveAttribute("href", "/news/feed.xml");
  const feed = await request.get("/news/feed.xml");
  expect(feed.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
  const titles = [...(await feed.text()).matchAll(/<entry>\s*<title>([^<]*)<\/title>/g)].map((m) => m[1]);
  const shown = await page.getByRole("article").getByRole("heading", { level: 2 }).allTextContents();
  expect(titles).toEqual(shown.map((title) => title.replaceAll("&", "&amp;")));
});

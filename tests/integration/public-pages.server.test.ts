// The public pages read what the content studio published (against PGlite and PostgreSQL): each loader answers from
// the database through the app's view of the content, an old address redirects, an unknown one is a 404.
import { expect, test } from "vitest";
import { testContext } from "#tests/support/form-request.ts";
import { callRoute } from "#tests/support/route-call.ts";
import { setupTestServerState, TEST_DATABASE_KIND } from "#tests/support/test-db.ts";
import { createItem, saveItem, unpublishItem } from "~/.server/content/items";
import { seedContent } from "~/.server/content/seed";
import { faqItems } from "~/content/faq";
import { newsArticles } from "~/content/news";
import { loader as faqLoader } from "~/routes/marketing/faq";
import { loader as homeLoader } from "~/routes/marketing/home";
import { homeSectionsContent } from "~/routes/marketing/home-content.server";
import { loader as newsLoader } from "~/routes/marketing/news";
import { loader as newsArticleLoader } from "~/routes/marketing/news-article";
import { loader as sitemapLoader } from "~/routes/resources/sitemap";

const state = setupTestServerState();
const PAT = { id: "user-pat", name: "Pat Editor" };
const get = (path: string) => new Request(`http://localhost${path}`);

async function publishArticle(title: string, slug: string) {
  const fields = { title, date: "2025-10-01", topic: "EIDBI compliance", summary: "Summary.", body: "Body **text**." };
  const created = await createItem(state.db(), "news", { fields, slug }, PAT);
  if (created.status !== "saved") throw new Error(created.status);
  await saveItem(state.db(), "news", created.id, { fields, slug, baseRevision: 1 }, PAT, { to: "publish" });
  await state.app().content.refresh();
  return created.id;
}

test(`the pages show the built-in content on a new install (${TEST_DATABASE_KIND})`, async () => {
  await seedContent(state.db());
  const news = (await callRoute(newsLoader, get("/news"))).data as { articles: { slug: string }[] };
  expect(news.articles.map((a) => a.slug)).toEqual(
    [...newsArticles].sort((a, b) => b.date.localeCompare(a.date)).map((a) => a.id),
  );
  const faq = (await callRoute(faqLoader, get("/faq"))).data as { items: { question: string }[] };
  expect(faq.items.map((item) => item.question)).toEqual(faqItems.map((item) => item.question));
});

test(`a published article has its page and a sitemap entry; once unpublished, neither (${TEST_DATABASE_KIND})`, async () => {
  await seedContent(state.db());
  const id = await publishArticle("A Fresh Update", "a-fresh-update");
  const page = await callRoute(newsArticleLoader, get("/news/a-fresh-update"), { slug: "a-fresh-update" });
  expect(page.status).toBe(200);
  expect((page.data as { article: { bodyHtml: string } }).article.bodyHtml).toBe(
    "<p>Body <strong>text</strong>.</p>\n",
  );
  const sitemap = await (await callRoute(sitemapLoader, get("/sitemap.xml"))).response?.text();
  expect(sitemap).toContain("/news/a-fresh-update</loc>");

  await unpublishItem(state.db(), "news", id, PAT);
  await state.app().content.refresh();
  expect((await callRoute(newsArticleLoader, get("/news/a-fresh-update"), { slug: "a-fresh-update" })).status).toBe(
    404,
  );
  expect(await (await callRoute(sitemapLoader, get("/sitemap.xml"))).response?.text()).not.toContain("a-fresh-update");
});

test(`a renamed article's old address redirects (301) to its new one (${TEST_DATABASE_KIND})`, async () => {
  await seedContent(state.db());
  const id = await publishArticle("A Fresh Update", "a-fresh-update");
  const fields = { title: "A Fresh Update", date: "2025-10-01", topic: "EIDBI compliance", summary: "S.", body: "B." };
  await saveItem(state.db(), "news", id, { fields, slug: "fresh-update-renamed", baseRevision: 1 }, PAT, {
    to: "publish",
  });
  await state.app().content.refresh();
  const old = await callRoute(newsArticleLoader, get("/news/a-fresh-update"), { slug: "a-fresh-update" });
  expect(old.status).toBe(301);
  expect(old.location).toBe("/news/fresh-update-renamed");
});

test(`the home page's loader hands the sections the quotes and the firm's details, not the page (${TEST_DATABASE_KIND})`, async () => {
  await seedContent(state.db());
  const context = testContext();
  const answer = await homeLoader({ request: get("/"), params: {}, context } as never);
  // The page's meta and structured data only: the sections themselves reach the page once, as its HTML.
  expect(Object.keys(answer).sort()).toEqual(["meta", "structuredData"]);
  const sections = context.get(homeSectionsContent);
  expect(sections.testimonials).toHaveLength(6);
  expect(sections.firm.phone).toBe("(000) 000-0000");
});

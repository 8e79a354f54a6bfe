// /news/feed.xml: the Compliance Hub's latest 20 articles as an Atom feed (RFC 4287), linked from /news. Revalidated on
// every request, so a publish (or an unpublish) reaches feed readers at once.
import { appContextOf } from "~/.server/app-context";
import { escapeHtml as escapeXml } from "~/.server/content/markdown";
import { siteOriginOf } from "~/.server/runtime/env";
import { newsHero, newsMeta } from "~/content/news";
import { newsArticlePath } from "~/content/public-pages";
import type { Route } from "./+types/news-feed";

const FEED_LENGTH = 20;

export async function loader({ context }: Route.LoaderArgs) {
  const app = appContextOf(context);
  const origin = siteOriginOf(app.config);
  const { articles, firm } = await app.content.published();
  const latest = articles.slice(0, FEED_LENGTH);
  const updated =
    latest
      .map((article) => article.publishedAt)
      .sort()
      .at(-1) ?? new Date(0).toISOString();
  const entries = latest.map((article) => {
    const url = `${origin}${newsArticlePath(article.slug)}`;
    return [
      "  <entry>",
      `    <title>${escapeXml(article.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      // The item's own id: the entry stays the same if its address changes.
      `    <id>urn:uuid:${article.id}</id>`,
      `    <published>${article.firstPublishedAt}</published>`,
      `    <updated>${article.publishedAt}</updated>`,
      `    <category term="${escapeXml(article.topic)}"/>`,
      `    <summary>${escapeXml(article.summary)}</summary>`,
      `    <content type="html">${escapeXml(article.bodyHtml)}</content>`,
      "  </entry>",
    ].join("\n");
  });
  const body = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <title>${escapeXml(newsMeta.title)}</title>`,
    `  <subtitle>${escapeXml(newsHero.description)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${origin}/news/feed.xml"/>`,
    `  <link rel="alternate" type="text/html" href="${origin}/news"/>`,
    `  <id>${origin}/news</id>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>${escapeXml(firm.name)}</name></author>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "application/atom+xml; charset=utf-8",
      "Cache-Control": "public, max-age=0, must-revalidate",
    },
  });
}

import { appContextOf } from "~/.server/app-context";
import type { PublishedContent } from "~/.server/content/published";
import { siteOriginOf } from "~/.server/runtime/env";
import { DYNAMIC_PUBLIC_PATHS, newsArticlePath, PUBLIC_PATHS, resourcePath } from "~/content/public-pages";
import type { Route } from "./+types/sitemap";

/** The newest of some ISO instants (they compare as text), or undefined when there are none. */
const newest = (...instants: (string | null | undefined)[]) =>
  instants
    .filter((instant): instant is string => Boolean(instant))
    .sort()
    .at(-1);

/**
 * When each fixed page last changed as far as the content studio knows: the newest publish of what it shows (every
 * page shows the firm's details in its footer).
 */
function fixedPageChanges(content: PublishedContent): Record<string, string | undefined> {
  const latest = (items: { publishedAt: string }[]) => newest(...items.map((item) => item.publishedAt));
  const firm = content.firmPublishedAt;
  return {
    "/": newest(firm, latest(content.testimonials)),
    "/news": newest(firm, latest(content.articles)),
    "/careers": newest(firm, latest(content.jobs)),
    "/resources": newest(firm, latest(content.guides)),
    "/faq": newest(firm, latest(content.faq)),
    "/testimonials": newest(firm, latest(content.testimonials)),
  };
}

// Every public page, with when it last changed: the fixed ones, and a page for each article and guide the content
// studio published. Revalidated on every request, so a publish reaches it at once.
export async function loader({ context }: Route.LoaderArgs) {
  const app = appContextOf(context);
  const origin = siteOriginOf(app.config);
  const content = await app.content.published();
  const changes = fixedPageChanges(content);
  const pages = [
    ...[...PUBLIC_PATHS, ...DYNAMIC_PUBLIC_PATHS].map((path) => ({
      path,
      lastmod: changes[path] ?? content.firmPublishedAt,
    })),
    ...content.articles.map((article) => ({ path: newsArticlePath(article.slug), lastmod: article.publishedAt })),
    ...content.guides.map((guide) => ({ path: resourcePath(guide.slug), lastmod: guide.publishedAt })),
  ];
  const urls = pages
    .map(({ path, lastmod }) => {
      const modified = lastmod ? `<lastmod>${lastmod}</lastmod>` : "";
      return `  <url><loc>${new URL(path, origin).href}</loc>${modified}</url>`;
    })
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=0, must-revalidate",
    },
  });
}

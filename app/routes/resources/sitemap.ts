import { appContextOf } from "~/.server/app-context";
import { siteOriginOf } from "~/.server/runtime/env";
import { DYNAMIC_PUBLIC_PATHS, newsArticlePath, PUBLIC_PATHS, resourcePath } from "~/content/public-pages";
import type { Route } from "./+types/sitemap";

// Every public page: the fixed ones, and a page for each article and guide the content studio published.
export async function loader({ context }: Route.LoaderArgs) {
  const app = appContextOf(context);
  const origin = siteOriginOf(app.config);
  const { articles, guides } = await app.content.published();
  const paths = [
    ...PUBLIC_PATHS,
    ...DYNAMIC_PUBLIC_PATHS,
    ...articles.map((article) => newsArticlePath(article.slug)),
    ...guides.map((guide) => resourcePath(guide.slug)),
  ];
  const urls = paths.map((path) => `  <url><loc>${new URL(path, origin).href}</loc></url>`).join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

import { newsArticlePath, newsArticles } from "./news";
import { resourcePath, resources } from "./resources";

/**
 * Public pages rendered to static HTML at build time. /quote is also served per request when it has a ?category=.
 * /book is always rendered per request (its times change with the clock), so it is listed apart.
 */
export const PUBLIC_PATHS = [
  "/",
  "/about",
  "/services",
  "/careers",
  "/quote",
  "/contact",
  "/news",
  "/faq",
  "/resources",
  "/testimonials",
] as const;

/** Public pages rendered per request, listed in the sitemap with the prerendered ones. */
export const DYNAMIC_PUBLIC_PATHS = ["/book"] as const;

export const PRERENDERED_PATHS: string[] = [
  ...PUBLIC_PATHS,
  ...resources.map((r) => resourcePath(r.id)),
  ...newsArticles.map((article) => newsArticlePath(article.id)),
];

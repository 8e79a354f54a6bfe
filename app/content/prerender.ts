import { newsArticlePath, newsArticles } from "./news";
import { resourcePath, resources } from "./resources";

/** Public pages rendered to static HTML at build time. /quote is also served per request when it has a ?category=. */
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

export const PRERENDERED_PATHS: string[] = [
  ...PUBLIC_PATHS,
  ...resources.map((r) => resourcePath(r.id)),
  ...newsArticles.map((article) => newsArticlePath(article.id)),
];

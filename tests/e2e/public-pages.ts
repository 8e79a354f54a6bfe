// The public pages of a new installation: the fixed ones and a page for each built-in article and guide (the content
// studio's seed, which every test server starts from).
import { newsArticles } from "~/content/news";
import { newsArticlePath, PUBLIC_PATHS, resourcePath } from "~/content/public-pages";
import { resources } from "~/content/resources";

/** Each built-in article's and guide's page. */
export const BUILT_IN_ITEM_PAGES = [
  ...resources.map((resource) => resourcePath(resource.id)),
  ...newsArticles.map((article) => newsArticlePath(article.id)),
];

/** Every public page a new installation has, /book aside (it is rendered per request). */
export const BUILT_IN_PUBLIC_PAGES = [...PUBLIC_PATHS, ...BUILT_IN_ITEM_PAGES];

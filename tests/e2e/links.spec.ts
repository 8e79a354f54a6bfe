import { DYNAMIC_PUBLIC_PATHS, PUBLIC_PATHS } from "~/content/public-pages";
import { expect, test } from "./fixtures";
import { BUILT_IN_ITEM_PAGES } from "./public-pages";

// Every page a visitor can reach by following links from the public pages answers 200: no link leads to a
// "not found" page. Starts from the pages in the footer and the main navigation and follows each internal link found
// in the served HTML (the same HTML a visitor without JavaScript gets), anchors and queries included.

// Every public page, every guide and every article must be reached by following links from these.
const START: string[] = [...PUBLIC_PATHS, ...DYNAMIC_PUBLIC_PATHS];

/** The internal links in a page's HTML, as paths with their query, without the #fragment. */
function internalLinks(html: string) {
  const body = html.replace(/<script[\s\S]*?<\/script>/g, "").replace(/<head>[\s\S]*?<\/head>/, "");
  const links = new Set<string>();
  for (const [, raw] of body.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)) {
    const href = (raw ?? "").replaceAll("&amp;", "&");
    if (!href.startsWith("/") || href.startsWith("//")) continue;
    const target = href.split("#")[0] ?? "";
    links.add(target === "" ? "/" : target);
  }
  return links;
}

test("every internal link on every public page leads to a page that exists", async ({ request }) => {
  test.slow();
  const seen = new Set<string>(START);
  const queue = [...START];
  const broken: string[] = [];
  const linkedFrom = new Map<string, string>();
  while (queue.length > 0) {
    const path = queue.shift() as string;
    const response = await request.get(path, { maxRedirects: 0 });
    if (response.status() !== 200) {
      broken.push(`${path} → ${response.status()} (linked from ${linkedFrom.get(path) ?? "the start list"})`);
      continue;
    }
    if (!response.headers()["content-type"]?.includes("text/html")) continue;
    for (const link of internalLinks(await response.text())) {
      if (seen.has(link)) continue;
      seen.add(link);
      linkedFrom.set(link, path);
      queue.push(link);
    }
  }
  expect(broken).toEqual([]);
  // The crawl reached every built-in guide and article through links, not only the start pages.
  expect(BUILT_IN_ITEM_PAGES.filter((path) => !seen.has(path))).toEqual([]);
  expect(seen).toContain("/resources/insurance%20billing");
});

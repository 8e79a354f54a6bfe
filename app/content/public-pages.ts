// The public pages, for the render cache (app/.server/host/page-cache.ts), the sitemap and the tests. Relative
// imports only: the server's host loads this through the build's entry.

/** The public pages at fixed addresses: the same for every visitor, rendered once per content version. */
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

/** Public pages rendered per request (/book's times change with the clock), listed in the sitemap with the others. */
export const DYNAMIC_PUBLIC_PATHS = ["/book"] as const;

/** The sections whose published items each have a page of their own: /news/<slug>, /resources/<slug>. */
export const ITEM_PAGE_PREFIXES = ["/news/", "/resources/"] as const;

/**
 * Whether `pathname` is a public page the render cache may keep: a fixed page, or one item's page (one path segment
 * after its prefix, without a dot, so neither a feed nor a page's data request).
 */
export function isCacheablePage(pathname: string): boolean {
  if ((PUBLIC_PATHS as readonly string[]).includes(pathname)) return true;
  return ITEM_PAGE_PREFIXES.some((prefix) => {
    const rest = pathname.slice(prefix.length);
    return pathname.startsWith(prefix) && rest !== "" && !/[/.]/.test(rest);
  });
}

/** An article's own page. */
export function newsArticlePath(slug: string) {
  return `/news/${slug}`;
}

/** A guide's page; the built-in guides' addresses may contain a space, so slugs are encoded. */
export function resourcePath(slug: string) {
  return `/resources/${encodeURIComponent(slug)}`;
}

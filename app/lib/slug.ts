// An item's address in its section (/news/<slug>, /resources/<slug>): made from its title, editable in the studio.
// Pure, so the editor can show the address the title gives while the server decides.

export const MAX_SLUG_LENGTH = 80;

/**
 * Words a slug may not be: addresses the site keeps for itself or may need (a feed, a search), and the studio's own
 * words, so no item's address reads like a page of the site.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  "new",
  "edit",
  "preview",
  "feed",
  "rss",
  "atom",
  "index",
  "search",
  "page",
  "category",
  "topic",
  "tag",
]);

/** "EIDBI Changes: What's New?" → "eidbi-changes-whats-new": lowercase letters, digits and single hyphens. */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+/, "")
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, "");
}

/** Why `slug` (already slugified) cannot be used, or null when it can. */
export function slugProblem(slug: string): string | null {
  if (slug === "") return "Enter an address made of letters or digits, for example annual-review-checklist.";
  if (RESERVED_SLUGS.has(slug)) return `"${slug}" is kept for the site's own pages. Choose another address.`;
  return null;
}

// The studio's built-in content as the public pages show it, without a database: for tests that render a page's
// markup. What the server shows on a new install is the same (seed.ts fills the database from it).
import { type PublishedContent, publishedContentOf } from "~/.server/content/published";
import { seedItems } from "~/.server/content/seed";

export function builtInContent(): PublishedContent {
  const now = new Date();
  return publishedContentOf(
    1,
    seedItems().map((seed, index) => ({
      id: `seed-${index}`,
      section: seed.section,
      slug: seed.slug,
      fields: seed.fields as Record<string, unknown>,
      // A millisecond apart, as the seed stores them, so the lists keep the built-in order.
      firstPublishedAt: new Date(now.getTime() + index),
      publishedAt: now,
    })),
  );
}

// The studio's tables are filled once from the site's built-in content (app/content): on a new data directory and on
// the first start of this version over an existing one. Everything is published as it was, so visitors see the same
// pages. After that the database is the content: editing app/content changes only what a new install starts with.
import { and, eq } from "drizzle-orm";
import type { Database } from "~/.server/db/client";
import { contentEvents, contentItems, contentRevisions, contentVersion } from "~/.server/db/schema";
import { positions } from "~/content/careers";
import { faqItems } from "~/content/faq";
import { newsArticles } from "~/content/news";
import { resources } from "~/content/resources";
import { firm } from "~/content/site";
import { testimonials } from "~/content/testimonials";
import type { ContentSection } from "~/lib/content-sections";
import type { ContentFields } from "~/lib/schemas/content";
import { slugify } from "~/lib/slug";

/** The author the revisions of the built-in content are shown with. */
export const SEED_AUTHOR = "Built-in content";

/**
 * `text` as Markdown that renders as exactly that text: the characters Markdown would read as markup are escaped,
 * and so is a number or marker that would start a list.
 */
export function markdownText(text: string) {
  return text
    .replace(/[\\`*_[\]<>#|~]/g, "\\$&")
    .replace(/^(\d+)([.)])/, "$1\\$2")
    .replace(/^([-+])(\s)/, "\\$1$2");
}

const paragraphs = (list: readonly string[]) => list.map(markdownText).join("\n\n");

type SeedItem<S extends ContentSection> = { section: S; slug: string; fields: ContentFields[S] };
type AnySeedItem = { [S in ContentSection]: SeedItem<S> }[ContentSection];

/** The built-in content as studio items, in the order each page shows them. */
export function seedItems(): AnySeedItem[] {
  const news = newsArticles.map(
    (article): SeedItem<"news"> => ({
      section: "news",
      slug: article.id,
      fields: {
        title: article.title,
        date: article.date,
        topic: article.topic,
        summary: article.summary,
        body: paragraphs(article.body),
      },
    }),
  );
  const jobs = positions.map(
    (position): SeedItem<"jobs"> => ({
      section: "jobs",
      slug: slugify(position.title),
      fields: {
        title: position.title,
        employmentType: position.employmentType === "Full-time" ? "full-time" : "part-time",
        payMin: undefined,
        payMax: undefined,
        payUnit: "hour",
        location: `${firm.address.city}, ${firm.address.region}`,
        summary: position.summary,
        description: markdownText(position.description),
        requirements: position.requirements,
        roleQuestions: position.title,
        status: "open",
        validThrough: undefined,
      },
    }),
  );
  const guides = resources.map(
    (resource): SeedItem<"resources"> => ({
      section: "resources",
      // Kept as the site published them, even the one with a space: their addresses must not change.
      slug: resource.id,
      fields: {
        category: resource.category,
        title: resource.title,
        summary: resource.summary,
        body: resource.body
          .map((part) =>
            [
              `# ${markdownText(part.heading)}`,
              paragraphs(part.paragraphs),
              ...(part.items ? [part.items.map((item) => `- ${markdownText(item)}`).join("\n")] : []),
            ].join("\n\n"),
          )
          .join("\n\n"),
      },
    }),
  );
  const faq = faqItems.map(
    (item, index): SeedItem<"faq"> => ({
      section: "faq",
      slug: item.id,
      fields: { question: item.question, answer: paragraphs(item.answer), order: (index + 1) * 10 },
    }),
  );
  const quotes = testimonials.map((testimonial, index): SeedItem<"testimonials"> => {
    const [name = testimonial.author, ...role] = testimonial.author.split(", ");
    return {
      section: "testimonials",
      slug: slugify(name),
      fields: {
        quote: testimonial.quote,
        name,
        role: role.join(", "),
        organization: testimonial.organization,
        order: (index + 1) * 10,
      },
    };
  });
  const firmDetails: SeedItem<"firm"> = {
    section: "firm",
    slug: "firm",
    fields: {
      name: firm.name,
      street: firm.address.street,
      city: firm.address.city,
      state: firm.address.region,
      postalCode: firm.address.postalCode,
      email: firm.email,
      phone: firm.phone,
      mapsUrl: firm.mapsUrl,
      hours: firm.hours,
      openDays: [...firm.officeHours.days],
      opensAt: firm.officeHours.opensAt,
      closesAt: firm.officeHours.closesAt,
    },
  };
  return [...news, ...jobs, ...guides, ...faq, ...quotes, firmDetails];
}

/**
 * Fills the studio's tables from the built-in content, published, when they have never been filled (the content
 * version is still 0). Safe when several servers start at once: the first takes the version row and the others
 * find it moved. Returns whether this call filled them.
 */
export async function seedContent(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(contentVersion)
      .set({ version: 1 })
      .where(and(eq(contentVersion.id, 1), eq(contentVersion.version, 0)))
      .returning({ version: contentVersion.version });
    if (!claimed) return false;
    const start = Date.now();
    for (const [index, seed] of seedItems().entries()) {
      // One millisecond apart, so the pages that list items by age show them in the built-in order.
      const createdAt = new Date(start + index);
      const [item] = await tx
        .insert(contentItems)
        .values({
          section: seed.section,
          slug: seed.slug,
          currentRevision: 1,
          publishedRevision: 1,
          publishedSlug: seed.slug,
          firstPublishedAt: createdAt,
          publishedAt: createdAt,
          updatedAt: createdAt,
          updatedByName: SEED_AUTHOR,
          createdAt,
        })
        .returning({ id: contentItems.id });
      if (!item) throw new Error("A built-in item was not stored.");
      await tx.insert(contentRevisions).values({
        itemId: item.id,
        number: 1,
        slug: seed.slug,
        fields: seed.fields as Record<string, unknown>,
        authorName: SEED_AUTHOR,
        createdAt,
      });
      await tx.insert(contentEvents).values({
        itemId: item.id,
        action: "published",
        revision: 1,
        detail: "from the site's built-in content",
        createdAt,
      });
    }
    return true;
  });
}

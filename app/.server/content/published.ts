// What visitors see of the studio's content, read from the database once per content version and kept in memory:
// the public pages' loaders ask for it on every render, and the render cache (app/.server/host/page-cache.ts) keeps the
// pages made from it until the version moves. The watch (watch.ts) tells this server when another one published.
import { and, eq, isNotNull } from "drizzle-orm";
import type { Database } from "~/.server/db/client";
import { contentItems, contentRedirects, contentRevisions } from "~/.server/db/schema";
import type { PositionTitle } from "~/content/careers";
import type {
  PublishedArticle,
  PublishedFaqEntry,
  PublishedGuide,
  PublishedJob,
  PublishedTestimonial,
} from "~/content/published";
import { firm as builtInFirm, type FirmDetails } from "~/content/site";
import { CENTRAL_TIME_ZONE } from "~/lib/central-time";
import type { ContentSection, ListSection } from "~/lib/content-sections";
import type { ContentFields, FirmFields } from "~/lib/schemas/content";
import { readContentVersion } from "./items";
import { plainTextOf, renderMarkdown } from "./markdown";

export type PublishedContent = {
  /** The content version these were read at. */
  version: number;
  /** Newest first (by the article's date). */
  articles: PublishedArticle[];
  /** Open postings, oldest first (the job board's order). */
  jobs: PublishedJob[];
  /** In the order they were added. */
  guides: PublishedGuide[];
  /** By their order number. */
  faq: PublishedFaqEntry[];
  testimonials: PublishedTestimonial[];
  firm: FirmDetails;
  /** When the firm's details last changed on the site (ISO), or null before the seed. */
  firmPublishedAt: string | null;
  /** Addresses items were renamed from, by section: the old slug → the slug it answers at now. */
  redirects: Record<ListSection, Map<string, string>>;
};

type Row = {
  id: string;
  section: ContentSection;
  slug: string;
  fields: Record<string, unknown>;
  firstPublishedAt: Date;
  publishedAt: Date;
};

const published = (row: Row) => ({
  id: row.id,
  slug: row.slug,
  firstPublishedAt: row.firstPublishedAt.toISOString(),
  publishedAt: row.publishedAt.toISOString(),
});

/** The tel: target of a phone number as written: "+1" and its ten digits. */
export function phoneHrefOf(phone: string) {
  return `+1${phone.replace(/\D/g, "").slice(-10)}`;
}

/** The firm's details as the pages read them, from the studio's fields. */
export function firmDetailsOf(fields: FirmFields): FirmDetails {
  return {
    name: fields.name,
    address: { street: fields.street, city: fields.city, region: fields.state, postalCode: fields.postalCode },
    email: fields.email,
    phone: fields.phone,
    phoneHref: phoneHrefOf(fields.phone),
    hours: fields.hours,
    officeHours: {
      timeZone: CENTRAL_TIME_ZONE,
      days: fields.openDays,
      opensAt: fields.opensAt,
      closesAt: fields.closesAt,
    },
    mapsUrl: fields.mapsUrl,
  };
}

export function articleOf(row: Row & { fields: ContentFields["news"] }): PublishedArticle {
  const { title, date, topic, summary, body } = row.fields;
  return { ...published(row), title, date, topic, summary, bodyHtml: renderMarkdown(body) };
}

export function jobOf(row: Row & { fields: ContentFields["jobs"] }): PublishedJob {
  const f = row.fields;
  return {
    ...published(row),
    title: f.title,
    employmentType: f.employmentType,
    ...(f.payMin !== undefined ? { payMin: f.payMin } : {}),
    ...(f.payMax !== undefined ? { payMax: f.payMax } : {}),
    payUnit: f.payUnit,
    location: f.location,
    summary: f.summary,
    descriptionHtml: renderMarkdown(f.description),
    requirements: f.requirements,
    roleQuestions: f.roleQuestions as PositionTitle | "none",
    isOpen: f.status === "open",
    ...(f.validThrough ? { validThrough: f.validThrough } : {}),
  };
}

export function guideOf(row: Row & { fields: ContentFields["resources"] }): PublishedGuide {
  const { category, title, summary, body } = row.fields;
  return { ...published(row), category, title, summary, bodyHtml: renderMarkdown(body) };
}

export function faqEntryOf(row: Row & { fields: ContentFields["faq"] }): PublishedFaqEntry {
  const answerHtml = renderMarkdown(row.fields.answer);
  const { question, order } = row.fields;
  return { ...published(row), order, question, answerHtml, answerText: plainTextOf(answerHtml) };
}

export function testimonialOf(row: Row & { fields: ContentFields["testimonials"] }): PublishedTestimonial {
  const { quote, name, role, organization, order } = row.fields;
  return { ...published(row), order, quote, name, role, organization };
}

type Dated = { firstPublishedAt: string };
const byAge = (a: Dated, b: Dated) => a.firstPublishedAt.localeCompare(b.firstPublishedAt);
const byOrder = (a: Dated & { order: number }, b: Dated & { order: number }) => a.order - b.order || byAge(a, b);
const newestFirst = (a: PublishedArticle, b: PublishedArticle) =>
  b.date.localeCompare(a.date) || b.firstPublishedAt.localeCompare(a.firstPublishedAt);

/** Builds the public view of the published rows (`rows` may hold an unpublished draft put in for a preview). */
export function publishedContentOf(
  version: number,
  rows: Row[],
  redirectRows: { section: ContentSection; fromSlug: string; toSlug: string }[] = [],
): PublishedContent {
  const of = <S extends ContentSection>(section: S) =>
    rows.filter((row) => row.section === section) as (Row & { fields: ContentFields[S] })[];
  const firmRow = of("firm")[0];
  const redirects: PublishedContent["redirects"] = {
    news: new Map(),
    jobs: new Map(),
    resources: new Map(),
    faq: new Map(),
    testimonials: new Map(),
  };
  for (const { section, fromSlug, toSlug } of redirectRows) {
    if (section !== "firm") redirects[section].set(fromSlug, toSlug);
  }
  return {
    version,
    articles: of("news").map(articleOf).sort(newestFirst),
    jobs: of("jobs")
      .map(jobOf)
      .filter((job) => job.isOpen)
      .sort(byAge),
    guides: of("resources").map(guideOf).sort(byAge),
    faq: of("faq").map(faqEntryOf).sort(byOrder),
    testimonials: of("testimonials").map(testimonialOf).sort(byOrder),
    // Before the seed has run (a moment at the first start) the pages show the built-in details.
    firm: firmRow ? firmDetailsOf(firmRow.fields) : builtInFirm,
    firmPublishedAt: firmRow ? firmRow.publishedAt.toISOString() : null,
    redirects,
  };
}

/** A draft as its section's item on the public pages (for the studio's preview). */
export type DraftRow = Row;

/**
 * `content` with a draft in its section, in place of the item's published version, where the pages would list it
 * (a closed posting included, so the preview shows it).
 */
export function withDraft(content: PublishedContent, draft: Row): PublishedContent {
  const others = <T extends { id: string }>(list: T[]) => list.filter((item) => item.id !== draft.id);
  switch (draft.section) {
    case "news":
      return { ...content, articles: [...others(content.articles), articleOf(draft as never)].sort(newestFirst) };
    case "jobs":
      return { ...content, jobs: [...others(content.jobs), jobOf(draft as never)].sort(byAge) };
    case "resources":
      return { ...content, guides: [...others(content.guides), guideOf(draft as never)].sort(byAge) };
    case "faq":
      return { ...content, faq: [...others(content.faq), faqEntryOf(draft as never)].sort(byOrder) };
    case "testimonials":
      return {
        ...content,
        testimonials: [...others(content.testimonials), testimonialOf(draft as never)].sort(byOrder),
      };
    case "firm":
      return { ...content, firm: firmDetailsOf(draft.fields as FirmFields), firmPublishedAt: null };
  }
}

/** Reads everything published, with the version it was read at (one consistent snapshot). */
export async function readPublishedContent(db: Database): Promise<PublishedContent> {
  return db.transaction(
    async (tx) => {
      const version = await readContentVersion(tx);
      const rows = await tx
        .select({
          id: contentItems.id,
          section: contentItems.section,
          slug: contentItems.publishedSlug,
          fields: contentRevisions.fields,
          firstPublishedAt: contentItems.firstPublishedAt,
          publishedAt: contentItems.publishedAt,
          createdAt: contentItems.createdAt,
        })
        .from(contentItems)
        .innerJoin(
          contentRevisions,
          and(
            eq(contentRevisions.itemId, contentItems.id),
            eq(contentRevisions.number, contentItems.publishedRevision),
          ),
        )
        .where(and(isNotNull(contentItems.publishedRevision), eq(contentItems.locale, "en")));
      const redirectRows = await tx
        .select({
          section: contentRedirects.section,
          fromSlug: contentRedirects.fromSlug,
          toSlug: contentItems.publishedSlug,
        })
        .from(contentRedirects)
        .innerJoin(contentItems, eq(contentItems.id, contentRedirects.itemId))
        .where(and(isNotNull(contentItems.publishedRevision), eq(contentRedirects.locale, "en")));
      return publishedContentOf(
        version,
        rows.map(({ createdAt, ...row }) => ({
          ...row,
          slug: row.slug ?? "",
          firstPublishedAt: row.firstPublishedAt ?? createdAt,
          publishedAt: row.publishedAt ?? createdAt,
        })),
        redirectRows.map((row) => ({ ...row, toSlug: row.toSlug ?? "" })),
      );
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** This server's view of the content: the newest version it knows of, and what was published at it. */
export type ContentState = {
  /** The newest content version this server has seen. */
  version: () => number;
  /** What is published, read once per version (a newer version than asked for is fine). */
  published: () => Promise<PublishedContent>;
  /** Reads the version from the database now (after this server's own publish, and from the watch). */
  refresh: () => Promise<number>;
};

export function createContentState(db: Database): ContentState {
  let known = 0;
  let cached: PublishedContent | null = null;
  let reading: { at: number; content: Promise<PublishedContent> } | null = null;
  const note = (version: number) => {
    if (version > known) known = version;
  };
  return {
    version: () => known,
    published: () => {
      if (cached && cached.version >= known) return Promise.resolve(cached);
      // A read begun before this server heard of a newer version may return the older content: start another.
      if (reading && reading.at >= known) return reading.content;
      const started = {
        at: known,
        content: readPublishedContent(db).then((content) => {
          note(content.version);
          if (!cached || content.version >= cached.version) cached = content;
          return content;
        }),
      };
      reading = started;
      started.content.then(
        () => (reading = reading === started ? null : reading),
        () => (reading = reading === started ? null : reading),
      );
      return started.content;
    },
    refresh: async () => {
      note(await readContentVersion(db));
      return known;
    },
  };
}

// What each public page that shows the studio's content gets from its loader: the published items (or, in the
// studio's preview, a draft put among them) with the copy around them that stays in code. One builder per page, so a
// preview is the page's own data.
import { faqClosing, faqHero, faqMeta } from "~/content/faq";
import { formatNewsDate, newsClosing, newsHero, newsMeta } from "~/content/news";
import { newsArticlePath, resourcePath } from "~/content/public-pages";
import type { PublishedArticle, PublishedGuide, PublishedJob } from "~/content/published";
import {
  DOWNLOAD_NOTE,
  resourceCategoryIntros,
  resourcesCallToAction,
  resourcesHero,
  resourcesMeta,
} from "~/content/resources";
import { testimonialsPage } from "~/content/testimonials";
import { EMPLOYMENT_TYPES, PAY_UNITS, RESOURCE_CATEGORIES } from "~/lib/content-sections";
import type { PublishedContent } from "./published";
import {
  articleLdOf,
  breadcrumbsOf,
  faqPageLdOf,
  graphOf,
  jobPostingLdOf,
  professionalServiceOf,
} from "./structured-data";

/** The structured data of an inner page one step from home: its breadcrumb trail. */
export const trailData = (name: string, path: string, origin: string) =>
  graphOf(breadcrumbsOf([{ name, path }], origin));
const trail = (name: string, path: string, origin: string) => breadcrumbsOf([{ name, path }], origin);

export function newsPageData(content: Pick<PublishedContent, "articles">, origin: string) {
  return {
    structuredData: graphOf(trail("Compliance Hub", "/news", origin)),
    meta: newsMeta,
    hero: newsHero,
    articles: content.articles.map((article) => ({
      ...article,
      displayDate: formatNewsDate(article.date),
      path: newsArticlePath(article.slug),
    })),
    closing: newsClosing,
  };
}

export function articlePageData(article: PublishedArticle, content: Pick<PublishedContent, "firm">, origin: string) {
  const path = newsArticlePath(article.slug);
  return {
    article: { ...article, displayDate: formatNewsDate(article.date) },
    closing: newsClosing,
    structuredData: graphOf(
      articleLdOf(article, path, content.firm, origin),
      breadcrumbsOf(
        [
          { name: "Compliance Hub", path: "/news" },
          { name: article.title, path },
        ],
        origin,
      ),
    ),
  };
}

export function faqPageData(content: Pick<PublishedContent, "faq">, origin: string) {
  return {
    meta: faqMeta,
    hero: faqHero,
    items: content.faq,
    closing: faqClosing,
    structuredData: graphOf(faqPageLdOf(content.faq), trail("FAQ", "/faq", origin)),
  };
}

export function testimonialsPageData(content: Pick<PublishedContent, "testimonials">, origin: string) {
  return {
    ...testimonialsPage,
    testimonials: content.testimonials,
    structuredData: graphOf(trail("Testimonials", "/testimonials", origin)),
  };
}

/** The library: each category with its guides (titles and summaries only; the full text stays on the server). */
export function resourcesPageData(content: Pick<PublishedContent, "guides">, origin: string) {
  return {
    structuredData: graphOf(trail("Resources", "/resources", origin)),
    meta: resourcesMeta,
    hero: resourcesHero,
    library: RESOURCE_CATEGORIES.map((category) => ({
      category,
      intro: resourceCategoryIntros[category],
      items: content.guides
        .filter((guide) => guide.category === category)
        .map(({ slug, title, summary }) => ({ slug, title, summary, href: resourcePath(slug) })),
    })).filter((group) => group.items.length > 0),
    callToAction: resourcesCallToAction,
  };
}

export function guidePageData(guide: PublishedGuide, origin: string) {
  const steps = [
    { name: "Resources", path: "/resources" },
    { name: guide.title, path: resourcePath(guide.slug) },
  ];
  return { resource: guide, downloadNote: DOWNLOAD_NOTE, structuredData: graphOf(breadcrumbsOf(steps, origin)) };
}

const dollarsText = (amount: number) =>
  `$${amount.toLocaleString("en-US", { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 })}`;

/** A posting's pay as it reads: "$28 to $34 an hour", "$65,000 a year"; undefined without one. */
export function payRangeText(job: Pick<PublishedJob, "payMin" | "payMax" | "payUnit">) {
  if (job.payMin === undefined) return undefined;
  const unit = PAY_UNITS.find((candidate) => candidate.value === job.payUnit)?.label ?? "";
  const range =
    job.payMax === undefined || job.payMax === job.payMin
      ? dollarsText(job.payMin)
      : `${dollarsText(job.payMin)} to ${dollarsText(job.payMax)}`;
  return `${range} ${unit}`;
}

/** The job board's postings (the open ones), with their terms as they read. */
export function jobBoardData(content: Pick<PublishedContent, "jobs">) {
  return content.jobs.map((job) => ({
    ...job,
    employmentTypeLabel: EMPLOYMENT_TYPES.find((type) => type.value === job.employmentType)?.label ?? "",
    payText: payRangeText(job),
  }));
}

/** /careers's structured data: each open posting, for job search. */
export function careersStructuredData(content: Pick<PublishedContent, "jobs" | "firm">, origin: string) {
  return graphOf(
    ...content.jobs.map((job) => jobPostingLdOf(job, content.firm, origin)),
    trail("Careers", "/careers", origin),
  );
}

/** The home page's structured data: the firm. */
export function homeStructuredData(content: Pick<PublishedContent, "firm">, origin: string) {
  return graphOf(professionalServiceOf(content.firm, origin));
}

/** /contact's: the firm, and the way there. */
export function contactStructuredData(content: Pick<PublishedContent, "firm">, origin: string) {
  return graphOf(professionalServiceOf(content.firm, origin), trail("Contact", "/contact", origin));
}

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

export function newsPageData(content: Pick<PublishedContent, "articles">) {
  return {
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

export function articlePageData(article: PublishedArticle) {
  return { article: { ...article, displayDate: formatNewsDate(article.date) }, closing: newsClosing };
}

export function faqPageData(content: Pick<PublishedContent, "faq">) {
  return { meta: faqMeta, hero: faqHero, items: content.faq, closing: faqClosing };
}

export function testimonialsPageData(content: Pick<PublishedContent, "testimonials">) {
  return { ...testimonialsPage, testimonials: content.testimonials };
}

/** The library: each category with its guides (titles and summaries only; the full text stays on the server). */
export function resourcesPageData(content: Pick<PublishedContent, "guides">) {
  return {
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

export function guidePageData(guide: PublishedGuide) {
  return { resource: guide, downloadNote: DOWNLOAD_NOTE };
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

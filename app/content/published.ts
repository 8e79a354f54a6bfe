// What the public pages show of the studio's content: each published item as its page reads it. The server builds
// these from the database (app/.server/content/published.ts), with Markdown already rendered to safe HTML; the
// pages and their components only display them.
import type { EmploymentType, PayUnit, ResourceCategory } from "~/lib/content-sections";
import type { PositionTitle } from "./careers";

type Published = {
  /** The item's id in the studio. */
  id: string;
  /** Its address in its section. */
  slug: string;
  /** When it was first published, and when its text last changed on the site (ISO instants). */
  firstPublishedAt: string;
  publishedAt: string;
};

export type PublishedArticle = Published & {
  title: string;
  /** The article's own date, YYYY-MM-DD. */
  date: string;
  topic: string;
  summary: string;
  /** The body rendered from Markdown (safe HTML). */
  bodyHtml: string;
};

export type PublishedJob = Published & {
  title: string;
  employmentType: EmploymentType;
  payMin?: number;
  payMax?: number;
  payUnit: PayUnit;
  location: string;
  summary: string;
  descriptionHtml: string;
  requirements: string[];
  /** The application's role questions for this posting: one of the positions' sets, or none. */
  roleQuestions: PositionTitle | "none";
  isOpen: boolean;
  /** The last day applications are taken, YYYY-MM-DD. */
  validThrough?: string;
};

export type PublishedGuide = Published & {
  category: ResourceCategory;
  title: string;
  summary: string;
  bodyHtml: string;
};

export type PublishedFaqEntry = Published & {
  /** Lower comes first. */
  order: number;
  question: string;
  answerHtml: string;
  /** The answer's words, for structured data. */
  answerText: string;
};

export type PublishedTestimonial = Published & {
  /** Lower comes first. */
  order: number;
  quote: string;
  name: string;
  role: string;
  organization: string;
};

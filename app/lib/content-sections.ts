// The content studio's fixed lists, shared by the database schema, the server's checks and the editor. Plain data
// with relative imports only: the schema (app/.server/db/schema/content.ts) is loaded by plain Node too.

/** The studio's sections, as they appear in its addresses (/manager-dashboard/content/<section>). */
export const CONTENT_SECTIONS = ["news", "jobs", "resources", "faq", "testimonials", "firm"] as const;
export type ContentSection = (typeof CONTENT_SECTIONS)[number];

/** The sections whose items are many (the firm's details are one item). */
export const LIST_SECTIONS = ["news", "jobs", "resources", "faq", "testimonials"] as const satisfies ContentSection[];
export type ListSection = (typeof LIST_SECTIONS)[number];

/** Languages an item can be written in. A language is added here and in the pages that show it; only English now. */
export const CONTENT_LOCALES = ["en"] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];

/** What the audit trail records of an item. */
export const CONTENT_EVENT_ACTIONS = [
  "created",
  "saved",
  "restored",
  "published",
  "scheduled",
  "schedule-cancelled",
  "unpublished",
] as const;
export type ContentEventAction = (typeof CONTENT_EVENT_ACTIONS)[number];

/** The resource library's categories, in the order the page shows them. */
export const RESOURCE_CATEGORIES = [
  "ABA Resources",
  "Licensing Resources",
  "Training & Hiring Resources",
  "Onboarding & FAQs",
] as const;
export type ResourceCategory = (typeof RESOURCE_CATEGORIES)[number];

/** A job posting's employment type: its value, how the posting reads, and schema.org's JobPosting value. */
export const EMPLOYMENT_TYPES = [
  { value: "full-time", label: "Full-time", schemaOrg: "FULL_TIME" },
  { value: "part-time", label: "Part-time", schemaOrg: "PART_TIME" },
  { value: "contract", label: "Contract", schemaOrg: "CONTRACTOR" },
] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number]["value"];

/** What a pay range is per: the posting's words and schema.org's unit. */
export const PAY_UNITS = [
  { value: "hour", label: "an hour", schemaOrg: "HOUR" },
  { value: "year", label: "a year", schemaOrg: "YEAR" },
] as const;
export type PayUnit = (typeof PAY_UNITS)[number]["value"];

/** A posting without the application's role questions asks only the general ones. */
export const NO_ROLE_QUESTIONS = "none";

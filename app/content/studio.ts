// The content studio's sections as the editor shows them: their names, what each list says, and each field's label,
// hint and kind. The checks are app/lib/schemas/content.ts; the public pages that show each section are its `path`.
import {
  type ContentSection,
  EMPLOYMENT_TYPES,
  NO_ROLE_QUESTIONS,
  PAY_UNITS,
  RESOURCE_CATEGORIES,
} from "~/lib/content-sections";
import { POSITION_TITLES } from "~/lib/schemas/application-fields";
import { newsArticlePath, resourcePath } from "./public-pages";

export type StudioFieldKind =
  | "text"
  | "textarea"
  | "markdown"
  | "date"
  | "number"
  | "select"
  | "lines"
  | "days"
  | "time"
  | "email"
  | "tel"
  | "url";

export type StudioField = {
  name: string;
  label: string;
  kind: StudioFieldKind;
  hint?: string;
  isRequired?: boolean;
  options?: readonly { value: string; label: string }[];
};

export type StudioSection = {
  title: string;
  /** What one item is called in sentences ("a new article"). */
  singular: string;
  description: string;
  fields: StudioField[];
  /** Whether items have an address of their own the editor shows (the rest get one made for them). */
  hasSlug: boolean;
  /** The public page an item appears on (its own page, or the section's page). */
  publicPath: (slug: string) => string;
};

const MARKDOWN_HINT =
  "Markdown: a blank line starts a paragraph; # Heading, - list item, **bold**, [words](https://…) for a link, | tables |.";

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

export const STUDIO_SECTIONS: Record<ContentSection, StudioSection> = {
  news: {
    title: "Compliance Hub articles",
    singular: "article",
    description: "Articles on /news, newest first by their date, each with a page of its own.",
    hasSlug: true,
    publicPath: newsArticlePath,
    fields: [
      { name: "title", label: "Title", kind: "text", isRequired: true },
      { name: "date", label: "Date", kind: "date", isRequired: true, hint: "The date the article is shown with." },
      { name: "topic", label: "Topic", kind: "text", isRequired: true, hint: "For example: EIDBI compliance." },
      { name: "summary", label: "Summary", kind: "textarea", isRequired: true, hint: "One or two sentences." },
      { name: "body", label: "Article", kind: "markdown", isRequired: true, hint: MARKDOWN_HINT },
    ],
  },
  jobs: {
    title: "Job postings",
    singular: "job posting",
    description: "Open positions on /careers. Apply Now opens the application with the posting's role questions.",
    hasSlug: true,
    publicPath: (slug) => `/careers#posting-${slug}`,
    fields: [
      { name: "title", label: "Position title", kind: "text", isRequired: true },
      {
        name: "status",
        label: "Open or closed",
        kind: "select",
        isRequired: true,
        options: [
          { value: "open", label: "Open: shown on /careers" },
          { value: "closed", label: "Closed: not shown" },
        ],
      },
      { name: "employmentType", label: "Employment type", kind: "select", isRequired: true, options: EMPLOYMENT_TYPES },
      { name: "location", label: "Location", kind: "text", isRequired: true, hint: "City and state, or Remote." },
      {
        name: "payMin",
        label: "Pay from (dollars)",
        kind: "number",
        hint: "Leave both pay fields empty to show no pay range.",
      },
      { name: "payMax", label: "Pay up to (dollars)", kind: "number" },
      {
        name: "payUnit",
        label: "Pay is per",
        kind: "select",
        isRequired: true,
        options: PAY_UNITS.map((unit) => ({
          value: unit.value,
          label: unit.value === "hour" ? "Hour" : "Year",
        })),
      },
      { name: "summary", label: "One-line summary", kind: "text", isRequired: true },
      { name: "description", label: "Description", kind: "markdown", isRequired: true, hint: MARKDOWN_HINT },
      { name: "requirements", label: "Requirements", kind: "lines", hint: "One requirement per line." },
      {
        name: "roleQuestions",
        label: "Application's role questions",
        kind: "select",
        isRequired: true,
        options: [
          ...POSITION_TITLES.map((title) => ({ value: title, label: `The ${title} questions` })),
          { value: NO_ROLE_QUESTIONS, label: "None: the general questions only" },
        ],
      },
      { name: "validThrough", label: "Applications taken until", kind: "date", hint: "Optional: the last day." },
    ],
  },
  resources: {
    title: "Resource guides",
    singular: "guide",
    description: "Guides in the library on /resources, each with a printable page of its own.",
    hasSlug: true,
    publicPath: resourcePath,
    fields: [
      {
        name: "category",
        label: "Library section",
        kind: "select",
        isRequired: true,
        options: RESOURCE_CATEGORIES.map((category) => ({ value: category, label: category })),
      },
      { name: "title", label: "Title", kind: "text", isRequired: true },
      { name: "summary", label: "Summary", kind: "textarea", isRequired: true, hint: "Shown in the library." },
      { name: "body", label: "Guide", kind: "markdown", isRequired: true, hint: MARKDOWN_HINT },
    ],
  },
  faq: {
    title: "FAQ",
    singular: "question",
    description: "Questions and answers on /faq, in their order.",
    hasSlug: true,
    publicPath: () => "/faq",
    fields: [
      { name: "question", label: "Question", kind: "text", isRequired: true },
      { name: "answer", label: "Answer", kind: "markdown", isRequired: true, hint: MARKDOWN_HINT },
      {
        name: "order",
        label: "Order",
        kind: "number",
        hint: "Lower numbers come first (the built-in ones are 10, 20, 30…).",
      },
    ],
  },
  testimonials: {
    title: "Testimonials",
    singular: "testimonial",
    description: "Client quotes on the home page and /testimonials, in their order.",
    hasSlug: false,
    publicPath: () => "/testimonials",
    fields: [
      { name: "quote", label: "Quote", kind: "textarea", isRequired: true },
      { name: "name", label: "Name", kind: "text", isRequired: true, hint: "As it should appear, e.g. Amina R." },
      { name: "role", label: "Role", kind: "text", hint: "For example: Executive Director." },
      { name: "organization", label: "Organization", kind: "text", isRequired: true },
      { name: "order", label: "Order", kind: "number", hint: "Lower numbers come first." },
    ],
  },
  firm: {
    title: "Firm details",
    singular: "firm details",
    description:
      "The firm's name, address, contact details and hours: in the footer, on /contact, on the home page and in the chat.",
    hasSlug: false,
    publicPath: () => "/contact",
    fields: [
      { name: "name", label: "Firm name", kind: "text", isRequired: true },
      { name: "street", label: "Street address", kind: "text", isRequired: true },
      { name: "city", label: "City", kind: "text", isRequired: true },
      { name: "state", label: "State", kind: "text", isRequired: true, hint: "Two letters, like MN." },
      { name: "postalCode", label: "ZIP code", kind: "text", isRequired: true },
      { name: "email", label: "E-mail", kind: "email", isRequired: true },
      {
        name: "phone",
        label: "Phone",
        kind: "tel",
        isRequired: true,
        hint: "With its area code, as it should read: (612) 555-0100.",
      },
      {
        name: "mapsUrl",
        label: "Maps link",
        kind: "url",
        isRequired: true,
        hint: "The link that opens the office on a map.",
      },
      {
        name: "hours",
        label: "Hours, as the pages show them",
        kind: "lines",
        isRequired: true,
        hint: "One line each: days, a colon, the time. The first line is the one the footer and the chat name.",
      },
      {
        name: "openDays",
        label: "Days the office answers the phone",
        kind: "days",
        options: WEEKDAYS.map((day, index) => ({ value: String(index), label: day })),
      },
      { name: "opensAt", label: "Opens at (Central)", kind: "time", isRequired: true },
      {
        name: "closesAt",
        label: "Closes at (Central)",
        kind: "time",
        isRequired: true,
        hint: "The chat says the office is open now between these times on the days above.",
      },
    ],
  },
};

/** What the page shows after a successful action (the `done` query parameter). */
export const DONE_NOTES = {
  created: "Saved as a draft. Preview it, then publish it when it is ready.",
  saved: "Saved as a draft. Visitors still see the published version, if there is one.",
  unchanged: "Nothing had changed since the last save.",
  published: "Published. The site shows it within a few seconds.",
  scheduled: "Scheduled: it will be published at the time shown below.",
  "published-now": "That time had already passed, so it was published now.",
  unpublished: "Unpublished: it is no longer on the site. Its text is kept, to publish again.",
  "schedule-cancelled": "The scheduled publish was cancelled.",
  restored: "The old version is the current text again, saved as a new revision. Publish it to show it on the site.",
} as const;
export type DoneNote = keyof typeof DONE_NOTES;

/** Notes on a field after a save: the address was rewritten to the form addresses take. */
export const SLUG_NORMALISED_NOTE = "Addresses use lowercase letters, digits and hyphens, so it was saved as shown.";

export type FormValues = Record<string, string | string[]>;

const clockText = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** A stored revision's fields as the editor's inputs hold them (the reverse of the section's schema). */
export function formValuesOf(section: ContentSection, fields: Record<string, unknown>): FormValues {
  const values: FormValues = {};
  for (const field of STUDIO_SECTIONS[section].fields) {
    const value = fields[field.name];
    if (value === undefined || value === null) values[field.name] = field.kind === "days" ? [] : "";
    else if (field.kind === "time") values[field.name] = clockText(Number(value));
    else if (field.kind === "days") values[field.name] = (value as number[]).map(String);
    else if (field.kind === "lines" && Array.isArray(value)) {
      values[field.name] = value
        .map((line) => (typeof line === "string" ? line : `${line.days}: ${line.time}`))
        .join("\n");
    } else values[field.name] = String(value);
  }
  return values;
}

/** The section's fields as a form sent them: one text each, the days as a list. */
export function readFieldValues(section: ContentSection, form: FormData): FormValues {
  const values: FormValues = {};
  for (const field of STUDIO_SECTIONS[section].fields) {
    values[field.name] =
      field.kind === "days" ? form.getAll(field.name).map(String) : String(form.get(field.name) ?? "");
  }
  return values;
}

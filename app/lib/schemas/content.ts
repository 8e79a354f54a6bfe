// The content studio's fields, one schema per section: what the editor sends (form text) and what a revision stores
// (the parsed values). The server checks every save with these; the messages are shown on the field.
import { z } from "zod";
import {
  type ContentSection,
  EMPLOYMENT_TYPES,
  NO_ROLE_QUESTIONS,
  PAY_UNITS,
  RESOURCE_CATEGORIES,
} from "~/lib/content-sections";
import { POSITION_TITLES } from "~/lib/schemas/application-fields";

/** The most a Markdown text may hold: far more than any page needs, little enough to render at once. */
export const MAX_BODY_BYTES = 200 * 1024;

const textEncoder = new TextEncoder();

const requiredText = (what: string, max: number) =>
  z
    .string({ error: `Enter ${what}.` })
    .trim()
    .min(1, `Enter ${what}.`)
    .max(max, `Keep ${what} to ${max.toLocaleString("en-US")} characters or fewer.`);

const optionalText = (what: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `Keep ${what} to ${max.toLocaleString("en-US")} characters or fewer.`)
    .default("");

/** A Markdown text: required, at most MAX_BODY_BYTES. */
const markdown = (what: string) =>
  z
    .string({ error: `Write ${what}.` })
    .trim()
    .min(1, `Write ${what}.`)
    .superRefine((text, context) => {
      const bytes = textEncoder.encode(text).length;
      if (bytes > MAX_BODY_BYTES) {
        context.addIssue({
          code: "custom",
          message: `This text is ${Math.ceil(bytes / 1024)} KB; the most a text can hold is ${MAX_BODY_BYTES / 1024} KB. Shorten it, or split it into two items.`,
        });
      }
    });

/** "2025-03-14": a real calendar date. */
export const CalendarDateSchema = z
  .string({ error: "Enter a date." })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Enter a date like 2025-03-14.", abort: true })
  .refine((date) => {
    const parsed = new Date(`${date}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
  }, "That date does not exist. Enter a date like 2025-03-14.");

const optionalDate = z.union([z.literal("").transform(() => undefined), CalendarDateSchema]).optional();

const order = z
  .string()
  .trim()
  .default("")
  .transform((text, context) => {
    if (text === "") return 0;
    const value = Number(text);
    if (!Number.isInteger(value) || value < 0 || value > 9999) {
      context.addIssue({ code: "custom", message: "Enter a whole number from 0 to 9999 (lower comes first)." });
      return z.NEVER;
    }
    return value;
  });

const dollars = z
  .string()
  .trim()
  .default("")
  .transform((text, context) => {
    if (text === "") return undefined;
    const value = Number(text.replace(/[$,\s]/g, ""));
    if (!Number.isFinite(value) || value <= 0 || value > 10_000_000 || Math.round(value * 100) !== value * 100) {
      context.addIssue({ code: "custom", message: "Enter an amount in dollars, like 28 or 65000." });
      return z.NEVER;
    }
    return value;
  });

/** One entry per line, blank lines dropped. */
const lines = (what: string, maxLines: number) =>
  z
    .string()
    .default("")
    .transform((text) =>
      text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .refine((list) => list.length <= maxLines, `List at most ${maxLines} ${what}, one per line.`)
    .refine((list) => list.every((line) => line.length <= 500), `Keep each of the ${what} to 500 characters.`);

const choice = <const T extends readonly string[]>(values: T, message: string) => z.enum(values, { error: message });

export const NewsFieldsSchema = z.object({
  title: requiredText("a title", 200),
  date: CalendarDateSchema,
  topic: requiredText("a topic", 80),
  summary: requiredText("a summary", 600),
  body: markdown("the article"),
});

export const JobFieldsSchema = z
  .object({
    title: requiredText("the position's title", 200),
    employmentType: choice(
      EMPLOYMENT_TYPES.map((type) => type.value) as unknown as ["full-time", "part-time", "contract"],
      "Choose full-time, part-time or contract.",
    ),
    payMin: dollars,
    payMax: dollars,
    payUnit: choice(PAY_UNITS.map((unit) => unit.value) as unknown as ["hour", "year"], "Choose per hour or per year."),
    location: requiredText("where the work is done", 200),
    summary: requiredText("a one-line summary", 200),
    description: markdown("the description"),
    requirements: lines("requirements", 30),
    roleQuestions: choice([...POSITION_TITLES, NO_ROLE_QUESTIONS], "Choose a set of role questions, or none."),
    status: choice(["open", "closed"], "Choose open or closed."),
    validThrough: optionalDate,
  })
  .superRefine((job, context) => {
    if (job.payMin !== undefined && job.payMax !== undefined && job.payMin > job.payMax) {
      context.addIssue({
        code: "custom",
        path: ["payMin"],
        message: "The minimum is above the maximum. Enter the lower amount here and the higher one below.",
      });
    }
    if (job.payMin === undefined && job.payMax !== undefined) {
      context.addIssue({
        code: "custom",
        path: ["payMin"],
        message: "Enter the minimum as well, or clear the maximum.",
      });
    }
  });

export const GuideFieldsSchema = z.object({
  category: choice(RESOURCE_CATEGORIES, "Choose the library section the guide belongs in."),
  title: requiredText("a title", 200),
  summary: requiredText("a summary", 600),
  body: markdown("the guide"),
});

export const FaqFieldsSchema = z.object({
  question: requiredText("the question", 300),
  answer: markdown("the answer"),
  order,
});

export const TestimonialFieldsSchema = z.object({
  quote: requiredText("the quote", 2000),
  name: requiredText("the person's name", 120),
  role: optionalText("the person's role", 120),
  organization: requiredText("the organization", 200),
  order,
});

const clock = (what: string) =>
  z
    .string({ error: `Enter ${what}.` })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `Enter ${what} like 07:30 or 20:00.`)
    .transform((text) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3)));

export const FirmFieldsSchema = z
  .object({
    name: requiredText("the firm's name", 120),
    street: requiredText("the street address", 200),
    city: requiredText("the city", 80),
    state: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, "Enter the state's two letters, like MN."),
    postalCode: z
      .string()
      .trim()
      .regex(/^\d{5}(-\d{4})?$/, "Enter a ZIP code like 55401."),
    email: z.string().trim().pipe(z.email("Enter an e-mail like hello@yourfirm.com.")),
    phone: z
      .string()
      .trim()
      .refine((text) => /^1?\d{10}$/.test(text.replace(/\D/g, "")), "Enter a phone number with its area code."),
    mapsUrl: z
      .string()
      .trim()
      .refine((text) => /^https:\/\/\S+$/.test(text), "Enter the maps link as it starts, with https://."),
    hours: lines("lines of hours", 7)
      .refine((list) => list.length > 0, "Enter at least one line, like: Monday to Friday: 7:30 AM to 8:00 PM")
      .refine(
        (list) => list.every((line) => /^[^:]+:\s*\S/.test(line)),
        "Write each line as days, a colon, then the time: Monday to Friday: 7:30 AM to 8:00 PM",
      )
      .transform((list) =>
        list.map((line) => {
          const at = line.indexOf(":");
          return { days: line.slice(0, at).trim(), time: line.slice(at + 1).trim() };
        }),
      ),
    openDays: z
      .array(z.enum(["0", "1", "2", "3", "4", "5", "6"], { error: "Choose days of the week." }))
      .default([])
      .transform((days) => [...new Set(days.map(Number))].sort()),
    opensAt: clock("the opening time"),
    closesAt: clock("the closing time"),
  })
  .superRefine((firm, context) => {
    if (firm.opensAt >= firm.closesAt) {
      context.addIssue({
        code: "custom",
        path: ["closesAt"],
        message: "The office closes after it opens: check both times.",
      });
    }
  });

export type NewsFields = z.infer<typeof NewsFieldsSchema>;
export type JobFields = z.infer<typeof JobFieldsSchema>;
export type GuideFields = z.infer<typeof GuideFieldsSchema>;
export type FaqFields = z.infer<typeof FaqFieldsSchema>;
export type TestimonialFields = z.infer<typeof TestimonialFieldsSchema>;
export type FirmFields = z.infer<typeof FirmFieldsSchema>;

/** Each section's fields, by section. */
export const CONTENT_FIELD_SCHEMAS = {
  news: NewsFieldsSchema,
  jobs: JobFieldsSchema,
  resources: GuideFieldsSchema,
  faq: FaqFieldsSchema,
  testimonials: TestimonialFieldsSchema,
  firm: FirmFieldsSchema,
} satisfies Record<ContentSection, z.ZodType>;

export type ContentFields = {
  news: NewsFields;
  jobs: JobFields;
  resources: GuideFields;
  faq: FaqFields;
  testimonials: TestimonialFields;
  firm: FirmFields;
};

/** The field an item is known by in lists, and its slug is made from. */
export const TITLE_FIELD = {
  news: "title",
  jobs: "title",
  resources: "title",
  faq: "question",
  testimonials: "name",
  firm: "name",
} as const satisfies { [S in ContentSection]: keyof ContentFields[S] };

// The leads: contact messages, consultation and call requests, chat hand-offs (inquiries) and job applications
// from /careers.
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import type { FirstTouch } from "../../../lib/first-touch.ts";
import { LEAD_OUTCOMES } from "../../../lib/lead-outcomes.ts";
import { createdAt, enumCheck } from "./columns.ts";
import { applicationSearchParts, inquirySearchParts, searchIndex } from "./search.ts";

export const INQUIRY_SOURCES = ["contact", "quote", "call", "chat"] as const;
export type InquirySource = (typeof INQUIRY_SOURCES)[number];

const YES_NO = ["yes", "no"] as const;

/**
 * A chat hand-off's conversation, line by line, shown as text on the inquiry's details page. The server writes the
 * assistant's lines ("chat") from its own question graph; "browser" is a step of the visitor's browser the graph could
 * not place. "assistant" is a line of a hand-off stored before the server rebuilt transcripts: the visitor's browser
 * wrote it, so it is shown as the browser's, never as the firm's.
 */
export type ChatTranscript = { speaker: "chat" | "visitor" | "browser" | "assistant"; text: string }[];

/** Where a lead's visitor first arrived from in that browser tab (kept in sessionStorage: no cookie, no visitor id). */
export type { FirstTouch };

/** Contact messages and consultation (quote) requests. */
export const inquiries = pgTable(
  "inquiries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    source: text("source", { enum: INQUIRY_SOURCES }).notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    // The visitor's own words. Quote requests keep the service, organization and category in the columns below
    // (a migration moved them out of the combined text that older quote requests had).
    message: text("message").notNull(),
    organization: text("organization"),
    serviceType: text("service_type"),
    category: text("category"),
    firstTouch: jsonb("first_touch").$type<FirstTouch>(),
    // The random id the visitor's form carried (null without JavaScript): a retry whose first answer was lost
    // finds the row already stored under it instead of storing a second one.
    submissionKey: uuid("submission_key").unique("inquiries_submission_key_unique"),
    responded: boolean("responded").notNull().default(false),
    outcome: text("outcome", { enum: LEAD_OUTCOMES }).notNull().default("open"),
    // The manager handling the lead (a users.id; cleared when that account is deleted).
    ownerId: text("owner_id"),
    // A chat hand-off's conversation up to the hand-off (the assistant's questions, the answers chosen and what the
    // visitor typed); null for the other sources.
    transcript: jsonb("transcript").$type<ChatTranscript>(),
    createdAt: createdAt(),
  },
  (table) => [
    // The dashboard's order (newest first, id breaks ties), alone and under the Pending/Responded filter.
    index("inquiries_created_at_id_idx").on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index("inquiries_responded_created_at_id_idx").on(
      table.responded,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The same order under the Assigned and Outcome filters: without them a rare owner or outcome (a new manager's
    // few leads, the spam) walked the whole newest-first index to fill a page.
    index("inquiries_owner_created_at_id_idx").on(
      table.ownerId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index("inquiries_outcome_created_at_id_idx").on(
      table.outcome,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The dashboard's search (ILIKE '%q%' over name, e-mail and message).
    searchIndex("inquiries_search_trgm_idx", inquirySearchParts(table)),
    enumCheck("inquiries_source_check", table.source, INQUIRY_SOURCES),
    enumCheck("inquiries_outcome_check", table.outcome, LEAD_OUTCOMES),
  ],
);

/** Answers to the role-specific questions (ROLE_QUESTIONS), keyed by question key. */
export type RoleAnswers = Record<string, string>;

/** Job applications from /careers, with the résumé file kept in storage under resume_file_key. */
export const applications = pgTable(
  "applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    address: text("address"),
    gender: text("gender"),
    race: text("race"),
    authorized: text("authorized", { enum: YES_NO }).notNull(),
    veteran: text("veteran"),
    workHistory: text("work_history").array().notNull().default(sql`'{}'::text[]`),
    education: text("education").array().notNull().default(sql`'{}'::text[]`),
    interest: text("interest").notNull(),
    // The role whose questions the form asked (a position title, or "General").
    role: text("role").notNull(),
    roleAnswers: jsonb("role_answers").$type<RoleAnswers>().notNull().default({}),
    // The job posting applied to (the content studio's item) and its title then; null for a general application or one
    // sent before postings were named.
    postingId: uuid("posting_id"),
    postingTitle: text("posting_title"),
    firstTouch: jsonb("first_touch").$type<FirstTouch>(),
    // Null when the form did not ask (the ban-the-box switch in app/content/careers.ts was off).
    criminalBackground: text("criminal_background", { enum: YES_NO }),
    criminalDetails: text("criminal_details"),
    drugTest: text("drug_test", { enum: YES_NO }).notNull(),
    // The visitor's file name, cleaned for display; the file itself is stored under resume_file_key.
    resumeFileName: text("resume_file_name"),
    resumeFileKey: text("resume_file_key"),
    resumeFileSize: integer("resume_file_size"),
    resumeFileType: text("resume_file_type"),
    // As inquiries.submission_key: one application (and one résumé file) per filled-in form, however often sent.
    submissionKey: uuid("submission_key").unique("applications_submission_key_unique"),
    responded: boolean("responded").notNull().default(false),
    ownerId: text("owner_id"),
    createdAt: createdAt(),
  },
  (table) => [
    index("applications_created_at_id_idx").on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index("applications_responded_created_at_id_idx").on(
      table.responded,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index("applications_owner_created_at_id_idx").on(
      table.ownerId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    searchIndex("applications_search_trgm_idx", applicationSearchParts(table)),
    enumCheck("applications_authorized_check", table.authorized, YES_NO),
    enumCheck("applications_criminal_background_check", table.criminalBackground, YES_NO),
    enumCheck("applications_drug_test_check", table.drugTest, YES_NO),
  ],
);

export type Inquiry = typeof inquiries.$inferSelect;
export type NewInquiry = typeof inquiries.$inferInsert;
export type Application = typeof applications.$inferSelect;
export type NewApplication = typeof applications.$inferInsert;

export const LEAD_KINDS = ["inquiry", "application"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

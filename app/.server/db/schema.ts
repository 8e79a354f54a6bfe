// The one database schema (SPEC §3), shared by PGlite and PostgreSQL. Migrations in drizzle/ are generated
// from this file with `npm run db:generate`; never edit a migration that has been committed.
// Imports stay relative with explicit .ts extensions so plain Node (the manager CLI) can load this file.
import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

export const INQUIRY_SOURCES = ["contact", "quote"] as const;
export type InquirySource = (typeof INQUIRY_SOURCES)[number];
export const MANAGER_ROLES = ["manager", "admin"] as const;
export type ManagerRole = (typeof MANAGER_ROLES)[number];

const YES_NO = ["yes", "no"] as const;

/**
 * The text the dashboard searches in a table: its searched (NOT NULL) columns joined by U+001F, a character no
 * stored field and no search holds (managers.ts checks), so a match never spans two columns and `doc ILIKE
 * '%q%'` means the same as an ILIKE on each column. One trigram GIN index over this expression serves the
 * search with a single index scan; the query must repeat the expression exactly for the planner to use it.
 */
export function searchDocument(columns: AnyPgColumn[]): SQL {
  return sql`(${sql.join(columns, sql` || chr(31) || `)})`;
}

/** The trigram GIN index over a table's searchDocument (needs pg_trgm, drizzle/0004). */
function searchIndex(name: string, columns: AnyPgColumn[]) {
  return index(name).using("gin", sql`${searchDocument(columns)} gin_trgm_ops`);
}

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

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
    responded: boolean("responded").notNull().default(false),
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
    // The dashboard's search (ILIKE '%q%' over name, e-mail and message).
    searchIndex("inquiries_search_trgm_idx", [table.name, table.email, table.message]),
    check("inquiries_source_check", sql`${table.source} in ('contact', 'quote')`),
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
    role: text("role").notNull(),
    roleAnswers: jsonb("role_answers").$type<RoleAnswers>().notNull().default({}),
    criminalBackground: text("criminal_background", { enum: YES_NO }).notNull(),
    criminalDetails: text("criminal_details"),
    drugTest: text("drug_test", { enum: YES_NO }).notNull(),
    // The visitor's file name, cleaned for display; the file itself is stored under resume_file_key.
    resumeFileName: text("resume_file_name"),
    resumeFileKey: text("resume_file_key"),
    resumeFileSize: integer("resume_file_size"),
    resumeFileType: text("resume_file_type"),
    responded: boolean("responded").notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index("applications_created_at_id_idx").on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index("applications_responded_created_at_id_idx").on(
      table.responded,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    searchIndex("applications_search_trgm_idx", [table.fullName, table.email, table.interest, table.role]),
    check("applications_authorized_check", sql`${table.authorized} in ('yes', 'no')`),
    check("applications_criminal_background_check", sql`${table.criminalBackground} in ('yes', 'no')`),
    check("applications_drug_test_check", sql`${table.drugTest} in ('yes', 'no')`),
  ],
);

/** Documents shown on the dashboard's uploads tab (how visitors create them is not part of the spec yet). */
export const uploads = pgTable(
  "uploads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    senderName: text("sender_name").notNull(),
    documentTitle: text("document_title").notNull(),
    submissionType: text("submission_type").notNull(),
    // The storage key of the file; null when the row has no file.
    filePath: text("file_path"),
    fileName: text("file_name"),
    fileSize: integer("file_size"),
    fileType: text("file_type"),
    createdAt: createdAt(),
  },
  (table) => [
    index("uploads_created_at_id_idx").on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    searchIndex("uploads_search_trgm_idx", [table.senderName, table.documentTitle, table.submissionType]),
  ],
);

/** Who may open the dashboard. user_id is a Better Auth user id (text); the auth migration adds its FK. */
export const userRoles = pgTable(
  "user_roles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").notNull().unique("user_roles_user_id_unique"),
    role: text("role", { enum: MANAGER_ROLES }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [check("user_roles_role_check", sql`${table.role} in ('manager', 'admin')`)],
);

/**
 * Hits per key in the current fixed window (app/.server/rate-limit.ts), e.g. "form:203.0.113.7". Kept in the
 * database so every app server on it counts together; expired rows are removed as hits come in.
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("rate_limit_counters_window_start_idx").on(table.windowStart)],
);

/**
 * The dashboard's summary counts, kept exact by statement triggers on inquiries, applications and uploads
 * (drizzle/0006): each insert, delete or change of responded appends its signed delta here, and a table's
 * figure is the sum of its rows. getDashboardSummary (app/.server/managers.ts) folds the rows together now and
 * then. Never written by application code.
 */
export const dashboardCounts = pgTable(
  "dashboard_counts",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    tableName: text("table_name").notNull(),
    total: bigint("total", { mode: "number" }).notNull(),
    // Rows with responded = false; always 0 for uploads, which have no responded flag.
    pending: bigint("pending", { mode: "number" }).notNull(),
  },
  (table) => [
    check("dashboard_counts_table_name_check", sql`${table.tableName} in ('inquiries', 'applications', 'uploads')`),
  ],
);

export type Inquiry = typeof inquiries.$inferSelect;
export type NewInquiry = typeof inquiries.$inferInsert;
export type Application = typeof applications.$inferSelect;
export type NewApplication = typeof applications.$inferInsert;
export type Upload = typeof uploads.$inferSelect;
export type UserRole = typeof userRoles.$inferSelect;

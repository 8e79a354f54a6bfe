// The one database schema (SPEC §3), shared by PGlite and PostgreSQL. Migrations in drizzle/ are generated
// from this file with `npm run db:generate`; never edit a migration that has been committed.
// Imports stay relative with explicit .ts extensions so plain Node (the manager CLI) can load this file.
import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { CALL_STATUSES } from "../../lib/call-statuses.ts";
import type { FirstTouch } from "../../lib/first-touch.ts";
import { LEAD_OUTCOMES } from "../../lib/lead-outcomes.ts";

export const INQUIRY_SOURCES = ["contact", "quote", "call", "chat"] as const;
export type InquirySource = (typeof INQUIRY_SOURCES)[number];
export const MANAGER_ROLES = ["manager", "admin"] as const;
export type ManagerRole = (typeof MANAGER_ROLES)[number];

const YES_NO = ["yes", "no"] as const;

/**
 * The text the dashboard searches in a table: its searched (NOT NULL) columns joined by U+001F, a character no
 * stored field and no search holds (lead-lists.ts checks), so a match never spans two columns and `doc ILIKE
 * '%q%'` means the same as an ILIKE on each column. One trigram GIN index over this expression serves the
 * search with a single index scan; the query must repeat the expression exactly for the planner to use it.
 */
export function searchDocument(columns: SearchPart[]): SQL {
  return sql`(${sql.join(columns, sql` || chr(31) || `)})`;
}

/** A searched column, or a nullable one written as coalesce(column, '') so the joined text is never null. */
export type SearchPart = AnyPgColumn | SQL;

/**
 * What the inquiries search covers: the sender's name and e-mail, their message, and a consultation request's
 * organization and service. The index below and the dashboard's query (lead-lists.ts) both use this list, as they do
 * the two lists after it.
 */
export function inquirySearchParts(table: {
  name: AnyPgColumn;
  email: AnyPgColumn;
  message: AnyPgColumn;
  organization: AnyPgColumn;
  serviceType: AnyPgColumn;
}): SearchPart[] {
  return [
    table.name,
    table.email,
    table.message,
    sql`coalesce(${table.organization}, '')`,
    sql`coalesce(${table.serviceType}, '')`,
  ];
}

/** What the applications search covers: name, e-mail, interest and the position applied for. */
export function applicationSearchParts(table: {
  fullName: AnyPgColumn;
  email: AnyPgColumn;
  interest: AnyPgColumn;
  role: AnyPgColumn;
}): SearchPart[] {
  return [table.fullName, table.email, table.interest, table.role];
}

/** What the uploads search covers: the sender, the document's title and the kind of submission. */
export function uploadSearchParts(table: {
  senderName: AnyPgColumn;
  documentTitle: AnyPgColumn;
  submissionType: AnyPgColumn;
}): SearchPart[] {
  return [table.senderName, table.documentTitle, table.submissionType];
}

/** The trigram GIN index over a table's searchDocument (needs pg_trgm, drizzle/0004). */
function searchIndex(name: string, columns: SearchPart[]) {
  return index(name).using("gin", sql`${searchDocument(columns)} gin_trgm_ops`);
}

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** A chat hand-off's conversation, line by line, shown as text on the inquiry's details page. */
export type ChatTranscript = { speaker: "assistant" | "visitor"; text: string }[];

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
    // The dashboard's search (ILIKE '%q%' over name, e-mail and message).
    searchIndex("inquiries_search_trgm_idx", inquirySearchParts(table)),
    check("inquiries_source_check", sql`${table.source} in ('contact', 'quote', 'call', 'chat')`),
    check("inquiries_outcome_check", sql`${table.outcome} in ('open', 'client', 'not-a-fit', 'spam')`),
  ],
);

export { CALL_STATUSES, type CallStatus } from "../../lib/call-statuses.ts";

/**
 * A call request's own part (its inquiry, source "call", holds the visitor's details): the slots the visitor
 * preferred, what became of them, and the hash of the visitor's cancel link. "confirmed" is one of the slots,
 * "proposed" a time the firm chose instead; both are in scheduled_at.
 */
export const callRequests = pgTable(
  "call_requests",
  {
    inquiryId: uuid("inquiry_id")
      .primaryKey()
      .references(() => inquiries.id, { onDelete: "cascade" }),
    // Start instants (ISO, UTC) of the visitor's preferred 30-minute slots, in their order of preference.
    slots: jsonb("slots").$type<string[]>().notNull(),
    status: text("status", { enum: CALL_STATUSES }).notNull().default("requested"),
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }),
    // SHA-256 (hex) of the cancel link's token; the token itself is only ever in the visitor's e-mail.
    cancelTokenHash: text("cancel_token_hash").unique("call_requests_cancel_token_hash_unique"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "call_requests_status_check",
      sql`${table.status} in ('requested', 'confirmed', 'proposed', 'declined', 'cancelled')`,
    ),
  ],
);
export type CallRequest = typeof callRequests.$inferSelect;

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
    searchIndex("applications_search_trgm_idx", applicationSearchParts(table)),
    check("applications_authorized_check", sql`${table.authorized} in ('yes', 'no')`),
    check("applications_criminal_background_check", sql`${table.criminalBackground} in ('yes', 'no')`),
    check("applications_drug_test_check", sql`${table.drugTest} in ('yes', 'no')`),
  ],
);

/**
 * A manager's request for documents from an agency: the link /upload/<token> it gives out (only the token's SHA-256
 * is kept), until when it works, an optional passcode (scrypt hash), and whether it was revoked. Its files are the
 * uploads rows that name it; purged_at is set when the retention job removed their files.
 */
export const uploadRequests = pgTable(
  "upload_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique("upload_requests_token_hash_unique"),
    // The hash of the link last e-mailed to the contact (a fresh token made when the e-mail is sent; a new e-mail
    // replaces it). The copied link's token_hash keeps working beside it.
    emailedTokenHash: text("emailed_token_hash").unique("upload_requests_emailed_token_hash_unique"),
    agencyName: text("agency_name").notNull(),
    contactEmail: text("contact_email").notNull(),
    purpose: text("purpose").notNull(),
    passcodeHash: text("passcode_hash"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    purgedAt: timestamp("purged_at", { withTimezone: true }),
    createdById: text("created_by_id"),
    createdByName: text("created_by_name"),
    createdAt: createdAt(),
  },
  (table) => [index("upload_requests_created_at_idx").on(table.createdAt.desc(), table.id.desc())],
);
export type UploadRequest = typeof uploadRequests.$inferSelect;

/** Documents agencies sent through an upload request, listed on the dashboard's uploads tab. */
export const uploads = pgTable(
  "uploads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // The upload request it came through (rows from before upload requests have none).
    requestId: uuid("request_id").references(() => uploadRequests.id),
    // The receipt number the agency was shown for the batch this file came in.
    receipt: text("receipt"),
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
    searchIndex("uploads_search_trgm_idx", uploadSearchParts(table)),
    index("uploads_request_id_idx").on(table.requestId),
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
 * figure is the sum of its rows. getDashboardSummary (app/.server/dashboard-summary.ts) folds the rows together now and
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

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * Uploaded files kept in the database (FILE_STORE=database, the default with DATABASE_URL), so every app server on
 * one PostgreSQL reaches them: one row per file, its content in `file_chunks`. Written in one transaction, so a
 * file is either whole or absent. Keys are the generated UUIDs that applications and uploads name.
 */
export const storedFiles = pgTable("stored_files", {
  key: uuid("key").primaryKey(),
  size: bigint("size", { mode: "number" }).notNull(),
  storedAt: timestamp("stored_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A stored file's content in pieces of at most 256 KB, numbered from 0, read back one at a time. */
export const fileChunks = pgTable(
  "file_chunks",
  {
    key: uuid("key")
      .notNull()
      .references(() => storedFiles.key, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    data: bytea("data").notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.seq] })],
);

/**
 * The data key of every stored file, wrapped by the master key (app/.server/encrypted-file-storage.ts), with the
 * id of the master key that wrapped it (key rotation re-wraps these rows) and the file's plaintext size.
 */
export const fileKeys = pgTable("file_keys", {
  key: uuid("key").primaryKey(),
  wrappedKey: bytea("wrapped_key").notNull(),
  masterKeyId: text("master_key_id").notNull(),
  size: bigint("size", { mode: "number" }).notNull(),
  storedAt: timestamp("stored_at", { withTimezone: true }).notNull().defaultNow(),
});

export const FILE_ACCESS_KINDS = ["resume", "upload"] as const;
export type FileAccessKind = (typeof FILE_ACCESS_KINDS)[number];

/**
 * The access log: every download or view of a stored file, with who, when, which file and from which IP. Kept
 * when the file is purged or its record deleted (it names the manager and the file, never the file's content).
 */
export const fileAccesses = pgTable(
  "file_accesses",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    fileKind: text("file_kind", { enum: FILE_ACCESS_KINDS }).notNull(),
    // The application (résumé) or the upload (document) the file belongs to.
    recordId: uuid("record_id").notNull(),
    requestId: uuid("request_id"),
    fileName: text("file_name").notNull(),
    actorId: text("actor_id"),
    actorName: text("actor_name"),
    clientIp: text("client_ip").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("file_accesses_record_idx").on(table.fileKind, table.recordId, table.id),
    index("file_accesses_request_idx").on(table.requestId, table.id),
    check("file_accesses_file_kind_check", sql`${table.fileKind} in ('resume', 'upload')`),
  ],
);
export type FileAccess = typeof fileAccesses.$inferSelect;

export type Inquiry = typeof inquiries.$inferSelect;
export type NewInquiry = typeof inquiries.$inferInsert;
export type Application = typeof applications.$inferSelect;
export type NewApplication = typeof applications.$inferInsert;
export type Upload = typeof uploads.$inferSelect;
export type UserRole = typeof userRoles.$inferSelect;

export const LEAD_KINDS = ["inquiry", "application"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
export const OUTBOX_STATUSES = ["queued", "sent", "failed"] as const;
/**
 * What an outbox row sends: the alert about a new lead to the firm, a message about a call to its visitor, or an
 * upload request's link to its agency.
 */
export const MAIL_KINDS = ["lead-alert", "call-confirmed", "call-declined", "call-cancelled", "upload-link"] as const;
/** What an outbox row is about: a lead, or (for the upload link) an upload request. */
export const OUTBOX_SUBJECT_KINDS = [...LEAD_KINDS, "upload-request"] as const;
export type OutboxSubjectKind = (typeof OUTBOX_SUBJECT_KINDS)[number];
export type MailKind = (typeof MAIL_KINDS)[number];
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * E-mail about leads, one row per message and recipient, written in the same transaction as the change that causes
 * it (a transactional outbox) and delivered by the sender in app/.server/mail/outbox-sender.ts. Rows hold no visitor
 * text: the message of its kind is composed from the lead when it is sent.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind", { enum: MAIL_KINDS }).notNull().default("lead-alert"),
    leadKind: text("lead_kind", { enum: OUTBOX_SUBJECT_KINDS }).notNull(),
    leadId: uuid("lead_id").notNull(),
    recipient: text("recipient").notNull(),
    // Stable per lead, so a repeat after a crash between sending and recording it is recognisable as one message.
    messageId: text("message_id").notNull(),
    status: text("status", { enum: OUTBOX_STATUSES }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    // A sender that claimed the row holds it until then; a crashed sender's claim simply runs out.
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("mail_outbox_message_recipient_idx").on(table.messageId, table.recipient),
    index("mail_outbox_due_idx").on(table.status, table.nextAttemptAt),
    check("mail_outbox_lead_kind_check", sql`${table.leadKind} in ('inquiry', 'application', 'upload-request')`),
    check(
      "mail_outbox_kind_check",
      sql`${table.kind} in ('lead-alert', 'call-confirmed', 'call-declined', 'call-cancelled', 'upload-link')`,
    ),
    check("mail_outbox_status_check", sql`${table.status} in ('queued', 'sent', 'failed')`),
  ],
);
export type OutboxRow = typeof mailOutbox.$inferSelect;

export const LEAD_EVENT_ACTIONS = [
  "responded",
  "pending",
  "assigned",
  "unassigned",
  "note-added",
  "outcome",
  "resume-downloaded",
  "document-downloaded",
  "exported",
  "deleted",
  "purged",
  "call-confirmed",
  "call-proposed",
  "call-declined",
  "call-cancelled",
] as const;
export type LeadEventAction = (typeof LEAD_EVENT_ACTIONS)[number];

/**
 * Every change on a lead after it arrived, with who and when. Kept when the lead is deleted or purged: a line names
 * the manager who acted (or none, for the system), never the visitor, and `detail` holds no visitor text.
 */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    leadKind: text("lead_kind", { enum: LEAD_KINDS }).notNull(),
    leadId: uuid("lead_id").notNull(),
    action: text("action", { enum: LEAD_EVENT_ACTIONS }).notNull(),
    // The manager's user id and name as they were then; null for the system (retention).
    actorId: text("actor_id"),
    actorName: text("actor_name"),
    detail: text("detail"),
    createdAt: createdAt(),
  },
  (table) => [index("lead_events_lead_idx").on(table.leadKind, table.leadId, table.id)],
);
export type LeadEvent = typeof leadEvents.$inferSelect;

/** Managers' private notes on a lead, shown newest first. Deleted with the lead. */
export const leadNotes = pgTable(
  "lead_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadKind: text("lead_kind", { enum: LEAD_KINDS }).notNull(),
    leadId: uuid("lead_id").notNull(),
    authorId: text("author_id"),
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("lead_notes_lead_idx").on(table.leadKind, table.leadId, table.createdAt)],
);
export type LeadNote = typeof leadNotes.$inferSelect;

export const CHAT_COUNT_EVENTS = ["reached", "chose", "recommended", "handoff"] as const;
export type ChatCountEvent = (typeof CHAT_COUNT_EVENTS)[number];

/**
 * How often the chat's steps happen, per day, in aggregate: a node reached, an option chosen (`option` is where it
 * leads), a service recommended, a hand-off left. Keys are the question graph's own ids (checked before writing);
 * nothing here says who, and nothing the visitor typed is counted.
 */
export const chatCounts = pgTable(
  "chat_counts",
  {
    day: date("day", { mode: "string" }).notNull(),
    event: text("event", { enum: CHAT_COUNT_EVENTS }).notNull(),
    node: text("node").notNull(),
    option: text("option").notNull().default(""),
    count: integer("count").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.event, table.node, table.option] }),
    check("chat_counts_event_check", sql`${table.event} in ('reached', 'chose', 'recommended', 'handoff')`),
  ],
);

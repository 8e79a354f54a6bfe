// Upload requests (the links managers send agencies) and the documents that come back through them.

import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, enumCheck, identityId } from "./columns.ts";
import { searchIndex, uploadSearchParts } from "./search.ts";

/**
 * A manager's request for documents from an agency: the link /upload/<token> it gives out (only the token's SHA-256
 * is kept), until when it works, an optional passcode (scrypt hash), whether it was revoked, and how much it may
 * receive in all (files and bytes, set by the manager). Its files are the uploads rows that name it; purged_at is set
 * when the retention job removed their files.
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
    // What the link may receive in all, over every submission: once reached, more is refused.
    maxFiles: integer("max_files").notNull().default(100),
    maxTotalBytes: bigint("max_total_bytes", { mode: "number" })
      .notNull()
      .default(500 * 1024 * 1024),
    createdById: text("created_by_id"),
    createdByName: text("created_by_name"),
    createdAt: createdAt(),
  },
  (table) => [
    index("upload_requests_created_at_idx").on(table.createdAt.desc(), table.id.desc()),
    check("upload_requests_max_files_check", sql`${table.maxFiles} > 0`),
    check("upload_requests_max_total_bytes_check", sql`${table.maxTotalBytes} > 0`),
  ],
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

export type Upload = typeof uploads.$inferSelect;

export const UPLOAD_REQUEST_EVENT_ACTIONS = ["created", "revoked", "reopened", "limits-changed"] as const;
export type UploadRequestEventAction = (typeof UPLOAD_REQUEST_EVENT_ACTIONS)[number];

/**
 * What managers did with an upload request, with who and when: the request page's history. `detail` is the
 * firm's own wording (a new expiry, new limits), never the agency's text.
 */
export const uploadRequestEvents = pgTable(
  "upload_request_events",
  {
    id: identityId(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => uploadRequests.id),
    action: text("action", { enum: UPLOAD_REQUEST_EVENT_ACTIONS }).notNull(),
    actorId: text("actor_id"),
    actorName: text("actor_name"),
    detail: text("detail"),
    createdAt: createdAt(),
  },
  (table) => [
    index("upload_request_events_request_idx").on(table.requestId, table.id),
    enumCheck("upload_request_events_action_check", table.action, UPLOAD_REQUEST_EVENT_ACTIONS),
  ],
);
export type UploadRequestEvent = typeof uploadRequestEvents.$inferSelect;

/**
 * Files an agency tried to send and the page refused (wrong type, too large, over the link's total), so the firm
 * can follow up: the shown name and the reason. Nothing of the file is kept.
 */
export const refusedUploads = pgTable(
  "refused_uploads",
  {
    id: identityId(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => uploadRequests.id),
    receipt: text("receipt"),
    fileName: text("file_name").notNull(),
    reason: text("reason").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("refused_uploads_request_idx").on(table.requestId, table.id)],
);
export type RefusedUpload = typeof refusedUploads.$inferSelect;

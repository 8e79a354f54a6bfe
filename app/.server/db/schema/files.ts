import { bigint, customType, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, enumCheck, identityId } from "./columns.ts";

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
 * The data key of every stored file, wrapped by the master key (app/.server/files/encrypted-storage.ts), with the
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
    id: identityId(),
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
    enumCheck("file_accesses_file_kind_check", table.fileKind, FILE_ACCESS_KINDS),
  ],
);
export type FileAccess = typeof fileAccesses.$inferSelect;

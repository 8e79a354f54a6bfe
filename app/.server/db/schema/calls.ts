import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { CALL_STATUSES, SCHEDULED_CALL_STATUSES } from "../../../lib/call-statuses.ts";
import { enumCheck } from "./columns.ts";
import { inquiries } from "./leads.ts";

export { CALL_STATUSES, type CallStatus } from "../../../lib/call-statuses.ts";

/**
 * A call with its time set (confirmed or proposed), written out as the partial index below is, so that a query
 * with it can use the index whatever its parameters.
 */
const scheduledPredicate = (column: string) =>
  `${column} in (${SCHEDULED_CALL_STATUSES.map((status) => `'${status}'`).join(", ")})`;
export const SCHEDULED_CALL_CONDITION = sql.raw(scheduledPredicate(`"call_requests"."status"`));

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
    // The calendar files' SEQUENCE (RFC 5545): one more each time the time set for the call changes or the call is
    // cancelled, so the visitor's calendar replaces the entry it has (same UID) instead of keeping the old one.
    calendarSequence: integer("calendar_sequence").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    enumCheck("call_requests_status_check", table.status, CALL_STATUSES),
    // The times taken: what /book no longer offers, the clash a manager is warned of, the upcoming calls.
    index("call_requests_scheduled_idx")
      .on(table.scheduledAt)
      .where(sql.raw(scheduledPredicate("status"))),
  ],
);
export type CallRequest = typeof callRequests.$inferSelect;

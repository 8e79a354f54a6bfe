import { jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { CALL_STATUSES } from "../../../lib/call-statuses.ts";
import { enumCheck } from "./columns.ts";
import { inquiries } from "./leads.ts";

export { CALL_STATUSES, type CallStatus } from "../../../lib/call-statuses.ts";

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
  (table) => [enumCheck("call_requests_status_check", table.status, CALL_STATUSES)],
);
export type CallRequest = typeof callRequests.$inferSelect;

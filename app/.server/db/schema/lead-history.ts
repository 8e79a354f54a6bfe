// What managers did with a lead (its history) and what they wrote about it (notes).
import { index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, identityId } from "./columns.ts";
import { LEAD_KINDS } from "./leads.ts";

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
    id: identityId(),
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

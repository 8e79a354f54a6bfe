import { date, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { enumCheck } from "./columns.ts";

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
    enumCheck("chat_counts_event_check", table.event, CHAT_COUNT_EVENTS),
  ],
);

// Column builders that several tables share, so the same column is spelled the same way everywhere.
import { bigint, timestamp } from "drizzle-orm/pg-core";

/** When the row was stored. */
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** A database-generated row number, for tables that only grow (logs, counters, the outbox). */
export const identityId = () => bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity();

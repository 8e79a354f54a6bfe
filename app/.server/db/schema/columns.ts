// Column builders that several tables share, so the same column is spelled the same way everywhere.
import { sql } from "drizzle-orm";
import { bigint, check, type PgColumn, timestamp } from "drizzle-orm/pg-core";

/** When the row was stored. */
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** A database-generated row number, for tables that only grow (logs, counters, the outbox). */
export const identityId = () => bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity();

/**
 * A CHECK that a column holds one of `values`: the same list its `text(…, { enum })` declaration names, so the
 * database refuses what the types refuse and adding a value is one edit (then `npm run db:generate`).
 */
export function enumCheck(name: string, column: PgColumn, values: readonly string[]) {
  return check(name, sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(", "))})`);
}

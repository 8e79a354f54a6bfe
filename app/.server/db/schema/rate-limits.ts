// The public forms' rate limit, counted in the database so every app server shares it.
import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Hits per key in the current fixed window (app/.server/db/rate-limit.ts), e.g. "form:203.0.113.7". Kept in the
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

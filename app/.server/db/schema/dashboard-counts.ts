// The dashboard's summary counts, kept by triggers rather than by application code.
import { sql } from "drizzle-orm";
import { bigint, check, pgTable, text } from "drizzle-orm/pg-core";
import { identityId } from "./columns.ts";

/**
 * The dashboard's summary counts, kept exact by statement triggers on inquiries, applications and uploads
 * (drizzle/0006): each insert, delete or change of responded appends its signed delta here, and a table's
 * figure is the sum of its rows. getDashboardSummary (app/.server/leads/dashboard-summary.ts) folds the rows together now and
 * then. Never written by application code.
 */
export const dashboardCounts = pgTable(
  "dashboard_counts",
  {
    id: identityId(),
    tableName: text("table_name").notNull(),
    total: bigint("total", { mode: "number" }).notNull(),
    // Rows with responded = false; always 0 for uploads, which have no responded flag.
    pending: bigint("pending", { mode: "number" }).notNull(),
  },
  (table) => [
    check("dashboard_counts_table_name_check", sql`${table.tableName} in ('inquiries', 'applications', 'uploads')`),
  ],
);

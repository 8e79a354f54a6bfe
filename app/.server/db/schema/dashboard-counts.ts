// The counts the manager dashboard shows and filters by, kept by triggers rather than by application code.
import { sql } from "drizzle-orm";
import { bigint, check, pgTable, text } from "drizzle-orm/pg-core";
import { identityId } from "./columns.ts";

/**
 * The dashboard's summary counts and its lists' totals, kept exact by statement triggers on inquiries, applications
 * and uploads (drizzle/0006, grouped by owner and outcome since drizzle/0025): each insert, delete or change of
 * responded, owner or outcome appends its signed deltas here, one row per owner and outcome it touched, and a figure
 * is the sum of the rows that match it. getDashboardSummary (app/.server/leads/dashboard-summary.ts) folds the rows
 * together now and then. Never written by application code.
 */
export const dashboardCounts = pgTable(
  "dashboard_counts",
  {
    id: identityId(),
    tableName: text("table_name").notNull(),
    // The leads' owner (null: unassigned) and an inquiry's outcome (null for applications and uploads).
    ownerId: text("owner_id"),
    outcome: text("outcome"),
    total: bigint("total", { mode: "number" }).notNull(),
    // Rows with responded = false; always 0 for uploads, which have no responded flag.
    pending: bigint("pending", { mode: "number" }).notNull(),
  },
  (table) => [
    check("dashboard_counts_table_name_check", sql`${table.tableName} in ('inquiries', 'applications', 'uploads')`),
  ],
);

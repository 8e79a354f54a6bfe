// The manager dashboard's summary cards: lead and upload totals and pending counts, read from the counts the
// triggers keep, and the overdue counts. Callers check the manager's session and role first (requireManager).
import { and, count, eq, gte, type SQL, sql } from "drizzle-orm";
import { overdueCutoff } from "~/lib/business-days";
import type { Database } from "../db/client.ts";
import { applications, dashboardCounts, inquiries, type uploads } from "../db/schema.ts";

/** How many rows of the table match `where` (all rows without it). */
export async function countWhere(
  db: Database,
  table: typeof inquiries | typeof applications | typeof uploads,
  where?: SQL,
) {
  const rows = await db.select({ n: count() }).from(table).where(where);
  return rows[0]?.n ?? 0;
}

// dashboard_counts holds signed deltas that triggers append (drizzle/0006): one row per insert, delete or
// responded change statement, so concurrent writers never wait on a shared counter row. Summing a few hundred
// rows is still far cheaper than counting 100,000; past this many the summary folds them into one per table.
const COMPACT_COUNTS_AFTER = 500;

/** The summary cards: totals and pending counts, regardless of the current filter. */
export async function getDashboardSummary(db: Database) {
  const sums = await db
    .select({
      tableName: dashboardCounts.tableName,
      total: sql<number>`coalesce(sum(${dashboardCounts.total}), 0)::int`,
      pending: sql<number>`coalesce(sum(${dashboardCounts.pending}), 0)::int`,
      parts: sql<number>`count(*)::int`,
    })
    .from(dashboardCounts)
    .groupBy(dashboardCounts.tableName);
  if (sums.some((row) => row.parts > COMPACT_COUNTS_AFTER)) await compactDashboardCounts(db);
  const of = (table: string) => sums.find((row) => row.tableName === table) ?? { total: 0, pending: 0 };
  return {
    inquiries: { total: of("inquiries").total, pending: of("inquiries").pending },
    applications: { total: of("applications").total, pending: of("applications").pending },
    uploads: { total: of("uploads").total },
  };
}
export type DashboardSummary = Awaited<ReturnType<typeof getDashboardSummary>>;

/**
 * Replaces the delta rows with one row per table in a single statement. It deletes only the rows its snapshot
 * sees and re-inserts their sums, so deltas committed meanwhile, or a concurrent compaction, lose nothing.
 */
export async function compactDashboardCounts(db: Database) {
  await db.execute(sql`
    with removed as (delete from ${dashboardCounts} returning table_name, total, pending)
    insert into ${dashboardCounts} (table_name, total, pending)
    select table_name, sum(total), sum(pending) from removed group by table_name`);
}

/**
 * Pending leads past the reply promise, per table: the Overdue summary cards. Counted as the summary's pending
 * count less the pending leads still within the promise, which are only the last few days' (an index range), so the
 * count stays cheap however many old leads are pending.
 */
export async function countOverdue(db: Database, summary: DashboardSummary, now = new Date()) {
  const cutoff = overdueCutoff(now);
  const withinPromise = (table: typeof inquiries | typeof applications) =>
    countWhere(db, table, and(eq(table.responded, false), gte(table.createdAt, cutoff)));
  const [recentInquiries, recentApplications] = await Promise.all([
    withinPromise(inquiries),
    withinPromise(applications),
  ]);
  return {
    inquiries: summary.inquiries.pending - recentInquiries,
    applications: summary.applications.pending - recentApplications,
  };
}

/** The summary cards, with the overdue counts when the caller has them. */
export type SummaryWithOverdue = DashboardSummary & { overdue?: Awaited<ReturnType<typeof countOverdue>> };

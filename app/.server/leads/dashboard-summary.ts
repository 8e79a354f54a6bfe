// The manager dashboard's counts: the summary cards (lead and upload totals, pending and overdue counts) and a list's
// total without a search, read from the counts the triggers keep (drizzle/0006, 0025, 0027). Callers check the manager's
// session and role first (requireManager).
import { and, count, eq, gte, type SQL, sql } from "drizzle-orm";
import { overdueCutoff } from "~/lib/business-days";
import type { DashboardQuery } from "~/lib/schemas/dashboard";
import type { Database } from "../db/client.ts";
import { applications, dashboardCounts, inquiries, leadDayCounts, type uploads } from "../db/schema.ts";

/** How many rows of the table match `where` (all rows without it). */
export async function countWhere(
  db: Database,
  table: typeof inquiries | typeof applications | typeof uploads,
  where?: SQL,
) {
  const rows = await db.select({ n: count() }).from(table).where(where);
  return rows[0]?.n ?? 0;
}

// dashboard_counts holds signed deltas that triggers append: one row per owner and outcome an insert, delete or
// change touched, so concurrent writers never wait on a shared counter row. Summing a few hundred rows is still far
// cheaper than counting 100,000; past this many the summary folds them together (and lead_day_counts' with them,
// which the same statements fill).
const COMPACT_COUNTS_AFTER = 500;

/**
 * A lead list whose total the kept counts can give (any list without a search): its table, its status filter, which
 * dashboard_counts rows its owner and outcome filters take (`match`), and the same filters over the lead table
 * (`leadMatch`), for the Overdue filter's leads still within the promise. lead-lists.ts builds both from its filters.
 */
export type CountedList = {
  kind: "inquiries" | "applications";
  status: DashboardQuery["status"];
  match?: SQL;
  leadMatch?: SQL;
};

/** The summary cards, whatever the list shows. */
export type DashboardSummary = {
  inquiries: { total: number; pending: number };
  applications: { total: number; pending: number };
  uploads: { total: number };
  /** Pending leads past the reply promise. */
  overdue: { inquiries: number; applications: number };
};

/**
 * The dashboard's figures in one statement: the summary cards, and with `list` that list's total without a search
 * (for every status, owner and outcome filter). An overdue count is a pending count less the pending leads still
 * within the reply promise, which are only the last few days': the kept per-day counts' for the summary and the
 * unfiltered list, an index range of the lead table under an owner or outcome filter. Either stays cheap however
 * many old leads are pending.
 */
export async function readDashboardCounts(
  db: Database,
  { now = new Date(), list }: { now?: Date; list?: CountedList } = {},
): Promise<{ summary: DashboardSummary; listTotal?: number }> {
  const cutoff = overdueCutoff(now);
  const recentPending = (table: typeof inquiries | typeof applications, where?: SQL) =>
    sql<number>`(select count(*)::int from ${table} where ${and(eq(table.responded, false), gte(table.createdAt, cutoff), where)})`;
  // Without other filters, the kept per-day pending counts (drizzle/0027) give it from a few rows. The cutoff is a
  // Central midnight, so the leads since it are those of its Central day and later, as the triggers date them.
  const keptRecentPending = (kind: "inquiry" | "application") =>
    sql<number>`(select coalesce(sum(${leadDayCounts.leads}), 0)::int from ${leadDayCounts}
      where ${leadDayCounts.dimension} = 'pending' and ${leadDayCounts.leadKind} = ${kind}
        and ${leadDayCounts.day} >= (${cutoff.toISOString()}::timestamptz at time zone 'America/Chicago')::date)`;
  const listed = list ? and(eq(dashboardCounts.tableName, list.kind), list.match) : undefined;
  const rows = await db
    .select({
      tableName: dashboardCounts.tableName,
      total: sql<number>`coalesce(sum(${dashboardCounts.total}), 0)::int`,
      pending: sql<number>`coalesce(sum(${dashboardCounts.pending}), 0)::int`,
      parts: sql<number>`count(*)::int`,
      recentInquiries: keptRecentPending("inquiry"),
      recentApplications: keptRecentPending("application"),
      listedTotal: sql<number>`coalesce(sum(${dashboardCounts.total}) filter (where ${listed ?? sql`false`}), 0)::int`,
      listedPending: sql<number>`coalesce(sum(${dashboardCounts.pending}) filter (where ${listed ?? sql`false`}), 0)::int`,
      // Only the Overdue filter with an owner or outcome filter needs its own count of recent pending leads.
      listedRecent:
        list?.status === "overdue" && list.leadMatch
          ? recentPending(list.kind === "inquiries" ? inquiries : applications, list.leadMatch)
          : sql<null>`null`,
    })
    .from(dashboardCounts)
    .groupBy(dashboardCounts.tableName);
  if (rows.some((row) => row.parts > COMPACT_COUNTS_AFTER)) await compactCounts(db);
  const of = (table: string) => rows.find((row) => row.tableName === table);
  const recent = { inquiries: rows[0]?.recentInquiries ?? 0, applications: rows[0]?.recentApplications ?? 0 };
  const summary: DashboardSummary = {
    inquiries: { total: of("inquiries")?.total ?? 0, pending: of("inquiries")?.pending ?? 0 },
    applications: { total: of("applications")?.total ?? 0, pending: of("applications")?.pending ?? 0 },
    uploads: { total: of("uploads")?.total ?? 0 },
    overdue: {
      inquiries: (of("inquiries")?.pending ?? 0) - recent.inquiries,
      applications: (of("applications")?.pending ?? 0) - recent.applications,
    },
  };
  if (!list) return { summary };
  const found = of(list.kind);
  const total = found?.listedTotal ?? 0;
  const pending = found?.listedPending ?? 0;
  const listTotal = {
    all: total,
    pending,
    responded: total - pending,
    overdue: pending - (found?.listedRecent ?? recent[list.kind]),
  }[list.status];
  return { summary, listTotal };
}

/** The summary cards alone. */
export async function getDashboardSummary(db: Database, now = new Date()) {
  return (await readDashboardCounts(db, { now })).summary;
}

/**
 * Replaces the delta rows of dashboard_counts and lead_day_counts with one row per group, each in a single
 * statement. It deletes only the rows its snapshot sees and re-inserts their sums, so deltas committed meanwhile,
 * or a concurrent compaction, lose nothing.
 */
export async function compactCounts(db: Database) {
  await db.execute(sql`
    with removed as (delete from ${dashboardCounts} returning table_name, owner_id, outcome, total, pending)
    insert into ${dashboardCounts} (table_name, owner_id, outcome, total, pending)
    select table_name, owner_id, outcome, sum(total), sum(pending) from removed group by table_name, owner_id, outcome
    having sum(total) <> 0 or sum(pending) <> 0`);
  // Only the groups with more than one row: most of the table is already one row per day and label.
  await db.execute(sql`
    with removed as (
      delete from ${leadDayCounts} where (lead_kind, day, dimension, label) in (
        select lead_kind, day, dimension, label from ${leadDayCounts} group by 1, 2, 3, 4 having count(*) > 1)
      returning lead_kind, day, dimension, label, leads, clients)
    insert into ${leadDayCounts} (lead_kind, day, dimension, label, leads, clients)
    select lead_kind, day, dimension, label, sum(leads), sum(clients) from removed group by 1, 2, 3, 4
    having sum(leads) <> 0 or sum(clients) <> 0`);
}

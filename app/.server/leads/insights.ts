// The figures of the dashboard's Insights tab, over a range of Central calendar days the manager picks. They are read
// from the per-day counts the triggers keep (lead_day_counts, lead_first_responses: drizzle/0025), so the cost follows
// the number of days and labels in the range, not the number of leads: grouping 100,000 leads took over a second on
// PGlite. Plain SQL that PGlite and PostgreSQL both run; results are read through `.rows`, which both drivers return.
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "~/.server/db/client";
import { leadDayCounts, leadFirstResponses } from "~/.server/db/schema";
import { readDashboardCounts } from "~/.server/leads/dashboard-summary";
import { INSIGHT_KINDS, type InsightKind } from "~/lib/insight-kinds";
import type { InsightsRange } from "~/lib/schemas/insights";

export type WeekRow = { week: string; counts: Record<InsightKind, number> };
export type Ranked = { label: string; count: number };
export type CategoryRow = { category: string; leads: number; clients: number };
export type Insights = {
  weeks: WeekRow[];
  firstResponse: { medianSeconds: number | null; responded: number; leads: number };
  overdue: { inquiries: number; applications: number };
  categories: CategoryRow[];
  sources: Ranked[];
  landingPages: Ranked[];
  chatSteps: { started: number; choices: number; recommendations: number; handoffs: number };
};

const TOP = 10;
const TOP_CATEGORIES = 20;

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

type Counted = { dimension: string; label: string; week: string | null; leads: number; clients: number };

/** All of the tab's figures for `range`; `now` decides what is overdue. */
export async function getInsights(db: Database, range: InsightsRange, now = new Date()): Promise<Insights> {
  const inRange = sql`${leadDayCounts.day} >= ${range.from}::date and ${leadDayCounts.day} <= ${range.to}::date`;
  const [counted, median, chatRows, counts] = await Promise.all([
    // Every figure but the median, each label's sum over the range (per week for the kinds), largest first.
    rows<Counted>(
      db,
      sql`select dimension, label,
            case when dimension = 'kind' then to_char(date_trunc('week', day), 'YYYY-MM-DD') end as week,
            sum(leads)::int as leads, sum(clients)::int as clients
          from ${leadDayCounts} where ${inRange} and dimension not in ('response', 'pending')
          group by 1, 2, 3 having sum(leads) <> 0 or sum(clients) <> 0
          order by dimension, leads desc, label collate "C"`,
    ),
    medianFirstResponse(db, inRange, range),
    rows<{ event: string; n: number }>(
      db,
      sql`select case when event = 'reached' then 'started' else event end as event, sum(count)::int as n
          from chat_counts
          where day >= ${range.from}::date and day <= ${range.to}::date and (event <> 'reached' or node = 'start')
          group by 1`,
    ),
    readDashboardCounts(db, { now }),
  ]);

  const of = (dimension: string) => counted.filter((row) => row.dimension === dimension);
  // Labels are summed across the two lead tables here: a first-touch source counts inquiries and applications.
  const ranked = (dimension: string): Ranked[] => {
    const sums = new Map<string, number>();
    for (const row of of(dimension)) sums.set(row.label, (sums.get(row.label) ?? 0) + Number(row.leads));
    return [...sums]
      .map(([label, count]) => ({ label, count }))
      .sort((a, b) => b.count - a.count || byCodePoint(a.label, b.label))
      .slice(0, TOP);
  };
  const chatCountOf = (event: string) => chatRows.find((row) => row.event === event)?.n ?? 0;
  return {
    weeks: weeksOf(range, of("kind")),
    firstResponse: {
      ...median,
      leads: of("kind").reduce((sum, row) => sum + Number(row.leads), 0),
    },
    overdue: counts.summary.overdue,
    categories: of("category")
      .slice(0, TOP_CATEGORIES)
      .map((row) => ({ category: row.label, leads: Number(row.leads), clients: Number(row.clients) })),
    sources: ranked("source"),
    landingPages: ranked("landing"),
    chatSteps: {
      started: chatCountOf("started"),
      choices: chatCountOf("chose"),
      recommendations: chatCountOf("recommended"),
      handoffs: chatCountOf("handoff"),
    },
  };
}

/** Orders text as PostgreSQL's "C" collation does (by code point), so ties list the same way on both databases. */
function byCodePoint(a: string, b: string) {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The median time to a first "responded" of the leads that arrived in the range, and how many have one, exactly as
 * percentile_cont(0.5) over every such lead would give it, in one statement (one snapshot): the response buckets'
 * counts say which bucket holds the two middle ranks (the same one when the count is odd), and only that bucket's
 * leads in the range (or the two buckets', when the ranks straddle a boundary) are sorted, once, to find them.
 */
async function medianFirstResponse(db: Database, inRange: SQL, range: InsightsRange) {
  const found = await rows<{ responded: number; rank: number; seconds: number; lowRank: number; highRank: number }>(
    db,
    sql`with buckets as (
          select label::int as bucket, sum(leads)::int as n from ${leadDayCounts}
          where ${inRange} and dimension = 'response' group by 1 having sum(leads) > 0
        ), placed as (
          select bucket, n, (sum(n) over (order by bucket) - n)::int as below, (sum(n) over ())::int as total
          from buckets
        ), middle as (
          select total, (total - 1) / 2 as low_rank, total / 2 as high_rank from placed limit 1
        )
        select middle.total as responded, ranked.rank, ranked.seconds,
               middle.low_rank as "lowRank", middle.high_rank as "highRank"
        from middle
        join placed on placed.below <= middle.high_rank and middle.low_rank < placed.below + placed.n,
        lateral (
          select seconds, placed.below + (row_number() over (order by seconds) - 1)::int as rank
          from ${leadFirstResponses}
          where bucket = placed.bucket and lead_day >= ${range.from}::date and lead_day <= ${range.to}::date
        ) as ranked
        where ranked.rank in (middle.low_rank, middle.high_rank)`,
  );
  const valueAt = (rank: number | undefined) => found.find((row) => row.rank === rank)?.seconds;
  const [low, high] = [valueAt(found[0]?.lowRank), valueAt(found[0]?.highRank)];
  if (low === undefined || high === undefined) return { medianSeconds: null, responded: 0 };
  // As percentile_cont(0.5) interpolates between the two middle values.
  return { medianSeconds: Number(low) + 0.5 * (Number(high) - Number(low)), responded: Number(found[0]?.responded) };
}

/** Every week (Monday, Central) the range touches, oldest first, with zero for a kind that had no lead. */
function weeksOf(range: InsightsRange, found: Counted[]): WeekRow[] {
  const weeks: WeekRow[] = [];
  const start = mondayOf(range.from);
  for (let day = start; day <= range.to; day = addDays(day, 7)) {
    const counts = Object.fromEntries(INSIGHT_KINDS.map((kind) => [kind, 0])) as Record<InsightKind, number>;
    weeks.push({ week: day, counts });
  }
  for (const row of found) {
    const week = weeks.find((candidate) => candidate.week === row.week);
    if (week && (INSIGHT_KINDS as readonly string[]).includes(row.label)) {
      week.counts[row.label as InsightKind] += Number(row.leads);
    }
  }
  return weeks;
}

function mondayOf(day: string) {
  const date = new Date(`${day}T00:00:00Z`);
  return addDays(day, -((date.getUTCDay() + 6) % 7));
}

function addDays(day: string, days: number) {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

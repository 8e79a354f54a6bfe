// The figures of the dashboard's Insights tab, over a range of Central calendar days the manager picks. Every
// query reads an index range of created_at (or chat_counts' day), so the cost follows the range, not the table.
// Plain SQL that PGlite and PostgreSQL both run; results are read through `.rows`, which both drivers return.
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "~/.server/db/client";
import { countOverdue, getDashboardSummary } from "~/.server/leads/dashboard-summary";
import { CENTRAL_TIME_ZONE } from "~/lib/central-time";
import { INSIGHT_KINDS, type InsightKind } from "~/lib/insight-kinds";
import type { InsightsRange } from "~/lib/schemas/insights";

// A constant of ours, never input: inlined so the same expression can be grouped by.
const ZONE = sql.raw(`'${CENTRAL_TIME_ZONE}'`);

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

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** All of the tab's figures for `range`; `now` decides what is overdue. */
export async function getInsights(db: Database, range: InsightsRange, now = new Date()): Promise<Insights> {
  const from = sql`((${range.from}::date)::timestamp at time zone ${ZONE})`;
  const to = sql`(((${range.to}::date) + 1)::timestamp at time zone ${ZONE})`;
  const within = (column: SQL) => sql`${column} >= ${from} and ${column} < ${to}`;

  const [weekly, response, categories, sources, landing, chatRows, summary] = await Promise.all([
    rows<{ week: string; kind: string; n: number }>(
      db,
      sql`select to_char(date_trunc('week', created_at at time zone ${ZONE}), 'YYYY-MM-DD') as week, source as kind,
            count(*)::int as n
          from inquiries where ${within(sql`created_at`)} group by 1, 2
        union all
          select to_char(date_trunc('week', created_at at time zone ${ZONE}), 'YYYY-MM-DD'), 'application', count(*)::int
          from applications where ${within(sql`created_at`)} group by 1`,
    ),
    rows<{ median: number | null; responded: number; leads: number }>(
      db,
      sql`with leads as (
            select id, created_at, 'inquiry' as kind from inquiries where ${within(sql`created_at`)}
            union all
            select id, created_at, 'application' from applications where ${within(sql`created_at`)}
          ), firsts as (
            select extract(epoch from (min(e.created_at) - l.created_at))::float8 as seconds
            from leads l join lead_events e on e.lead_kind = l.kind and e.lead_id = l.id and e.action = 'responded'
            group by l.id, l.created_at
          )
          select (select percentile_cont(0.5) within group (order by seconds) from firsts)::float8 as median,
            (select count(*)::int from firsts) as responded, (select count(*)::int from leads) as leads`,
    ),
    rows<CategoryRow>(
      db,
      sql`select * from (
            select coalesce(nullif(service_type, ''), nullif(category, ''), 'Not given') as category,
              count(*)::int as leads, count(*) filter (where outcome = 'client')::int as clients
            from inquiries where ${within(sql`created_at`)} group by 1
          ) t order by leads desc, category collate "C" limit 20`,
    ),
    rankedFirstTouch(
      db,
      within,
      sql`coalesce(first_touch->>'utmSource', first_touch->>'referrerHost', case when first_touch is null then 'Not recorded' else 'Direct' end)`,
    ),
    rankedFirstTouch(db, within, sql`coalesce(first_touch->>'landingPath', 'Not recorded')`),
    rows<{ event: string; n: number }>(
      db,
      sql`select case when event = 'reached' then 'started' else event end as event, sum(count)::int as n
          from chat_counts
          where day >= ${range.from}::date and day <= ${range.to}::date and (event <> 'reached' or node = 'start')
          group by 1`,
    ),
    getDashboardSummary(db),
  ]);

  const chatCountOf = (event: string) => chatRows.find((row) => row.event === event)?.n ?? 0;
  const first = response[0];
  return {
    weeks: weeksOf(range, weekly),
    firstResponse: {
      medianSeconds: first?.median === null || first?.median === undefined ? null : Number(first.median),
      responded: Number(first?.responded ?? 0),
      leads: Number(first?.leads ?? 0),
    },
    overdue: await countOverdue(db, summary, now),
    categories: categories.map((row) => ({ ...row, leads: Number(row.leads), clients: Number(row.clients) })),
    sources,
    landingPages: landing,
    chatSteps: {
      started: chatCountOf("started"),
      choices: chatCountOf("chose"),
      recommendations: chatCountOf("recommended"),
      handoffs: chatCountOf("handoff"),
    },
  };
}

/** The most frequent values of `label` over inquiries and applications in the range, most first. */
async function rankedFirstTouch(db: Database, within: (column: SQL) => SQL, label: SQL): Promise<Ranked[]> {
  const found = await rows<{ label: string; count: number }>(
    db,
    sql`select label, sum(n)::int as count from (
          select ${label} as label, count(*) as n from inquiries where ${within(sql`created_at`)} group by 1
          union all
          select ${label}, count(*) from applications where ${within(sql`created_at`)} group by 1
        ) t group by label order by count desc, label collate "C" limit ${TOP}`,
  );
  return found.map((row) => ({ label: row.label, count: Number(row.count) }));
}

/** Every week (Monday, Central) the range touches, oldest first, with zero for a kind that had no lead. */
function weeksOf(range: InsightsRange, found: { week: string; kind: string; n: number }[]): WeekRow[] {
  const weeks: WeekRow[] = [];
  const start = mondayOf(range.from);
  for (let day = start; day <= range.to; day = addDays(day, 7)) {
    const counts = Object.fromEntries(INSIGHT_KINDS.map((kind) => [kind, 0])) as Record<InsightKind, number>;
    weeks.push({ week: day, counts });
  }
  for (const row of found) {
    const week = weeks.find((candidate) => candidate.week === row.week);
    if (week && (INSIGHT_KINDS as readonly string[]).includes(row.kind)) {
      week.counts[row.kind as InsightKind] += Number(row.n);
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

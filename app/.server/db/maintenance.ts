// PostgreSQL keeps its tables healthy with autovacuum: it reclaims the space of deleted and updated rows, marks pages
// whose rows every transaction sees (so a count can read an index alone), and refreshes the statistics the planner
// chooses plans by. PGlite runs PostgreSQL without its background workers, so with the embedded database nothing
// did any of it: a table's statistics were never gathered, and the dashboard's overdue count read every lead instead
// of its index. The server therefore does autovacuum's work itself, now and then (lifecycle.ts starts it).
import { sql } from "drizzle-orm";
import type { Database } from "./client.ts";

/** How often the embedded database is looked after. The first time is this long after the start, too. */
export const MAINTENANCE_EVERY_MS = 60 * 60 * 1000;

/** How much a table may grow after its statistics were gathered before they are gathered again (as autovacuum). */
const REANALYZE_GROWTH = 0.1;

type TableSize = { name: string; pages: number };

/**
 * One round of maintenance, as one autovacuum pass would do it: VACUUM the whole database, then ANALYZE each table
 * that was never analyzed by this process or has grown by more than a tenth since. `analyzedPages` remembers the
 * sizes between rounds. Each statement runs on its own, so requests are answered between them. Returns the tables
 * analyzed.
 */
export async function maintainDatabase(db: Database, analyzedPages: Map<string, number>): Promise<string[]> {
  const { rows } = (await db.execute(sql`
    select c.relname as name, (pg_relation_size(c.oid) / current_setting('block_size')::int)::int as pages
    from pg_class c
    where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
    order by c.relname`)) as unknown as { rows: TableSize[] };
  await db.execute(sql`vacuum`);
  const analyzed: string[] = [];
  for (const { name, pages } of rows) {
    const before = analyzedPages.get(name);
    if (before !== undefined && pages <= before * (1 + REANALYZE_GROWTH) + 1) continue;
    await db.execute(sql`analyze ${sql.identifier(name)}`);
    analyzedPages.set(name, pages);
    analyzed.push(name);
  }
  return analyzed;
}

/** Runs maintainDatabase every `everyMs`; `onError` hears a failed round. Returns the function that stops it. */
export function startMaintenance(
  db: Database,
  onError: (error: unknown) => void,
  everyMs = MAINTENANCE_EVERY_MS,
): () => void {
  const analyzedPages = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let isStopped = false;
  const schedule = () => {
    if (isStopped) return;
    timer = setTimeout(run, everyMs);
    timer.unref();
  };
  const run = async () => {
    try {
      await maintainDatabase(db, analyzedPages);
    } catch (error) {
      onError(error);
    }
    schedule();
  };
  schedule();
  return () => {
    isStopped = true;
    clearTimeout(timer);
  };
}

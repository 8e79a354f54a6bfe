// Per-client rate limits counted in the database (table rate_limit_counters), so several app servers on one
// PostgreSQL share the counts, and a restart does not reset them. The table is unlogged: a hit's commit waits for
// no flush to disk, and a crash empties the counts, which only restarts the windows. Fixed windows: the first hit
// of a key opens a window of `windowSeconds`; hits beyond `max` inside it are refused until it ends.
import { and, eq, like, lt, sql } from "drizzle-orm";
import type { Database } from "./client.ts";
import { rateLimitCounters } from "./schema.ts";
import { batchPerDatabase, createWriteBatch } from "./write-batch.ts";

export type RateLimit = { max: number; windowSeconds: number };

export type RateLimitDecision = {
  isAllowed: boolean;
  /** Hits counted in the current window, this one included. */
  count: number;
  /** Seconds until the current window ends (at least 1). */
  retryAfterSeconds: number;
};

/** The limit when RATE_LIMIT_FORMS is not set (also what env.ts defaults to). */
export const DEFAULT_FORM_RATE_LIMIT: RateLimit = { max: 10, windowSeconds: 600 };

/** How often one process sweeps expired counters, at most. */
const CLEANUP_INTERVAL_MS = 60_000;
const lastCleanup = new Map<string, number>();

/**
 * Counts one hit for `key` and says whether it is within `limit`. Concurrent hits share one upsert (see
 * write-batch.ts), and an upsert is one statement, so no two hits — from this server or another — can ever read
 * the same old count. Throws when the database cannot be written (the caller treats that like any failed save).
 */
export async function consumeRateLimit(db: Database, key: string, limit: RateLimit) {
  const windowSeconds = Math.max(1, Math.floor(limit.windowSeconds));
  const { count, retryAfterSeconds } = await counterBatch(db)({ key, windowSeconds });
  await sweepExpired(key, windowSeconds, db);
  return { isAllowed: count <= limit.max, count, retryAfterSeconds } satisfies RateLimitDecision;
}

type Hit = { key: string; windowSeconds: number };
type Counted = { count: number; retryAfterSeconds: number };

const counterBatch = batchPerDatabase((db: Database) =>
  createWriteBatch(async (hits: Hit[]): Promise<Counted[]> => {
    // One upsert per window length (in practice one: every form shares RATE_LIMIT_FORMS).
    const counted = new Map<Hit, Counted>();
    for (const windowSeconds of new Set(hits.map((hit) => hit.windowSeconds))) {
      const group = hits.filter((hit) => hit.windowSeconds === windowSeconds);
      for (const [hit, result] of await countHits(group, windowSeconds, db)) counted.set(hit, result);
    }
    return hits.map((hit) => counted.get(hit) as Counted);
  }),
);

/**
 * Adds each key's number of hits to its counter in one statement (a key's window restarts when it has ended),
 * then numbers the hits of a key in arrival order: with n hits and a new count c, they are c-n+1 … c, exactly
 * what n single upserts in a row would have returned.
 */
async function countHits(hits: Hit[], windowSeconds: number, db: Database) {
  const perKey = new Map<string, number>();
  for (const hit of hits) perKey.set(hit.key, (perKey.get(hit.key) ?? 0) + 1);
  const isExpired = sql`${rateLimitCounters.windowStart} <= now() - make_interval(secs => ${windowSeconds})`;
  const rows = await db
    .insert(rateLimitCounters)
    .values([...perKey].map(([key, count]) => ({ key, count, windowStart: sql`now()` })))
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${isExpired} then excluded.count else ${rateLimitCounters.count} + excluded.count end`,
        windowStart: sql`case when ${isExpired} then now() else ${rateLimitCounters.windowStart} end`,
      },
    })
    .returning({
      key: rateLimitCounters.key,
      count: rateLimitCounters.count,
      retryAfterSeconds: sql<number>`greatest(1, ceil(extract(epoch from (${rateLimitCounters.windowStart} + make_interval(secs => ${windowSeconds}) - now()))))::int`,
    });
  const latest = new Map(rows.map((row) => [row.key, row]));
  const numbered = new Map<string, number>();
  return hits.map((hit): [Hit, Counted] => {
    const row = latest.get(hit.key);
    if (!row) throw new Error(`The rate-limit upsert for ${hit.key} returned no row.`);
    const before = numbered.get(hit.key) ?? 0;
    numbered.set(hit.key, before + 1);
    const count = row.count - (perKey.get(hit.key) ?? 1) + before + 1;
    return [hit, { count, retryAfterSeconds: Number(row.retryAfterSeconds) }];
  });
}

/** Deletes the ended windows of `key`'s kind ("form:…"), at most once a minute per process and kind. */
async function sweepExpired(key: string, windowSeconds: number, db: Database) {
  const kind = key.slice(0, key.indexOf(":") + 1);
  if (!kind) return;
  const now = Date.now();
  if (now - (lastCleanup.get(kind) ?? 0) < CLEANUP_INTERVAL_MS) return;
  lastCleanup.set(kind, now);
  await db
    .delete(rateLimitCounters)
    .where(
      and(
        like(rateLimitCounters.key, `${kind}%`),
        lt(rateLimitCounters.windowStart, sql`now() - make_interval(secs => ${windowSeconds})`),
      ),
    );
}

/** Counts one public-form submission from `subject` (RequestFacts.subject; every form shares the one "form:" count). */
export function consumeFormRateLimit(app: { db: Database; formRateLimit: RateLimit }, subject: string) {
  return consumeRateLimit(app.db, `form:${subject}`, app.formRateLimit);
}

/**
 * Takes back one hit of `key` (counted with consumeRateLimit) that turned out not to count: the right passcode, after
 * every attempt was counted before its check so that parallel guesses cannot all be checked.
 */
export async function refundRateLimit(db: Database, key: string) {
  await db
    .update(rateLimitCounters)
    .set({ count: sql`greatest(${rateLimitCounters.count} - 1, 0)` })
    .where(eq(rateLimitCounters.key, key));
}

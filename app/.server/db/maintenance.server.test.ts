// The embedded database's maintenance (maintenance.ts) against a real database: PGlite, or PostgreSQL under
// scripts/with-postgres.sh. What a manager would notice is the dashboard's speed with many leads; without timing
// anything, these tests check what gives it: the plans PostgreSQL chooses once the statistics are there.
import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestDatabase, TEST_DATABASE_KIND } from "#tests/support/test-db.ts";
import { overdueCutoff } from "~/lib/business-days";
import { DASHBOARD_PAGE_SIZE } from "~/lib/schemas/dashboard";
import { countWhere } from "../leads/dashboard-summary";
import { inquiryFilter, newestFirst } from "../leads/lead-lists";
import type { Database, OpenDatabase } from "./client";
import { maintainDatabase, startMaintenance } from "./maintenance";
import { inquiries } from "./schema";

const LEADS = 100_000;
// Seeding them (each insert also keeps the dashboard's counts) took 36 s alone on the 2-core VM, and over 60 s while
// the rest of the suite shared its cores.
const SEED_TIMEOUT_MS = 180_000;
let opened: OpenDatabase;
let db: Database;

/** Adds `amount` inquiries, one a minute back from now, a third of them answered. */
async function addInquiries(amount: number, from = 1) {
  await db.execute(sql`
    insert into inquiries (name, email, message, source, created_at, responded)
    select 'Person ' || g, 'person-' || g || '@example.com', 'Inquiry number ' || g || ' about an audit',
           'contact', now() - (g || ' minutes')::interval, g % 3 = 0
    from generate_series(${from}::int, ${from + amount - 1}::int) as g`);
}

/** The plan PostgreSQL chooses for `query`, as EXPLAIN prints it. */
async function planOf(query: SQL | { getSQL(): SQL }) {
  const { rows } = (await db.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] };
  return rows.map((row) => Object.values(row)[0]).join("\n");
}

/** The dashboard's first page of a search, as lead-lists.ts asks for it. */
const searchPage = (q: string) =>
  db
    .select({ id: inquiries.id })
    .from(inquiries)
    .where(inquiryFilter({ q, status: "all" }))
    .orderBy(...newestFirst(inquiries))
    .limit(DASHBOARD_PAGE_SIZE);

beforeAll(async () => {
  opened = await createTestDatabase();
  db = opened.db;
  await addInquiries(LEADS);
}, SEED_TIMEOUT_MS);

afterAll(async () => {
  await opened?.close();
});

describe(`database maintenance (${TEST_DATABASE_KIND})`, () => {
  test(
    "gathers every table's statistics on its first round, and again only for a table that grew",
    async () => {
      const analyzedPages = new Map<string, number>();
      const first = await maintainDatabase(db, analyzedPages);
      expect(first).toEqual(expect.arrayContaining(["inquiries", "applications", "uploads", "rate_limit_counters"]));
      const { rows } = (await db.execute(
        sql`select reltuples::int as estimate from pg_class where oid = 'inquiries'::regclass`,
      )) as unknown as { rows: { estimate: number }[] };
      expect(rows[0]?.estimate).toBeGreaterThan(LEADS * 0.9);
      expect(rows[0]?.estimate).toBeLessThan(LEADS * 1.1);

      // Nothing changed: nothing to analyze again.
      expect(await maintainDatabase(db, analyzedPages)).toEqual([]);
      // A quarter more leads: the inquiries' statistics are gathered again, and only theirs.
      await addInquiries(LEADS / 4, LEADS + 1);
      expect(await maintainDatabase(db, analyzedPages)).toEqual(["inquiries"]);
    },
    SEED_TIMEOUT_MS,
  );

  test("the overdue count reads the recent pending leads from an index, not every lead", async () => {
    await maintainDatabase(db, new Map());
    const query = sql`select count(*) from ${inquiries} where ${inquiries.responded} = false and ${inquiries.createdAt} >= ${overdueCutoff(new Date())}`;
    const plan = await planOf(query);
    expect(plan).toContain("inquiries_responded_created_at_id_idx");
    expect(plan).not.toContain("Seq Scan");
    // The same count the dashboard makes, so the query above is the one it runs.
    expect(
      await countWhere(
        db,
        inquiries,
        sql`${inquiries.responded} = false and ${inquiries.createdAt} >= ${overdueCutoff(new Date())}`,
      ),
    ).toBeGreaterThan(0);
  }, 60_000);

  test("a search for a rare name asks the trigram index; one that matches every lead walks newest first", async () => {
    // Each search expression keeps the larger statistics sample of drizzle/0020, which keeps an unlucky sample
    // from passing a rare search off as a common one.
    const { rows: targets } = (await db.execute(sql`
      select c.relname as index, a.attstattarget::int as target from pg_attribute a join pg_class c on c.oid = a.attrelid
      where c.relname like '%_search_trgm_idx' and a.attnum = 1 order by c.relname`)) as unknown as {
      rows: { index: string; target: number }[];
    };
    expect(targets).toEqual(
      ["applications", "inquiries", "uploads"].map((table) => ({ index: `${table}_search_trgm_idx`, target: 1000 })),
    );
    await maintainDatabase(db, new Map());
    expect(await planOf(searchPage("number 4242"))).toContain("inquiries_search_trgm_idx");
    const common = await planOf(searchPage("example.com"));
    expect(common).toContain("inquiries_created_at_id_idx");
    expect(common).not.toContain("inquiries_search_trgm_idx");
  }, 60_000);
});

describe(`the maintenance schedule (${TEST_DATABASE_KIND})`, () => {
  test("rounds run on the interval until it is stopped", async () => {
    const fresh = await createTestDatabase();
    try {
      const estimate = async () => {
        const { rows } = (await fresh.db.execute(
          sql`select reltuples::int as n from pg_class where oid = 'inquiries'::regclass`,
        )) as unknown as { rows: { n: number }[] };
        return rows[0]?.n;
      };
      const add = (amount: number, from: number) =>
        fresh.db.execute(sql`
          insert into inquiries (name, email, message, source)
          select 'Person ' || g, 'person-' || g || '@example.com', 'An inquiry', 'contact'
          from generate_series(${from}::int, ${from + amount - 1}::int) as g`);
      await add(1000, 1);
      const failures: unknown[] = [];
      const stop = startMaintenance(fresh.db, (error) => failures.push(error), 50);
      // A round analyzes the new table: its row estimate becomes the count.
      await expect.poll(estimate, { timeout: 30_000 }).toBe(1000);
      stop();
      // Stopped: the table doubles and no round counts it again.
      await add(1000, 1001);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await estimate()).toBe(1000);
      expect(failures).toEqual([]);
    } finally {
      await fresh.close();
    }
  }, 60_000);

  test("a round that fails (the database gone) is reported, and the next one still comes", async () => {
    const gone = await createTestDatabase();
    await gone.close();
    const failures: unknown[] = [];
    const stop = startMaintenance(gone.db, (error) => failures.push(error), 20);
    try {
      await expect.poll(() => failures.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    } finally {
      stop();
    }
    expect(failures[0]).toBeInstanceOf(Error);
  }, 30_000);
});

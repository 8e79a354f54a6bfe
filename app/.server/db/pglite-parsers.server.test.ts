import { PGlite, type QueryOptions } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { date, integer, interval, numeric, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DRIZZLE_TEXT_TYPES, parseForDrizzleOnce } from "./pglite-parsers";

const samples = pgTable("samples", {
  id: integer("id").primaryKey(),
  at: timestamp("at", { withTimezone: true }).notNull(),
  localAt: timestamp("local_at").notNull(),
  day: date("day").notNull(),
  dayText: date("day_text", { mode: "string" }).notNull(),
  wait: interval("wait").notNull(),
  amounts: numeric("amounts").array().notNull(),
  days: date("days").array().notNull(),
  note: text("note"),
});

const SETUP = `
  create table samples (id int primary key, at timestamptz not null, local_at timestamp not null, day date not null,
    day_text date not null, wait interval not null, amounts numeric[] not null, days date[] not null, note text);
  insert into samples values
    (1, '2026-03-08 01:30:00-06', '2026-03-08 02:30:00', '2026-03-08', '2026-03-08', '1 day 02:03:04', '{1.50,2}',
     '{2026-01-01,2026-12-31}', 'first'),
    (2, '2026-11-01 01:30:00-05', '2026-11-01 01:30:00', '1999-12-31', '1999-12-31', '-00:00:01', '{}', '{}', null);`;

// What each way of querying returns: a select Drizzle maps (array rows), raw SQL (object rows), both in a transaction.
async function readEverything(db: ReturnType<typeof drizzle>) {
  const raw = sql`select at, local_at, day, wait, amounts, days, '{"a":1}'::jsonb as doc, 9007199254740993::int8 as big,
    array[timestamptz '2026-01-01 00:00:00+00'] as moments, array[interval '1 hour'] as waits from samples order by id`;
  const selected = await db.select().from(samples).orderBy(samples.id);
  const executed = await db.execute(raw);
  const inTransaction = await db.transaction(async (tx) => ({
    selected: await tx.select().from(samples).orderBy(samples.id),
    executed: await tx.execute(raw),
  }));
  return {
    selected,
    executed: executed.rows,
    inTransaction: { ...inTransaction, executed: inTransaction.executed.rows },
  };
}

describe("PGlite given Drizzle's parsers once", () => {
  let plain: PGlite;
  let patched: PGlite;
  const optionsSeen: (QueryOptions | undefined)[] = [];

  beforeAll(async () => {
    plain = await PGlite.create();
    patched = await PGlite.create();
    for (const client of [plain, patched]) await client.exec(SETUP);
    // Records the options each query reaches PGlite with, under the patch (in and out of transactions).
    const query = patched.query.bind(patched);
    patched.query = ((text, params, options) => {
      optionsSeen.push(options);
      return query(text, params, options);
    }) as PGlite["query"];
    const transaction = patched.transaction.bind(patched);
    patched.transaction = ((callback) =>
      transaction((tx) => {
        const txQuery = tx.query.bind(tx);
        tx.query = ((text, params, options) => {
          optionsSeen.push(options);
          return txQuery(text, params, options);
        }) as typeof tx.query;
        return callback(tx);
      })) as PGlite["transaction"];
    parseForDrizzleOnce(patched);
  });

  afterAll(async () => {
    await plain.close();
    await patched.close();
  });

  it("returns what Drizzle returns without it: dates, times, intervals, numbers, arrays, JSON", async () => {
    const expected = await readEverything(drizzle({ client: plain }));
    const got = await readEverything(drizzle({ client: patched }));
    expect(got).toEqual(expected);
    // The comparison is of real values, not of two empty results.
    expect(got.selected[0]).toMatchObject({
      at: new Date("2026-03-08T07:30:00.000Z"),
      day: "2026-03-08",
      wait: "1 day 02:03:04",
      amounts: ["1.50", "2"],
      days: ["2026-01-01", "2026-12-31"],
    });
    expect(got.executed[0]).toMatchObject({ local_at: "2026-03-08 02:30:00", doc: { a: 1 }, big: 9007199254740993n });
  });

  it("sends no parser set with any query, in or out of a transaction", async () => {
    optionsSeen.length = 0;
    await readEverything(drizzle({ client: patched }));
    expect(optionsSeen.length).toBeGreaterThanOrEqual(4);
    expect(optionsSeen.filter((options) => options?.parsers)).toEqual([]);
    // The row shape Drizzle asked for still goes through.
    expect(optionsSeen.map((options) => options?.rowMode)).toContain("array");
  });

  it("keeps a transaction's rollback and its closed flag", async () => {
    const db = drizzle({ client: patched });
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`update samples set note = 'changed' where id = 1`);
        tx.rollback();
      }),
    ).rejects.toThrow();
    const [row] = await db.select({ note: samples.note }).from(samples).where(sql`id = 1`);
    expect(row?.note).toBe("first");
    await patched.transaction(async (tx) => {
      expect(tx.closed).toBe(false);
      await tx.rollback();
      expect(tx.closed).toBe(true);
    });
  });

  it("sets the same parsers Drizzle's PGlite driver sends (a Drizzle upgrade that changes them fails here)", () => {
    const prepared = drizzle({ client: plain }).select().from(samples).prepare("probe") as unknown as {
      queryConfig: { parsers: Record<number, (value: string) => unknown> };
      rawQueryConfig: { parsers: Record<number, (value: string) => unknown> };
    };
    for (const config of [prepared.queryConfig, prepared.rawQueryConfig]) {
      expect(Object.keys(config.parsers).map(Number).sort()).toEqual([...DRIZZLE_TEXT_TYPES].sort());
      for (const parse of Object.values(config.parsers))
        expect(parse("2026-01-01 00:00:00")).toBe("2026-01-01 00:00:00");
    }
  });
});

// Group commit (write-batch.ts) against the real database: concurrent submissions share statements, every caller
// gets its own committed row, arrival order survives, and one bad row never fails the others.
import { asc, count, eq, sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { setupTestServerState, TEST_DATABASE_KIND } from "#tests/support/test-db.ts";
import { consumeRateLimit } from "~/.server/db/rate-limit";
import { inquiries, rateLimitCounters } from "~/.server/db/schema";
import { type CreateInquiryInput, createInquiry } from "~/.server/leads/inquiries";
import { createWriteBatch } from "./write-batch";

const state = setupTestServerState();

const inquiry = (i: number): CreateInquiryInput => ({
  source: "contact",
  name: `Visitor ${i}`,
  email: `visitor-${i}@example.com`,
  message: `Message number ${i}`,
});

describe(`write batches on ${TEST_DATABASE_KIND}`, () => {
  test("60 concurrent inquiries: each caller gets its own stored row, in arrival order, in fewer transactions", async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => createInquiry(state.app(), inquiry(i))));
    const saved = answers.filter((row) => row !== null);
    expect(saved).toHaveLength(60);

    expect(saved.map((row) => row.email)).toEqual(Array.from({ length: 60 }, (_, i) => `visitor-${i}@example.com`));
    expect(new Set(saved.map((row) => row.id)).size).toBe(60);
    for (let i = 1; i < saved.length; i++) {
      expect(saved[i]!.createdAt.getTime()).toBeGreaterThanOrEqual(saved[i - 1]!.createdAt.getTime());
    }
    const stored = await state
      .db()
      .select({ id: inquiries.id, email: inquiries.email, transaction: sql<string>`xmin::text` })
      .from(inquiries);
    expect(stored).toHaveLength(60);
    for (const row of saved) expect(stored.find((s) => s.id === row.id)?.email).toBe(row.email);
    // Rows written by one statement share their transaction id (xmin).
    expect(new Set(stored.map((row) => row.transaction)).size).toBeLessThan(10);
  });

  test("a batch of rows filling different columns: each caller's row is the stored row, whole", async () => {
    const inputs: CreateInquiryInput[] = [
      {
        ...inquiry(200),
        phone: "612-555-0100",
        submissionKey: "0b7e3c1a-5d2f-4e6a-9c8b-1f2e3d4c5b6a",
        firstTouch: { landingPath: "/services", referrerHost: "search.example", utmSource: "news" },
      },
      { ...inquiry(201), source: "quote", organization: "North Clinic", serviceType: "Audit", category: "licensing" },
      // A lone UTF-16 surrogate cannot be stored as text; the driver sends it as U+FFFD.
      { ...inquiry(202), name: "Visitor \ud800 202" },
    ];
    const answers = await Promise.all(inputs.map((input) => createInquiry(state.app(), input)));

    const stored = await state
      .db()
      .select()
      .from(inquiries)
      .where(sql`${inquiries.email} like 'visitor-20_@example.com'`);
    expect(stored).toHaveLength(3);
    for (const answer of answers) expect(answer).toEqual(stored.find((row) => row.id === answer?.id));
    expect(answers.map((row) => row?.name)).toEqual(["Visitor 200", "Visitor 201", "Visitor \ufffd 202"]);
    expect(answers[0]).toMatchObject({ phone: "612-555-0100", firstTouch: inputs[0]?.firstTouch, responded: false });
    expect(answers[1]).toMatchObject({ source: "quote", organization: "North Clinic", phone: null, outcome: "open" });
    expect(answers[0]?.createdAt).toBeInstanceOf(Date);
  });

  test("a row the database refuses fails alone; the rest of its batch is stored", async () => {
    const bad = { ...inquiry(99), source: "bogus" } as unknown as CreateInquiryInput;
    const results = await Promise.allSettled([
      createInquiry(state.app(), inquiry(100)),
      createInquiry(state.app(), inquiry(101)),
      createInquiry(state.app(), bad),
      createInquiry(state.app(), inquiry(102)),
      createInquiry(state.app(), inquiry(103)),
    ]);

    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "rejected", "fulfilled", "fulfilled"]);
    const [stored] = await state.db().select({ n: count() }).from(inquiries).where(eq(inquiries.name, "Visitor 99"));
    expect(stored?.n).toBe(0);
    for (const i of [100, 101, 102, 103]) {
      const rows = await state
        .db()
        .select()
        .from(inquiries)
        .where(eq(inquiries.email, `visitor-${i}@example.com`));
      expect(rows).toHaveLength(1);
    }
  });

  test("batched rate-limit hits on two keys are numbered exactly as single upserts would be", async () => {
    const limit = { max: 3, windowSeconds: 60 };
    const keys = ["batch:a", "batch:b", "batch:a", "batch:a", "batch:b", "batch:a", "batch:a"];
    const decisions = await Promise.all(keys.map((key) => consumeRateLimit(state.db(), key, limit)));

    expect(decisions.filter((_, i) => keys[i] === "batch:a").map((d) => d.count)).toEqual([1, 2, 3, 4, 5]);
    expect(decisions.filter((_, i) => keys[i] === "batch:b").map((d) => d.count)).toEqual([1, 2]);
    expect(decisions.map((d) => d.isAllowed)).toEqual([true, true, true, true, true, false, false]);
    const counters = await state.db().select().from(rateLimitCounters).orderBy(asc(rateLimitCounters.key));
    expect(counters.map((c) => [c.key, c.count])).toEqual([
      ["batch:a", 5],
      ["batch:b", 2],
    ]);
  });
});

describe("createWriteBatch", () => {
  test("items queued in one turn of the event loop go together; those that arrive during a write, in the next", async () => {
    const batches: string[][] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const write = createWriteBatch(async (items: string[]) => {
      batches.push(items);
      if (batches.length === 1) await gate;
      return items.map((item) => item.toUpperCase());
    });

    const first = [write("a"), write("b")];
    expect(batches).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toEqual([["a", "b"]]);
    const rest = [write("c"), write("d"), write("e")];
    release();

    expect(await Promise.all([...first, ...rest])).toEqual(["A", "B", "C", "D", "E"]);
    expect(batches).toEqual([
      ["a", "b"],
      ["c", "d", "e"],
    ]);
  });

  test("maxItems caps a batch", async () => {
    const sizes: number[] = [];
    const write = createWriteBatch(
      async (items: number[]) => {
        sizes.push(items.length);
        await new Promise((resolve) => setTimeout(resolve, 1));
        return items;
      },
      { maxItems: 4 },
    );
    await Promise.all(Array.from({ length: 11 }, (_, i) => write(i)));
    expect(sizes).toEqual([4, 4, 3]);
  });
});

// The dashboard's summary counts (kept by the triggers of drizzle/0006), and the list totals taken from them, against
// a real database: PGlite, or PostgreSQL under scripts/with-postgres.sh.
import { count, eq, sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { inquiryRow } from "#tests/support/inquiries.ts";
import { setupTestServerState, TEST_DATABASE_KIND } from "#tests/support/test-db.ts";
import { applications, dashboardCounts, inquiries, uploads } from "../db/schema";
import { compactDashboardCounts, getDashboardSummary } from "./dashboard-summary";
import { listApplications, listInquiries, listUploads } from "./lead-lists";
import { setResponded } from "./lead-record";

const ACTOR = { id: "manager-1", name: "Dana Manager" };
const state = setupTestServerState();

const application = (fullName: string, overrides: Partial<typeof applications.$inferInsert> = {}) => ({
  fullName,
  email: `${fullName.toLowerCase().replace(/\W+/g, ".")}@example.org`,
  phone: "(612) 555-0100",
  authorized: "yes" as const,
  interest: "I want to work with children.",
  role: "behavior-technician",
  criminalBackground: "no" as const,
  drugTest: "yes" as const,
  ...overrides,
});

/** What the summary must say, counted the slow way. */
async function countedSummary() {
  const db = state.db();
  const [inq] = await db
    .select({ total: count(), pending: sql<number>`count(*) filter (where not ${inquiries.responded})::int` })
    .from(inquiries);
  const [app] = await db
    .select({ total: count(), pending: sql<number>`count(*) filter (where not ${applications.responded})::int` })
    .from(applications);
  const [upl] = await db.select({ total: count() }).from(uploads);
  return {
    inquiries: { total: inq?.total ?? -1, pending: inq?.pending ?? -1 },
    applications: { total: app?.total ?? -1, pending: app?.pending ?? -1 },
    uploads: { total: upl?.total ?? -1 },
  };
}

async function expectSummaryExact(expected: Awaited<ReturnType<typeof getDashboardSummary>>) {
  const summary = await getDashboardSummary(state.db());
  expect(summary).toEqual(expected);
  expect(summary).toEqual(await countedSummary());
}

const all = { q: "", status: "all", page: 1 } as const;

describe(`dashboard summary counts on ${TEST_DATABASE_KIND}`, () => {
  test("start at zero and follow inserts, responded changes and deletes exactly", async () => {
    const db = state.db();
    await expectSummaryExact({
      inquiries: { total: 0, pending: 0 },
      applications: { total: 0, pending: 0 },
      uploads: { total: 0 },
    });

    const [first] = await db.insert(inquiries).values(inquiryRow()).returning();
    await db
      .insert(inquiries)
      .values([inquiryRow({ name: "B" }), inquiryRow({ name: "C", responded: true }), inquiryRow({ name: "D" })]);
    await db.insert(applications).values([application("Dana K."), application("Lee P.", { responded: true })]);
    await db.insert(uploads).values({ senderName: "Sam", documentTitle: "Policy", submissionType: "policy" });
    await expectSummaryExact({
      inquiries: { total: 4, pending: 3 },
      applications: { total: 2, pending: 1 },
      uploads: { total: 1 },
    });

    if (!first) throw new Error("insert returned no row");
    expect(await setResponded(state.db(), "inquiry", first.id, true, ACTOR)).toBe(true);
    // Setting the value it already has changes nothing.
    expect(await setResponded(state.db(), "inquiry", first.id, true, ACTOR)).toBe(true);
    await expectSummaryExact({
      inquiries: { total: 4, pending: 2 },
      applications: { total: 2, pending: 1 },
      uploads: { total: 1 },
    });
    expect(await setResponded(state.db(), "inquiry", first.id, false, ACTOR)).toBe(true);
    await db.update(applications).set({ responded: true });
    // An update that leaves responded alone changes no count.
    await db.update(inquiries).set({ phone: "(651) 555-0199" });
    await expectSummaryExact({
      inquiries: { total: 4, pending: 3 },
      applications: { total: 2, pending: 0 },
      uploads: { total: 1 },
    });

    await db.delete(inquiries).where(eq(inquiries.name, "C"));
    await db.delete(inquiries).where(eq(inquiries.name, "B"));
    await db.delete(uploads);
    await db.delete(applications).where(eq(applications.fullName, "Nobody"));
    await expectSummaryExact({
      inquiries: { total: 2, pending: 2 },
      applications: { total: 2, pending: 0 },
      uploads: { total: 0 },
    });
  });

  test("a rolled-back insert leaves the counts as they were, and TRUNCATE starts them again", async () => {
    const db = state.db();
    await db.insert(inquiries).values([inquiryRow(), inquiryRow()]);
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(inquiries).values(inquiryRow());
        throw new Error("abandon");
      }),
    ).rejects.toThrow("abandon");
    await expectSummaryExact({
      inquiries: { total: 2, pending: 2 },
      applications: { total: 0, pending: 0 },
      uploads: { total: 0 },
    });

    await db.execute(sql`truncate table inquiries cascade`);
    await db.insert(inquiries).values(inquiryRow({ responded: true }));
    await expectSummaryExact({
      inquiries: { total: 1, pending: 0 },
      applications: { total: 0, pending: 0 },
      uploads: { total: 0 },
    });
  });

  test("a bulk insert adds one delta row, and folding the rows together keeps every figure", async () => {
    const db = state.db();
    await db.execute(sql`
      insert into inquiries (source, name, email, message, responded)
      select 'contact', 'Bulk ' || g, 'bulk' || g || '@example.org', 'Bulk message', g % 4 = 0
      from generate_series(1, 1000) as g`);
    const [deltas] = await db
      .select({ n: count() })
      .from(dashboardCounts)
      .where(eq(dashboardCounts.tableName, "inquiries"));
    expect(deltas?.n).toBe(1);

    // More single-row statements than the summary keeps before it folds them.
    for (let i = 0; i < 510; i++) await db.insert(inquiries).values(inquiryRow({ responded: i % 2 === 0 }));
    const expected = {
      inquiries: { total: 1510, pending: 750 + 255 },
      applications: { total: 0, pending: 0 },
      uploads: { total: 0 },
    };
    await expectSummaryExact(expected);
    const [afterFold] = await db.select({ n: count() }).from(dashboardCounts);
    expect(afterFold?.n).toBeLessThanOrEqual(3);

    await compactDashboardCounts(state.db());
    await expectSummaryExact(expected);
  });

  test("the list's total without a search is the summary's, for every status filter", async () => {
    const db = state.db();
    await db
      .insert(inquiries)
      .values([inquiryRow(), inquiryRow({ responded: true }), inquiryRow({ responded: true }), inquiryRow()]);
    await db.insert(applications).values([application("Dana K."), application("Lee P.", { responded: true })]);
    await db.insert(uploads).values({ senderName: "Sam", documentTitle: "Policy", submissionType: "policy" });
    const summary = await getDashboardSummary(state.db());
    for (const known of [summary, undefined]) {
      expect((await listInquiries(state.db(), all, known)).total).toBe(4);
      expect((await listInquiries(state.db(), { ...all, status: "pending" }, known)).total).toBe(2);
      const responded = await listInquiries(state.db(), { ...all, status: "responded" }, known);
      expect(responded.total).toBe(2);
      expect(responded.rows.every((row) => row.responded)).toBe(true);
      expect((await listApplications(state.db(), { ...all, status: "pending" }, known)).total).toBe(1);
      expect((await listUploads(state.db(), all, known)).total).toBe(1);
    }
  });
});

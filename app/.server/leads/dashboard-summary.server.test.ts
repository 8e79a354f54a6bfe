// The dashboard's summary counts (kept by the triggers of drizzle/0006 and 0025), and the list totals taken from them
// for every filter without a search, against a real database: PGlite, or PostgreSQL under scripts/with-postgres.sh.
import { count, eq, sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { inquiryRow } from "#tests/support/inquiries.ts";
import { setupTestServerState, TEST_DATABASE_KIND } from "#tests/support/test-db.ts";
import { applications, dashboardCounts, inquiries, uploads } from "../db/schema";
import {
  compactCounts,
  countWhere,
  type DashboardSummary,
  getDashboardSummary,
  readDashboardCounts,
} from "./dashboard-summary";
import {
  applicationFilter,
  countedList,
  inquiryFilter,
  type LeadFilters,
  listApplications,
  listInquiries,
  listUploads,
} from "./lead-lists";
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

/** The summary cards' totals and pending counts (the overdue counts are checked with the filters below). */
async function expectSummaryExact(expected: Omit<DashboardSummary, "overdue">) {
  const { overdue: _overdue, ...summary } = await getDashboardSummary(state.db());
  expect(summary).toEqual(expected);
  expect(summary).toEqual(await countedSummary());
}

const all = { q: "", status: "all", page: 1 } as const;

async function inquiryNamed(name: string) {
  const [row] = await state.db().select().from(inquiries).where(eq(inquiries.name, name));
  if (!row) throw new Error(`no inquiry ${name}`);
  return row;
}

async function applicationNamed(fullName: string) {
  const [row] = await state.db().select().from(applications).where(eq(applications.fullName, fullName));
  if (!row) throw new Error(`no application ${fullName}`);
  return row;
}

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

    await compactCounts(state.db());
    await expectSummaryExact(expected);
  });

  test("the list's total without a search is the summary's, for every status filter", async () => {
    const db = state.db();
    await db
      .insert(inquiries)
      .values([inquiryRow(), inquiryRow({ responded: true }), inquiryRow({ responded: true }), inquiryRow()]);
    await db.insert(applications).values([application("Dana K."), application("Lee P.", { responded: true })]);
    await db.insert(uploads).values({ senderName: "Sam", documentTitle: "Policy", submissionType: "policy" });
    const total = async (kind: "inquiries" | "applications", filters: LeadFilters) =>
      (await readDashboardCounts(state.db(), { list: countedList(kind, filters) })).listTotal;
    const summary = await getDashboardSummary(state.db());
    expect(await total("inquiries", all)).toBe(4);
    expect(await total("inquiries", { ...all, status: "pending" })).toBe(2);
    expect(await total("applications", { ...all, status: "pending" })).toBe(1);
    // Given by the caller, or read by the list itself.
    for (const known of [await total("inquiries", { ...all, status: "responded" }), undefined]) {
      const responded = await listInquiries(state.db(), { ...all, status: "responded" }, known);
      expect(responded.total).toBe(2);
      expect(responded.rows.every((row) => row.responded)).toBe(true);
    }
    expect((await listApplications(state.db(), { ...all, status: "pending" })).total).toBe(1);
    for (const known of [summary.uploads.total, undefined]) {
      expect((await listUploads(state.db(), all, known)).total).toBe(1);
    }
  });

  test("every filter's total without a search is the number of rows it lists, through assigning, outcomes, replies and deletes", async () => {
    const db = state.db();
    const now = new Date("2026-03-20T17:00:00Z");
    const DAY = 24 * 60 * 60 * 1000;
    // Old (overdue when pending) and recent (within the promise) leads, each owner and outcome, both statuses.
    const owners = ["manager-1", "manager-2", null];
    const outcomes = ["open", "client", "not-a-fit", "spam"] as const;
    await db.insert(inquiries).values(
      Array.from({ length: 48 }, (_, i) =>
        inquiryRow({
          name: `Lead ${i}`,
          ownerId: owners[i % 3],
          outcome: outcomes[i % 4],
          responded: i % 5 === 0,
          createdAt: new Date(now.getTime() - (i % 2 === 0 ? 10 * DAY : DAY / 4) - i * 60_000),
        }),
      ),
    );
    await db.insert(applications).values(
      Array.from({ length: 12 }, (_, i) =>
        application(`Applicant ${i}`, {
          ownerId: owners[i % 3],
          responded: i % 4 === 0,
          createdAt: new Date(now.getTime() - (i % 2 === 0 ? 10 * DAY : DAY / 4)),
        }),
      ),
    );
    const statuses = ["all", "pending", "overdue", "responded"] as const;
    const expectEveryTotal = async () => {
      for (const status of statuses) {
        for (const owner of ["all", "me", "unassigned"] as const) {
          for (const outcome of ["all", ...outcomes] as const) {
            const filters = { q: "", status, owner, outcome, userId: "manager-1", now };
            const counts = await readDashboardCounts(db, { now, list: countedList("inquiries", filters) });
            const label = `inquiries ${status} ${owner} ${outcome}`;
            expect(counts.listTotal, label).toBe(await countWhere(db, inquiries, inquiryFilter(filters)));
          }
          const filters = { q: "", status, owner, userId: "manager-1", now };
          const counts = await readDashboardCounts(db, { now, list: countedList("applications", filters) });
          const label = `applications ${status} ${owner}`;
          expect(counts.listTotal, label).toBe(await countWhere(db, applications, applicationFilter(filters)));
        }
      }
      // The summary's overdue cards are the Overdue filter's totals without other filters.
      const { summary } = await readDashboardCounts(db, { now });
      expect(summary.overdue).toEqual({
        inquiries: await countWhere(db, inquiries, inquiryFilter({ q: "", status: "overdue", now })),
        applications: await countWhere(db, applications, applicationFilter({ q: "", status: "overdue", now })),
      });
    };
    await expectEveryTotal();

    await db.update(inquiries).set({ ownerId: "manager-1" }).where(eq(inquiries.name, "Lead 2"));
    await db.update(inquiries).set({ outcome: "client", responded: true }).where(eq(inquiries.outcome, "spam"));
    await db.update(applications).set({ ownerId: null }).where(eq(applications.ownerId, "manager-1"));
    await db.update(inquiries).set({ ownerId: null, outcome: "open" }).where(eq(inquiries.ownerId, "manager-2"));
    // Recent leads answered and set back to pending: the overdue counts keep the pending ones still within the promise.
    await db.update(applications).set({ responded: true }).where(eq(applications.fullName, "Applicant 1"));
    await setResponded(db, "application", (await applicationNamed("Applicant 3")).id, true, ACTOR);
    await setResponded(db, "inquiry", (await inquiryNamed("Lead 5")).id, false, ACTOR);
    await expectEveryTotal();

    await db.delete(inquiries).where(eq(inquiries.outcome, "not-a-fit"));
    await db.delete(applications).where(eq(applications.responded, true));
    await compactCounts(db);
    await expectEveryTotal();
  });
});

// The dashboard's summary counts (kept by the triggers of drizzle/0006) and its search (through the trigram index
// of drizzle/0005), against a real database: PGlite, or PostgreSQL under scripts/with-postgres.sh.
import { count, eq, sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { setupTestServerState, TEST_DATABASE_KIND } from "../../tests/support/test-db";
import { applications, dashboardCounts, inquiries, type NewInquiry, uploads } from "./db/schema";
import {
  compactDashboardCounts,
  downloadTypeOf,
  getDashboardSummary,
  listApplications,
  listInquiries,
  listUploads,
  setResponded,
} from "./managers";

const ACTOR = { id: "manager-1", name: "Dana Manager" };
const state = setupTestServerState();

const inquiry = (overrides: Partial<NewInquiry> = {}): NewInquiry => ({
  source: "contact",
  name: "Visitor",
  email: "visitor@example.org",
  message: "Please call me.",
  ...overrides,
});

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

    const [first] = await db.insert(inquiries).values(inquiry()).returning();
    await db
      .insert(inquiries)
      .values([inquiry({ name: "B" }), inquiry({ name: "C", responded: true }), inquiry({ name: "D" })]);
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
    await db.insert(inquiries).values([inquiry(), inquiry()]);
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(inquiries).values(inquiry());
        throw new Error("abandon");
      }),
    ).rejects.toThrow("abandon");
    await expectSummaryExact({
      inquiries: { total: 2, pending: 2 },
      applications: { total: 0, pending: 0 },
      uploads: { total: 0 },
    });

    await db.execute(sql`truncate table inquiries cascade`);
    await db.insert(inquiries).values(inquiry({ responded: true }));
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
    for (let i = 0; i < 510; i++) await db.insert(inquiries).values(inquiry({ responded: i % 2 === 0 }));
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
      .values([inquiry(), inquiry({ responded: true }), inquiry({ responded: true }), inquiry()]);
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

describe(`dashboard search on ${TEST_DATABASE_KIND}`, () => {
  async function seedInquiries() {
    await state
      .db()
      .insert(inquiries)
      .values([
        inquiry({ name: "Maria Lindqvist", email: "maria@northstar.example", message: "Licensing audit next month." }),
        inquiry({
          name: "Omar H.",
          email: "omar.h@riverbend.example",
          message: "Question about QP supervision hours.",
          responded: true,
        }),
        inquiry({ name: "Priya S.", email: "priya@example.org", message: "We bill 50% of hours as_individual." }),
      ]);
  }
  const names = (rows: { name: string }[]) => rows.map((row) => row.name).sort();

  test("finds inquiries by name, e-mail and message, whatever the case", async () => {
    await seedInquiries();
    const search = async (q: string) => {
      const result = await listInquiries(state.db(), { ...all, q });
      expect(result.total).toBe(result.rows.length);
      return names(result.rows);
    };
    expect(await search("LINDQVIST")).toEqual(["Maria Lindqvist"]);
    expect(await search("RiverBend.Example")).toEqual(["Omar H."]);
    expect(await search("qp SUPERVISION")).toEqual(["Omar H."]);
    expect(await search("example")).toEqual(["Maria Lindqvist", "Omar H.", "Priya S."]);
    // Shorter than a trigram: still a plain substring search.
    expect(await search("QV")).toEqual(["Maria Lindqvist"]);
    // % and _ are literal characters, not wildcards.
    expect(await search("50%")).toEqual(["Priya S."]);
    expect(await search("as_ind")).toEqual(["Priya S."]);
    expect(await search("as%ind")).toEqual([]);
    expect(await search("nobody-has-this")).toEqual([]);
  });

  test("a search never matches across two columns, and combines with the status filter", async () => {
    await seedInquiries();
    // "Lindqvist" ends the name and "maria@" starts the e-mail: no single column holds both.
    expect((await listInquiries(state.db(), { ...all, q: "Lindqvist maria" })).rows).toEqual([]);
    expect((await listInquiries(state.db(), { ...all, q: "Lindqvist\u001fmaria" })).rows).toEqual([]);
    expect((await listInquiries(state.db(), { ...all, q: "\u001f" })).rows).toEqual([]);

    const pending = await listInquiries(state.db(), { q: "example", status: "pending", page: 1 });
    expect(names(pending.rows)).toEqual(["Maria Lindqvist", "Priya S."]);
    expect(pending.total).toBe(2);
    const responded = await listInquiries(state.db(), { q: "example", status: "responded", page: 1 });
    expect(names(responded.rows)).toEqual(["Omar H."]);
  });

  test("finds applications by name, e-mail, interest and role, and uploads by sender, title and type", async () => {
    const db = state.db();
    await db
      .insert(applications)
      .values([
        application("Dana Kowalski", { interest: "Early intervention with toddlers.", role: "qsp" }),
        application("Lee Park", { email: "lpark@mail.example", role: "behavior-technician" }),
      ]);
    await db.insert(uploads).values([
      { senderName: "Sam Ortiz", documentTitle: "Staff Training Log", submissionType: "training-records" },
      { senderName: "Ana Ruiz", documentTitle: "Incident Policy", submissionType: "policy" },
    ]);
    const applicants = async (q: string) =>
      (await listApplications(state.db(), { ...all, q })).rows.map((row) => row.fullName).sort();
    expect(await applicants("KOWALSKI")).toEqual(["Dana Kowalski"]);
    expect(await applicants("lpark@MAIL")).toEqual(["Lee Park"]);
    expect(await applicants("toddlers")).toEqual(["Dana Kowalski"]);
    expect(await applicants("Behavior-Tech")).toEqual(["Lee Park"]);

    const senders = async (q: string) =>
      (await listUploads(state.db(), { ...all, q })).rows.map((row) => row.senderName).sort();
    expect(await senders("ortiz")).toEqual(["Sam Ortiz"]);
    expect(await senders("training log")).toEqual(["Sam Ortiz"]);
    expect(await senders("POLICY")).toEqual(["Ana Ruiz"]);
  });
});

describe("the Content-Type a stored file is served with", () => {
  test.each([
    ["resume.pdf", "application/pdf", "application/pdf"],
    ["resume.DOCX", null, "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    ["resume.pdf", "text/html", "application/pdf"],
    ["notes.html", "text/html", "application/octet-stream"],
    ["resume.constructor", null, "application/octet-stream"],
    ["resume.__proto__", "image/svg+xml", "application/octet-stream"],
  ])("%s stored as %s is served as %s", (fileName, storedType, expected) => {
    expect(downloadTypeOf(fileName, storedType)).toBe(expected);
  });
});

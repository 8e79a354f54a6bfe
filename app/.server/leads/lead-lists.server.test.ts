// The dashboard's search (through the trigram index of drizzle/0005) against a real database: PGlite, or
// PostgreSQL under scripts/with-postgres.sh.
import { describe, expect, test } from "vitest";
import { applicationRow } from "#tests/support/applications.ts";
import { inquiryRow } from "#tests/support/inquiries.ts";
import { setupTestServerState, TEST_DATABASE_KIND } from "#tests/support/test-db.ts";
import { applications, inquiries, uploads } from "../db/schema";
import { listApplications, listInquiries, listUploads } from "./lead-lists";

const state = setupTestServerState();

const all = { q: "", status: "all", page: 1 } as const;

describe(`dashboard search on ${TEST_DATABASE_KIND}`, () => {
  async function seedInquiries() {
    await state
      .db()
      .insert(inquiries)
      .values([
        inquiryRow({
          name: "Maria Lindqvist",
          email: "maria@northstar.example",
          message: "Licensing audit next month.",
        }),
        inquiryRow({
          name: "Omar H.",
          email: "omar.h@riverbend.example",
          message: "Question about QP supervision hours.",
          responded: true,
        }),
        inquiryRow({ name: "Priya S.", email: "priya@example.org", message: "We bill 50% of hours as_individual." }),
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

  test("a search's pages: newest first without overlap, the total of every match on each, even past the last", async () => {
    const db = state.db();
    const start = Date.parse("2026-03-02T15:00:00Z");
    await db.insert(inquiries).values(
      Array.from({ length: 130 }, (_, i) =>
        inquiryRow({
          name: i % 13 === 0 ? `Other ${i}` : `Audit lead ${i}`,
          createdAt: new Date(start + i * 60_000),
        }),
      ),
    );
    await db
      .insert(applications)
      .values(
        Array.from({ length: 60 }, (_, i) =>
          applicationRow({ fullName: `Applicant ${i}`, createdAt: new Date(start + i * 60_000) }),
        ),
      );
    const matching = Array.from({ length: 130 }, (_, i) => i)
      .filter((i) => i % 13 !== 0)
      .reverse()
      .map((i) => `Audit lead ${i}`);
    const pages = [];
    for (const page of [1, 2, 3, 4]) {
      const found = await listInquiries(db, { ...all, q: "audit LEAD", page });
      expect(found.total, `page ${page}`).toBe(120);
      pages.push(found.rows.map((row) => row.name));
    }
    expect(pages.map((rows) => rows.length)).toEqual([50, 50, 20, 0]);
    expect(pages.flat()).toEqual(matching);
    // The rows are the list's, as without a search.
    const [newest] = (await listInquiries(db, { ...all, q: "Audit lead 129" })).rows;
    expect(newest).toEqual((await listInquiries(db, all)).rows[0]);

    const applicants = await listApplications(db, { ...all, q: "applicant", page: 2 });
    expect(applicants.total).toBe(60);
    expect(applicants.rows.map((row) => row.fullName)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Applicant ${9 - i}`),
    );
    expect(applicants.rows[0]).toEqual((await listApplications(db, { ...all, page: 2 })).rows[0]);
    expect(await listApplications(db, { ...all, q: "no such applicant" })).toEqual({ rows: [], total: 0 });
  });

  test("finds applications by name, e-mail, interest and role, and uploads by sender, title and type", async () => {
    const db = state.db();
    await db
      .insert(applications)
      .values([
        applicationRow({ fullName: "Dana Kowalski", interest: "Early intervention with toddlers.", role: "qsp" }),
        applicationRow({ fullName: "Lee Park", email: "lpark@mail.example", role: "behavior-technician" }),
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

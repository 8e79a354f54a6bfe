// The dashboard's CSV export, against a real database: the rows of the current filter, the columns, and the
// voluntary self-identification only an admin may ask for.

import { eq } from "drizzle-orm";
import { describe, expect, test, vi } from "vitest";
import {
  createTestUser,
  managerRequest,
  setupManagerAuth,
  signInCookie,
  signInWithoutRoleCheck,
} from "#tests/support/manager-auth.ts";
import {
  type Seeded,
  seedCallRequest,
  seedLeads,
  signedInManager as signInManager,
} from "#tests/support/manager-routes.ts";
import { callRoute } from "#tests/support/route-call.ts";
import { setupTestServerState, TEST_DATABASE_KIND } from "#tests/support/test-db.ts";
import { users } from "~/.server/db/auth-schema";
import { applications, callRequests, inquiries } from "~/.server/db/schema";
import * as exportCsv from "./export-csv";

// Password hashing (scrypt) makes sign-ins slow by design.
vi.setConfig({ testTimeout: 60_000 });

const state = setupTestServerState();
setupManagerAuth(state);
const seed = () => seedLeads(state);
const signedInManager = (role?: "manager" | "admin") => signInManager(state, role);

describe(`CSV export (${TEST_DATABASE_KIND})`, () => {
  test("the CSV export holds the current filter's rows and defuses spreadsheet formulas", async () => {
    const seeded = await seed();
    const cookie = await signedInManager();
    await state
      .db()
      .insert(inquiries)
      .values({ source: "contact", name: '=HYPERLINK("http://evil")', email: "e@example.com", message: "+1 formula" });
    const pending = await exportLines(cookie, "?status=pending");
    expect(pending).toHaveLength(3);
    expect(pending.join("\n")).toContain('"\'=HYPERLINK(""http://evil"")"');
    expect(pending.join("\n")).toContain('"\'+1 formula"');
    expect(pending.join("\n")).not.toContain("Tom R.");
    const search = await exportLines(cookie, "?q=tom");
    expect(search).toHaveLength(2);
    expect(search[1]).toContain('"Responded"');
    const apps = await exportLines(cookie, "?tab=applications&q=dana");
    expect(apps).toHaveLength(2);
    expect(apps[1]).toContain('"BCBA certification number: 1-23-45678 | Years supervising: 4"');
    expect(apps[1]).toContain(seeded.application.email);
  });

  test("the CSV columns: received in Central time and in ISO, service and organization apart, the visitor's words, the first touch", async () => {
    await seed();
    const cookie = await signedInManager();
    const rows = parseCsv(await exportText(cookie, ""));
    // Both seeded leads arrived the same way; these are the last columns of each export, in this order.
    const firstTouchCells = {
      "Landing page": "/services",
      Referrer: "www.google.com",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "spring-2026",
      utm_term: "eidbi audit",
      utm_content: "header-link",
    };
    // Newest first; 15:00 UTC in March before the clocks change is 9:00 AM in Minnesota. Each value stands under
    // its column's name, and the columns come in this order.
    const tom = {
      "Received (Central time)": "3/5/2026 9:00 AM",
      "Received (UTC, ISO 8601)": "2026-03-05T15:00:00.000Z",
      Name: "Tom R.",
      Email: "tom@example.net",
      Phone: "(651) 555-0199",
      "Sent through": "Consultation request",
      Service: "Other (Billing Compliance)",
      Organization: "Bright Path Center",
      Message: "Please call me.\nTuesday mornings are best.",
      Status: "Responded",
      Outcome: "Open",
      "Assigned to": "",
      "Call state": "",
      "Call time (Central time)": "",
      "Call time (UTC, ISO 8601)": "",
      ...firstTouchCells,
    };
    expect(rows[0]).toEqual(Object.keys(tom));
    expect(rows.slice(1)).toEqual([
      Object.values(tom),
      [
        "3/2/2026 9:00 AM",
        "2026-03-02T15:00:00.000Z",
        "Maria L.",
        "maria@example.org",
        "(612) 555-0100",
        "Contact form",
        "",
        "",
        "We need help with 50% of our QP documentation.",
        "Pending",
        "Open",
        ...Array(4 + 7).fill(""),
      ],
    ]);

    const apps = parseCsv(await exportText(cookie, "?tab=applications"));
    // In April Minnesota is on daylight time: 15:00 UTC is 10:00 AM.
    const dana = {
      "Received (Central time)": "4/1/2026 10:00 AM",
      "Received (UTC, ISO 8601)": "2026-04-01T15:00:00.000Z",
      "Full name": "Dana K.",
      Email: "dana@example.com",
      Phone: "(612) 555-0111",
      Position: "Board Certified Behavior Analyst (BCBA)",
      Address: "",
      "Authorized to work": "Yes",
      "Work history": "Behavior technician, 2019-2023",
      Education: "B.A. Psychology",
      Interest: "I want to help agencies stay compliant.",
      "Role answers": "BCBA certification number: 1-23-45678 | Years supervising: 4",
      "Criminal background": "No",
      "Criminal details": "",
      "Drug test": "Yes",
      "Resume file": "Dana K résumé.pdf",
      Status: "Pending",
      "Assigned to": "",
      ...firstTouchCells,
    };
    expect(apps[0]).toEqual(Object.keys(dana));
    expect(apps[1]).toEqual(Object.values(dana));
    for (const row of apps) expect(row).toHaveLength(apps[0]!.length);

    const ups = parseCsv(await exportText(cookie, "?tab=uploads"));
    expect(ups[0]).toEqual([
      "Received (Central time)",
      "Received (UTC, ISO 8601)",
      "Sender",
      "Document title",
      "Submission type",
      "File",
    ]);
    expect(
      ups
        .slice(1)
        .map((row) => row.slice(2).join(" / "))
        .sort(),
    ).toEqual([
      "Bright Path Center / Site audit checklist / Audit preparation / audit checklist.pdf",
      "North Star Autism / Policy draft / Policy review / No file",
    ]);
  });

  test("the CSV says how each lead is handled: its outcome, who it is assigned to, a call's state and time", async () => {
    const seeded = await seed();
    const cookie = await signedInManager();
    await assignSeededLeads(seeded);
    const rows = parseCsv(await exportText(cookie, ""));
    const column = (name: string) => rows[0]!.indexOf(name);
    const cellsOf = (name: string, ...names: string[]) =>
      names.map((header) => rows.find((row) => row[column("Name")] === name)?.[column(header)]);
    const handling = ["Outcome", "Assigned to", "Call state", "Call time (Central time)", "Call time (UTC, ISO 8601)"];
    expect(rows[0]!.slice(column("Status"), column("Status") + 6)).toEqual(["Status", ...handling]);
    expect(cellsOf("Tom R.", ...handling)).toEqual(["Became a client", "ana", "", "", ""]);
    expect(cellsOf("Maria L.", ...handling)).toEqual(["Open", "", "", "", ""]);
    // 15:00 UTC on March 10, 2026 is 10:00 AM in Minnesota (daylight time began on March 8).
    expect(cellsOf("Sam T.", ...handling)).toEqual([
      "Open",
      "",
      "Confirmed",
      "3/10/2026 10:00 AM",
      "2026-03-10T15:00:00.000Z",
    ]);
    const apps = parseCsv(await exportText(cookie, "?tab=applications"));
    const assigned = apps[0]!.indexOf("Assigned to");
    expect(apps.slice(1).map((row) => [row[2], row[assigned]])).toEqual([
      ["Dana K.", "ana"],
      [expect.any(String), ""],
    ]);
  });

  test("no CSV column is empty in every row of a full export", async () => {
    const seeded = await seed();
    const cookie = await signedInManager("admin");
    await assignSeededLeads(seeded);
    for (const search of ["", "?tab=applications", "?tab=applications&voluntary=1", "?tab=uploads"]) {
      const [header, ...rows] = parseCsv(await exportText(cookie, search));
      const empty = header!.filter((_, column) => rows.every((row) => row[column] === ""));
      // Criminal details are empty unless an applicant answered yes, and Address is optional: the seed has one of
      // each, so every column has a value somewhere.
      expect(empty, `always-empty columns in ${search || "inquiries"}`).toEqual([]);
    }
  });

  test("voluntary self-identification stays out of the CSV unless an admin asks; a manager asking is refused", async () => {
    await seed();
    const manager = await signedInManager("manager");
    const plain = await exportText(manager, "?tab=applications");
    for (const text of ["Gender", "Race", "Veteran", "Woman", "Asian", "Protected veteran"]) {
      expect(plain).not.toContain(text);
    }
    const refused = await callRoute(
      exportCsv.loader,
      managerRequest("/manager-dashboard/export.csv?tab=applications&voluntary=1", { cookie: manager }),
    );
    expect(refused.status).toBe(403);
    expect(await refused.response!.text()).toBe("Only an admin can export voluntary self-identification answers.");

    await createTestUser(state, "lee.admin@example.com", "admin");
    const admin = await signInCookie("lee.admin@example.com");
    expect(await exportText(admin, "?tab=applications")).toBe(plain);
    const withAnswers = parseCsv(await exportText(admin, "?tab=applications&voluntary=1"));
    expect(withAnswers[0]?.slice(-3)).toEqual(["Gender", "Race or ethnicity", "Veteran status"]);
    const dana = withAnswers.find((row) => row[2] === "Dana K.");
    expect(dana?.slice(-3)).toEqual(["Woman", "Asian", "Protected veteran"]);
    // Only 1 turns it on; any other value is no request.
    expect(await exportText(admin, "?tab=applications&voluntary=yes")).toBe(plain);
  });

  test("the admin's voluntary export refuses strangers and role-less users like every export", async () => {
    await seed();
    await createTestUser(state, "former@example.com", null);
    const roleless = await signInWithoutRoleCheck("former@example.com");
    for (const [cookie, status] of [
      [undefined, 401],
      [roleless, 403],
    ] as const) {
      const outcome = await callRoute(
        exportCsv.loader,
        managerRequest("/manager-dashboard/export.csv?tab=applications&voluntary=1", { cookie }),
      );
      expect(outcome.status).toBe(status);
      expect(await outcome.response!.text()).not.toContain("Dana");
    }
  });
});

/**
 * Tom's consultation request became a client and is ana's, as is Dana's application; Sam asked for a call, confirmed
 * for 15:00 UTC on March 10, 2026.
 */
async function assignSeededLeads(seeded: Seeded) {
  const [ana] = await state.db().select({ id: users.id }).from(users).where(eq(users.email, "ana@example.com"));
  await state.db().update(inquiries).set({ ownerId: ana!.id, outcome: "client" }).where(eq(inquiries.name, "Tom R."));
  await state.db().update(applications).set({ ownerId: ana!.id }).where(eq(applications.id, seeded.application.id));
  const call = await seedCallRequest(state);
  await state
    .db()
    .update(callRequests)
    .set({ status: "confirmed", scheduledAt: new Date("2026-03-10T15:00:00Z") })
    .where(eq(callRequests.inquiryId, call));
}

async function exportText(cookie: string, search: string) {
  const outcome = await callRoute(
    exportCsv.loader,
    managerRequest(`/manager-dashboard/export.csv${search}`, { cookie }),
  );
  expect(outcome.status).toBe(200);
  expect(outcome.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
  expect(outcome.headers.get("Content-Disposition")).toMatch(/^attachment; filename="\w+-\d{4}-\d{2}-\d{2}\.csv"$/);
  expect(outcome.headers.get("Cache-Control")).toBe("no-store");
  // The UTF-8 byte order mark comes first, so spreadsheet programs read the file as UTF-8 (text() would drop it).
  const bytes = Buffer.from(await outcome.response!.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return bytes.subarray(3).toString("utf8");
}

async function exportLines(cookie: string, search: string) {
  return (await exportText(cookie, search)).trimEnd().split("\r\n");
}

/** The export's CSV read back as a spreadsheet would: every cell quoted, quotes doubled, line breaks inside cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  const cell = /"((?:[^"]|"")*)"(,|\r\n)/y;
  let row: string[] = [];
  let parsed = 0;
  for (let match = cell.exec(text); match; match = cell.exec(text)) {
    row.push((match[1] ?? "").replace(/""/g, '"'));
    parsed = cell.lastIndex;
    if (match[2] !== ",") {
      rows.push(row);
      row = [];
    }
  }
  expect(parsed, "the whole CSV parsed").toBe(text.length);
  return rows;
}

// The dashboard's loader and its responded toggle, against a real database: the summary, the lists, search,
// filters and pages, and a toggle that cannot be saved.
import { eq } from "drizzle-orm";
import { describe, expect, test, vi } from "vitest";
import { setDatabaseWritesFailing } from "#tests/support/db-faults.ts";
import { managerRequest, setupManagerAuth } from "#tests/support/manager-auth.ts";
import {
  capturingErrors,
  type DashboardData,
  loadDashboard,
  seedLeads,
  signedInManager as signInManager,
} from "#tests/support/manager-routes.ts";
import { callRoute, type RouteOutcome } from "#tests/support/route-call.ts";
import { setupTestServerState, TEST_DATABASE_KIND } from "#tests/support/test-db.ts";
import { inquiries } from "~/.server/db/schema";
import * as dashboard from "./dashboard";

// Password hashing (scrypt) makes sign-ins slow by design.
vi.setConfig({ testTimeout: 60_000 });

const state = setupTestServerState();
setupManagerAuth(state);
const seed = () => seedLeads(state);
const signedInManager = (role?: "manager" | "admin") => signInManager(state, role);

function inquiryRows(result: DashboardData) {
  if (result.list.tab !== "inquiries") throw new Error(`Expected the inquiries tab, got ${result.list.tab}`);
  return result.list.rows;
}

describe(`dashboard (${TEST_DATABASE_KIND})`, () => {
  test("summary cards count totals and pending rows; lists are newest first with en-US dates", async () => {
    const seeded = await seed();
    const cookie = await signedInManager();
    const result = await loadDashboard(cookie);
    expect(result.summary).toEqual({
      inquiries: { total: 2, pending: 1 },
      applications: { total: 2, pending: 2 },
      uploads: { total: 2 },
      // Everything pending was seeded in March: long past the reply promise.
      overdue: { inquiries: 1, applications: 2 },
    });
    expect(result.manager).toEqual({ email: "ana@example.com", role: "manager" });
    expect(result.query.tab).toBe("inquiries");
    expect(result.list.tab).toBe("inquiries");
    expect(result.list.rows.map((row) => row.id)).toEqual([seeded.respondedInquiry.id, seeded.inquiry.id]);
    // 15:00 UTC on March 5 is 9:00 AM in Minnesota.
    expect(result.list.rows[0]?.createdAtText).toBe("Mar 5, 2026, 9:00 AM");

    const apps = await loadDashboard(cookie, "?tab=applications");
    expect(apps.list.rows.map((row) => row.id)).toEqual([seeded.application.id, seeded.applicationWithoutResume.id]);
    const ups = await loadDashboard(cookie, "?tab=uploads");
    expect(ups.list.tab).toBe("uploads");
    expect(ups.list.total).toBe(2);
  });

  test("the inquiry list starts with the visitor's words, with the service and organization apart and the age", async () => {
    const seeded = await seed();
    const cookie = await signedInManager();
    const [quote, contact] = inquiryRows(await loadDashboard(cookie));
    expect(quote).toMatchObject({
      id: seeded.respondedInquiry.id,
      messagePreview: "Please call me.\nTuesday mornings are best.",
      serviceText: "Other (Billing Compliance)",
      organization: "Bright Path Center",
      phone: "(651) 555-0199",
    });
    expect(contact).toMatchObject({ source: "contact", serviceText: null, organization: null });
    // The age is counted from the moment the page is loaded.
    await state
      .db()
      .insert(inquiries)
      .values({
        source: "contact",
        name: "Recent",
        email: "recent@example.com",
        message: "Hello",
        createdAt: new Date(Date.now() - 3 * 3_600_000 - 60_000),
      });
    expect(inquiryRows(await loadDashboard(cookie))[0]).toMatchObject({ name: "Recent", ageText: "3 hours ago" });
  });

  test("search covers name, e-mail, message, organization and service, and takes % literally", async () => {
    const seeded = await seed();
    const cookie = await signedInManager();
    const ids = async (search: string) => (await loadDashboard(cookie, search)).list.rows.map((row) => row.id);
    expect(await ids("?q=maria")).toEqual([seeded.inquiry.id]);
    expect(await ids("?q=EXAMPLE.NET")).toEqual([seeded.respondedInquiry.id]);
    expect(await ids("?q=call%20me")).toEqual([seeded.respondedInquiry.id]);
    expect(await ids("?q=bright%20path")).toEqual([seeded.respondedInquiry.id]);
    expect(await ids("?q=other")).toEqual([seeded.respondedInquiry.id]);
    expect(await ids("?q=50%25")).toEqual([seeded.inquiry.id]);
    expect(await ids("?q=%25")).toEqual([seeded.inquiry.id]);
    expect(await ids("?q=nobody-matches")).toEqual([]);
    expect(await ids("?tab=applications&q=BCBA")).toEqual([seeded.application.id]);
    expect(await ids("?tab=uploads&q=policy")).toEqual([seeded.uploadWithoutFile.id]);
  });

  test("the status filter shows pending or responded rows", async () => {
    const seeded = await seed();
    const cookie = await signedInManager();
    const ids = async (search: string) => (await loadDashboard(cookie, search)).list.rows.map((row) => row.id);
    expect(await ids("?status=pending")).toEqual([seeded.inquiry.id]);
    expect(await ids("?status=responded")).toEqual([seeded.respondedInquiry.id]);
    expect(await ids("?tab=applications&status=responded")).toEqual([]);
  });

  test("pages hold 50 rows; invalid parameters fall back to the defaults", async () => {
    const cookie = await signedInManager();
    const base = Date.parse("2026-01-01T00:00:00Z");
    await state
      .db()
      .insert(inquiries)
      .values(
        Array.from({ length: 51 }, (_, i) => ({
          source: "contact" as const,
          name: `Visitor ${i + 1}`,
          email: `visitor${i + 1}@example.com`,
          message: "Hello",
          createdAt: new Date(base + i * 60_000),
        })),
      );
    const first = await loadDashboard(cookie);
    expect(first.list.total).toBe(51);
    expect(first.list.rows).toHaveLength(50);
    expect(inquiryRows(first)[0]?.name).toBe("Visitor 51");
    const second = await loadDashboard(cookie, "?page=2");
    expect(inquiryRows(second).map((row) => row.name)).toEqual(["Visitor 1"]);
    const odd = await loadDashboard(cookie, "?tab=nope&status=maybe&page=-3&q=");
    expect(odd.query).toEqual({ tab: "inquiries", q: "", status: "all", owner: "all", outcome: "all", page: 1 });
    expect(odd.list.rows).toHaveLength(50);
  });

  test("visitor text comes back as data, never interpreted", async () => {
    const cookie = await signedInManager();
    const name = `<img src=x onerror="alert(1)">`;
    await state.db().insert(inquiries).values({ source: "contact", name, email: "x@example.com", message: "<script>" });
    const result = await loadDashboard(cookie);
    expect(inquiryRows(result)[0]?.name).toBe(name);
  });

  test("the toggle sets responded either way and the counts follow", async () => {
    const seeded = await seed();
    const cookie = await signedInManager("admin");
    const toggle = (kind: string, id: string, responded: string) =>
      callRoute(dashboard.action, managerRequest("/manager-dashboard", { cookie, form: { kind, id, responded } }));

    expect((await toggle("inquiry", seeded.inquiry.id, "true")).data).toEqual({ ok: true, responded: true });
    expect((await loadDashboard(cookie)).summary.inquiries.pending).toBe(0);
    expect((await toggle("inquiry", seeded.inquiry.id, "false")).data).toEqual({ ok: true, responded: false });
    expect((await toggle("application", seeded.application.id, "true")).data).toEqual({ ok: true, responded: true });
    const result = await loadDashboard(cookie);
    expect(result.summary.inquiries.pending).toBe(1);
    expect(result.summary.applications.pending).toBe(1);
  });

  test("when the database cannot save, the toggle answers 500 { ok: false }, logs it, and nothing changes", async () => {
    const seeded = await seed();
    const cookie = await signedInManager();
    let outcome: RouteOutcome | undefined;
    const logged = await capturingErrors(async () => {
      setDatabaseWritesFailing(true);
      outcome = await callRoute(
        dashboard.action,
        managerRequest("/manager-dashboard", {
          cookie,
          form: { kind: "inquiry", id: seeded.inquiry.id, responded: "true" },
        }),
      );
      setDatabaseWritesFailing(false);
    });
    expect(outcome?.status).toBe(500);
    expect(outcome?.data).toEqual({ ok: false });
    expect(logged.join("\n")).toMatch(/"path":"\/manager-dashboard".*"msg":"updating responded failed"/);
    const [row] = await state.db().select().from(inquiries).where(eq(inquiries.id, seeded.inquiry.id));
    expect(row?.responded).toBe(false);
  });

  test("a toggle for an unknown row or with bad input fails without a change", async () => {
    const seeded = await seed();
    const cookie = await signedInManager();
    const toggle = (form: Record<string, string>) =>
      callRoute(dashboard.action, managerRequest("/manager-dashboard", { cookie, form }));
    const unknown = await toggle({ kind: "inquiry", id: crypto.randomUUID(), responded: "true" });
    expect(unknown.status).toBe(404);
    expect(unknown.data).toEqual({ ok: false });
    const forms: Record<string, string>[] = [
      { kind: "uploads", id: seeded.upload.id, responded: "true" },
      { kind: "inquiry", id: "1 or 1=1", responded: "true" },
      { kind: "inquiry", id: seeded.inquiry.id, responded: "yes" },
      {},
    ];
    for (const form of forms) {
      const outcome = await toggle(form);
      expect(outcome.status).toBe(400);
      expect(outcome.data).toEqual({ ok: false });
    }
    const rows = await state.db().select({ responded: inquiries.responded }).from(inquiries);
    expect(rows.filter((row) => row.responded)).toHaveLength(1);
  });
});

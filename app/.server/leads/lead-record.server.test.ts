// Owners, notes, outcome, deletion, retention and history, through the details pages' loaders and actions against
// the real database (PGlite, or PostgreSQL under scripts/with-postgres.sh).
import { count as count_, eq, sql } from "drizzle-orm";
import { describe, expect, test, vi } from "vitest";
import { applicationRow } from "#tests/support/applications.ts";
import { makePdf } from "#tests/support/documents.ts";
import {
  createTestUser,
  managerRequest,
  setupManagerAuth,
  signInCookie,
  signInWithoutRoleCheck,
} from "#tests/support/manager-auth.ts";
import { callRoute } from "#tests/support/route-call.ts";
import { setupTestServerState, TEST_DATABASE_KIND } from "#tests/support/test-db.ts";
import { applications, inquiries, leadEvents, leadNotes, userRoles } from "~/.server/db/schema";
import { newStorageKey } from "~/.server/files/storage";
import * as applicationDetail from "~/routes/manager/application-detail";
import * as dashboard from "~/routes/manager/dashboard";
import * as exportCsv from "~/routes/manager/export-csv";
import * as fileDownload from "~/routes/manager/file-download";
import * as inquiryDetail from "~/routes/manager/inquiry-detail";
import { purgeExpiredApplications } from "./lead-record";

vi.setConfig({ testTimeout: 60_000 });
const state = setupTestServerState();
setupManagerAuth(state);

async function seedInquiry() {
  const [row] = await state
    .db()
    .insert(inquiries)
    .values({
      source: "quote",
      name: "Dana Reyes",
      email: "dana@example.com",
      message: "Please call.",
      serviceType: "Licensing Support",
    })
    .returning();
  return row!;
}

async function seedApplication(createdAt = new Date()) {
  const key = newStorageKey();
  await state.storage().put(key, makePdf("Robin's résumé"));
  const [row] = await state
    .db()
    .insert(applications)
    .values(applicationRow({ resumeFileKey: key, createdAt }))
    .returning();
  return row!;
}

const post = (route: { action: unknown }, path: string, form: Record<string, string>, cookie?: string) =>
  callRoute(route.action as never, managerRequest(path, { form, cookie }), { id: path.split("/").pop() ?? "" });

const view = async (path: string, cookie: string) => {
  const outcome = await callRoute(inquiryDetail.loader as never, managerRequest(path, { cookie }), {
    id: path.split("/").pop() ?? "",
  });
  return outcome.data as Awaited<ReturnType<typeof inquiryDetail.loader>>;
};

describe(`a lead's handling (${TEST_DATABASE_KIND})`, () => {
  test("strangers and users without the role can neither read nor change a lead's record", async () => {
    const inquiry = await seedInquiry();
    const path = `/manager-dashboard/inquiries/${inquiry.id}`;
    await createTestUser(state, "former@example.com", null);
    const roleless = await signInWithoutRoleCheck("former@example.com");
    for (const cookie of [undefined, roleless]) {
      const forms: Record<string, string>[] = [
        { intent: "note", body: "Called back." },
        { intent: "assign", ownerId: "" },
        { intent: "outcome", outcome: "spam" },
        { intent: "delete", confirm: "delete" },
      ];
      for (const form of forms) {
        const outcome = await post(inquiryDetail, path, form, cookie);
        expect(outcome.status, JSON.stringify(form)).toBe(401);
        expect(outcome.data, JSON.stringify(form)).toMatchObject({ sessionEnded: true });
      }
      expect(
        (await callRoute(inquiryDetail.loader as never, managerRequest(path, { cookie }), { id: inquiry.id })).location,
      ).toBe(`/manager-login?redirectTo=${encodeURIComponent(path)}`);
    }
    expect(await state.db().select().from(leadNotes)).toEqual([]);
    expect(await state.db().select().from(leadEvents)).toEqual([]);
  });

  test("a manager assigns a lead to themselves, writes notes (newest first), sets the outcome; the history says who", async () => {
    await createTestUser(state, "ana@example.com", "manager");
    await createTestUser(state, "lee@example.com", "admin");
    const cookie = await signInCookie("ana@example.com");
    const inquiry = await seedInquiry();
    const path = `/manager-dashboard/inquiries/${inquiry.id}`;
    const before = await view(path, cookie);
    const ana = before.record.managers.find(
      (manager) => manager.name === "ana@example.com" || manager.id === before.currentUserId,
    );
    expect(before.record.owner).toBeNull();

    expect((await post(inquiryDetail, path, { intent: "assign", ownerId: before.currentUserId }, cookie)).status).toBe(
      200,
    );
    expect((await post(inquiryDetail, path, { intent: "note", body: "Left a voicemail." }, cookie)).status).toBe(200);
    expect(
      (await post(inquiryDetail, path, { intent: "note", body: "<b>Booked</b> a call for Tuesday." }, cookie)).status,
    ).toBe(200);
    expect((await post(inquiryDetail, path, { intent: "outcome", outcome: "client" }, cookie)).status).toBe(200);
    const toggled = await callRoute(
      dashboard.action as never,
      managerRequest("/manager-dashboard", { cookie, form: { kind: "inquiry", id: inquiry.id, responded: "true" } }),
    );
    expect(toggled.status).toBe(200);

    const after = await view(path, cookie);
    expect(after.record.owner?.id).toBe(before.currentUserId);
    expect(after.record.notes.map((note) => note.body)).toEqual([
      "<b>Booked</b> a call for Tuesday.",
      "Left a voicemail.",
    ]);
    expect(after.inquiry.outcome).toBe("client");
    expect(after.record.history.map((line) => [line.label, line.detail, line.actorName])).toEqual([
      ["Received", "Consultation request", null],
      ["Assigned", ana?.name, ana?.name],
      ["Note added", null, ana?.name],
      ["Note added", null, ana?.name],
      ["Outcome set", "Became a client", ana?.name],
      ["Marked as responded", null, ana?.name],
    ]);
    // Unassigning, and refusing someone who is not a manager.
    expect((await post(inquiryDetail, path, { intent: "assign", ownerId: "not-a-user" }, cookie)).status).toBe(400);
    expect((await post(inquiryDetail, path, { intent: "assign", ownerId: "" }, cookie)).status).toBe(200);
    expect((await view(path, cookie)).record.owner).toBeNull();
  });

  test("bad input is refused with a reason and changes nothing", async () => {
    await createTestUser(state, "ana@example.com", "manager");
    const cookie = await signInCookie("ana@example.com");
    const inquiry = await seedInquiry();
    const path = `/manager-dashboard/inquiries/${inquiry.id}`;
    const forms: Record<string, string>[] = [
      { intent: "note", body: "   " },
      { intent: "note", body: "x".repeat(5001) },
      { intent: "outcome", outcome: "won" },
      { intent: "teleport" },
      {},
    ];
    for (const form of forms) {
      const outcome = await post(inquiryDetail, path, form, cookie);
      expect(outcome.status, JSON.stringify(form).slice(0, 60)).toBe(400);
      expect(outcome.data).toMatchObject({ ok: false, error: expect.any(String) });
    }
    const unknown = await post(
      inquiryDetail,
      "/manager-dashboard/inquiries/00000000-0000-4000-8000-000000000000",
      { intent: "note", body: "Hi" },
      cookie,
    );
    expect(unknown.status).toBe(404);
    expect(await state.db().select().from(leadNotes)).toEqual([]);
  });

  test("only an admin deletes a lead: its file and notes go, its history stays and names no visitor", async () => {
    await createTestUser(state, "ana@example.com", "manager");
    await createTestUser(state, "lee@example.com", "admin");
    const managerCookie = await signInCookie("ana@example.com");
    const adminCookie = await signInCookie("lee@example.com");
    const application = await seedApplication();
    const path = `/manager-dashboard/applications/${application.id}`;
    await post(applicationDetail, path, { intent: "note", body: "Strong candidate." }, managerCookie);

    const refused = await post(applicationDetail, path, { intent: "delete", confirm: "delete" }, managerCookie);
    expect(refused.status).toBe(403);
    const unconfirmed = await post(applicationDetail, path, { intent: "delete" }, adminCookie);
    expect(unconfirmed.status).toBe(400);
    expect(await state.storedKeys()).toEqual([application.resumeFileKey]);

    const deleted = await post(applicationDetail, path, { intent: "delete", confirm: "delete" }, adminCookie);
    expect(deleted.location).toBe("/manager-dashboard?tab=applications");
    expect(await state.db().select().from(applications)).toEqual([]);
    expect(await state.db().select().from(leadNotes)).toEqual([]);
    expect(await state.storedKeys()).toEqual([]);
    const history = await state.db().select().from(leadEvents).where(eq(leadEvents.leadId, application.id));
    expect(history.map((line) => line.action)).toEqual(["note-added", "deleted"]);
    expect(JSON.stringify(history)).not.toMatch(/Robin|robin@/);
  });

  test("retention removes applications older than the limit, with their résumés, and keeps a history line", async () => {
    const old = await seedApplication(new Date(Date.now() - 400 * 24 * 60 * 60 * 1000));
    const recent = await seedApplication(new Date(Date.now() - 10 * 24 * 60 * 60 * 1000));

    expect(await purgeExpiredApplications(state.app(), 365)).toBe(1);

    const left = await state.db().select({ id: applications.id }).from(applications);
    expect(left).toEqual([{ id: recent.id }]);
    expect(await state.storedKeys()).toEqual([recent.resumeFileKey]);
    const [line] = await state.db().select().from(leadEvents).where(eq(leadEvents.leadId, old.id));
    expect(line).toMatchObject({ action: "purged", actorId: null, actorName: null });
    expect(await state.db().select().from(leadEvents)).toHaveLength(1);
  });

  test("a résumé download and a CSV export each leave a line in the lead's history, naming the manager", async () => {
    await createTestUser(state, "ana@example.com", "manager");
    const cookie = await signInCookie("ana@example.com");
    const application = await seedApplication();

    const download = await callRoute(
      fileDownload.loader as never,
      managerRequest(`/manager-dashboard/files/resume/${application.id}`, { cookie }),
      { kind: "resume", id: application.id },
    );
    expect(download.status).toBe(200);
    const csv = await callRoute(
      exportCsv.loader as never,
      managerRequest("/manager-dashboard/export.csv?tab=applications", { cookie }),
    );
    expect(csv.status).toBe(200);

    const lines = await state.db().select().from(leadEvents).where(eq(leadEvents.leadId, application.id));
    expect(lines.map((line) => [line.action, line.actorName])).toEqual([
      ["resume-downloaded", "ana"],
      ["exported", "ana"],
    ]);
  });
});

describe(`the dashboard's lead filters (${TEST_DATABASE_KIND})`, () => {
  test("Overdue, Assigned to me, Unassigned and the outcome narrow the lists; the summary counts overdue leads", async () => {
    await createTestUser(state, "ana@example.com", "manager");
    const cookie = await signInCookie("ana@example.com");
    const db = state.db();
    const days = (n: number) => new Date(Date.now() - n * 24 * 60 * 60 * 1000);
    const [, fresh, answered] = await db
      .insert(inquiries)
      .values([
        { source: "contact", name: "Old Pending", email: "o@example.org", message: "Hi", createdAt: days(9) },
        { source: "contact", name: "Fresh Pending", email: "f@example.org", message: "Hi", createdAt: new Date() },
        {
          source: "contact",
          name: "Old Answered",
          email: "a@example.org",
          message: "Hi",
          createdAt: days(9),
          responded: true,
        },
      ])
      .returning();
    await seedApplication(days(12));

    const list = async (search: string) => {
      const outcome = await callRoute(
        dashboard.loader as never,
        managerRequest(`/manager-dashboard${search}`, { cookie }),
      );
      return outcome.data as Awaited<ReturnType<typeof dashboard.loader>>;
    };
    const names = (data: Awaited<ReturnType<typeof dashboard.loader>>) =>
      data.list.tab === "inquiries" ? data.list.rows.map((row) => row.name).sort() : [];

    const all = await list("");
    expect(all.summary.overdue).toEqual({ inquiries: 1, applications: 1 });
    expect(all.list.rows.find((row) => "name" in row && row.name === "Old Pending")).toMatchObject({ isOverdue: true });
    expect(all.list.rows.find((row) => "name" in row && row.name === "Fresh Pending")).toMatchObject({
      isOverdue: false,
    });
    const overdue = await list("?status=overdue");
    expect(names(overdue)).toEqual(["Old Pending"]);
    expect(overdue.list.total).toBe(1);
    const overdueApplications = await list("?tab=applications&status=overdue");
    expect(overdueApplications.list.total).toBe(1);

    const path = `/manager-dashboard/inquiries/${fresh!.id}`;
    const me = (await view(path, cookie)).currentUserId;
    await post(inquiryDetail, path, { intent: "assign", ownerId: me }, cookie);
    await post(
      inquiryDetail,
      `/manager-dashboard/inquiries/${answered!.id}`,
      { intent: "outcome", outcome: "spam" },
      cookie,
    );

    const mine = await list("?owner=me");
    expect(names(mine)).toEqual(["Fresh Pending"]);
    expect(mine.list.rows[0]).toMatchObject({ isMine: true });
    expect(names(await list("?owner=unassigned"))).toEqual(["Old Answered", "Old Pending"]);
    expect(names(await list("?outcome=spam"))).toEqual(["Old Answered"]);
    expect(names(await list("?outcome=open&owner=unassigned"))).toEqual(["Old Pending"]);
    // Unknown values fall back to everyone's leads.
    expect((await list("?owner=bob&outcome=won&status=late")).list.total).toBe(3);
  });
});

test("the CSV export follows the Assigned filter for the manager who asks", async () => {
  await createTestUser(state, "ana@example.com", "manager");
  const cookie = await signInCookie("ana@example.com");
  const [mine] = await state
    .db()
    .insert(inquiries)
    .values([
      { source: "contact", name: "Mine Only", email: "m@example.org", message: "Hi" },
      { source: "contact", name: "Someone Else's", email: "s@example.org", message: "Hi" },
    ])
    .returning();
  const path = `/manager-dashboard/inquiries/${mine!.id}`;
  await post(inquiryDetail, path, { intent: "assign", ownerId: (await view(path, cookie)).currentUserId }, cookie);
  const csv = await callRoute(
    exportCsv.loader as never,
    managerRequest("/manager-dashboard/export.csv?owner=me", { cookie }),
  );
  const text = await csv.response!.text();
  expect(text).toContain("Mine Only");
  expect(text).not.toContain("Someone Else's");
});

test("a CSV export of more leads than one statement can take records every one of them", async () => {
  await createTestUser(state, "ana@example.com", "manager");
  const cookie = await signInCookie("ana@example.com");
  // More than 65,535 parameters' worth of history lines (five each) in one insert.
  const count = 14_000;
  await state.db().execute(sql`
    insert into inquiries (source, name, email, message)
    select 'contact', 'Lead ' || n, 'lead' || n || '@example.org', 'Hi' from generate_series(1, ${count}) as n`);

  const csv = await callRoute(exportCsv.loader as never, managerRequest("/manager-dashboard/export.csv", { cookie }));

  expect(csv.status).toBe(200);
  const [row] = await state.db().select({ n: count_() }).from(leadEvents).where(eq(leadEvents.action, "exported"));
  expect(row?.n).toBe(count);
});

test("a lead's owner whose access was revoked stays named on the details page, marked as such", async () => {
  await createTestUser(state, "ana@example.com", "manager");
  await createTestUser(state, "lee@example.com", "admin");
  const cookie = await signInCookie("lee@example.com");
  const inquiry = await seedInquiry();
  const path = `/manager-dashboard/inquiries/${inquiry.id}`;
  const ana = (await view(path, cookie)).record.managers.find((manager) => manager.name === "ana");
  await post(inquiryDetail, path, { intent: "assign", ownerId: ana?.id ?? "" }, cookie);
  await state
    .db()
    .delete(userRoles)
    .where(eq(userRoles.userId, ana?.id ?? ""));

  const record = (await view(path, cookie)).record;
  expect(record.owner).toEqual({ id: ana?.id, name: "ana" });
  expect(record.managers).toContainEqual({ id: ana?.id, name: "ana (no access)" });
});

test("marking a lead responded twice (a double click, a retry) answers ok both times and writes one history line", async () => {
  await createTestUser(state, "ana@example.com", "manager");
  const cookie = await signInCookie("ana@example.com");
  const inquiry = await seedInquiry();
  const toggle = () =>
    callRoute(
      dashboard.action as never,
      managerRequest("/manager-dashboard", { cookie, form: { kind: "inquiry", id: inquiry.id, responded: "true" } }),
    );
  expect((await toggle()).data).toEqual({ ok: true, responded: true });
  expect((await toggle()).data).toEqual({ ok: true, responded: true });
  const lines = await state.db().select().from(leadEvents).where(eq(leadEvents.leadId, inquiry.id));
  expect(lines.map((line) => line.action)).toEqual(["responded"]);
});

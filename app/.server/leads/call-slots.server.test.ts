// Calls book real slots, against the real database (PGlite, or PostgreSQL under scripts/with-postgres.sh): a time
// confirmed or proposed for one call is taken — /book no longer offers it and refuses it on its field, a manager
// choosing it for another call is warned first (also when two choose it at once) — and a call step is the firm's
// reply to the lead. The dashboard's list shows the time agreed, and Upcoming calls lists the calls by day.
import { eq } from "drizzle-orm";
import { describe, expect, test, vi } from "vitest";
import {
  bookCall,
  callRequestFields,
  callStep,
  chosenSlot,
  DECLINE,
  listedSlots,
} from "#tests/support/call-requests.ts";
import type { TestFields } from "#tests/support/form-request.ts";
import { createTestUser, managerRequest, setupManagerAuth, signInCookie } from "#tests/support/manager-auth.ts";
import { callRoute } from "#tests/support/route-call.ts";
import { setupTestServerState, TEST_DATABASE_KIND } from "#tests/support/test-db.ts";
import { callRequests, inquiries, leadEvents, mailOutbox } from "~/.server/db/schema";
import { getDashboardSummary } from "~/.server/leads/dashboard-summary";
import { callDays, centralInstant, formatCallDay } from "~/lib/call-slots";
import { centralWallClock } from "~/lib/central-wall-clock";
import { CALL_TIME_TAKEN } from "~/lib/schemas/call-request";
import * as book from "~/routes/forms/call-request";
import * as dashboard from "~/routes/manager/dashboard";
import * as inquiryDetail from "~/routes/manager/inquiry-detail";
import * as upcoming from "~/routes/manager/upcoming-calls";

vi.setConfig({ testTimeout: 60_000 });
const state = setupTestServerState();
setupManagerAuth(state);

async function manager(email = "pat@firm.example") {
  await createTestUser(state, email, "manager");
  return signInCookie(email);
}

/** Sends a call request as `name` (its e-mail made from it) and returns its inquiry's id. */
async function requestCall(name: string, extra: TestFields = {}) {
  const email = `${name.toLowerCase().replace(/\W+/g, ".")}@example.com`;
  expect((await bookCall(callRequestFields({ name, email, ...extra }))).data.status).toBe("success");
  const [row] = await state.db().select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.name, name));
  return row!.id;
}

const loadDetail = (id: string, cookie: string) =>
  callRoute(inquiryDetail.loader as never, managerRequest(`/manager-dashboard/inquiries/${id}`, { cookie }), { id });

describe(`calls book real slots (${TEST_DATABASE_KIND})`, () => {
  test("a time set for one call warns a manager choosing it for another; chosen again deliberately, both have it", async () => {
    const cookie = await manager();
    const first = await requestCall("Dana Reyes");
    const second = await requestCall("Lee Park", { ...chosenSlot(3, 1), ...chosenSlot(9, 2) });
    const time = listedSlots()[3]!;
    expect((await callStep(first, { intent: "call-confirm", slot: time }, cookie)).status).toBe(200);

    // The details page says which of the visitor's times another call has.
    const page = await loadDetail(second, cookie);
    expect(page.data).toMatchObject({
      call: { slots: [{ start: time, takenBy: "already set for a call with Dana Reyes" }, { takenBy: null }] },
    });

    const warned = await callStep(second, { intent: "call-confirm", slot: time }, cookie);
    expect(warned.status).toBe(409);
    expect(warned.data).toMatchObject({
      ok: false,
      intent: "call-confirm",
      error: expect.stringMatching(/is already set for a call with Dana Reyes\. Choose another time/),
      taken: {
        start: time,
        again: "Confirm it as well",
        calls: [{ id: first, name: "Dana Reyes", state: "Confirmed" }],
      },
    });
    // Nothing changed: no step, no e-mail, no reply.
    const [held] = await state.db().select().from(callRequests).where(eq(callRequests.inquiryId, second));
    expect(held).toMatchObject({ status: "requested", scheduledAt: null });
    expect(await state.db().select().from(leadEvents).where(eq(leadEvents.leadId, second))).toEqual([]);

    // The answer to one warning never waves another time through.
    const elsewhere = listedSlots()[9]!;
    const mismatched = await callStep(second, { intent: "call-confirm", slot: time, allowTaken: elsewhere }, cookie);
    expect(mismatched.status).toBe(409);

    // Proposing the same time for a third call is warned of too, naming the call that has it.
    const third = await requestCall("Ari Lund", { ...chosenSlot(12, 1), ...chosenSlot(13, 2) });
    const wall = centralWallClock(new Date(time));
    const proposed = await callStep(
      third,
      { intent: "call-propose", date: wall.date, time: String(wall.minutes) },
      cookie,
    );
    expect(proposed).toMatchObject({ status: 409, data: { taken: { again: "Propose it as well" } } });

    const again = await callStep(second, { intent: "call-confirm", slot: time, allowTaken: time }, cookie);
    expect(again.status).toBe(200);
    const [both] = await state.db().select().from(callRequests).where(eq(callRequests.inquiryId, second));
    expect(both).toMatchObject({ status: "confirmed", scheduledAt: new Date(time) });
    const [line] = await state
      .db()
      .select()
      .from(leadEvents)
      .where(eq(leadEvents.leadId, second))
      .orderBy(leadEvents.id);
    expect(line).toMatchObject({
      action: "call-confirmed",
      detail: expect.stringMatching(/\(also set for another call\)$/),
    });
  });

  test("two managers confirming one time for two calls at once: one is confirmed, the other is warned", async () => {
    const pat = await manager();
    const kim = await manager("kim@firm.example");
    const time = listedSlots()[3]!;
    const calls = [await requestCall("Dana Reyes"), await requestCall("Lee Park")];
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all(
        calls.map((id, index) => callStep(id, { intent: "call-confirm", slot: time }, index === 0 ? pat : kim)),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const set = await state
        .db()
        .select()
        .from(callRequests)
        .where(eq(callRequests.scheduledAt, new Date(time)));
      expect(set).toHaveLength(1);
      // Both open again for the next round.
      await state.db().update(callRequests).set({ status: "requested", scheduledAt: null });
    }
  });

  test("confirming, proposing or declining is the firm's reply: the lead leaves Pending and never turns Overdue", async () => {
    const cookie = await manager();
    const ids = [await requestCall("Dana Reyes"), await requestCall("Lee Park"), await requestCall("Ari Lund")];
    // They arrived ten days ago: pending, they are overdue.
    await state
      .db()
      .update(inquiries)
      .set({ createdAt: new Date(Date.now() - 10 * 24 * 60 * 60 * 1000) });
    const overdue = async () => (await getDashboardSummary(state.db())).overdue.inquiries;
    expect(await overdue()).toBe(3);
    expect((await getDashboardSummary(state.db())).inquiries.pending).toBe(3);

    const day = callDays(new Date()).find((d) => d.kind === "slots")!;
    const steps: Record<string, string>[] = [
      { intent: "call-confirm", slot: listedSlots()[3]! },
      { intent: "call-propose", date: day.date, time: "600" },
      DECLINE,
    ];
    for (const [index, step] of steps.entries()) expect((await callStep(ids[index]!, step, cookie)).status).toBe(200);

    expect(await overdue()).toBe(0);
    expect((await getDashboardSummary(state.db())).inquiries.pending).toBe(0);
    const rows = await state.db().select({ responded: inquiries.responded }).from(inquiries);
    expect(rows.map((row) => row.responded)).toEqual([true, true, true]);
    const history = await state.db().select().from(leadEvents).orderBy(leadEvents.id);
    expect(history.filter((e) => e.action === "responded").map((e) => [e.leadId, e.detail, e.actorName])).toEqual([
      [ids[0], "By confirming the call", "pat"],
      [ids[1], "By proposing a time for the call", "pat"],
      [ids[2], "By declining the call", "pat"],
    ]);
    // A second step (another time) is no second reply.
    expect((await callStep(ids[0]!, { intent: "call-confirm", slot: listedSlots()[30]! }, cookie)).status).toBe(200);
    const replies = await state.db().select().from(leadEvents).where(eq(leadEvents.action, "responded"));
    expect(replies).toHaveLength(3);
  });

  test("/book does not offer a taken time and refuses it on its field, keeping every entry", async () => {
    const cookie = await manager();
    const first = await requestCall("Dana Reyes");
    const taken = listedSlots()[3]!;
    expect((await callStep(first, { intent: "call-confirm", slot: taken }, cookie)).status).toBe(200);

    const page = await callRoute(book.loader as never, new Request("http://localhost/book"));
    expect(page.data).toMatchObject({ takenTimes: [taken] });

    const fields = callRequestFields({
      name: "Lee Park",
      email: "lee@example.com",
      ...chosenSlot(9, 1),
      ...chosenSlot(3, 2),
      message: "Afternoons are best.",
    });
    const answer = await bookCall(fields);
    expect(answer.data).toMatchObject({ status: "invalid", errors: { slot2Time: CALL_TIME_TAKEN } });
    expect(Object.keys(answer.data.errors ?? {})).toEqual(["slot2Time"]);
    const { firstTouch: _, ...sent } = fields;
    expect(answer.data.values).toMatchObject(sent);
    expect(await state.db().select().from(inquiries).where(eq(inquiries.name, "Lee Park"))).toEqual([]);

    // A time proposed to a visitor is taken as well; a declined or cancelled call's time is free again.
    const second = await requestCall("Ari Lund", { ...chosenSlot(12, 1), ...chosenSlot(13, 2) });
    const wall = centralWallClock(new Date(listedSlots()[20]!));
    const propose = { intent: "call-propose", date: wall.date, time: String(wall.minutes) };
    expect((await callStep(second, propose, cookie)).status).toBe(200);
    const later = await callRoute(book.loader as never, new Request("http://localhost/book"));
    expect((later.data as { takenTimes: string[] }).takenTimes.sort()).toEqual([taken, listedSlots()[20]!].sort());
  });

  test("the Inquiries list shows the time agreed, or the one proposed marked as such, not the requested ones", async () => {
    const cookie = await manager();
    const confirmed = await requestCall("Dana Reyes");
    const proposed = await requestCall("Lee Park", { ...chosenSlot(9, 1), ...chosenSlot(10, 2) });
    await requestCall("Ari Lund", { ...chosenSlot(12, 1), ...chosenSlot(13, 2) });
    expect((await callStep(confirmed, { intent: "call-confirm", slot: listedSlots()[30]! }, cookie)).status).toBe(200);
    const wall = centralWallClock(new Date(listedSlots()[20]!));
    const step = { intent: "call-propose", date: wall.date, time: String(wall.minutes) };
    expect((await callStep(proposed, step, cookie)).status).toBe(200);

    const page = await callRoute(dashboard.loader as never, managerRequest("/manager-dashboard", { cookie }));
    const rows = (page.data as { list: { rows: { name: string; call: unknown }[] } }).list.rows;
    const callOf = (name: string) => rows.find((row) => row.name === name)?.call;
    expect(callOf("Dana Reyes")).toEqual({
      status: "Confirmed",
      time: { label: "Agreed time", text: expect.stringMatching(/^\w{3}, \w{3} \d+, \d{4}, \d+:\d\d [AP]M C[SD]T$/) },
      requested: [],
    });
    expect(callOf("Lee Park")).toMatchObject({ status: "Another time proposed", time: { label: "Proposed by us" } });
    expect(callOf("Ari Lund")).toMatchObject({ status: "Requested — not yet confirmed", time: null });
    expect((callOf("Ari Lund") as { requested: string[] }).requested).toHaveLength(2);
  });

  test("Upcoming calls lists the calls with a time set, soonest first, by their Central day; only for managers", async () => {
    const cookie = await manager();
    const soon = await requestCall("Dana Reyes");
    const proposed = await requestCall("Lee Park", { ...chosenSlot(9, 1), ...chosenSlot(10, 2) });
    const declined = await requestCall("Ari Lund", { ...chosenSlot(12, 1), ...chosenSlot(13, 2) });
    await requestCall("Sam Open", { ...chosenSlot(14, 1), ...chosenSlot(15, 2) });
    const past = await requestCall("Jo Past", { ...chosenSlot(16, 1), ...chosenSlot(17, 2) });
    expect((await callStep(soon, { intent: "call-confirm", slot: listedSlots()[3]! }, cookie)).status).toBe(200);
    const laterDay = callDays(new Date()).filter((d) => d.kind === "slots")[4]!.date;
    const step = { intent: "call-propose", date: laterDay, time: "540" };
    expect((await callStep(proposed, step, cookie)).status).toBe(200);
    expect((await callStep(declined, DECLINE, cookie)).status).toBe(200);
    // A call of last week has passed.
    await state
      .db()
      .update(callRequests)
      .set({ status: "confirmed", scheduledAt: new Date(Date.now() - 7 * 24 * 60 * 60 * 1000) })
      .where(eq(callRequests.inquiryId, past));

    const page = await callRoute(upcoming.loader as never, managerRequest("/manager-dashboard/calls", { cookie }));
    expect(page.status).toBe(200);
    const { days } = page.data as {
      days: { date: string; heading: string; calls: { id: string; name: string; state: string; time: string }[] }[];
    };
    const soonDate = centralWallClock(new Date(listedSlots()[3]!)).date;
    expect(days.map((day) => day.date)).toEqual([soonDate, laterDay]);
    expect(days[0]!.heading).toMatch(new RegExp(`${formatCallDay(soonDate)}$`));
    expect(days[1]!.heading).toBe(formatCallDay(laterDay));
    expect(days.flatMap((day) => day.calls.map((call) => [call.name, call.state, call.time]))).toEqual([
      ["Dana Reyes", "Confirmed", expect.stringMatching(/^\d+:\d\d [AP]M$/)],
      ["Lee Park", "Proposed by us", "9:00 AM"],
    ]);
    expect(centralInstant(laterDay, 540).toISOString()).toBe(
      (
        await state.db().select().from(callRequests).where(eq(callRequests.inquiryId, proposed))
      )[0]?.scheduledAt?.toISOString(),
    );

    const stranger = await callRoute(upcoming.loader as never, managerRequest("/manager-dashboard/calls"));
    expect(stranger.status).toBeGreaterThanOrEqual(300);
    expect(stranger.data).toBeUndefined();
  });

  test("with mail off, a call step changes the call and the reply without queueing anything", async () => {
    const cookie = await manager();
    const id = await requestCall("Dana Reyes");
    expect((await callStep(id, { intent: "call-confirm", slot: listedSlots()[3]! }, cookie)).status).toBe(200);
    expect(await state.db().select().from(mailOutbox)).toEqual([]);
  });
});

// Call requests from /book through the manager's confirm, propose and decline to the visitor's e-mails (a real SMTP
// server on loopback) and cancel link, against the real database (PGlite, or PostgreSQL under
// scripts/with-postgres.sh). First-touch sources are checked here too, through the forms' real actions.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { UNSAFE_DataWithResponseInit as DataWithResponseInit } from "react-router";
import { describe, expect, test, vi } from "vitest";
import {
  about,
  arrived,
  bookCall,
  callRequestFields,
  callStep,
  chosenSlot,
  DECLINE,
  listedSlots,
} from "#tests/support/call-requests.ts";
import { setDatabaseWritesFailing } from "#tests/support/db-faults.ts";
import { formRequest, type TestFields, testContext } from "#tests/support/form-request.ts";
import { takeErrors, takeLogLines } from "#tests/support/log-lines.ts";
import { createTestUser, managerRequest, setupManagerAuth, signInCookie } from "#tests/support/manager-auth.ts";
import { callRoute } from "#tests/support/route-call.ts";
import { setupTestServerState, TEST_DATABASE_KIND } from "#tests/support/test-db.ts";
import { setupTestMail } from "#tests/support/test-mail.ts";
import { callRequests, inquiries, leadEvents, mailOutbox } from "~/.server/db/schema";
import { callDays } from "~/lib/call-slots";
import { leadReference } from "~/lib/lead-reference";
import { SUBMISSION_KEY_FIELD } from "~/lib/submission-key";
import * as bookCancel from "~/routes/forms/call-request-cancel";
import { action as contactAction } from "~/routes/forms/contact";
import * as inquiryDetail from "~/routes/manager/inquiry-detail";
import { CALL_MAIL_SUPERSEDED } from "../mail/call-mail";

vi.setConfig({ testTimeout: 60_000 });
const state = setupTestServerState();
setupManagerAuth(state);
const PUBLIC_URL = "https://eidbi.example";
const ALERTS_TO = "alerts@firm.example";
const NOTE = "private-note-marker";
const { mailThrough, smtpServer, deliverOnce } = setupTestMail(state, {
  publicUrl: PUBLIC_URL,
  notifyEmails: [ALERTS_TO],
});

const request = (extra: TestFields = {}): TestFields =>
  callRequestFields({
    message: `Mornings suit us: ${NOTE}`,
    firstTouch: JSON.stringify({ landingPath: "/services", referrerHost: "www.google.com", utmSource: "newsletter" }),
    ...extra,
  });

async function manager() {
  await createTestUser(state, "pat@firm.example", "manager");
  return signInCookie("pat@firm.example");
}

async function onlyCall() {
  const [row] = await state.db().select().from(inquiries).where(eq(inquiries.source, "call"));
  if (!row) throw new Error("no call request stored");
  return row;
}

describe(`call requests (${TEST_DATABASE_KIND})`, () => {
  test("a request is stored with its slots and source, and the firm's alert names it without the note", async () => {
    const mail = await mailThrough();
    expect((await bookCall(request())).data.status).toBe("success");
    const row = await onlyCall();
    expect(row).toMatchObject({ name: "Dana Reyes", serviceType: "Licensing Support", message: expect.any(String) });
    expect(row.firstTouch).toEqual({
      landingPath: "/services",
      referrerHost: "www.google.com",
      utmSource: "newsletter",
    });
    const [call] = await state.db().select().from(callRequests).where(eq(callRequests.inquiryId, row.id));
    expect(call).toMatchObject({
      status: "requested",
      slots: [listedSlots()[3], listedSlots()[30]],
      scheduledAt: null,
    });
    const alert = await arrived(mail, (m) => m.envelopeTo.includes(ALERTS_TO));
    expect(alert?.envelopeTo).toEqual([ALERTS_TO]);
    expect(alert?.parsed.subject).toBe(`New call request: Licensing Support — ref ${leadReference(row.id)}`);
    expect(alert?.parsed.text).toContain("Name (as given by the visitor): Dana Reyes");
    expect(`${alert?.parsed.text}${alert?.parsed.html}`).not.toContain(NOTE);
  });

  test("no slot, half a slot, a day without calls, a past day, or the same slot twice is refused field by field, nothing stored", async () => {
    const saturday = callDays(new Date()).find((d) => d.kind === "by-appointment")!.date;
    const cases: [TestFields, string][] = [
      [{ slot1Day: "", slot1Time: "", slot2Day: "", slot2Time: "" }, "slot1Day"],
      [{ slot1Time: "" }, "slot1Time"],
      [{ slot2Day: "" }, "slot2Day"],
      [{ slot1Day: saturday, slot1Time: "12:00" }, "slot1Day"],
      [{ slot1Day: "2020-01-06", slot1Time: "09:00" }, "slot1Day"],
      [{ slot1Time: "06:00" }, "slot1Time"],
      [chosenSlot(3, 2), "slot2Time"],
    ];
    for (const [change, field] of cases) {
      const answer = await bookCall(request(change));
      expect(answer.data.status).toBe("invalid");
      expect(Object.keys(answer.data.errors ?? {})).toEqual([field]);
      // What the visitor chose comes back with the answer, to put back in the lists.
      const { firstTouch: _, ...sent } = request(change);
      expect(answer.data.values).toMatchObject(sent);
    }
    expect(await state.db().select().from(inquiries)).toHaveLength(0);
  });

  test("a bad first-touch value is dropped, never the visitor's error", async () => {
    for (const firstTouch of ["{not json", JSON.stringify({ landingPath: "javascript:alert(1)" }), "x".repeat(5000)]) {
      expect((await bookCall(request({ firstTouch }))).data.status).toBe("success");
    }
    const partial = JSON.stringify({ landingPath: "/faq", utmSource: "<script>", utmCampaign: "spring-2026" });
    const args = {
      request: formRequest("/contact", {
        name: "Maria Lopez",
        email: "maria@example.org",
        message: "Hello",
        firstTouch: partial,
      }),
      context: testContext("198.51.100.9"),
      params: {},
    };
    expect(((await contactAction(args as never)) as DataWithResponseInit<{ status: string }>).data.status).toBe(
      "success",
    );
    const rows = await state
      .db()
      .select({ source: inquiries.source, firstTouch: inquiries.firstTouch })
      .from(inquiries);
    expect(rows.filter((row) => row.source === "call").map((row) => row.firstTouch)).toEqual([null, null, null]);
    expect(rows.find((row) => row.source === "contact")?.firstTouch).toEqual({
      landingPath: "/faq",
      utmCampaign: "spring-2026",
    });
  });

  test("confirm → the visitor's e-mail with a valid .ics and a cancel link that works once; history has every step", async () => {
    const mail = await mailThrough();
    const cookie = await manager();
    await bookCall(request());
    const call = await onlyCall();
    await mail.waitFor(2); // the firm's alert and the visitor's receipt

    const confirmed = await callStep(call.id, { intent: "call-confirm", slot: listedSlots()[30]! }, cookie);
    expect(confirmed.status).toBe(200);
    const confirmation = await arrived(mail, about(/^Your call is confirmed/));
    const when = new Date(listedSlots()[30]!);
    expect(confirmation.parsed.subject).toMatch(
      /^Your call is confirmed: \w{3}, \w{3} \d+, \d{4}, \d+:\d\d [AP]M C[SD]T/,
    );
    expect(`${confirmation.parsed.text}${confirmation.parsed.html}`).not.toContain(NOTE);
    const ics = confirmation.parsed.attachments.find((a) => a.contentType.startsWith("text/calendar"));
    const calendar = ics?.content.toString("utf8") ?? "";
    const unfolded = calendar.replace(/\r\n /g, "");
    const stamp = (date: Date) =>
      date
        .toISOString()
        .replace(/[-:]/g, "")
        .replace(/\.\d{3}/, "");
    expect(calendar).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\nPRODID:.+\r\n/);
    expect(calendar.trimEnd().endsWith("END:VCALENDAR")).toBe(true);
    for (const line of calendar.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(unfolded).toContain(`UID:call-${call.id}@eidbi.example`);
    expect(unfolded).toContain(`DTSTART:${stamp(when)}`);
    expect(unfolded).toContain(`DTEND:${stamp(new Date(when.getTime() + 30 * 60_000))}`);
    expect(unfolded).toMatch(/SUMMARY:Call with .+/);
    expect(calendar).toContain("METHOD:PUBLISH\r\n");
    expect(unfolded).toContain("SEQUENCE:0\r\n");
    expect(unfolded).toMatch(/ORGANIZER;CN=".+":mailto:.+@.+\r\n/);
    const link = confirmation.parsed.text?.match(/https:\/\/eidbi\.example\/book\/cancel\/([\w-]{43})/);
    expect(link).not.toBeNull();
    const token = link![1]!;
    expect(unfolded).toContain(`URL:${link![0]}`);
    const [stored] = await state.db().select().from(callRequests);
    expect(stored?.cancelTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(JSON.stringify(await state.db().select().from(mailOutbox))).not.toContain(token);

    const page = await callRoute(bookCancel.loader as never, new Request(link![0]), { token });
    expect(page.data).toMatchObject({ state: "open" });
    const cancel = () => callRoute(bookCancel.action as never, new Request(link![0], { method: "POST" }), { token });
    expect((await cancel()).data).toMatchObject({ state: "done" });
    expect((await cancel()).data).toMatchObject({ state: "invalid" });
    const cancelledMail = await arrived(mail, about(/^Your call is cancelled/));
    expect(cancelledMail?.envelopeTo).toEqual(["dana@example.com"]);
    // Its calendar file removes the entry the confirmation's added: the same UID, a higher SEQUENCE.
    const cancelIcs = cancelledMail.parsed.attachments.find((a) => a.contentType.startsWith("text/calendar"));
    expect(cancelIcs?.contentType).toBe("text/calendar");
    const cancelCalendar = (cancelIcs?.content.toString("utf8") ?? "").replace(/\r\n /g, "");
    expect(cancelCalendar).toContain("METHOD:CANCEL\r\n");
    expect(cancelCalendar).toContain(`UID:call-${call.id}@eidbi.example\r\n`);
    expect(cancelCalendar).toContain(`DTSTART:${stamp(when)}\r\n`);
    expect(cancelCalendar).toContain("SEQUENCE:1\r\n");
    expect(cancelCalendar).toContain("STATUS:CANCELLED\r\n");
    expect(cancelCalendar).toContain("ATTENDEE:mailto:dana@example.com\r\n");
    expect(cancelCalendar).not.toContain(token);
    expect(cancelledMail.parsed.text).toContain(`Request another time: ${PUBLIC_URL}/book`);
    // The firm had the call in its calendar: the alert addresses hear of the cancel too, without the visitor's note.
    const firmNote = await arrived(mail, about(/^Call cancelled:/));
    expect(firmNote?.envelopeTo).toEqual([ALERTS_TO]);
    // The subject names the call by its time and reference; the visitor's name is in the body, marked as theirs.
    expect(firmNote?.parsed.subject).toMatch(
      new RegExp(
        `^Call cancelled: \\w{3}, \\w{3} \\d+, \\d{4}, \\d+:\\d\\d [AP]M C[SD]T — ref ${leadReference(call.id)}$`,
      ),
    );
    expect(firmNote?.parsed.text).toContain("Name (as given by the visitor): Dana Reyes");
    expect(firmNote?.parsed.text).toContain(`${PUBLIC_URL}/manager-dashboard/inquiries/${call.id}`);
    expect(`${firmNote?.parsed.text}${firmNote?.parsed.html}`).not.toContain(NOTE);
    const events = await state.db().select().from(leadEvents).where(eq(leadEvents.leadId, call.id));
    expect(events.map((e) => [e.action, e.actorName])).toEqual([
      ["call-confirmed", "pat"],
      ["responded", "pat"],
      ["call-cancelled", null],
    ]);
    // A closed call takes no further step.
    expect((await callStep(call.id, DECLINE, cookie)).status).toBe(409);
  });

  test("propose another time and decline each e-mail the visitor; a time not offered is refused", async () => {
    const mail = await mailThrough();
    const cookie = await manager();
    await bookCall(request());
    const call = await onlyCall();
    expect((await callStep(call.id, { intent: "call-confirm", slot: listedSlots()[5]! }, cookie)).status).toBe(400);
    const day = callDays(new Date()).find((d) => d.kind === "slots")!;
    expect((await callStep(call.id, { intent: "call-propose", date: day.date, time: "420" }, cookie)).status).toBe(400);
    expect((await callStep(call.id, { intent: "call-propose", date: day.date, time: "600" }, cookie)).status).toBe(200);
    const proposal = await arrived(mail, about(/^A time for your call/));
    expect(proposal?.parsed.text).toContain("10:00 AM");
    // Declining closes the request for good: a post without the confirmation is refused and changes nothing.
    await bookCall(request({ name: "Lee Park", email: "lee@example.com", ...chosenSlot(7, 1), ...chosenSlot(8, 2) }));
    const [second] = await state.db().select().from(inquiries).where(eq(inquiries.name, "Lee Park"));
    const unconfirmed = await callStep(second!.id, { intent: "call-decline" }, cookie);
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.data).toMatchObject({
      ok: false,
      intent: "call-decline",
      error: "Confirm that you want to decline the call first.",
    });
    const [held] = await state.db().select().from(callRequests).where(eq(callRequests.inquiryId, second!.id));
    expect(held?.status).toBe("requested");
    expect((await callStep(second!.id, DECLINE, cookie)).status).toBe(200);
    const declined = await arrived(mail, about(/^Your call request/));
    expect(declined?.envelopeTo).toEqual(["lee@example.com"]);
    const [stored] = await state.db().select().from(callRequests).where(eq(callRequests.inquiryId, second!.id));
    expect(stored).toMatchObject({ status: "declined", scheduledAt: null, cancelTokenHash: null });
  });

  test("decline is refused once the firm has set a time: after proposing its own, or confirming one of the visitor's", async () => {
    const cookie = await manager();
    await bookCall(request());
    const call = await onlyCall();
    const day = callDays(new Date()).find((d) => d.kind === "slots")!;
    expect((await callStep(call.id, { intent: "call-propose", date: day.date, time: "600" }, cookie)).status).toBe(200);
    const refused = await callStep(call.id, DECLINE, cookie);
    expect(refused).toMatchObject({
      status: 409,
      data: { ok: false, error: expect.stringMatching(/can no longer be declined/) },
    });
    expect((await callStep(call.id, { intent: "call-confirm", slot: listedSlots()[3]! }, cookie)).status).toBe(200);
    expect((await callStep(call.id, DECLINE, cookie)).status).toBe(409);
    const [stored] = await state.db().select().from(callRequests);
    expect(stored).toMatchObject({ status: "confirmed", scheduledAt: new Date(listedSlots()[3]!) });
    // The page offers no Decline either once a time is set.
    const page = await callRoute(
      inquiryDetail.loader as never,
      managerRequest(`/manager-dashboard/inquiries/${call.id}`, { cookie }),
      { id: call.id },
    );
    expect(page.data).toMatchObject({ call: { canDecline: false, isOpen: true } });
  });

  test("a request sent again after its answer was lost (same submission key) is stored once, with one alert and one receipt", async () => {
    const mail = await mailThrough();
    const key = randomUUID();
    for (let attempt = 0; attempt < 2; attempt++) {
      expect((await bookCall(request({ [SUBMISSION_KEY_FIELD]: key }))).data.status).toBe("success");
    }
    expect(await state.db().select().from(inquiries)).toHaveLength(1);
    expect(await state.db().select().from(callRequests)).toHaveLength(1);
    await mail.waitFor(2);
    expect((await state.db().select().from(mailOutbox)).map((row) => row.kind).sort()).toEqual([
      "lead-alert",
      "lead-receipt",
    ]);
  });

  test("with the database refusing writes the cancel page says to try again, and the link still works after", async () => {
    const mail = await mailThrough();
    const cookie = await manager();
    await bookCall(request());
    const call = await onlyCall();
    expect((await callStep(call.id, { intent: "call-confirm", slot: listedSlots()[3]! }, cookie)).status).toBe(200);
    const confirmation = await arrived(mail, about(/^Your call is confirmed/));
    const link = confirmation?.parsed.text?.match(/https:\/\/eidbi\.example\/book\/cancel\/([\w-]{43})/);
    expect(link).not.toBeNull();
    const token = link![1]!;
    const cancel = () => callRoute(bookCancel.action as never, new Request(link![0], { method: "POST" }), { token });

    takeLogLines();
    // Only this call's writes fail: the outbox sender keeps working beside it.
    setDatabaseWritesFailing(true, call.id);
    try {
      const failed = await cancel();
      expect(failed).toMatchObject({ status: 503, data: { state: "failed" } });
      expect(takeErrors().map((line) => line.msg)).toEqual(["could not cancel a call"]);
    } finally {
      setDatabaseWritesFailing(false, call.id);
    }
    const [stored] = await state.db().select().from(callRequests);
    expect(stored?.status).toBe("confirmed");
    expect((await cancel()).data).toMatchObject({ state: "done" });
  });

  test("with mail down, a confirmation then another proposal reach the visitor as one e-mail whose link works", async () => {
    // Mail is on but no sender runs yet (the SMTP server was down): both changes' e-mails wait in the outbox.
    state.changeApp({
      notifications: { alerts: null, mailHost: "eidbi.example", nudge: () => {}, stop: async () => {} },
    });
    const cookie = await manager();
    await bookCall(request());
    const call = await onlyCall();
    expect((await callStep(call.id, { intent: "call-confirm", slot: listedSlots()[3]! }, cookie)).status).toBe(200);
    const day = callDays(new Date()).find((d) => d.kind === "slots")!;
    expect((await callStep(call.id, { intent: "call-propose", date: day.date, time: "600" }, cookie)).status).toBe(200);

    const smtp = await smtpServer();
    await deliverOnce(smtp);
    // The receipt, and one e-mail about the call: the proposal (the confirmation before it was superseded).
    expect(smtp.received.map((m) => m.parsed.subject).sort()).toEqual([
      expect.stringMatching(/^A time for your call/),
      expect.stringMatching(/^We received your call request/),
    ]);
    const token = smtp.received
      .find(about(/^A time for your call/))
      ?.parsed.text?.match(/\/book\/cancel\/([\w-]{43})/)?.[1];
    const page = await callRoute(bookCancel.loader as never, new Request(`${PUBLIC_URL}/book/cancel/${token}`), {
      token: token!,
    });
    expect(page.data).toMatchObject({ state: "open", when: expect.stringContaining("10:00 AM") });
    const rows = await state.db().select().from(mailOutbox).orderBy(mailOutbox.id);
    expect(rows.map((row) => [row.kind, row.status, row.lastError])).toEqual([
      ["lead-receipt", "sent", null],
      ["call-confirmed", "failed", CALL_MAIL_SUPERSEDED],
      ["call-confirmed", "sent", null],
    ]);
  });

  test("without a session the call actions change nothing", async () => {
    await bookCall(request());
    const call = await onlyCall();
    const outcome = await callStep(call.id, DECLINE, "");
    expect(outcome.status).toBeGreaterThanOrEqual(300);
    const [stored] = await state.db().select().from(callRequests);
    expect(stored?.status).toBe("requested");
  });
});

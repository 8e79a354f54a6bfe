// The chat's hand-off and step counts against the real database (PGlite, or PostgreSQL under
// scripts/with-postgres.sh), with lead alerts delivered to a real SMTP server on loopback.

import { afterEach, describe, expect, test } from "vitest";
import { setDatabaseWritesFailing } from "#tests/support/db-faults.ts";
import { formRequest, rawRequest, type TestFields, testContext } from "#tests/support/form-request.ts";
import { takeErrors } from "#tests/support/log-lines.ts";
import { startTestSmtpServer, type TestSmtpServer } from "#tests/support/smtp.ts";
import { setupTestServerState, TEST_DATABASE_KIND } from "#tests/support/test-db.ts";
import { chatCounts, inquiries } from "~/.server/db/schema";
import { firm } from "~/content/site";
import { chatGraph, services } from "~/features/chat/graph";
import { FALLBACK_REPLIES } from "~/features/chat/intents";
import { leadReference } from "~/lib/lead-reference";
import { HONEYPOT_FIELD } from "~/lib/schemas/common";
import { SUBMISSION_KEY_FIELD } from "~/lib/submission-key";
import { action as countAction } from "~/routes/resources/chat-count";
import { action as leadAction } from "~/routes/resources/chat-lead";
import { type Notifications, startNotifications } from "../mail/notifications";
import { CHAT_COUNT_RATE_LIMIT } from "./chat";

const state = setupTestServerState();
const SECRET = "my-daughter-diagnosis-marker";
// What the visitor did: chose "I'd like to contact your team", then typed a line the chat did not place.
const steps = [{ option: "contact" }, { text: `A question about ${SECRET}` }];
const valid: TestFields = {
  name: "Lee Moua",
  email: "lee@example.org",
  phone: "",
  note: "Mornings are best.",
  steps: JSON.stringify(steps),
  handoffFrom: "unclear",
};
/** The transcript the server writes for `steps`: the assistant's lines from its own graph. */
const transcript = [
  { speaker: "chat", text: chatGraph.start.text },
  { speaker: "visitor", text: "I'd like to contact your team" },
  { speaker: "chat", text: chatGraph.contact.text },
  { speaker: "visitor", text: `A question about ${SECRET}` },
  { speaker: "chat", text: `${FALLBACK_REPLIES.unclear} ${chatGraph.unclear.text}` },
];

const smtpServers: TestSmtpServer[] = [];
const started: Notifications[] = [];
afterEach(async () => {
  for (const notifications of started.splice(0)) await notifications.stop();
  for (const smtp of smtpServers.splice(0)) await smtp.stop();
});

type Answer = { data: { status: string; errors?: Record<string, string> }; init: ResponseInit | null };
async function postLead(fields: TestFields, clientIp?: string) {
  const args = { request: formRequest("/chat/lead", fields), context: testContext(clientIp), params: {} };
  return (await leadAction(args as never)) as unknown as Answer;
}
async function beacon(body: string, clientIp?: string) {
  const args = { request: rawRequest("/chat/count", body, "text/plain"), context: testContext(clientIp), params: {} };
  return (await countAction(args as never)) as Response;
}
const counts = () =>
  state
    .db()
    .select({ event: chatCounts.event, node: chatCounts.node, option: chatCounts.option, count: chatCounts.count })
    .from(chatCounts);

describe(`chat hand-off on ${TEST_DATABASE_KIND}`, () => {
  test("stores an inquiry with source chat, the note and the transcript rebuilt from the graph, and counts one hand-off", async () => {
    const answer = await postLead({ ...valid, [SUBMISSION_KEY_FIELD]: crypto.randomUUID() });
    expect(answer.data).toEqual({ status: "success" });

    const rows = await state.db().select().from(inquiries);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      source: "chat",
      name: "Lee Moua",
      email: "lee@example.org",
      phone: null,
      message: "Mornings are best.",
      transcript,
      firstTouch: null,
      serviceType: null,
      category: null,
      responded: false,
    });
    expect(await counts()).toEqual([{ event: "handoff", node: "unclear", option: "", count: 1 }]);
  });

  test("an assistant line from the browser is never stored as the firm's words", async () => {
    const forged = "Assistant: your account is suspended, sign in again at https://evil.example/owa";
    const answer = await postLead({
      ...valid,
      // An old-style transcript with the browser's own "assistant" line: not a field the server reads.
      transcript: JSON.stringify([{ speaker: "assistant", text: forged }]),
      // A typed line dressed up as the assistant's, and a choice the chat never offered at that point.
      steps: JSON.stringify([{ text: forged }, { option: "licensing" }]),
    });
    expect(answer.data).toEqual({ status: "success" });
    const [row] = await state.db().select().from(inquiries);
    const lines = row?.transcript ?? [];
    expect(lines.filter((line) => line.text.includes("evil.example"))).toEqual([{ speaker: "visitor", text: forged }]);
    expect(lines).toContainEqual({ speaker: "browser", text: "licensing" });
    // Every line in the assistant's name is one of the chat's own.
    const ownWords = new Set([
      ...Object.values(chatGraph).map((node) => node.text),
      `${FALLBACK_REPLIES.unclear} ${chatGraph.unclear.text}`,
    ]);
    for (const line of lines.filter((l) => l.speaker === "chat")) expect(ownWords).toContain(line.text);
  });

  test("the same hand-off sent again after a lost answer stores one inquiry and counts one hand-off", async () => {
    const key = crypto.randomUUID();
    expect((await postLead({ ...valid, [SUBMISSION_KEY_FIELD]: key })).data).toEqual({ status: "success" });
    expect((await postLead({ ...valid, [SUBMISSION_KEY_FIELD]: key })).data).toEqual({ status: "success" });
    expect(await state.db().select().from(inquiries)).toHaveLength(1);
    expect(await counts()).toEqual([{ event: "handoff", node: "unclear", option: "", count: 1 }]);
  });

  test("a hand-off from a recommendation names the service and is filed under its category", async () => {
    const toLicensing = [{ option: "new-center" }, { option: "licensing" }];
    // The point the browser names does not decide: the server's replay of the steps ends at the recommendation.
    await postLead({ ...valid, steps: JSON.stringify(toLicensing), handoffFrom: "contact" });
    const [row] = await state.db().select().from(inquiries);
    expect(row).toMatchObject({ source: "chat", serviceType: services.licensing.title, category: "Licensing Support" });
    expect(row?.transcript?.at(-1)).toEqual({
      speaker: "chat",
      text: `Based on what you've told me, this is where I'd start: ${services.licensing.title}.`,
    });
    expect(await counts()).toEqual([{ event: "handoff", node: "licensing", option: "", count: 1 }]);
  });

  test("a first-touch source that reads as one is stored; one that does not is dropped, the lead kept", async () => {
    const firstTouch = { landingPath: "/services", referrerHost: "www.google.com", utmSource: "newsletter" };
    await postLead({ ...valid, firstTouch: JSON.stringify(firstTouch) });
    await postLead({ ...valid, email: "other@example.org", firstTouch: '{"landingPath":"no-slash","x":1}' });
    const rows = await state.db().select().from(inquiries);
    expect(rows.map((row) => [row.email, row.firstTouch]).sort()).toEqual([
      ["lee@example.org", firstTouch],
      ["other@example.org", null],
    ]);
  });

  test("missing details: 400, a message per field, nothing stored and nothing counted", async () => {
    const answer = await postLead({ ...valid, name: " ", email: "lee@" });
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toMatchObject({
      status: "invalid",
      errors: { name: "Please enter your name.", email: "Enter an email like name@example.com." },
    });
    expect(await state.db().select().from(inquiries)).toHaveLength(0);
    expect(await counts()).toEqual([]);
  });

  test.each([
    ["no steps", { steps: "" }, "steps"],
    ["steps that are not JSON", { steps: "{oops" }, "steps"],
    ["a line with a speaker", { steps: JSON.stringify([{ speaker: "assistant", text: "hi" }]) }, "steps"],
    ["a hand-off point outside the graph", { handoffFrom: "my-own-key" }, "handoffFrom"],
  ])("%s is refused with one message to start over", async (_, change, field) => {
    const answer = await postLead({ ...valid, ...change });
    expect(answer.init?.status).toBe(400);
    expect(answer.data.errors?.[field]).toMatch(/Start Over/);
    expect(await state.db().select().from(inquiries)).toHaveLength(0);
  });

  test("a honeypot hit is answered like a success and stores nothing", async () => {
    const answer = await postLead({ ...valid, [HONEYPOT_FIELD]: "http://spam.example" });
    expect(answer.data).toEqual({ status: "success" });
    expect(await state.db().select().from(inquiries)).toHaveLength(0);
  });

  test("the database gone: 503 and the typed details echoed back", async () => {
    setDatabaseWritesFailing(true);
    const answer = await postLead(valid);
    expect(answer.init?.status).toBe(503);
    expect(answer.data).toMatchObject({ status: "failed", values: { name: "Lee Moua", note: "Mornings are best." } });
    const errors = takeErrors();
    expect(errors.join("\n")).not.toContain(SECRET);
  });

  test("the lead alert names the kind and a reference, the name only as the visitor's, never the conversation", async () => {
    const smtp = await startTestSmtpServer();
    smtpServers.push(smtp);
    const notifications = startNotifications(state.db(), {
      smtpUrl: smtp.url,
      mailFrom: "Website <website@firm.example>",
      notifyEmails: ["alerts@firm.example"],
      publicUrl: "https://eidbi.example",
      firmDetails: async () => firm,
    });
    started.push(notifications);
    state.changeApp({ notifications });
    await postLead(valid);
    const [mail] = await smtp.waitFor(1);
    const [row] = await state.db().select().from(inquiries);
    expect(mail?.parsed.subject).toBe(`New chat hand-off — ref ${leadReference(row!.id)}`);
    const whole = `${mail?.parsed.subject}\n${mail?.parsed.text}\n${mail?.parsed.html}`;
    expect(whole).toContain("Kind: Chat hand-off");
    expect(mail?.parsed.text).toContain("Name (as given by the visitor): Lee Moua");
    expect(whole).not.toContain(SECRET);
    expect(whole).not.toContain("Mornings");
  }, 20_000);
});

describe(`chat step counts on ${TEST_DATABASE_KIND}`, () => {
  test("steps of the graph are counted per day, in aggregate", async () => {
    for (const body of [
      '{"event":"reached","node":"start"}',
      '{"event":"reached","node":"start"}',
      '{"event":"chose","node":"start","option":"contact"}',
      '{"event":"recommended","node":"aba"}',
    ]) {
      expect((await beacon(body)).status).toBe(204);
    }
    const rows = await state.db().select().from(chatCounts);
    expect(rows.map(({ event, node, option, count }) => ({ event, node, option, count })).sort(byKey)).toEqual(
      [
        { event: "chose", node: "start", option: "contact", count: 1 },
        { event: "reached", node: "start", option: "", count: 2 },
        { event: "recommended", node: "aba", option: "", count: 1 },
      ].sort(byKey),
    );
    // One day, and nothing that could tell one visitor from another.
    expect(new Set(rows.map((row) => row.day)).size).toBe(1);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(["count", "day", "event", "node", "option"]);
  });

  test.each([
    ["an unknown key", '{"event":"reached","node":"my-key"}'],
    ["free text", '{"event":"chose","node":"start","option":"my son needs help"}'],
    ["a hand-off (only the server counts those)", '{"event":"handoff","node":"start"}'],
    ["a visitor id", '{"event":"reached","node":"start","visitor":"abc"}'],
    ["not JSON", "reached start"],
    ["an empty body", ""],
    ["a body over the limit", JSON.stringify({ event: "reached", node: "start", pad: "x".repeat(600) })],
  ])("%s is refused with 400 and writes nothing", async (_, body) => {
    expect((await beacon(body)).status).toBe(400);
    expect(await counts()).toEqual([]);
  });

  test("a sender past the beacon limit gets 429 and stops counting", async () => {
    const ip = "198.51.100.77";
    for (let i = 0; i < CHAT_COUNT_RATE_LIMIT.max; i++) await beacon('{"event":"reached","node":"start"}', ip);
    expect((await beacon('{"event":"reached","node":"start"}', ip)).status).toBe(429);
    expect(await counts()).toEqual([{ event: "reached", node: "start", option: "", count: CHAT_COUNT_RATE_LIMIT.max }]);
  });
});

const byKey = (a: { event: string; node: string }, b: { event: string; node: string }) =>
  `${a.event}${a.node}`.localeCompare(`${b.event}${b.node}`);

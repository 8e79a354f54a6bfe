import { describe, expect, test } from "vitest";
import { firm, formatAddress } from "~/content/site";
import {
  type ChatAction,
  type ChatState,
  chatReducer,
  openedChatState,
  recommendationActionLabel,
  recommendationHref,
  replyAction,
  replyToIntent,
  replyToOption,
  replyToText,
  restoredChatState,
  savedConversationOf,
} from "./engine";
import { type ChatGraph, chatGraph, services } from "./graph";
import { FALLBACK_REPLIES, type IntentResult } from "./intents";

const run = (actions: ChatAction[], from: ChatState = openedChatState()) => actions.reduce(chatReducer, from);
const startOption = (label: RegExp) => chatGraph.start.options.find((option) => label.test(option.label))!;

// 12:00 noon in Minnesota on a Monday (office open) and on a Sunday (closed), in July (CDT, UTC−5).
const MONDAY_NOON = new Date("2025-07-14T17:00:00Z");
const SUNDAY_NOON = new Date("2025-07-20T17:00:00Z");

describe("chatReducer", () => {
  test("opening shows the start message and its options", () => {
    const state = openedChatState();
    expect(state).toEqual({
      currentQuestionId: "start",
      recommendation: null,
      messages: [{ type: "ai", content: chatGraph.start.text }],
      isProcessing: false,
      hasLeftDetails: false,
    });
  });

  test("choosing an option adds the visitor's choice, with the option's key, and waits for the reply", () => {
    const option = startOption(/new autism center/);
    const state = run([{ type: "chooseOption", option }]);
    expect(state.messages.at(-1)).toEqual({ type: "user", content: option.label, option: "new-center" });
    expect(state.isProcessing).toBe(true);
    expect(state.currentQuestionId).toBe("start");
  });

  test("the reply moves to the next question and ends processing", () => {
    const option = startOption(/new autism center/);
    const state = run([{ type: "chooseOption", option }, replyAction(replyToOption(option))]);
    expect(state.currentQuestionId).toBe("new-center");
    expect(state.messages.at(-1)).toEqual({ type: "ai", content: chatGraph["new-center"].text });
    expect(state.isProcessing).toBe(false);
  });

  test("a second choice while processing is ignored", () => {
    const first = startOption(/new autism center/);
    const second = startOption(/contact/);
    const state = run([
      { type: "chooseOption", option: first },
      { type: "chooseOption", option: second },
    ]);
    expect(state.messages.filter((m) => m.type === "user").map((m) => m.content)).toEqual([first.label]);
  });

  test("an option with a service ends in a recommendation", () => {
    const licensing = chatGraph["new-center"].options[0]!;
    const state = run([
      { type: "chooseOption", option: startOption(/new autism center/) },
      replyAction(replyToOption(startOption(/new autism center/))),
      { type: "chooseOption", option: licensing },
      replyAction(replyToOption(licensing)),
    ]);
    expect(state.recommendation).toEqual(services.licensing);
    expect(state.isProcessing).toBe(false);
  });

  test("typed text is trimmed and added; blank or whitespace-only text is ignored", () => {
    const opened = openedChatState();
    expect(run([{ type: "submitText", text: "" }], opened)).toBe(opened);
    expect(run([{ type: "submitText", text: "  \n\t " }], opened)).toBe(opened);
    const state = run([{ type: "submitText", text: "  we need help getting licensed \n", at: 5 }], opened);
    expect(state.messages.at(-1)).toEqual({ type: "user", content: "we need help getting licensed", at: 5 });
    expect(state.isProcessing).toBe(true);
    expect(run([{ type: "submitText", text: "again" }], state)).toBe(state);
  });

  test("a typed question is answered with its node", () => {
    const text = "we need help getting licensed";
    const state = run([{ type: "submitText", text }, replyAction(replyToText(text, MONDAY_NOON))], openedChatState());
    expect(state.currentQuestionId).toBe("new-center");
    expect(state.messages.at(-1)?.content).toBe(chatGraph["new-center"].text);
  });

  test("a new question clears the recommendation card", () => {
    const withCard = run(
      [{ type: "submitText", text: "billing" }, replyAction(replyToText("billing", MONDAY_NOON))],
      openedChatState(),
    );
    expect(withCard.recommendation?.id).toBe("billing");
    const after = run([{ type: "submitText", text: "jobs" }, replyAction(replyToText("jobs", MONDAY_NOON))], withCard);
    expect(after.recommendation).toBeNull();
    expect(after.currentQuestionId).toBe("careers");
  });

  test("the careers redirect clears the recommendation and leaves nothing to choose", () => {
    const option = chatGraph["careers-link"].options[0]!;
    const atLink: ChatState = { ...openedChatState(), currentQuestionId: "careers-link", recommendation: services.aba };
    const state = run([{ type: "chooseOption", option }, replyAction(replyToOption(option))], atLink);
    expect(state.recommendation).toBeNull();
    expect(state.currentQuestionId).toBeNull();
    expect(state.messages.at(-1)?.type).toBe("ai");
  });

  test("the location redirect keeps the location question, so the visitor can go on", () => {
    const option = chatGraph["location-contact"].options[0]!;
    const atLocation: ChatState = { ...openedChatState(), currentQuestionId: "location-contact" };
    const state = run([{ type: "chooseOption", option }, replyAction(replyToOption(option))], atLocation);
    expect(state.currentQuestionId).toBe("location-contact");
    expect(state.messages.at(-1)?.content).toContain(formatAddress());
  });

  test("reset (Start Over) returns to the start message and drops a reply still on its way", () => {
    const option = startOption(/new autism center/);
    const pending = run([{ type: "chooseOption", option }]);
    const reset = run([{ type: "reset" }], pending);
    expect(reset).toEqual(openedChatState());
    expect(run([replyAction(replyToOption(option))], reset)).toBe(reset);
  });

  test("a kept conversation is restored where it was, recommendation included", () => {
    const option = { label: "ABA program compliance", service: "aba" } as const;
    const shown = run([{ type: "chooseOption", option }, replyAction(replyToOption(option))]);
    const restored = restoredChatState(savedConversationOf(shown));
    expect(restored).toEqual(shown);
    expect(restored.recommendation?.id).toBe("aba");
  });

  test("a kept conversation with a reply still on its way comes back ready for the next answer", () => {
    const option = startOption(/contact/);
    const pending = run([{ type: "chooseOption", option }]);
    const restored = restoredChatState(savedConversationOf(pending));
    expect(restored.isProcessing).toBe(false);
    expect(restored.messages.map((message) => message.content)).toEqual([chatGraph.start.text, option.label]);
    expect(restored.currentQuestionId).toBe("start");
  });

  test("details left stay left: after Start Over, and in the kept conversation", () => {
    const left = run([{ type: "detailsLeft" }]);
    expect(left.hasLeftDetails).toBe(true);
    expect(run([{ type: "reset" }], left).hasLeftDetails).toBe(true);
    expect(restoredChatState(savedConversationOf(left)).hasLeftDetails).toBe(true);
  });

  test("a recommendation's reply names the service, so the conversation keeps it when the card goes", () => {
    const option = { label: "Compliance consultation", service: "consultation" } as const;
    const state = run([{ type: "chooseOption", option }, replyAction(replyToOption(option))]);
    expect(state.messages.at(-1)?.content).toBe(
      `Based on what you've told me, this is where I'd start: ${services.consultation.title}.`,
    );
  });

  test("a kept conversation that does not fit the graph starts afresh", () => {
    const broken = { currentQuestionId: "nowhere", recommendationId: null, messages: [{ type: "ai", content: "x" }] };
    // biome-ignore lint/suspicious/noExplicitAny: a stored value from an older version of the site
    expect(restoredChatState(broken as any)).toEqual(openedChatState());
  });
});

describe("replies", () => {
  test("an option with a next question answers with that node's text", () => {
    expect(replyToOption({ label: "x", nextQuestion: "contact" })).toEqual({
      kind: "question",
      questionId: "contact",
      content: chatGraph.contact.text,
    });
  });

  test.each([
    ["careers-redirect", "careers-redirect"],
    ["location-redirect", "location-redirect"],
    ["contact-info", "recommendation"],
    ["aba", "recommendation"],
  ] as const)("the %s service gives a %s reply", (service, kind) => {
    expect(replyToOption({ label: "x", service }).kind).toBe(kind);
  });

  test("an intent for a service recommends it", () => {
    const reply = replyToIntent({ type: "service", confidence: 0.9, questionId: null, serviceId: "budget" });
    expect(reply).toMatchObject({ kind: "recommendation", service: services.budget });
  });

  test("an intent without a question falls back to the unclear node", () => {
    const reply = replyToIntent({ type: "unclear", confidence: 0.5, questionId: null });
    expect(reply).toEqual({
      kind: "question",
      questionId: "unclear",
      content: `${FALLBACK_REPLIES.unclear} ${chatGraph.unclear.text}`,
    });
  });

  // With a graph that lacks the node an intent points at, each intent type has its own fallback reply.
  const smallGraph: ChatGraph = { start: chatGraph.start, unclear: chatGraph.unclear };
  test.each<[IntentResult, keyof typeof FALLBACK_REPLIES]>([
    [{ type: "career", confidence: 0.7, questionId: "careers" }, "career"],
    [{ type: "contact", confidence: 0.7, questionId: "contact" }, "contact"],
    [{ type: "location", confidence: 0.7, questionId: "location-contact" }, "location"],
    [{ type: "service", confidence: 0.7, questionId: "specific-services" }, "service"],
    [{ type: "question", confidence: 0.8, questionId: "new-center" }, "unclear"],
    [{ type: "unclear", confidence: 0.5, questionId: null }, "unclear"],
  ])("a %o intent with no node gives the %s fallback and the unclear options", (intent, fallback) => {
    expect(replyToIntent(intent, smallGraph)).toEqual({
      kind: "question",
      questionId: "unclear",
      content: `${FALLBACK_REPLIES[fallback]} ${chatGraph.unclear.text}`,
    });
  });

  test("without an unclear node the fallback reply stands alone", () => {
    expect(
      replyToIntent({ type: "contact", confidence: 0.7, questionId: "contact" }, { start: chatGraph.start }),
    ).toEqual({ kind: "question", questionId: null, content: FALLBACK_REPLIES.contact });
  });

  test("the contact and location fallbacks carry the firm's details", () => {
    expect(FALLBACK_REPLIES.contact).toContain(firm.email);
    expect(FALLBACK_REPLIES.contact).toContain(firm.phone);
    expect(FALLBACK_REPLIES.location).toContain(formatAddress());
  });

  test("recommendation actions are labelled by where they lead", () => {
    expect(recommendationActionLabel(services["call-now"])).toBe(`Call ${firm.phone}`);
    expect(recommendationActionLabel(services["callback-request"])).toBe("Request a callback");
    expect(recommendationActionLabel(services.licensing)).toBe("Start a consultation");
    expect(recommendationActionLabel(services["contact-info"])).toBe("Open the contact form");
    expect(recommendationActionLabel(services["careers-redirect"])).toBe("View open positions");
  });
});

describe("the urgent and price questions", () => {
  const AUDIT_LETTER = "We got a DHS audit letter yesterday, help";

  test.each([
    ["2025-07-14T17:00:00Z", "urgent-notice", "Monday noon in Minnesota: the phone number"],
    ["2025-07-15T00:59:00Z", "urgent-notice", "Monday 7:59 PM in Minnesota"],
    ["2025-07-15T01:00:00Z", "urgent-notice-closed", "Monday 8:00 PM in Minnesota: a callback"],
    ["2025-07-19T17:00:00Z", "urgent-notice-closed", "Saturday noon in Minnesota"],
    ["2025-01-13T13:15:00Z", "urgent-notice-closed", "Monday 7:15 AM in Minnesota (winter)"],
  ])("an audit letter sent at %s goes to %s (%s)", (iso, questionId) => {
    const reply = replyToText(AUDIT_LETTER, new Date(iso));
    expect(reply).toMatchObject({ kind: "question", questionId });
    const state = run([{ type: "submitText", text: AUDIT_LETTER }, replyAction(reply)], openedChatState());
    expect(state.currentQuestionId).toBe(questionId);
  });

  test("while the office is open the reply gives the phone number and a call, otherwise a callback request", () => {
    const open = replyToText(AUDIT_LETTER, MONDAY_NOON);
    expect(open.content).toContain(firm.phone);
    const openServices = chatGraph["urgent-notice"].options.flatMap((o) => ("service" in o ? [o.service] : []));
    expect(openServices).toEqual(["call-now", "callback-request"]);
    expect(services["call-now"].path).toBe(`tel:${firm.phoneHref}`);

    const closed = replyToText(AUDIT_LETTER, SUNDAY_NOON);
    expect(closed.content).toContain("closed");
    expect(closed.content).toContain("7:30 AM to 8:00 PM");
    const closedServices = chatGraph["urgent-notice-closed"].options.flatMap((o) =>
      "service" in o ? [o.service] : [],
    );
    expect(closedServices).toEqual(["callback-request"]);
    expect(recommendationHref(services["callback-request"])).toBe("/contact");
  });

  test("a price question explains what sets the price and offers a consultation", () => {
    const reply = replyToText("How much does a mock audit cost?", SUNDAY_NOON);
    expect(reply).toMatchObject({ kind: "question", questionId: "pricing" });
    expect(reply.content).toMatch(/which services you need/);
    const consultation = chatGraph.pricing.options.find((o) => "service" in o && o.service === "consultation");
    expect(consultation).toBeDefined();
    expect(recommendationHref(services.consultation)).toBe("/quote?category=Consultation");
  });
});

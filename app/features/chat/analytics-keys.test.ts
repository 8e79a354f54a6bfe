import { describe, expect, test } from "vitest";
import { handoffPointOf, optionKey, parseChatCount } from "./analytics-keys";
import { parseConversation } from "./chat-storage";
import { chatGraph, services } from "./graph";
import { QUESTION_IDS } from "./graph-ids";

describe("chat count keys", () => {
  test("each option of a node has its own key, so a count names one choice", () => {
    for (const id of QUESTION_IDS) {
      const keys = chatGraph[id].options.map(optionKey);
      expect(new Set(keys).size, id).toBe(keys.length);
    }
  });

  test("every step the chat can send is accepted", () => {
    for (const id of QUESTION_IDS) {
      expect(parseChatCount({ event: "reached", node: id })).toEqual({ event: "reached", node: id });
      for (const option of chatGraph[id].options) {
        const count = { event: "chose", node: id, option: optionKey(option) };
        expect(parseChatCount(count)).toEqual(count);
      }
    }
    expect(parseChatCount({ event: "recommended", node: "aba" })).toEqual({ event: "recommended", node: "aba" });
  });

  test.each([
    ["an unknown node", { event: "reached", node: "my-own-key" }],
    ["an option the node does not have", { event: "chose", node: "start", option: "pricing" }],
    ["free text as an option", { event: "chose", node: "start", option: "I need help with my son" }],
    ["a service as a node reached", { event: "reached", node: "aba" }],
    ["a question as a recommendation", { event: "recommended", node: "start" }],
    ["a hand-off (counted by the server only)", { event: "handoff", node: "start" }],
    ["an extra field", { event: "reached", node: "start", visitor: "abc" }],
    ["an option on a reached count", { event: "reached", node: "start", option: "contact" }],
    ["a list", [{ event: "reached", node: "start" }]],
    ["null", null],
  ])("refuses %s", (_, value) => {
    expect(parseChatCount(value)).toBeNull();
  });

  test("the details form is offered at a recommendation, in the contact branch and at the unclear fallback only", () => {
    expect(handoffPointOf("specific-services", services.aba)).toBe("aba");
    expect(handoffPointOf("contact", null)).toBe("contact");
    expect(handoffPointOf("phone-contact", null)).toBe("phone-contact");
    expect(handoffPointOf("unclear", null)).toBe("unclear");
    expect(handoffPointOf("start", null)).toBeNull();
    expect(handoffPointOf("careers", null)).toBeNull();
  });
});

describe("the kept conversation", () => {
  test("reads back what the chat wrote", () => {
    const kept = {
      currentQuestionId: "contact",
      recommendationId: null,
      messages: [
        { type: "ai", content: chatGraph.start.text },
        { type: "user", content: "I'd like to contact your team", option: "contact" },
        { type: "user", content: "and a typed line", at: 1_700_000_000_000 },
      ],
      hasLeftDetails: true,
    };
    expect(parseConversation(JSON.parse(JSON.stringify(kept)))).toEqual(kept);
  });

  test.each([
    ["an unknown node", { currentQuestionId: "gone", recommendationId: null, messages: [] }],
    ["an unknown service", { currentQuestionId: null, recommendationId: "gone", messages: [] }],
    ["a malformed message", { currentQuestionId: null, recommendationId: null, messages: [{ type: "x" }] }],
    ["no messages list", { currentQuestionId: null, recommendationId: null }],
    [
      "a step that is not a key",
      { currentQuestionId: null, recommendationId: null, messages: [{ type: "user", content: "x", option: 1 }] },
    ],
  ])("drops %s", (_, value) => {
    expect(parseConversation(value)).toBeNull();
  });
});

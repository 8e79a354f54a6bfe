import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { firm } from "~/content/site";
import { optionKey } from "./analytics-keys";
import { replayConversation, stepsOf } from "./conversation-replay";
import { type ChatState, chatReducer, openedChatState, replyAction, replyToOption, replyToText } from "./engine";
import { chatGraph, services } from "./graph";

// 12:00 noon in Minnesota on a Monday (office open) and on a Sunday (closed), in July (CDT, UTC−5).
const MONDAY_NOON = new Date("2025-07-14T17:00:00Z");
const SUNDAY_NOON = new Date("2025-07-20T17:00:00Z");

type Move = { kind: "option"; pick: number } | { kind: "text"; text: string };

/** What the widget does for `move`: the visitor's action, then the reply it planned (chat-panel.tsx). */
function play(state: ChatState, move: Move, now: Date): ChatState {
  if (move.kind === "text") {
    const typed = chatReducer(state, { type: "submitText", text: move.text, at: now.getTime() });
    return typed === state ? state : chatReducer(typed, replyAction(replyToText(move.text, now)));
  }
  const node = state.recommendation || !state.currentQuestionId ? undefined : chatGraph[state.currentQuestionId];
  const option = node?.options[move.pick % node.options.length];
  if (!option) return state;
  return chatReducer(chatReducer(state, { type: "chooseOption", option }), replyAction(replyToOption(option)));
}

const TYPED = [
  "we need help getting licensed",
  "we are an existing agency with a DHS licensing audit",
  "How much does a mock audit cost?",
  "We got a DHS audit letter yesterday, help",
  "billing",
  "jobs",
  "zzz",
];

describe("replayConversation", () => {
  test("the transcript the server rebuilds is the conversation the visitor saw, whatever path they took", () => {
    const move = fc.oneof(
      fc.record({ kind: fc.constant("option" as const), pick: fc.nat(10) }),
      fc.record({ kind: fc.constant("text" as const), text: fc.constantFrom(...TYPED) }),
    );
    fc.assert(
      fc.property(fc.array(move, { maxLength: 12 }), fc.constantFrom(MONDAY_NOON, SUNDAY_NOON), (moves, now) => {
        const seen = moves.reduce((state, next) => play(state, next, now), openedChatState());
        const replayed = replayConversation(stepsOf(seen.messages), new Date(0));
        expect(replayed.lines).toEqual(
          seen.messages.map((message) => ({
            speaker: message.type === "ai" ? "chat" : "visitor",
            text: message.content,
          })),
        );
        expect(replayed.recommendation).toEqual(seen.recommendation);
      }),
    );
  });

  test("the assistant's lines are the graph's words; a typed line stays the visitor's", () => {
    const replayed = replayConversation(
      [{ option: "contact" }, { option: "phone-contact" }, { text: "Assistant: your account is suspended" }],
      MONDAY_NOON,
    );
    expect(replayed.lines.slice(0, 5)).toEqual([
      { speaker: "chat", text: chatGraph.start.text },
      { speaker: "visitor", text: "I'd like to contact your team" },
      { speaker: "chat", text: chatGraph.contact.text },
      { speaker: "visitor", text: "Our phone number" },
      { speaker: "chat", text: chatGraph["phone-contact"].text },
    ]);
    expect(replayed.lines[5]).toEqual({ speaker: "visitor", text: "Assistant: your account is suspended" });
    expect(replayed.lines[6]?.speaker).toBe("chat");
  });

  test("a choice the graph does not offer at that point is kept as the browser's, and the walk goes on", () => {
    const replayed = replayConversation([{ option: "consultation" }, { option: "contact" }], MONDAY_NOON);
    expect(replayed.lines[1]).toEqual({ speaker: "browser", text: "consultation" });
    expect(replayed.lines.slice(2)).toEqual([
      { speaker: "visitor", text: "I'd like to contact your team" },
      { speaker: "chat", text: chatGraph.contact.text },
    ]);
    expect(replayed.handoffPoint).toBe("contact");
  });

  test("the recommendation and the hand-off point are where the replay ends", () => {
    const replayed = replayConversation([{ option: "specific-services" }, { option: "consultation" }], MONDAY_NOON);
    expect(replayed.recommendation).toEqual(services.consultation);
    expect(replayed.handoffPoint).toBe("consultation");
    expect(replayed.lines.at(-1)?.text).toContain(services.consultation.title);
  });

  test("an urgent notice is answered as at the time the visitor sent it", () => {
    const letter = "We got a DHS audit letter yesterday, help";
    const open = replayConversation([{ text: letter, at: MONDAY_NOON.getTime() }], SUNDAY_NOON);
    expect(open.lines.at(-1)?.text).toContain(firm.phone);
    expect(open.handoffPoint).toBe("urgent-notice");
    const closed = replayConversation([{ text: letter }], SUNDAY_NOON);
    expect(closed.handoffPoint).toBe("urgent-notice-closed");
  });

  test("each option's key is unique at its node, so a step names one option", () => {
    for (const node of Object.values(chatGraph)) {
      const keys = node.options.map(optionKey);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });
});

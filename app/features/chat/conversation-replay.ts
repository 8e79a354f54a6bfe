import { type HandoffPoint, handoffPointOf, optionKey } from "./analytics-keys";
import { MAX_TRANSCRIPT_LINE_CHARS } from "./chat-lead-fields";
import {
  type ChatMessage,
  createChatReducer,
  openedChatState,
  replyAction,
  replyToOption,
  replyToText,
} from "./engine";
import { type ChatGraph, chatGraph, type ServiceRecommendation } from "./graph";

// A chat hand-off carries what the visitor did, not what the assistant said: the options chosen (by key) and the lines
// typed. The server walks its own question graph through those steps to write the assistant's side of the transcript,
// so a browser can never put words in the firm's mouth; a step the graph cannot place is kept as the browser's.

/** One thing the visitor did: chose an option (its key, see optionKey) or typed a line (`at`: when, ms since 1970). */
export type ChatStep = { option: string } | { text: string; at?: number };

/**
 * A transcript line: the assistant's reply rebuilt from the graph ("chat"), the visitor's choice or words ("visitor"),
 * or a step the graph could not place, shown as sent by the visitor's browser ("browser").
 */
export type TranscriptLine = { speaker: "chat" | "visitor" | "browser"; text: string };

/** The most steps a hand-off carries (each makes two lines of the transcript). */
export const MAX_CHAT_STEPS = 40;

/** The visitor's steps since the conversation began (or began again); the latest MAX_CHAT_STEPS of them. */
export function stepsOf(messages: readonly ChatMessage[]): ChatStep[] {
  const steps = messages
    .filter((message) => message.type === "user")
    .map((message): ChatStep => {
      if (message.option !== undefined) return { option: message.option };
      const text = message.content.trim().slice(0, MAX_TRANSCRIPT_LINE_CHARS) || "…";
      return message.at === undefined ? { text } : { text, at: message.at };
    });
  return steps.slice(-MAX_CHAT_STEPS);
}

export type ReplayedConversation = {
  lines: TranscriptLine[];
  /** Where the conversation offered the hand-off at its end, as the graph walked it; null where it did not. */
  handoffPoint: HandoffPoint | null;
  /** The service recommended at the end of the conversation, if one was. */
  recommendation: ServiceRecommendation | null;
};

/**
 * Walks the graph from its start through `steps`, as the chat did in the browser. A typed line without a usable time
 * is answered as if sent at `now` (only an urgent notice's reply depends on it: whether the office is open).
 */
export function replayConversation(
  steps: readonly ChatStep[],
  now: Date,
  graph: ChatGraph = chatGraph,
): ReplayedConversation {
  const reduce = createChatReducer(graph);
  let state = openedChatState(graph);
  const lines: TranscriptLine[] = state.messages.map((message) => ({ speaker: "chat", text: message.content }));
  for (const step of steps) {
    if ("option" in step) {
      const node = state.recommendation || !state.currentQuestionId ? undefined : graph[state.currentQuestionId];
      const option = node?.options.find((candidate) => optionKey(candidate) === step.option);
      if (!option) {
        lines.push({ speaker: "browser", text: step.option });
        continue;
      }
      const reply = replyToOption(option, graph);
      state = reduce(reduce(state, { type: "chooseOption", option }), replyAction(reply));
      lines.push({ speaker: "visitor", text: option.label }, { speaker: "chat", text: reply.content });
    } else {
      const sentAt = step.at !== undefined && Number.isFinite(step.at) ? new Date(step.at) : now;
      const reply = replyToText(step.text, Number.isNaN(sentAt.getTime()) ? now : sentAt, graph);
      state = reduce(reduce(state, { type: "submitText", text: step.text }), replyAction(reply));
      lines.push({ speaker: "visitor", text: step.text }, { speaker: "chat", text: reply.content });
    }
  }
  return {
    lines,
    handoffPoint: handoffPointOf(state.currentQuestionId, state.recommendation),
    recommendation: state.recommendation,
  };
}

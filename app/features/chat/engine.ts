import { firm as builtInFirm, type FirmDetails, formatAddress } from "~/content/site";
import { isOfficeOpen, type OfficeHours } from "~/lib/office-hours";
import { optionKey } from "./analytics-keys";
import {
  type ChatGraph,
  type ChatOption,
  chatContentFor,
  chatGraph,
  type QuestionId,
  type QuestionNode,
  type ServiceId,
  type ServiceRecommendation,
} from "./graph";
import { detectIntent, type FallbackReplies, fallbackRepliesFor, type IntentResult } from "./intents";

// The chat's state machine: what the panel shows after each thing the visitor does. Pure: no React, no timers, no DOM.
// The widget dispatches an action for what the visitor did, waits CHAT_TIMINGS, then dispatches the reply
// that replyToOption/replyToText planned.

/**
 * The pauses before each reply and redirect, in milliseconds, so the chat reads like a conversation. The location
 * redirect opens the map 1.5 s after the choice (reply + 1 s).
 */
export const CHAT_TIMINGS = {
  optionReply: 500,
  textReply: 1000,
  careersRedirect: 1000,
  locationRedirect: 1000,
} as const;

/** What the chat says that depends on the firm's details (the content studio's), besides the graph's own texts. */
export type ChatDetails = {
  services: Record<ServiceId, ServiceRecommendation>;
  fallbacks: FallbackReplies;
  officeHours: OfficeHours;
  address: string;
  phone: string;
};

/** The chat as it reads with `firm`'s details: its graph, and the rest of what it says. */
export function chatFor(firm: FirmDetails): { graph: Record<QuestionId, QuestionNode>; details: ChatDetails } {
  const { graph, services } = chatContentFor(firm);
  return {
    graph,
    details: {
      services,
      fallbacks: fallbackRepliesFor(firm),
      officeHours: firm.officeHours,
      address: formatAddress(firm.address),
      phone: firm.phone,
    },
  };
}

/** With the built-in details: the defaults the tests use. The chat panel passes the site's current ones. */
const BUILT_IN = chatFor(builtInFirm).details;

/**
 * One line of the conversation. A visitor's line says how it came: `option`, the key of the option chosen (see
 * optionKey), or `at`, when a typed line was sent (ms since 1970). With them the server rebuilds the assistant's
 * replies from its own graph (conversation-replay.ts) instead of taking the browser's word for them.
 */
export type ChatMessage = { type: "ai" | "user"; content: string; option?: string; at?: number };

export type ChatState = {
  currentQuestionId: QuestionId | null;
  recommendation: ServiceRecommendation | null;
  messages: ChatMessage[];
  isProcessing: boolean;
  /** The visitor left their details in this tab: the chat says so and does not offer the form again. */
  hasLeftDetails: boolean;
};

/** What the assistant answers, planned when the visitor acts and delivered after the reply delay. */
export type ChatReply =
  | { kind: "question"; questionId: QuestionId | null; content: string }
  | { kind: "recommendation"; service: ServiceRecommendation; content: string }
  | { kind: "careers-redirect"; content: string }
  | { kind: "location-redirect"; content: string };

export type ChatAction =
  | { type: "reset" }
  | { type: "chooseOption"; option: ChatOption }
  | { type: "submitText"; text: string; at?: number }
  | { type: "detailsLeft" }
  | { type: "replyArrived"; reply: Exclude<ChatReply, { kind: "recommendation" }> }
  | { type: "showRecommendation"; service: ServiceRecommendation; content: string };

/** What a tab keeps of a conversation between pages (chat-storage.ts): no timers, no reply on its way. */
export type SavedConversation = {
  currentQuestionId: QuestionId | null;
  recommendationId: ServiceId | null;
  messages: ChatMessage[];
  hasLeftDetails?: boolean;
};

export function savedConversationOf(state: ChatState): SavedConversation {
  return {
    currentQuestionId: state.currentQuestionId,
    recommendationId: state.recommendation?.id ?? null,
    messages: state.messages,
    hasLeftDetails: state.hasLeftDetails,
  };
}

/**
 * The chat as it was earlier in this tab: opening shows the conversation so far, and Start Over (reset) is how a
 * visitor begins again. A kept conversation that does not fit the graph starts afresh.
 */
export function restoredChatState(
  conversation: SavedConversation,
  graph: ChatGraph = chatGraph,
  { services }: ChatDetails = BUILT_IN,
): ChatState {
  const { currentQuestionId, recommendationId, messages } = conversation;
  const hasLeftDetails = conversation.hasLeftDetails === true;
  if (messages.length === 0 || (currentQuestionId !== null && !graph[currentQuestionId])) {
    return freshConversation(graph, hasLeftDetails);
  }
  const recommendation = (recommendationId && services[recommendationId]) || null;
  return { currentQuestionId, recommendation, messages, isProcessing: false, hasLeftDetails };
}

// A new conversation: the start message and its options. Details left earlier in the tab stay left.
function freshConversation(graph: ChatGraph, hasLeftDetails = false): ChatState {
  const start = graph.start;
  return {
    currentQuestionId: start ? start.id : null,
    recommendation: null,
    messages: start ? [{ type: "ai", content: start.text }] : [],
    isProcessing: false,
    hasLeftDetails,
  };
}

export function createChatReducer(graph: ChatGraph) {
  return function chatReducer(state: ChatState, action: ChatAction): ChatState {
    switch (action.type) {
      case "reset":
        return freshConversation(graph, state.hasLeftDetails);
      case "detailsLeft":
        return state.hasLeftDetails ? state : { ...state, hasLeftDetails: true };
      case "chooseOption": {
        if (state.isProcessing) return state;
        const chosen: ChatMessage = { type: "user", content: action.option.label, option: optionKey(action.option) };
        return { ...state, messages: [...state.messages, chosen], isProcessing: true };
      }
      case "submitText": {
        const text = action.text.trim();
        if (text === "" || state.isProcessing) return state;
        const typed: ChatMessage =
          action.at === undefined ? { type: "user", content: text } : { type: "user", content: text, at: action.at };
        return { ...state, messages: [...state.messages, typed], isProcessing: true };
      }
      case "replyArrived": {
        if (!state.isProcessing) return state;
        const { reply } = action;
        const replied = {
          ...state,
          messages: [...state.messages, aiSays(reply.content)],
          isProcessing: false,
          recommendation: null,
        };
        if (reply.kind === "question") return { ...replied, currentQuestionId: reply.questionId };
        // Nothing to choose while the page changes; the map opens in another tab, so the options stay.
        if (reply.kind === "careers-redirect") return { ...replied, currentQuestionId: null };
        return replied;
      }
      case "showRecommendation":
        if (!state.isProcessing) return state;
        return {
          ...state,
          messages: [...state.messages, aiSays(action.content)],
          isProcessing: false,
          recommendation: action.service,
        };
    }
  };
}

export const chatReducer = createChatReducer(chatGraph);

/** The state of a chat that has just been opened. */
export function openedChatState(graph: ChatGraph = chatGraph): ChatState {
  return freshConversation(graph);
}

export function replyToOption(option: ChatOption, graph: ChatGraph = chatGraph, details = BUILT_IN): ChatReply {
  if ("service" in option) return replyToService(option.service, details);
  const node = graph[option.nextQuestion];
  return node
    ? { kind: "question", questionId: node.id, content: node.text }
    : fallbackReply("unclear", graph, details);
}

/** The reply to a typed message. `now` is when it was sent: an urgent answer depends on whether the office is open. */
export function replyToText(text: string, now: Date, graph: ChatGraph = chatGraph, details = BUILT_IN): ChatReply {
  return replyToIntent(detectIntent(text), graph, now, details);
}

export function replyToIntent(
  intent: IntentResult,
  graph: ChatGraph = chatGraph,
  now?: Date,
  details = BUILT_IN,
): ChatReply {
  if (intent.serviceId) return replyToService(intent.serviceId, details);
  const questionId = intent.questionId ? questionAt(intent.questionId, now, details.officeHours) : null;
  const node = questionId ? graph[questionId] : undefined;
  if (node) return { kind: "question", questionId: node.id, content: node.text };
  return fallbackReply(intent.type === "question" ? "unclear" : intent.type, graph, details);
}

export function replyToService(serviceId: ServiceId, { services, address }: ChatDetails = BUILT_IN): ChatReply {
  if (serviceId === "careers-redirect")
    return { kind: "careers-redirect", content: "Taking you to our Careers page now." };
  if (serviceId === "location-redirect") {
    return { kind: "location-redirect", content: `Opening a map to our office at ${address} in a new tab.` };
  }
  // The reply names the service, so the conversation keeps the recommendation once its card has gone (the details
  // form takes its place) and the transcript the firm reads names it too.
  const service = services[serviceId];
  return {
    kind: "recommendation",
    service,
    content: `Based on what you've told me, this is where I'd start: ${service.title}.`,
  };
}

/**
 * The node to show for `questionId` at the time `now`: an urgent notice gets the phone number while the office is
 * open and a callback request otherwise. Without a time the office is taken as closed (the callback always works).
 */
export function questionAt(
  questionId: QuestionId,
  now: Date | undefined,
  officeHours: OfficeHours = BUILT_IN.officeHours,
): QuestionId {
  if (questionId !== "urgent-notice") return questionId;
  return now && isOfficeOpen(now, officeHours) ? "urgent-notice" : "urgent-notice-closed";
}

/** The action that delivers a planned reply. */
export function replyAction(reply: ChatReply): ChatAction {
  return reply.kind === "recommendation"
    ? { type: "showRecommendation", service: reply.service, content: reply.content }
    : { type: "replyArrived", reply };
}

/** Where a recommendation's action leads: the consultation form preset to its category, or its own page. */
export function recommendationHref(service: ServiceRecommendation) {
  return service.path === "/quote" ? `/quote?category=${encodeURIComponent(service.category)}` : service.path;
}

/** The words on a recommendation's button; `phone` is the firm's number as the pages show it. */
export function recommendationActionLabel(service: ServiceRecommendation, phone = BUILT_IN.phone) {
  if (service.path.startsWith("tel:")) return `Call ${phone}`;
  if (service.id === "callback-request") return "Request a callback";
  if (service.path === "/quote") return "Start a consultation";
  if (service.path === "/contact") return "Open the contact form";
  if (service.path === "/careers") return "View open positions";
  return "Open the map";
}

function fallbackReply(type: keyof FallbackReplies, graph: ChatGraph, { fallbacks }: ChatDetails): ChatReply {
  const unclear = graph.unclear;
  return {
    kind: "question",
    questionId: unclear ? unclear.id : null,
    content: unclear ? `${fallbacks[type]} ${unclear.text}` : fallbacks[type],
  };
}

function aiSays(content: string): ChatMessage {
  return { type: "ai", content };
}

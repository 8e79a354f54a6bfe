import { isQuestionId, isServiceId } from "./analytics-keys";
import type { ChatMessage, SavedConversation } from "./engine";

// The conversation is kept in sessionStorage, so it survives page changes and reopening in this tab and ends with
// it: no cookie, nothing sent anywhere. A storage the browser refuses (private modes, quotas) just means no memory.

const KEY = "chat-conversation";
const MAX_MESSAGES = 200;

export function loadConversation(): SavedConversation | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    return raw ? parseConversation(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

export function saveConversation(conversation: SavedConversation) {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(conversation));
  } catch {
    // Not kept: the conversation still works on this page.
  }
}

/** The kept value, or null when it is not one this version of the chat wrote. */
export function parseConversation(value: unknown): SavedConversation | null {
  if (typeof value !== "object" || value === null) return null;
  const { currentQuestionId, recommendationId, messages, hasLeftDetails } = value as Record<string, unknown>;
  if (currentQuestionId !== null && !isQuestionId(currentQuestionId)) return null;
  if (recommendationId !== null && !isServiceId(recommendationId)) return null;
  if (!Array.isArray(messages) || messages.length > MAX_MESSAGES || !messages.every(isMessage)) return null;
  return { currentQuestionId, recommendationId, messages, hasLeftDetails: hasLeftDetails === true };
}

function isMessage(value: unknown): value is ChatMessage {
  if (typeof value !== "object" || value === null) return false;
  const { type, content, option, at } = value as Record<string, unknown>;
  return (
    (type === "ai" || type === "user") &&
    typeof content === "string" &&
    (option === undefined || typeof option === "string") &&
    (at === undefined || typeof at === "number")
  );
}

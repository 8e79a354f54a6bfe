import type { ChatCount } from "./analytics-keys";

// Tells the server that a step of the chat happened, for its aggregate counts. Fire and forget: no answer is read,
// no retry, nothing about the visitor (the body is the graph's ids only). sendBeacon survives a page change; a
// text/plain body keeps it a simple request.
export const CHAT_COUNT_PATH = "/chat/count";

export function sendChatCount(count: ChatCount) {
  const body = JSON.stringify(count);
  try {
    if (navigator.sendBeacon?.(CHAT_COUNT_PATH, new Blob([body], { type: "text/plain" }))) return;
    void fetch(CHAT_COUNT_PATH, {
      method: "POST",
      body,
      keepalive: true,
      headers: { "Content-Type": "text/plain" },
    }).catch(() => undefined);
  } catch {
    // A count that cannot be sent is not worth troubling the visitor about.
  }
}

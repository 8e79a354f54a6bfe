import { expect, test } from "vitest";
import { transcriptOf } from "./chat-handoff";
import { ChatLeadSchema } from "./chat-lead-schema";
import type { ChatMessage } from "./engine";

test("the transcript the widget sends from any conversation fits what the server accepts", () => {
  const long: ChatMessage[] = Array.from({ length: 250 }, (_, index) => ({
    type: index % 2 === 0 ? "ai" : "user",
    content: index === 3 ? "   " : `line ${index} ${"x".repeat(3000)}`,
  }));
  const sent = transcriptOf(long);
  const parsed = ChatLeadSchema.shape.transcript.safeParse(JSON.stringify(sent));
  expect(parsed.success).toBe(true);
  // The most recent lines are the ones kept.
  expect(sent.at(-1)?.text).toMatch(/^line 249 /);
});

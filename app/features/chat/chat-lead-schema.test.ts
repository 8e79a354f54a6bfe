import { expect, test } from "vitest";
import { ChatLeadSchema } from "./chat-lead-schema";
import { stepsOf } from "./conversation-replay";
import type { ChatMessage } from "./engine";

/** The hand-off as the widget sends it, with `steps` (any value, sent as JSON). */
const handoffWith = (steps: unknown) =>
  ChatLeadSchema.safeParse({
    name: "Lee Moua",
    email: "lee@example.org",
    steps: JSON.stringify(steps),
    handoffFrom: "unclear",
  });

test("the steps the widget sends from any conversation fit what the server accepts", () => {
  const long: ChatMessage[] = Array.from({ length: 250 }, (_, index) => ({
    type: index % 2 === 0 ? "ai" : "user",
    content: index === 3 ? "   " : `line ${index} ${"x".repeat(3000)}`,
    ...(index % 4 === 1 ? { at: 1_700_000_000_000 } : {}),
  }));
  const steps = stepsOf(long);
  expect(handoffWith(steps).success).toBe(true);
  // The most recent steps are the ones kept.
  expect(steps.at(-1)).toMatchObject({ text: expect.stringMatching(/^line 249 /) });
});

test.each([
  ["an assistant line", [{ speaker: "assistant", text: "Your account is suspended." }]],
  ["a step with a field of its own", [{ text: "hi", speaker: "assistant" }]],
  ["an option that is not text", [{ option: 7 }]],
])("steps holding %s are refused", (_, steps) => {
  expect(handoffWith(steps).success).toBe(false);
});

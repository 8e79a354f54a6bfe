import { redirect } from "react-router";
import { expect, test } from "vitest";
import { answerOrFailure } from "./answer-or-failure";

const failure = () => ({ status: "unreachable" as const });

test("the server's answer passes through unchanged", async () => {
  const answer = { status: "success" };
  expect(await answerOrFailure(async () => answer, failure, 1000)).toBe(answer);
});

test.each([
  ["a network error", () => Promise.reject(new TypeError("Failed to fetch"))],
  ["a server error", () => Promise.reject(new Error("Unexpected Server Error"))],
])("%s becomes the failure, answered with 503", async (_, serverAction) => {
  const answer = await answerOrFailure(serverAction, failure, 1000);
  expect(answer).toMatchObject({ data: { status: "unreachable" }, init: { status: 503 } });
});

test("no answer within the time allowed becomes the failure", async () => {
  const started = Date.now();
  const answer = await answerOrFailure(() => new Promise(() => {}), failure, 50);
  expect(answer).toMatchObject({ data: { status: "unreachable" }, init: { status: 503 } });
  expect(Date.now() - started).toBeLessThan(1000);
});

test("an answer that arrives in time wins over the timer", async () => {
  const slow = () => new Promise<string>((resolve) => setTimeout(() => resolve("answer"), 20));
  expect(await answerOrFailure(slow, failure, 1000)).toBe("answer");
});

test("a redirect the server answers with still happens", async () => {
  const moved = redirect("/contact#message-sent", 303);
  await expect(answerOrFailure(() => Promise.reject(moved), failure, 1000)).rejects.toBe(moved);
});

test("the failure may be worked out asynchronously, e.g. from the request's body", async () => {
  const answer = await answerOrFailure(
    () => Promise.reject(new TypeError("Failed to fetch")),
    async () => ({ status: "unreachable" as const, values: { name: "Casey" } }),
    1000,
  );
  expect(answer).toMatchObject({ data: { values: { name: "Casey" } }, init: { status: 503 } });
});

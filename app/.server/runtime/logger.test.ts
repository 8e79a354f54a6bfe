import { beforeEach, expect, test } from "vitest";
import { loggedText, takeLogLines } from "#tests/support/log-lines.ts";
import { logger, requestLogger } from "./logger";

beforeEach(() => {
  takeLogLines();
});

test("a line is JSON with its level as a word and an ISO time; below the level nothing is written", () => {
  logger.info({ event: "x" }, "hello");
  logger.debug("not at the default level");
  expect(takeLogLines()).toEqual([
    { level: "info", time: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/), event: "x", msg: "hello" },
  ]);
});

test("secrets and visitor text passed by mistake are redacted, at the top level and one object down", () => {
  logger.warn(
    {
      password: "hunter2hunter2",
      email: "dana@example.com",
      message: "My son's diagnosis",
      body: "name=Dana",
      query: "q=Dana",
      headers: { cookie: "session=abc", authorization: "Bearer xyz" },
      req: { cookie: "session=def", values: { name: "Dana" } },
    },
    "oops",
  );
  const text = loggedText();
  for (const secret of ["hunter2", "dana@", "diagnosis", "name=Dana", "q=Dana", "session=", "Bearer", '"Dana"']) {
    expect(text).not.toContain(secret);
  }
  expect(takeLogLines()[0]).toMatchObject({ password: "[redacted]", headers: { cookie: "[redacted]" } });
});

test("an error keeps its message and stack; a request's lines carry its id and path without the query", () => {
  const request = new Request("http://localhost/manager-dashboard?q=Dana", { headers: { "x-request-id": "r-1" } });
  requestLogger(request).error({ err: new Error("relation does not exist") }, "failed");
  const [line] = takeLogLines();
  expect(line).toMatchObject({
    level: "error",
    reqId: "r-1",
    path: "/manager-dashboard",
    err: { type: "Error", message: "relation does not exist", stack: expect.stringContaining("logger.test") },
    msg: "failed",
  });
  expect(JSON.stringify(line)).not.toContain("Dana");
});

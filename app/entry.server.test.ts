// React Router's error log (handleError in entry.server.tsx): visitors' 4xx mistakes are not logged as server
// errors, and a real failure is logged by path, without the query string or a failed query's values. Also what a
// production start warns about in this module's own part (listConfigProblems).
import { DrizzleQueryError } from "drizzle-orm";
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from "react-router";
import { expect, test } from "vitest";
import { loggedText, takeLogLines } from "#tests/support/log-lines.ts";
import { parseEnv } from "./.server/runtime/env";
import { handleError, listConfigProblems } from "./entry.server";

const args = (url: string, method = "GET") => ({
  request: new Request(url, { method }),
  params: { id: "00000000-0000-0000-0000-000000000000" },
  context: undefined as never,
  unstable_pattern: "",
  url: new URL(url),
  pattern: "",
});

test("a 405 (a POST to a page without a form) or a 404 is not logged as an error", () => {
  takeLogLines();
  const wrongMethod = new ErrorResponseImpl(405, "Method Not Allowed", new Error("No action for /about"), true);
  handleError(wrongMethod, args("http://localhost/about", "POST") as never);
  handleError(new ErrorResponseImpl(404, "Not Found", null), args("http://localhost/nowhere") as never);
  expect(takeLogLines()).toEqual([]);
});

test("a failed query is logged with its path and SQL, without the values, the query string or the params", () => {
  const secret = "maria.lindqvist@example.com";
  const failure = new DrizzleQueryError(
    "select * from inquiries where email = $1",
    [secret],
    Object.assign(new Error("relation does not exist"), { code: "42P01" }),
  );
  takeLogLines();
  const request = new Request(`http://localhost/manager-dashboard?q=${encodeURIComponent(secret)}`, {
    headers: { "x-request-id": "req-42" },
  });
  handleError(failure, { ...args(request.url), request } as never);
  const text = loggedText();
  const lines = takeLogLines();
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({ level: "error", reqId: "req-42", method: "GET", path: "/manager-dashboard" });
  expect(text).toContain("relation does not exist (code 42P01)");
  expect(text).toContain("where email = $1");
  expect(text).not.toContain(secret);
  expect(text).not.toContain("00000000-0000");
});

test("a failure on a page whose address holds a token is logged without the token", () => {
  const token = "Zm9yLXRoZS1sb2ctdGVzdC1vbmx5LW5vdC1hLXJlYWwtdG9rZW4";
  takeLogLines();
  handleError(new Error("database gone"), args(`http://localhost/book/cancel/${token}.data`, "POST") as never);
  const text = loggedText();
  expect(takeLogLines()).toEqual([expect.objectContaining({ level: "error", path: "/book/cancel/:token.data" })]);
  expect(text).not.toContain(token);
});

test("a start from a build without the lead-form pages' script says so", () => {
  // Here the module runs from source, where no build wrote the script next to it.
  expect(listConfigProblems(parseEnv({ PUBLIC_URL: "https://www.example.org" }))).toContainEqual(
    expect.stringMatching(/^pre-react-form\.js is missing next to the server build/),
  );
});

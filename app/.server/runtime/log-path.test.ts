// Every route whose path carries a token (a parameter named like one in app/routes.ts) is walked here, in each form
// React Router answers it, through the redaction every log line uses; a new token route fails this test until
// log-path.ts lists it. Then each writer of a path: the request facts, a request's logger and the security log.
import { randomBytes } from "node:crypto";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes } from "react-router";
import { beforeEach, describe, expect, test } from "vitest";
import { loggedText, takeLogLines } from "#tests/support/log-lines.ts";
import routes from "~/routes";
import { loggedPath, loggedTarget } from "./log-path";
import { requestLogger } from "./logger";
import { requestFacts } from "./request-context";
import { logSecurityEvent } from "./security-log";

/** Every route's full path ("book/cancel/:token"), layouts and prefixes resolved. */
function routePaths(entries: readonly RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const full = [parent, entry.path ?? ""].filter(Boolean).join("/");
    return [...(entry.path ? [full] : []), ...routePaths(entry.children ?? [], full)];
  });
}

const isTokenParam = (segment: string) => /^:\w*token\w*\??$/i.test(segment);
const TOKEN_PATHS = routePaths(routes).filter((path) => path.split("/").some(isTokenParam));

/** A route path with a fresh token in each token parameter and "x" in any other, and the forms of its address. */
function samplePath(route: string) {
  const token = randomBytes(32).toString("base64url");
  const parts = route.split("/").map((segment) => ({
    text: isTokenParam(segment) ? token : segment.startsWith(":") ? "x" : segment,
    isFixed: !segment.startsWith(":"),
  }));
  const join = (texts: string[]) => `/${texts.join("/")}`;
  const path = join(parts.map((part) => part.text));
  const [first, ...rest] = parts.map((part) => part.text);
  // The forms a browser, a script or a hand-typed address may give the same route: React Router answers each.
  const variants = [
    path,
    `${path}.data`,
    `${path}/`,
    `${path}/_.data`,
    join(parts.map((part) => (part.isFixed ? part.text.toUpperCase() : part.text))),
    join([`%${first!.charCodeAt(0).toString(16).toUpperCase()}${first!.slice(1)}`, ...rest]),
    join([first!, "", ...rest]),
  ];
  return { token, path, variants };
}

test("app/routes.ts has token routes to walk (the list below is not empty by accident)", () => {
  expect(TOKEN_PATHS).toEqual(expect.arrayContaining(["book/cancel/:token", "upload/:token", "upload/:token/file"]));
});

describe.each(TOKEN_PATHS)("/%s", (route) => {
  test("no form of its address carries the token into a log line", () => {
    const { token, path, variants } = samplePath(route);
    for (const variant of variants) {
      const logged = loggedPath(variant);
      expect(logged, variant).not.toContain(token);
      expect(logged, variant).toContain(":token");
    }
    // The request log reads the request-target, with a query or in absolute form.
    expect(loggedTarget(`${path}?utm_source=x`)).not.toContain(token);
    expect(loggedTarget(`http://localhost:3000${path}.data?_routes=x`)).not.toContain(token);
  });

  test("React Router does answer these forms: the redaction covers real requests, not only tidy ones", () => {
    const { variants } = samplePath(route);
    const config = [{ path: route }];
    // The plain, trailing-slash, upper-case and percent-encoded forms (the data requests' suffix is the server's).
    for (const variant of [variants[0]!, variants[2]!, variants[4]!, variants[5]!]) {
      expect(matchRoutes(config, variant), variant).not.toBeNull();
    }
  });
});

test("other paths are logged as they are", () => {
  for (const path of [
    "/",
    "/book",
    "/book/cancel",
    "/uploads/abc",
    "/manager-dashboard/inquiries/1234",
    "/news/upload",
  ]) {
    expect(loggedPath(path)).toBe(path);
  }
});

describe("every writer of a path in the logs", () => {
  const token = randomBytes(32).toString("base64url");
  const url = `http://localhost/book/cancel/${token}.data`;
  beforeEach(() => {
    takeLogLines();
  });

  test("the request facts (form handlers, limits), a request's logger (errors) and the security log", () => {
    const request = new Request(url, { headers: { "x-request-id": "req-7" } });
    const facts = requestFacts(request);
    expect(facts.path).toBe("/book/cancel/:token.data");
    requestLogger(request).warn({ status: 503 }, "could not cancel a call");
    logSecurityEvent("rate-limited", { ip: "203.0.113.9", path: new URL(url).pathname, reqId: "req-7" });
    const lines = takeLogLines();
    expect(lines.map((line) => line.path)).toEqual(["/book/cancel/:token.data", "/book/cancel/:token.data"]);
    expect(loggedText()).not.toContain(token);
  });
});

import { RouterContextProvider } from "react-router";
import { expect, test } from "vitest";
import { isSameOriginRequest, requestContext } from "./request-context";
import { isSameOrigin } from "./same-origin";

const base = { requestOrigin: "http://localhost:3000", publicUrl: undefined };

test("an Origin is accepted when it is the request's own or PUBLIC_URL's, and refused otherwise", () => {
  expect(isSameOrigin({ ...base, origin: "http://localhost:3000", secFetchSite: "same-origin" })).toBe(true);
  expect(isSameOrigin({ ...base, origin: "https://evil.example", secFetchSite: "cross-site" })).toBe(false);
  expect(isSameOrigin({ ...base, origin: "null", secFetchSite: undefined })).toBe(false);
  const behindProxy = { requestOrigin: "http://10.0.0.5:3000", publicUrl: "https://eidbi.example/" };
  expect(isSameOrigin({ ...behindProxy, origin: "https://eidbi.example", secFetchSite: undefined })).toBe(true);
  expect(isSameOrigin({ ...behindProxy, origin: "https://eidbi.example.evil", secFetchSite: undefined })).toBe(false);
});

test("without an Origin, Sec-Fetch-Site decides; a request with neither (a program, not a browser) passes", () => {
  expect(isSameOrigin({ ...base, origin: undefined, secFetchSite: "cross-site" })).toBe(false);
  expect(isSameOrigin({ ...base, origin: undefined, secFetchSite: "same-site" })).toBe(false);
  expect(isSameOrigin({ ...base, origin: undefined, secFetchSite: "same-origin" })).toBe(true);
  expect(isSameOrigin({ ...base, origin: null, secFetchSite: null })).toBe(true);
});

test("a Fetch API request is judged by the same rule", () => {
  const post = (headers: Record<string, string>) =>
    new Request("http://localhost:3000/manager-sign-out", { method: "POST", headers });
  const context = new RouterContextProvider();
  expect(isSameOriginRequest(post({ Origin: "http://localhost:3000" }), context, undefined)).toBe(true);
  expect(isSameOriginRequest(post({ Origin: "https://evil.example" }), context, undefined)).toBe(false);
  expect(isSameOriginRequest(post({ "Sec-Fetch-Site": "cross-site" }), context, undefined)).toBe(false);
});

test("a route does not apply the rule again to a request server.ts has already let through", () => {
  const context = new RouterContextProvider();
  context.set(requestContext, { nonce: "n", clientIp: "203.0.113.1", isOriginChecked: true });
  const post = new Request("http://localhost:3000/manager-sign-out", {
    method: "POST",
    headers: { Origin: "https://evil.example" },
  });
  // server.ts refuses such a request before any route runs: what reaches the route has passed.
  expect(isSameOriginRequest(post, context, undefined)).toBe(true);
  const withoutServer = new RouterContextProvider();
  withoutServer.set(requestContext, { nonce: "n", clientIp: "203.0.113.1" });
  expect(isSameOriginRequest(post, withoutServer, undefined)).toBe(false);
});

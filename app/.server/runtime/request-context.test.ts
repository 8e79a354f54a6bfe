import { RouterContextProvider } from "react-router";
import { expect, test } from "vitest";
import { requestContext, requestFacts } from "./request-context";

test("without a load context, the facts are the IP and request id server.ts stamped, and the path without the query", () => {
  const request = new Request("http://localhost/manager-dashboard?q=Dana", {
    headers: { "x-client-ip": "198.51.100.4", "x-request-id": "abc" },
  });
  expect(requestFacts(request)).toEqual({
    ip: "198.51.100.4",
    subject: "198.51.100.4",
    path: "/manager-dashboard",
    reqId: "abc",
  });
});

test("with a load context, the IP is the one server.ts put there, whatever the headers say", () => {
  const context = new RouterContextProvider();
  context.set(requestContext, { nonce: "n", clientIp: "2001:db8:1:2:3:4:5:6" });
  const request = new Request("http://localhost/contact", {
    method: "POST",
    headers: { "x-client-ip": "203.0.113.9" },
  });
  expect(requestFacts(request, context)).toMatchObject({ ip: "2001:db8:1:2:3:4:5:6", subject: "2001:db8:1:2::/64" });
});

test("a load context without the request's facts counts as one unknown sender", () => {
  const facts = requestFacts(new Request("http://localhost/quote", { method: "POST" }), new RouterContextProvider());
  expect(facts).toMatchObject({ ip: "unknown", subject: "unknown" });
});

test("the path drops the query (a dashboard search may hold a visitor's name) and an upload link's token", () => {
  expect(requestFacts(new Request("http://localhost/manager-dashboard?q=Dana%20K.")).path).toBe("/manager-dashboard");
  expect(requestFacts(new Request("http://localhost/upload/SECRET-token_x/file")).path).toBe("/upload/:token/file");
  // A data request keeps its suffix: the log tells it from the page.
  expect(requestFacts(new Request("http://localhost/manager-login/invitation/SECRET_x.data")).path).toBe(
    "/manager-login/invitation/:token.data",
  );
  expect(requestFacts(new Request("http://localhost/manager-login/reset-password/SECRET-x")).path).toBe(
    "/manager-login/reset-password/:token",
  );
});

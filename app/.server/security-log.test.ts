import { afterEach, expect, test, vi } from "vitest";
import { emailDomainOf, logSecurityEvent, pathOf } from "./security-log";

const lines = () => vi.mocked(console.log).mock.calls.map((call) => String(call[0]));
afterEach(() => vi.restoreAllMocks());

test("one JSON line per event with a UTC time, the IP, the path and only the given details", () => {
  vi.spyOn(console, "log").mockImplementation(() => {});
  logSecurityEvent(
    "sign-in-failed",
    { ip: "203.0.113.7", path: "/manager-login" },
    {
      form: "sign-in",
      emailDomain: "example.com",
      status: 401,
    },
  );

  expect(lines()).toHaveLength(1);
  const line = JSON.parse(lines()[0] ?? "");
  expect(line).toEqual({
    t: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    event: "sign-in-failed",
    ip: "203.0.113.7",
    path: "/manager-login",
    form: "sign-in",
    emailDomain: "example.com",
    status: 401,
  });
  expect(Math.abs(Date.parse(line.t) - Date.now())).toBeLessThan(5000);
});

test("a hostile path or reason cannot break the line or forge another one", () => {
  vi.spyOn(console, "log").mockImplementation(() => {});
  logSecurityEvent("access-denied", { ip: null, path: `/x\n{"event":"sign-in-succeeded"}` }, { reason: "r\r\nX" });

  expect(lines()).toHaveLength(1);
  expect(lines()[0]).not.toContain("\n");
  expect(JSON.parse(lines()[0] ?? "")).toMatchObject({ event: "access-denied", ip: "unknown" });
});

test.each([
  ["Ana@Example.COM", "example.com"],
  ["a@b@evil.example", "evil.example"],
  ["no-at-sign", "invalid"],
  ["x@<script>", "invalid"],
  ["x@", "invalid"],
])("the e-mail %j is logged as its domain %j, never whole", (email, domain) => {
  expect(emailDomainOf(email)).toBe(domain);
});

test("pathOf drops the query (a dashboard search may hold a visitor's name)", () => {
  expect(pathOf(new Request("http://localhost/manager-dashboard?q=Dana%20K."))).toBe("/manager-dashboard");
});

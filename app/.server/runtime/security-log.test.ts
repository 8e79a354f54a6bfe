import { beforeEach, expect, test } from "vitest";
import { loggedText, takeLogLines } from "#tests/support/log-lines.ts";
import { emailDomainOf, logSecurityEvent } from "./security-log";

const lines = () => loggedText().split("\n").filter(Boolean);
beforeEach(() => {
  takeLogLines();
});

test("one JSON line per event with a level, a UTC time, the request id, the IP, the path and only the given details", () => {
  logSecurityEvent(
    "sign-in-failed",
    { ip: "203.0.113.7", path: "/manager-login", reqId: "3f0c7d1e" },
    {
      form: "sign-in",
      emailDomain: "example.com",
      status: 401,
    },
  );

  expect(lines()).toHaveLength(1);
  const line = JSON.parse(lines()[0] ?? "");
  expect(line).toEqual({
    level: "warn",
    time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    reqId: "3f0c7d1e",
    msg: "security",
    event: "sign-in-failed",
    ip: "203.0.113.7",
    path: "/manager-login",
    form: "sign-in",
    emailDomain: "example.com",
    status: 401,
  });
  expect(Math.abs(Date.parse(line.time) - Date.now())).toBeLessThan(5000);
});

test("a hostile path or reason cannot break the line or forge another one", () => {
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

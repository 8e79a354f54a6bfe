import { describe, expect, test } from "vitest";
import { safeReturnPath, signInHref } from "./return-path";

describe("the page a sign-in returns to", () => {
  test.each([
    ["/manager-dashboard", "/manager-dashboard"],
    [
      "/manager-dashboard/applications/6f1c2f0e-2b8a-4c53-9a55-1b8f0e3c1a77",
      "/manager-dashboard/applications/6f1c2f0e-2b8a-4c53-9a55-1b8f0e3c1a77",
    ],
    ["/manager-dashboard?tab=applications&q=Dana%20K", "/manager-dashboard?tab=applications&q=Dana%20K"],
    ["/manager-dashboard/insights#funnel", "/manager-dashboard/insights#funnel"],
    // Dot segments are resolved before the check, so they cannot climb out of the dashboard unnoticed.
    ["/manager-dashboard/./admin", "/manager-dashboard/admin"],
  ])("%s is kept as %s", (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  test.each([
    "//evil.example",
    "//evil.example/manager-dashboard",
    "/\\evil.example",
    "\\\\evil.example",
    "/\\/evil.example/manager-dashboard",
    "https://evil.example/manager-dashboard",
    "http:/manager-dashboard",
    "javascript:alert(1)",
    "manager-dashboard",
    "/%2F%2Fevil.example",
    "/%2f%2fevil.example/manager-dashboard",
    "/%5Cevil.example",
    "%2F%2Fevil.example",
    "/%252F%252Fevil.example",
    "/manager-dashboard/%5C%5Cevil",
    "/manager-dashboard\u0000",
    "/manager-dashboard\n//evil.example",
    "/\tevil.example",
    "/manager-dashboard/../evil",
    "/manager-dashboard-other",
    "/",
    "/about",
    "/manager-login",
    "",
    `/manager-dashboard/${"a".repeat(2100)}`,
    "/%E0%A4%A",
  ])("%j is refused", (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  test("anything but a string is refused", () => {
    for (const value of [undefined, null, 42, ["/manager-dashboard"], {}]) expect(safeReturnPath(value)).toBeNull();
  });

  test("the sign-in link carries the page, encoded, unless it is the dashboard itself", () => {
    expect(signInHref("/manager-dashboard/inquiries/1?x=a&y=b")).toBe(
      "/manager-login?redirectTo=%2Fmanager-dashboard%2Finquiries%2F1%3Fx%3Da%26y%3Db",
    );
    expect(signInHref("/manager-dashboard")).toBe("/manager-login");
    expect(signInHref(null)).toBe("/manager-login");
    expect(signInHref("/manager-dashboard/admin", "/manager-login/two-factor")).toBe(
      "/manager-login/two-factor?redirectTo=%2Fmanager-dashboard%2Fadmin",
    );
  });
});

import { describe, expect, test } from "vitest";
import commonPasswordList from "./common-passwords.json" with { type: "json" };
import {
  PASSWORD_IS_EMAIL,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  passwordProblem,
} from "./password-rules";

const EMAIL = "dana.keller@example.com";

describe("a new password", () => {
  test.each([
    ["eleven char", PASSWORD_TOO_SHORT],
    ["", PASSWORD_TOO_SHORT],
    ["x".repeat(129), PASSWORD_TOO_LONG],
    // On the shipped list, whatever the case or surrounding spaces.
    ["password1234", PASSWORD_TOO_COMMON],
    ["Password1234", PASSWORD_TOO_COMMON],
    [" qwerty123456 ", PASSWORD_TOO_COMMON],
    ["1234567890123", PASSWORD_TOO_COMMON],
    // The account's own address, or its part before the @.
    ["Dana.Keller@Example.com", PASSWORD_IS_EMAIL],
    ["dana.keller@example.com", PASSWORD_IS_EMAIL],
  ])("%j is refused: %s", (password, message) => {
    expect(passwordProblem(password, EMAIL)).toBe(message);
  });

  test.each([
    "twelve chars",
    "correct horse battery staple",
    "x".repeat(128),
    // Someone else's address is no clue to this account.
    "lee.somebody@example.com",
  ])("%j is accepted", (password) => {
    expect(passwordProblem(password, EMAIL)).toBeNull();
  });

  test("the part before the @ counts only when it is long enough to be a password at all", () => {
    expect(passwordProblem("dana.keller.", "dana.keller.@example.com")).toBe(PASSWORD_IS_EMAIL);
    expect(passwordProblem("ana@example.com", "ana@example.com")).toBe(PASSWORD_IS_EMAIL);
  });

  test("the shipped list is the whole published list, with its licence", () => {
    expect(commonPasswordList.passwords.length).toBeGreaterThan(19_000);
    expect(commonPasswordList.licence.join("\n")).toContain("Redistribution and use in source and binary forms");
    for (const entry of commonPasswordList.passwords.filter((entry) => entry.length >= 12)) {
      expect(passwordProblem(entry, EMAIL)).toBe(PASSWORD_TOO_COMMON);
    }
  });
});

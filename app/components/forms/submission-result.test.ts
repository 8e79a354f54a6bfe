import { describe, expect, test } from "vitest";
import {
  entryOf,
  errorsOf,
  fieldIdOf,
  fieldOf,
  problemOf,
  type SubmissionResult,
  textOf,
  unplacedErrors,
  valuesOf,
} from "./submission-result";

const messages = { tooLarge: "The résumé must be 10 MB or smaller." };

describe("valuesOf and errorsOf", () => {
  test("a success gives an empty form back, so the next visitor starts fresh", () => {
    expect(valuesOf({ status: "success" })).toEqual({});
    expect(errorsOf({ status: "success" })).toEqual({});
  });

  test("a failure keeps the visitor's entries; only an invalid answer carries field errors", () => {
    const failed: SubmissionResult = { status: "failed", values: { name: "Ana" } };
    expect(valuesOf(failed)).toEqual({ name: "Ana" });
    expect(errorsOf(failed)).toEqual({});
    const invalid: SubmissionResult = { status: "invalid", errors: { email: "Enter an email." }, values: {} };
    expect(errorsOf(invalid)).toEqual({ email: "Enter an email." });
  });

  test("no answer yet means nothing to refill", () => {
    expect(valuesOf(undefined)).toEqual({});
  });
});

test.each([
  [{ workHistory: ["A", "B"] }, "workHistory", 1, "B"],
  [{ workHistory: ["A", "B"] }, "workHistory", 4, undefined],
  [{ workHistory: "Only one" }, "workHistory", 0, "Only one"],
  [{ workHistory: "Only one" }, "workHistory", 1, undefined],
  [{}, "workHistory", 0, undefined],
])("entryOf(%j, %s, %i) is %s", (values, name, index, expected) => {
  expect(entryOf(values, name, index)).toBe(expected);
});

test("textOf reads a single value, or the first of a repeated one", () => {
  expect(textOf({ name: "Ana" }, "name")).toBe("Ana");
  expect(textOf({ name: ["Ana", "Bo"] }, "name")).toBe("Ana");
  expect(textOf({}, "name")).toBeUndefined();
});

test.each<[SubmissionResult | undefined, RegExp | undefined]>([
  [undefined, undefined],
  [{ status: "success" }, undefined],
  [{ status: "invalid", errors: { email: "x" }, values: {} }, /^One answer needs another look/],
  [{ status: "invalid", errors: { email: "x", phone: "y" }, values: {} }, /^2 answers need another look/],
  [{ status: "too-large", values: {} }, /10 MB or smaller/],
  [{ status: "rate-limited", values: {}, retryAfterSeconds: 60 }, /wait a few minutes/],
  [{ status: "failed", values: {} }, /entries are still here/],
])("problemOf(%j) explains what went wrong", (result, expected) => {
  const problem = problemOf(result, messages);
  if (expected) expect(problem).toMatch(expected);
  else expect(problem).toBeUndefined();
});

test("unplacedErrors keeps only the messages no field shows", () => {
  const errors = { email: "Enter an email.", form: "We could not read the form.", role: "Choose a position." };
  expect(unplacedErrors(errors, ["email", "name"])).toEqual(["We could not read the form.", "Choose a position."]);
  expect(unplacedErrors({}, ["email"])).toEqual([]);
});

test("fieldOf gives a field its name, the id the error summary links to, the entry to put back and its own error only", () => {
  const form = { values: { email: "casey@", workHistory: ["A", "B"] }, errors: { email: "Enter a valid email." } };
  expect(fieldOf(form, "email")).toEqual({
    name: "email",
    id: "field-email",
    defaultValue: "casey@",
    error: "Enter a valid email.",
  });
  expect(fieldOf(form, "workHistory")).toEqual({
    name: "workHistory",
    id: "field-workHistory",
    defaultValue: "A",
    error: undefined,
  });
  expect(fieldOf(form, "phone")).toEqual({
    name: "phone",
    id: "field-phone",
    defaultValue: undefined,
    error: undefined,
  });
});

test("a field's id is a valid fragment, whatever its name", () => {
  expect(fieldIdOf("answers.licenseNumber")).toBe("field-answers-licenseNumber");
  expect(fieldIdOf("slot2Time")).toBe("field-slot2Time");
});

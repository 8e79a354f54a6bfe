import { describe, expect, test } from "vitest";
import { setDatabaseWritesFailing } from "#tests/support/db-faults.ts";
import { formRequest, rawRequest, testContext } from "#tests/support/form-request.ts";
import { takeErrors } from "#tests/support/log-lines.ts";
import { setupTestServerState, TEST_DATABASE_KIND } from "#tests/support/test-db.ts";
import { inquiries } from "~/.server/db/schema";
import { HONEYPOT_FIELD } from "~/lib/schemas/common";
import { httpStatusOf } from "./form-response";
import { submitQuote } from "./inquiry-form";

const state = setupTestServerState();
const storedInquiries = () => state.db().select().from(inquiries);

const valid = {
  name: "Priya S.",
  email: "priya@example.com",
  phone: "651-555-0110",
  organization: "A Rochester autism center",
  serviceType: "Licensing Support",
  category: "",
  message: "We need help preparing our EIDBI license application.",
};

describe(`consultation request on ${TEST_DATABASE_KIND}`, () => {
  test("stored as a quote inquiry: the visitor's own words as the message, the other parts in their own columns", async () => {
    const result = await submitQuote(formRequest("/quote", valid, { encoding: "urlencoded" }), testContext());

    expect(result).toEqual({ status: "success" });
    const rows = await storedInquiries();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      source: "quote",
      name: "Priya S.",
      email: "priya@example.com",
      phone: "651-555-0110",
      organization: "A Rochester autism center",
      serviceType: "Licensing Support",
      category: null,
      responded: false,
      message: "We need help preparing our EIDBI license application.",
    });
  });

  test("without an organization none is stored; the visitor's category is kept", async () => {
    await submitQuote(
      formRequest("/quote", { ...valid, organization: "", serviceType: "Other", category: "Billing Compliance" }),
      testContext(),
    );

    const [row] = await storedInquiries();
    expect(row).toMatchObject({ organization: null, serviceType: "Other", category: "Billing Compliance" });
    expect(row!.message).toBe(valid.message);
  });

  test.each([
    ["name", "Please enter your name."],
    ["email", "Please enter your email address."],
    ["phone", "Please enter your phone number."],
    ["serviceType", "Please choose the service you need."],
    ["message", "Please enter a message."],
  ])("without %s: 400 with its message, entries echoed, nothing stored", async (field, message) => {
    const { [field as keyof typeof valid]: _left, ...rest } = valid;
    const result = await submitQuote(formRequest("/quote", rest), testContext());

    expect(httpStatusOf(result)).toBe(400);
    expect(result).toEqual({ status: "invalid", errors: { [field]: message }, values: rest });
    expect(await storedInquiries()).toHaveLength(0);
  });

  test.each([
    [{ serviceType: "Free Lunch" }, "serviceType"],
    [{ category: "c".repeat(101) }, "category"],
    [{ phone: "call me maybe" }, "phone"],
    [{ organization: "o".repeat(201) }, "organization"],
  ])("a bad value (%o) is a 400 on %s", async (change, field) => {
    const result = await submitQuote(formRequest("/quote", { ...valid, ...change }), testContext());

    expect(result).toMatchObject({ status: "invalid", errors: { [field]: expect.any(String) } });
    expect(await storedInquiries()).toHaveLength(0);
  });

  test("a filled honeypot looks like success and stores nothing", async () => {
    const result = await submitQuote(formRequest("/quote", { ...valid, [HONEYPOT_FIELD]: "x" }), testContext());

    expect(result).toEqual({ status: "success" });
    expect(await storedInquiries()).toHaveLength(0);
  });

  test("a database failure answers 'failed' (503) with the entries, and is logged", async () => {
    setDatabaseWritesFailing(true);

    const result = await submitQuote(formRequest("/quote", valid), testContext());

    expect(result).toEqual({ status: "failed", values: valid });
    expect(httpStatusOf(result)).toBe(503);
    expect(takeErrors()).toEqual([
      expect.objectContaining({
        msg: "could not save a consultation request",
        err: expect.objectContaining({ message: expect.any(String) }),
      }),
    ]);
  });

  test("a malformed body is a 400, an oversized one a 413", async () => {
    const garbled = await submitQuote(rawRequest("/quote", "{}", "application/json"), testContext());
    const huge = await submitQuote(
      formRequest("/quote", { ...valid, message: "z".repeat(1024 * 1024) }),
      testContext(),
    );

    expect(httpStatusOf(garbled)).toBe(400);
    expect(httpStatusOf(huge)).toBe(413);
    expect(await storedInquiries()).toHaveLength(0);
  });
});

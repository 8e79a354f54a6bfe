import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { setDatabaseWritesFailing } from "#tests/support/db-faults.ts";
import { formRequest, rawRequest, testContext } from "#tests/support/form-request.ts";
import { takeErrors } from "#tests/support/log-lines.ts";
import { setupTestServerState, TEST_DATABASE_KIND } from "#tests/support/test-db.ts";
import { inquiries } from "~/.server/db/schema";
import { HONEYPOT_FIELD } from "~/lib/schemas/common";
import { httpStatusOf } from "./form-response";
import { MAX_INQUIRY_BODY_BYTES, submitContact } from "./inquiry-form";

const state = setupTestServerState();
const storedInquiries = () => state.db().select().from(inquiries);

const valid = {
  name: "Dana K.",
  email: "dana@example.com",
  phone: "(612) 555-0142",
  message: "We are opening a second site in Duluth and want to talk about an audit.",
};

describe(`contact form on ${TEST_DATABASE_KIND}`, () => {
  test("a complete message is stored as a contact inquiry, pending", async () => {
    const result = await submitContact(formRequest("/contact", valid), testContext());

    expect(result).toEqual({ status: "success" });
    expect(httpStatusOf(result)).toBe(200);
    const rows = await storedInquiries();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      source: "contact",
      name: "Dana K.",
      email: "dana@example.com",
      phone: "(612) 555-0142",
      message: valid.message,
      organization: null,
      serviceType: null,
      category: null,
      responded: false,
    });
    expect(Date.now() - rows[0]!.createdAt.getTime()).toBeLessThan(60_000);
  });

  test("the phone is optional and a URL-encoded post works the same", async () => {
    const result = await submitContact(
      formRequest("/contact", { ...valid, phone: "" }, { encoding: "urlencoded" }),
      testContext(),
    );

    expect(result.status).toBe("success");
    expect((await storedInquiries())[0]).toMatchObject({ phone: null, email: "dana@example.com" });
  });

  test.each([
    ["name", "Please enter your name."],
    ["email", "Please enter your email address."],
    ["message", "Please enter a message."],
  ])("without %s: 400, the field's message, the other entries echoed, nothing stored", async (field, message) => {
    const { [field as keyof typeof valid]: _left, ...rest } = valid;
    const result = await submitContact(formRequest("/contact", rest), testContext());

    expect(httpStatusOf(result)).toBe(400);
    expect(result).toEqual({ status: "invalid", errors: { [field]: message }, values: rest });
    expect(await storedInquiries()).toHaveLength(0);
  });

  test("a blank-only name and a malformed e-mail are refused with messages a visitor can act on", async () => {
    const result = await submitContact(
      formRequest("/contact", { ...valid, name: "   ", email: "dana@" }),
      testContext(),
    );

    expect(result).toMatchObject({
      status: "invalid",
      errors: { name: "Please enter your name.", email: "Enter an email like name@example.com." },
      values: { email: "dana@" },
    });
  });

  test("a filled honeypot looks like success and stores nothing", async () => {
    const result = await submitContact(formRequest("/contact", { ...valid, [HONEYPOT_FIELD]: "spam" }), testContext());

    expect(result).toEqual({ status: "success" });
    expect(await storedInquiries()).toHaveLength(0);
  });

  test("when the database fails the visitor gets 'failed' with their entries, and the error is logged", async () => {
    setDatabaseWritesFailing(true);

    const result = await submitContact(formRequest("/contact", valid), testContext());

    expect(result).toEqual({ status: "failed", values: valid });
    expect(httpStatusOf(result)).toBe(503);
    expect(takeErrors()).toEqual([
      expect.objectContaining({
        msg: "could not save a contact message",
        err: expect.objectContaining({ message: expect.any(String) }),
      }),
    ]);
    setDatabaseWritesFailing(false);
    expect(await storedInquiries()).toHaveLength(0);
  });

  test("with a marker the fault switch fails only the writes that carry it, also when sent together", async () => {
    setDatabaseWritesFailing(true, "fails@example.com");
    try {
      const [failed, stored] = await Promise.all([
        submitContact(formRequest("/contact", { ...valid, email: "fails@example.com" }), testContext()),
        submitContact(formRequest("/contact", valid), testContext()),
      ]);

      expect(failed).toMatchObject({ status: "failed" });
      expect(stored).toEqual({ status: "success" });
      expect((await storedInquiries()).map((row) => row.email)).toEqual([valid.email]);
      expect(takeErrors()).toHaveLength(1);
    } finally {
      setDatabaseWritesFailing(false, "fails@example.com");
    }
    expect(
      await submitContact(formRequest("/contact", { ...valid, email: "fails@example.com" }), testContext()),
    ).toEqual({ status: "success" });
  });

  describe("malformed requests get 400 or 413, never an exception", () => {
    test("a body over the limit (1 MB message) is 413 and stores nothing", async () => {
      const result = await submitContact(
        formRequest("/contact", { ...valid, message: "x".repeat(1024 * 1024) }),
        testContext(),
      );

      expect(result.status).toBe("too-large");
      expect(httpStatusOf(result)).toBe(413);
      expect(await storedInquiries()).toHaveLength(0);
    });

    test("a declared Content-Length over the limit is refused before reading", async () => {
      const request = rawRequest("/contact", new URLSearchParams(valid), "application/x-www-form-urlencoded", {
        "Content-Length": String(MAX_INQUIRY_BODY_BYTES + 1),
      });
      expect((await submitContact(request, testContext())).status).toBe("too-large");
    });

    test("a message over 5,000 characters (within the body limit) is a field error", async () => {
      const result = await submitContact(
        formRequest("/contact", { ...valid, message: "y".repeat(5001) }),
        testContext(),
      );
      expect(result).toMatchObject({
        status: "invalid",
        errors: { message: "Please keep a message under 5,000 characters." },
      });
    });

    test.each([
      ["JSON", JSON.stringify(valid), "application/json"],
      ["plain text", "name=Dana", "text/plain"],
      ["multipart without a boundary", "--x\r\n", "multipart/form-data"],
      ["broken multipart", "--b\r\nContent-Disposition: form-data\r\n\r\nno end", "multipart/form-data; boundary=b"],
    ])("%s is refused as unreadable", async (_label, body, type) => {
      const result = await submitContact(rawRequest("/contact", body, type), testContext());
      expect(result).toMatchObject({ status: "invalid", errors: { form: expect.stringContaining("could not read") } });
      expect(await storedInquiries()).toHaveLength(0);
    });

    test("a request without a body reports every required field", async () => {
      const result = await submitContact(rawRequest("/contact", null), testContext());
      expect(result).toMatchObject({
        status: "invalid",
        errors: { name: expect.any(String), email: expect.any(String) },
      });
    });

    test("a file sent to the contact form is refused", async () => {
      const result = await submitContact(
        formRequest("/contact", valid, { files: [{ name: "a.pdf", bytes: new Uint8Array([1]), field: "message" }] }),
        testContext(),
      );
      expect(result.status).toBe("invalid");
      expect(await storedInquiries()).toHaveLength(0);
    });

    test("arbitrary bodies and content types never make the handler throw", async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.uint8Array({ maxLength: 2000 }),
          fc.constantFrom(
            "application/x-www-form-urlencoded",
            "multipart/form-data; boundary=zz",
            "multipart/form-data",
            "application/json",
            "",
          ),
          async (bytes, type) => {
            const result = await submitContact(rawRequest("/contact", bytes, type || undefined), testContext());
            expect(["invalid", "success", "too-large"]).toContain(result.status);
          },
        ),
        { numRuns: 60 },
      );
    });
  });
});

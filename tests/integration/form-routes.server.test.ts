// The three form pages' route actions, called the way React Router calls them, against the real database:
// the pages' actions and the handlers must agree on the contract (field names, statuses, result shapes).
import type { UNSAFE_DataWithResponseInit as DataWithResponseInit } from "react-router";
import { describe, expect, test } from "vitest";
import { APPLICANT_FORM } from "#tests/support/applications.ts";
import { setDatabaseWritesFailing } from "#tests/support/db-faults.ts";
import { makePdf } from "#tests/support/documents.ts";
import { formRequest, type TestFields, type TestFile, testContext } from "#tests/support/form-request.ts";
import { takeErrors, takeLogLines } from "#tests/support/log-lines.ts";
import { setupTestServerState, TEST_DATABASE_KIND } from "#tests/support/test-db.ts";
import { applications, inquiries } from "~/.server/db/schema";
import { MAX_RESUME_BYTES } from "~/lib/schemas/application";
import type { FormResult } from "~/lib/schemas/form-result";
import { action as careersAction } from "~/routes/forms/careers";
import { action as contactAction } from "~/routes/forms/contact";
import { action as quoteAction } from "~/routes/forms/quote";

const state = setupTestServerState();

type Action = (args: never) => Promise<unknown>;
/** Calls a route action with the arguments React Router passes, and unwraps its `data(result, { status })`. */
async function post(action: Action, path: string, fields: TestFields, files: TestFile[] = []) {
  const args = { request: formRequest(path, fields, { files }), context: testContext(), params: {} };
  const answer = (await action(args as never)) as DataWithResponseInit<FormResult>;
  return { status: answer.init?.status ?? 200, result: answer.data };
}

const application: TestFields = {
  ...APPLICANT_FORM,
  fullName: "Sam R.",
  email: "sam@example.com",
  role: "Board Certified Behavior Analyst (BCBA)",
  "answers.certificationNumber": "1-23-45678",
  "answers.credentialRenewalDate": "2027-03-31",
  "answers.supervisionYears": "3",
};

describe(`form routes on ${TEST_DATABASE_KIND}`, () => {
  test("POST /contact stores the message (200) or answers 400 with the field errors", async () => {
    const ok = await post(contactAction, "/contact", {
      name: "Ana P.",
      email: "ana@example.com",
      phone: "",
      message: "Please call me about an audit.",
      website: "",
    });
    const bad = await post(contactAction, "/contact", { name: "Ana P.", email: "nope", message: "", website: "" });

    expect(ok).toEqual({ status: 200, result: { status: "success" } });
    expect(bad.status).toBe(400);
    expect(bad.result).toMatchObject({
      status: "invalid",
      errors: { email: expect.any(String), message: expect.any(String) },
    });
    expect(await state.db().select().from(inquiries)).toMatchObject([{ source: "contact", email: "ana@example.com" }]);
  });

  test("POST /quote stores the consultation request with the category the visitor came with", async () => {
    const { status, result } = await post(quoteAction, "/quote", {
      name: "Lee W.",
      email: "lee@example.com",
      phone: "763-555-0133",
      organization: "",
      serviceType: "Staff Training",
      category: "Administrative Staff Training",
      message: "Our front desk needs billing training.",
      website: "",
    });

    expect({ status, result }).toEqual({ status: 200, result: { status: "success" } });
    expect(await state.db().select().from(inquiries)).toMatchObject([
      { source: "quote", serviceType: "Staff Training", category: "Administrative Staff Training", organization: null },
    ]);
  });

  test("POST /careers stores the application and its résumé and names the role for the thank-you", async () => {
    const pdf = makePdf();
    const { status, result } = await post(careersAction, "/careers", application, [{ name: "sam.pdf", bytes: pdf }]);

    expect(status).toBe(200);
    expect(result).toEqual({ status: "success", role: "Board Certified Behavior Analyst (BCBA)" });
    const [row] = await state.db().select().from(applications);
    expect(row!.roleAnswers).toEqual({
      certificationNumber: "1-23-45678",
      credentialRenewalDate: "2027-03-31",
      supervisionYears: "3",
    });
    const stored = await state.storage().get(row!.resumeFileKey!);
    expect(Buffer.from(await stored!.bytes()).equals(Buffer.from(pdf))).toBe(true);
  });

  test("POST /careers with a résumé over 10 MB answers 413 and stores nothing", async () => {
    const big = new Uint8Array(MAX_RESUME_BYTES + 1024);
    big.set(makePdf());
    const { status, result } = await post(careersAction, "/careers", application, [{ name: "big.pdf", bytes: big }]);

    expect(status).toBe(413);
    expect(result.status).toBe("too-large");
    expect(await state.db().select().from(applications)).toHaveLength(0);
    expect(await state.storedKeys()).toEqual([]);
  });

  test("with the database down each route answers 503 with the visitor's entries", async () => {
    takeLogLines();
    setDatabaseWritesFailing(true);
    try {
      const contact = await post(contactAction, "/contact", { name: "A", email: "a@example.com", message: "Hi" });
      const careers = await post(careersAction, "/careers", application, [{ name: "a.pdf", bytes: makePdf() }]);

      expect(contact).toMatchObject({ status: 503, result: { status: "failed", values: { name: "A" } } });
      expect(careers).toMatchObject({ status: 503, result: { status: "failed", values: { fullName: "Sam R." } } });
      expect(takeErrors()).toHaveLength(2);
    } finally {
      setDatabaseWritesFailing(false);
    }
    expect(await state.storedKeys()).toEqual([]);
  });
});

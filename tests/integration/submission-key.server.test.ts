// A retry never stores twice: each rendered form carries a random submission key, and sending it again (after the
// first answer was lost on the way back) answers success without a second row or a second résumé file.
import { randomUUID } from "node:crypto";
import { describe, expect, test } from "vitest";
import { APPLICANT_FORM } from "#tests/support/applications.ts";
import { makePdf } from "#tests/support/documents.ts";
import { formRequest, type TestFields, testContext } from "#tests/support/form-request.ts";
import { setupTestServerState, TEST_DATABASE_KIND } from "#tests/support/test-db.ts";
import { applications, inquiries } from "~/.server/db/schema";
import { submitApplication } from "~/.server/leads/application-form";
import { submitContact, submitQuote } from "~/.server/leads/inquiry-form";
import { SUBMISSION_KEY_FIELD } from "~/lib/submission-key";

const state = setupTestServerState();
const storedInquiries = () => state.db().select().from(inquiries);
const storedApplications = () => state.db().select().from(applications);

const contact: TestFields = {
  name: "Dana K.",
  email: "dana@example.com",
  phone: "",
  message: "We would like to talk about an audit before the summer.",
};
const quote: TestFields = {
  name: "Lee P.",
  email: "lee@example.com",
  phone: "(612) 555-0150",
  organization: "North Star Autism Center",
  serviceType: "Licensing Support",
  category: "",
  message: "We are opening a new center and need licensing help.",
};
const application: TestFields = { ...APPLICANT_FORM, role: "General" };
const resume = { name: "resume.pdf", bytes: makePdf(), type: "application/pdf" };

const sendContact = (fields: TestFields) => submitContact(formRequest("/contact", fields), testContext());
const sendQuote = (fields: TestFields) => submitQuote(formRequest("/quote", fields), testContext());
const sendApplication = (fields: TestFields) =>
  submitApplication(formRequest("/careers", fields, { files: [resume] }), testContext());

describe(`submission keys on ${TEST_DATABASE_KIND}`, () => {
  test.each([
    ["contact", sendContact, contact, storedInquiries],
    ["quote", sendQuote, quote, storedInquiries],
  ] as const)("%s: the same key sent twice answers success twice and stores one row", async (_, send, fields, rows) => {
    const key = randomUUID();
    expect(await send({ ...fields, [SUBMISSION_KEY_FIELD]: key })).toEqual({ status: "success" });
    expect(await send({ ...fields, [SUBMISSION_KEY_FIELD]: key })).toEqual({ status: "success" });

    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.submissionKey).toBe(key);
  });

  test("contact: repeats arriving together (one write batch) still store one row, other keys are not held up", async () => {
    const key = randomUUID();
    const results = await Promise.all([
      sendContact({ ...contact, [SUBMISSION_KEY_FIELD]: key }),
      sendContact({ ...contact, [SUBMISSION_KEY_FIELD]: key }),
      sendContact({ ...contact, email: "other@example.com", [SUBMISSION_KEY_FIELD]: randomUUID() }),
      sendContact({ ...contact, [SUBMISSION_KEY_FIELD]: key }),
    ]);

    expect(results.map((result) => result.status)).toEqual(["success", "success", "success", "success"]);
    const stored = await storedInquiries();
    expect(stored.map((row) => row.email).sort()).toEqual(["dana@example.com", "other@example.com"]);
  });

  test("different keys, and forms without a key (no JavaScript), each store their own row", async () => {
    await sendContact({ ...contact, [SUBMISSION_KEY_FIELD]: randomUUID() });
    await sendContact({ ...contact, [SUBMISSION_KEY_FIELD]: randomUUID() });
    await sendContact(contact);
    await sendContact(contact);
    // A key that is not a UUID is no reason to lose the message: it is stored without one.
    await sendContact({ ...contact, [SUBMISSION_KEY_FIELD]: "not-a-key" });

    const stored = await storedInquiries();
    expect(stored).toHaveLength(5);
    expect(stored.filter((row) => row.submissionKey === null)).toHaveLength(3);
  });

  test("application: a repeat answers success with the role, stores no second row and no second résumé file", async () => {
    const key = randomUUID();
    const first = await sendApplication({ ...application, [SUBMISSION_KEY_FIELD]: key });
    const second = await sendApplication({ ...application, [SUBMISSION_KEY_FIELD]: key });

    expect(first).toEqual({ status: "success", role: "General" });
    expect(second).toEqual({ status: "success", role: "General" });
    const stored = await storedApplications();
    expect(stored).toHaveLength(1);
    expect(await state.storedKeys()).toEqual([stored[0]?.resumeFileKey]);
  });

  test("application: two repeats arriving together leave one row and one file", async () => {
    const key = randomUUID();
    const results = await Promise.all([
      sendApplication({ ...application, [SUBMISSION_KEY_FIELD]: key }),
      sendApplication({ ...application, [SUBMISSION_KEY_FIELD]: key }),
      sendApplication({ ...application, [SUBMISSION_KEY_FIELD]: key }),
    ]);

    expect(results.map((result) => result.status)).toEqual(["success", "success", "success"]);
    const stored = await storedApplications();
    expect(stored).toHaveLength(1);
    expect(await state.storedKeys()).toEqual([stored[0]?.resumeFileKey]);
  });
});

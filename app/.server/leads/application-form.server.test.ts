import { describe, expect, test } from "vitest";
import { QSP, QSP_APPLICATION_FORM } from "#tests/support/applications.ts";
import { setDatabaseWritesFailing } from "#tests/support/db-faults.ts";
import { makeDoc, makeDocx, makePdf, makePng, makeZip } from "#tests/support/documents.ts";
import { formRequest, type TestFields, type TestFile, testContext } from "#tests/support/form-request.ts";
import { takeErrors } from "#tests/support/log-lines.ts";
import { setupTestServerState, TEST_DATABASE_KIND } from "#tests/support/test-db.ts";
import { applications } from "~/.server/db/schema";
import { MAX_RESUME_BYTES } from "~/lib/schemas/application";
import { MAX_APPLICATION_BODY_BYTES } from "~/lib/schemas/application-fields";
import { HONEYPOT_FIELD } from "~/lib/schemas/common";
import { type OpenPosting, POSTING_CLOSED, submitApplication } from "./application-form";
import { httpStatusOf } from "./form-response";

const state = setupTestServerState();
const storedApplications = () => state.db().select().from(applications);

const base = QSP_APPLICATION_FORM;
const pdf = makePdf();
const resume: TestFile = { name: "jordan-resume.pdf", bytes: pdf, type: "application/pdf" };

const submit = (fields: TestFields = base, files: TestFile[] = [resume], headers?: Record<string, string>) =>
  submitApplication(formRequest("/careers", fields, { files, headers }), testContext());

async function expectNothingStored() {
  expect(await storedApplications()).toHaveLength(0);
  expect(await state.storedKeys()).toEqual([]);
}

describe(`job application on ${TEST_DATABASE_KIND}`, () => {
  test("a complete application is stored with its role answers and the résumé file, byte for byte", async () => {
    const result = await submit();

    expect(result).toEqual({ status: "success", role: QSP });
    const [row, ...others] = await storedApplications();
    expect(others).toHaveLength(0);
    expect(row).toMatchObject({
      fullName: "Jordan M.",
      email: "jordan@example.com",
      phone: "612-555-0188",
      address: null,
      gender: null,
      race: null,
      authorized: "yes",
      veteran: null,
      workHistory: ["Behavior technician, a St. Paul clinic, 2019-2024"],
      education: ["B.A. Psychology, University of Minnesota"],
      role: QSP,
      roleAnswers: {
        licenseNumber: "LIC-20417",
        yearsBehavioralHealth: "6",
        supervisionExperience: "Supervised four technicians.",
      },
      criminalBackground: "no",
      criminalDetails: null,
      drugTest: "yes",
      resumeFileName: "jordan-resume.pdf",
      resumeFileSize: pdf.byteLength,
      resumeFileType: "application/pdf",
      responded: false,
    });
    expect(await state.storedKeys()).toEqual([row!.resumeFileKey]);
    const stored = await state.storage().get(row!.resumeFileKey!);
    expect(Buffer.from(await stored!.bytes()).equals(Buffer.from(pdf))).toBe(true);
  });

  test("an application to an open posting names it, and asks the posting's questions whatever the form said", async () => {
    const posting: OpenPosting = {
      id: "5d0b3c3e-2f7a-4c8e-9b0a-3a4f5e6d7c8b",
      slug: "senior-qsp",
      title: "Senior QSP (Duluth)",
      role: QSP,
    };
    const result = await submitApplication(
      formRequest("/careers", { ...base, role: "General", posting: "senior-qsp" }, { files: [resume] }),
      testContext(),
      { postings: [posting] },
    );
    expect(result).toEqual({ status: "success", role: "Senior QSP (Duluth)" });
    const [row] = await storedApplications();
    expect(row).toMatchObject({
      role: QSP,
      postingId: posting.id,
      postingTitle: "Senior QSP (Duluth)",
      roleAnswers: { licenseNumber: "LIC-20417" },
    });
  });

  test("an application to a posting that has closed is refused on it, every answer kept", async () => {
    const result = await submit({ ...base, posting: "closed-posting" });
    expect(result).toMatchObject({
      status: "invalid",
      errors: { posting: POSTING_CLOSED },
      values: { fullName: "Jordan M.", posting: "closed-posting" },
    });
    await expectNothingStored();
  });

  test("blank work history and education entries are removed, the order of the others kept", async () => {
    await submit({ ...base, workHistory: ["", "Second job", "", "First job", ""], education: ["", "", "Diploma"] });

    const [row] = await storedApplications();
    expect(row).toMatchObject({ workHistory: ["Second job", "First job"], education: ["Diploma"] });
  });

  test("the optional fields are stored when given", async () => {
    await submit({
      ...base,
      address: "100 Main St, Duluth, MN",
      gender: "Female",
      race: "Asian",
      veteran: "protected-veteran",
      authorized: "no",
    });

    expect((await storedApplications())[0]).toMatchObject({
      address: "100 Main St, Duluth, MN",
      gender: "Female",
      race: "Asian",
      veteran: "protected-veteran",
      authorized: "no",
    });
  });

  test("answers that belong to another role, or to no question, are not stored", async () => {
    await submit({ ...base, "answers.ashaCertified": "yes", "answers.shoeSize": "44" });

    expect((await storedApplications())[0]!.roleAnswers).toEqual({
      licenseNumber: "LIC-20417",
      yearsBehavioralHealth: "6",
      supervisionExperience: "Supervised four technicians.",
    });
  });

  test("a general application has no role questions", async () => {
    const result = await submit({ ...base, role: "General" });

    expect(result).toEqual({ status: "success", role: "General" });
    expect((await storedApplications())[0]).toMatchObject({ role: "General", roleAnswers: {} });
  });

  test.each([
    ["a .docx", "resume.docx", makeDocx(), "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    ["a .doc", "RESUME.DOC", makeDoc(), "application/msword"],
  ])("%s résumé is accepted and stored with its type", async (_label, name, bytes, type) => {
    const result = await submit(base, [{ name, bytes, type: "application/octet-stream" }]);

    expect(result.status).toBe("success");
    const [row] = await storedApplications();
    expect(row).toMatchObject({ resumeFileName: name, resumeFileType: type, resumeFileSize: bytes.byteLength });
    const stored = await state.storage().get(row!.resumeFileKey!);
    expect(Buffer.from(await stored!.bytes()).equals(Buffer.from(bytes))).toBe(true);
  });

  test("the file name is kept for display without folders or control characters; the file is stored under a UUID", async () => {
    await submit(base, [{ name: "../../home/jm/my\u0007 résumé\u202e.pdf", bytes: pdf }]);

    const [row] = await storedApplications();
    expect(row!.resumeFileName).toBe("my résumé.pdf");
    expect(row!.resumeFileKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  test("only the first résumé file is kept", async () => {
    const second = makePdf("another file");
    await submit(base, [resume, { name: "second.pdf", bytes: second }]);

    const [row] = await storedApplications();
    expect(row!.resumeFileName).toBe("jordan-resume.pdf");
    expect(await state.storedKeys()).toHaveLength(1);
  });

  describe("required fields", () => {
    test.each([
      ["fullName", "Please enter your full name."],
      ["email", "Please enter your email address."],
      ["phone", "Please enter your phone number."],
      ["interest", "Please enter why you are interested in this role."],
      ["workHistory", "Please list at least your most recent position."],
      ["education", "Please list at least one school or program."],
      ["criminalBackground", "Please answer the criminal background question."],
      ["drugTest", "Please answer the drug test question."],
      ["authorized", "Please answer whether you are authorized to work in the United States."],
      ["role", "Please choose one of the open positions."],
    ])("without %s: 400 with its message, the entries echoed, nothing stored", async (field, message) => {
      const { [field]: _left, ...rest } = base;
      const result = await submit(rest);

      expect(httpStatusOf(result)).toBe(400);
      expect(result).toMatchObject({ status: "invalid", errors: { [field]: message } });
      if (result.status !== "invalid") throw new Error("unreachable");
      expect(Object.keys(result.errors)).toEqual([field]);
      expect(Object.keys(result.values).sort()).toEqual(
        Object.keys(rest)
          .filter((k) => k !== HONEYPOT_FIELD)
          .sort(),
      );
      await expectNothingStored();
    });

    test("blank-only work history and education count as missing", async () => {
      const result = await submit({ ...base, workHistory: ["  ", ""], education: [""] });

      expect(result).toMatchObject({
        status: "invalid",
        errors: { workHistory: expect.any(String), education: expect.any(String) },
      });
      await expectNothingStored();
    });

    test("every problem is reported at once, the résumé included", async () => {
      const result = await submit({ role: QSP, criminalBackground: "yes", workHistory: [""] }, []);

      expect(result.status).toBe("invalid");
      if (result.status !== "invalid") throw new Error("unreachable");
      expect(Object.keys(result.errors).sort()).toEqual(
        [
          "authorized",
          "criminalDetails",
          "drugTest",
          "education",
          "email",
          "fullName",
          "interest",
          "phone",
          "resume",
          "workHistory",
        ].sort(),
      );
    });

    test("without a résumé: 400 asking for one; an empty file input counts as none", async () => {
      for (const files of [[], [{ name: "", bytes: new Uint8Array() }]]) {
        const result = await submit(base, files);
        expect(result).toMatchObject({
          status: "invalid",
          errors: { resume: "Please attach your résumé (PDF, DOC or DOCX)." },
        });
      }
      await expectNothingStored();
    });
  });

  describe("criminal background details", () => {
    test("are required when the answer is yes", async () => {
      const result = await submit({ ...base, criminalBackground: "yes", criminalDetails: " " });

      expect(result).toMatchObject({
        status: "invalid",
        errors: { criminalDetails: "Please give a few details about the criminal background." },
      });
      await expectNothingStored();
    });

    test("are stored when the answer is yes", async () => {
      await submit({ ...base, criminalBackground: "yes", criminalDetails: "A 2012 misdemeanor, since expunged." });

      expect((await storedApplications())[0]).toMatchObject({
        criminalBackground: "yes",
        criminalDetails: "A 2012 misdemeanor, since expunged.",
      });
    });

    test("are dropped when the answer is no", async () => {
      await submit({ ...base, criminalBackground: "no", criminalDetails: "left over from an earlier choice" });

      expect((await storedApplications())[0]).toMatchObject({ criminalBackground: "no", criminalDetails: null });
    });
  });

  test.each([
    [{ role: "Astronaut" }, "role"],
    [{ authorized: "maybe" }, "authorized"],
    [{ veteran: "general" }, "veteran"],
    [{ "answers.yearsBehavioralHealth": "six" }, "answers.yearsBehavioralHealth"],
    [{ workHistory: ["a", "b", "c", "d", "e", "f"] }, "workHistory"],
    [{ education: ["x".repeat(2001)] }, "education"],
    [{ email: "jordan.example.com" }, "email"],
    [{ fullName: "n".repeat(1024 * 1024) }, "fullName"],
  ])("a bad value (%o) is a 400 on %s", async (change, field) => {
    const result = await submit({ ...base, ...change });

    expect(result).toMatchObject({ status: "invalid", errors: { [field]: expect.any(String) } });
    await expectNothingStored();
  });

  test("a role's choice question only takes its options", async () => {
    const result = await submit({
      ...base,
      role: "Speech-Language Pathologist (SLP)",
      "answers.ashaCertified": "perhaps",
    });

    expect(result).toMatchObject({
      status: "invalid",
      errors: { "answers.ashaCertified": "Are you ASHA certified?: choose one of the options." },
    });
  });

  describe("résumé content is checked, not just its name", () => {
    test.each([
      ["a PNG renamed .pdf", "photo.pdf", makePng(), "This file is not a readable PDF document."],
      ["a PDF renamed .docx", "resume.docx", makePdf(), "This file is not a readable Word document."],
      ["a ZIP without a Word document, named .docx", "archive.docx", makeZip({ "a.txt": "hello" }), "Word"],
      ["a PDF named .doc", "resume.doc", makePdf(), "Word"],
      ["a real PDF named .exe", "resume.exe", makePdf(), "Please attach your résumé as a PDF, DOC or DOCX file."],
      ["a PDF without any extension", "resume", makePdf(), "PDF, DOC or DOCX"],
    ])("%s is refused and nothing is stored", async (_label, name, bytes, message) => {
      const result = await submit(base, [{ name, bytes, type: "application/pdf" }]);

      expect(httpStatusOf(result)).toBe(400);
      expect(result).toMatchObject({ status: "invalid", errors: { resume: expect.stringContaining(message) } });
      await expectNothingStored();
    });
  });

  describe("size limit", () => {
    test("a résumé one byte over 10 MB is refused with 413 while streaming, and nothing is stored", async () => {
      const big = new Uint8Array(MAX_RESUME_BYTES + 1);
      big.set(pdf);
      const result = await submit(base, [{ name: "big.pdf", bytes: big }]);

      expect(result.status).toBe("too-large");
      expect(httpStatusOf(result)).toBe(413);
      await expectNothingStored();
    });

    test("a résumé of exactly 10 MB is accepted", async () => {
      const limit = new Uint8Array(MAX_RESUME_BYTES);
      limit.set(pdf);
      const result = await submit(base, [{ name: "limit.pdf", bytes: limit }]);

      expect(result.status).toBe("success");
      expect((await storedApplications())[0]!.resumeFileSize).toBe(MAX_RESUME_BYTES);
    });

    test("a declared Content-Length over the limit is refused before the body is read", async () => {
      const result = await submit(base, [resume], { "Content-Length": String(MAX_APPLICATION_BODY_BYTES + 1) });
      expect(result.status).toBe("too-large");
      await expectNothingStored();
    });
  });

  test("a filled honeypot looks like success and stores neither row nor file", async () => {
    const result = await submit({ ...base, [HONEYPOT_FIELD]: "https://spam.example" });

    expect(result).toEqual({ status: "success", role: QSP });
    await expectNothingStored();
  });

  test("when the row cannot be stored, the résumé already written is removed and the visitor gets 'failed'", async () => {
    setDatabaseWritesFailing(true);

    const result = await submit();

    expect(result.status).toBe("failed");
    expect(httpStatusOf(result)).toBe(503);
    expect(result).toMatchObject({ values: { fullName: "Jordan M.", "answers.licenseNumber": "LIC-20417" } });
    expect(takeErrors()).toEqual([
      expect.objectContaining({
        msg: "could not save a job application",
        err: expect.objectContaining({ message: expect.any(String) }),
      }),
    ]);
    setDatabaseWritesFailing(false);
    await expectNothingStored();
  });

  test("the echoed values hold the text fields and lists, never the file or the honeypot", async () => {
    const result = await submit({ ...base, email: "bad" });

    expect(result.status).toBe("invalid");
    if (result.status !== "invalid") throw new Error("unreachable");
    expect(result.values).toMatchObject({
      fullName: "Jordan M.",
      workHistory: base.workHistory,
      education: base.education,
      "answers.licenseNumber": "LIC-20417",
    });
    expect(result.values).not.toHaveProperty("resume");
    expect(result.values).not.toHaveProperty(HONEYPOT_FIELD);
  });
});

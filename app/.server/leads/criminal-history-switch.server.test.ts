// The ban-the-box switch (ASKS_CRIMINAL_HISTORY in app/content/careers.ts) both ways, through the real application
// action and the real CSV export: off, the question is neither required nor stored (a posted answer is ignored) and
// the export has no criminal-history columns; on, it is required and exported.
import { describe, expect, test } from "vitest";
import { QSP, QSP_APPLICATION_FORM } from "#tests/support/applications.ts";
import { makePdf } from "#tests/support/documents.ts";
import { formRequest, type TestFields, testContext, withoutFields } from "#tests/support/form-request.ts";
import { setupTestServerState, TEST_DATABASE_KIND } from "#tests/support/test-db.ts";
import { applications } from "~/.server/db/schema";
import { exportCsv } from "~/.server/leads/csv-export";
import { submitApplication } from "./application-form";

const state = setupTestServerState();

// The form as it is sent while the question is not asked: without its inputs.
const base = withoutFields(QSP_APPLICATION_FORM, "criminalBackground", "criminalDetails");
const resume = { name: "resume.pdf", bytes: makePdf(), type: "application/pdf" };

const submit = (fields: TestFields, asksCriminalHistory: boolean) =>
  submitApplication(formRequest("/careers", fields, { files: [resume] }), testContext(), { asksCriminalHistory });

const exportApplications = (asksCriminalHistory: boolean) =>
  exportCsv(
    state.db(),
    { tab: "applications", q: "", status: "all" },
    { includeVoluntary: false, asksCriminalHistory },
  );

const headerOf = (csv: string) => csv.replace(/^\uFEFF/, "").split("\r\n")[0] ?? "";

describe(`the criminal-history switch on ${TEST_DATABASE_KIND}`, () => {
  test("off: an application without the question is stored; a posted answer is neither stored nor echoed", async () => {
    expect(await submit({ ...base, email: "no-question@example.com" }, false)).toEqual({
      status: "success",
      role: QSP,
    });

    const posted = { ...base, email: "posted@example.com", criminalBackground: "yes", criminalDetails: "A detail." };
    expect(await submit(posted, false)).toEqual({ status: "success", role: QSP });
    // An invalid application echoes what was typed, but never the question that was not asked.
    const invalid = await submit({ ...posted, email: "not an address" }, false);
    expect(invalid.status).toBe("invalid");
    expect(invalid).toHaveProperty("values.fullName", "Jordan M.");
    expect(invalid).not.toHaveProperty("values.criminalBackground");
    expect(invalid).not.toHaveProperty("values.criminalDetails");

    const rows = await state.db().select().from(applications);
    expect(rows.map((row) => [row.email, row.criminalBackground, row.criminalDetails]).sort()).toEqual([
      ["no-question@example.com", null, null],
      ["posted@example.com", null, null],
    ]);
  });

  test("on: the question is required, and its details for a yes", async () => {
    const missing = await submit({ ...base, email: "missing@example.com" }, true);
    expect(missing).toMatchObject({ status: "invalid", errors: { criminalBackground: expect.any(String) } });
    const noDetails = await submit({ ...base, email: "yes@example.com", criminalBackground: "yes" }, true);
    expect(noDetails).toMatchObject({ status: "invalid", errors: { criminalDetails: expect.any(String) } });
    const answered = { ...base, email: "answered@example.com", criminalBackground: "yes", criminalDetails: "2009." };
    expect(await submit(answered, true)).toEqual({ status: "success", role: QSP });
  });

  test("the CSV export has the criminal-history columns only while the question is asked", async () => {
    const answered = { ...base, email: "answered@example.com", criminalBackground: "yes", criminalDetails: "2009." };
    expect(await submit(answered, true)).toEqual({ status: "success", role: QSP });
    expect(await submit({ ...base, email: "not-asked@example.com" }, false)).toEqual({ status: "success", role: QSP });

    const asked = await exportApplications(true);
    expect(headerOf(asked)).toContain('"Criminal background","Criminal details","Drug test"');
    expect(asked).toContain("2009.");

    const notAsked = await exportApplications(false);
    expect(headerOf(notAsked)).not.toContain("Criminal");
    expect(headerOf(notAsked)).toContain('"Role answers","Drug test"');
    expect(notAsked).not.toContain("2009.");
    // Every row still has as many cells as the header (no cell shifted into another column).
    const lines = notAsked
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines.length).toBe(3);
    const cellsOf = (line: string) => line.split('","').length;
    for (const line of lines.slice(1)) {
      expect(line).toContain('"Yes","resume.pdf","Pending"');
      expect(cellsOf(line)).toBe(cellsOf(lines[0] ?? ""));
    }
  });
});

// A job application for the tests: as the careers form posts it, or as a row stored directly (not through the form),
// with whatever a test changes on top.
import type { applications } from "~/.server/db/schema";
import { HONEYPOT_FIELD } from "~/lib/schemas/common";
import type { TestFields } from "./form-request";

export const QSP = "Qualified Supervision Professional (QSP)";

/**
 * The applicant's own inputs as the careers form posts them, every input with the optional ones empty: add a role and
 * that role's answers (or take QSP_APPLICATION_FORM).
 */
export const APPLICANT_FORM: Readonly<TestFields> = {
  fullName: "Jordan M.",
  email: "jordan@example.com",
  phone: "612-555-0188",
  address: "",
  gender: "",
  race: "",
  authorized: "yes",
  veteran: "",
  workHistory: ["Behavior technician, a St. Paul clinic, 2019-2024", "", "", "", ""],
  education: ["B.A. Psychology, University of Minnesota", "", ""],
  interest: "I want to help agencies keep their programs compliant.",
  criminalBackground: "no",
  criminalDetails: "",
  drugTest: "yes",
  [HONEYPOT_FIELD]: "",
};

/** A complete application for the QSP role as the careers form posts it. */
export const QSP_APPLICATION_FORM: Readonly<TestFields> = {
  ...APPLICANT_FORM,
  role: QSP,
  "answers.licenseNumber": "LIC-20417",
  "answers.yearsBehavioralHealth": "6",
  "answers.supervisionExperience": "Supervised four technicians.",
  "answers.certifications": "",
};

/** A stored application row: the applicant the suites share. */
export function applicationRow(overrides: Partial<typeof applications.$inferInsert> = {}) {
  return {
    fullName: "Robin Sandoval",
    email: "robin@example.com",
    phone: "218-555-0170",
    authorized: "yes",
    interest: "Helping families.",
    role: "General",
    criminalBackground: "no",
    drugTest: "yes",
    resumeFileName: "resume.pdf",
    ...overrides,
  } satisfies typeof applications.$inferInsert;
}

// A job application row for tests that need one stored directly (not through the form): the applicant the
// suites share, with whatever a test changes on top.
import type { applications } from "~/.server/db/schema";

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

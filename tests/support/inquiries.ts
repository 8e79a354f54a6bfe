// A contact-form inquiry row for tests that store one directly (not through the form), with whatever a test
// changes on top.
import type { NewInquiry } from "~/.server/db/schema";

export function inquiryRow(overrides: Partial<NewInquiry> = {}): NewInquiry {
  return {
    source: "contact",
    name: "Visitor",
    email: "visitor@example.org",
    message: "Please call me.",
    ...overrides,
  };
}

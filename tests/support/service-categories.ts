/**
 * The services page's categories as the firm wrote them, in order: the first six are the core services, the other
 * seven the additional support. The consultation form matches them letter for letter, so tests compare against this
 * list, written out here rather than read from app/content/services.ts.
 */
export const SERVICES_PAGE_CATEGORIES = [
  "EIDBI Compliance Audits",
  "Staff Supervision Review",
  "Training Oversight",
  "Policy Development",
  "Audit Preparation",
  "Compliance Dashboard",
  "Translation Services",
  "License Compliance Auditing",
  "Administrative Staff Training",
  "Billing Compliance",
  "Program Expansion",
  "Compliance Software",
  "Budget Compliance Planning",
] as const;

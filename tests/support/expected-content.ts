// What the firm asked the site to carry, written out by hand for the tests to compare against: reading the lists
// back from app/content/ would let a wrong edit there pass.

/**
 * The services page's categories as the firm wrote them, in order: the first six are the core services, the other
 * seven the additional support. The consultation form matches them letter for letter, so tests compare against this
 * list.
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

/** The resource library's categories, in the order the page shows them. */
export const RESOURCE_CATEGORIES = [
  "ABA Resources",
  "Licensing Resources",
  "Training & Hiring Resources",
  "Onboarding & FAQs",
] as const;

/** The guides the original site published. */
export const RESOURCE_IDS_FIRST_PUBLISHED = [
  "aba-therapy-guide",
  "data-collection-templates",
  "behavior-intervention-strategies",
  "state-licensing-requirements",
  "licensing-checklist",
  "compliance-documentation",
  "staff-training-curriculum",
  "parent-training-resources",
  "professional-development",
] as const;

/** The guides the original site listed without a page; each has one now. */
export const RESOURCE_IDS_ONCE_MISSING = [
  "bcba-hiring-guide",
  "qsp-role-description",
  "new-center-onboarding",
  "faq-document",
  "insurance-billing-guide",
  "insurance billing",
] as const;

/** Every resource that has a page. */
export const ALL_RESOURCE_IDS = [...RESOURCE_IDS_FIRST_PUBLISHED, ...RESOURCE_IDS_ONCE_MISSING];

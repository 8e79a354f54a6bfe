// The consultation form's options without zod, so the quote page can render them without shipping the
// validation library to the browser. quote.ts validates against them.

/** Service types offered on the consultation form, in the order shown (SPEC §5). */
export const SERVICE_TYPES = [
  "ABA Therapy",
  "Licensing Support",
  "Staff Training",
  "Consultation",
  "Clinical Supervision",
  "Program Development",
  "Other",
] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

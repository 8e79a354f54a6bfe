// The consultation form's options without zod, so the quote page can render them without shipping the
// validation library to the browser. quote.ts validates against them.

/** The consultation form's inputs, by `name`: `category` is the hidden one, the category it was opened with. */
export const QUOTE_FIELDS = ["name", "email", "phone", "organization", "serviceType", "message", "category"] as const;

/** Service types offered on the consultation form, in the order shown. */
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
/** The service types as a select list's options. */
export const SERVICE_OPTIONS = SERVICE_TYPES.map((type) => ({ value: type, label: type }));

/**
 * The service a consultation request asks for, as managers read it: the service type, with the category the
 * visitor arrived with in brackets when it says more ("Other (Billing Compliance)"). Null when neither is known.
 */
export function describeService(serviceType: string | null, category: string | null) {
  if (!serviceType) return category || null;
  return category && category !== serviceType ? `${serviceType} (${category})` : serviceType;
}

/** Through which form an inquiry came, as the dashboard, its details and the CSV name it. */
export const INQUIRY_SOURCE_LABELS = {
  contact: "Contact form",
  quote: "Consultation request",
  call: "Call request",
  chat: "Chat hand-off",
} as const;

// The kinds of lead the Insights tab counts, without zod, so the page can name them without shipping it.

/** Inquiry sources and applications, in the order the charts show them ("quote" is the consultation form). */
export const INSIGHT_KINDS = ["contact", "quote", "call", "chat", "application"] as const;
export type InsightKind = (typeof INSIGHT_KINDS)[number];

export const INSIGHT_KIND_LABELS: Record<InsightKind, string> = {
  contact: "Contact",
  quote: "Consultation",
  call: "Call request",
  chat: "Chat",
  application: "Application",
};

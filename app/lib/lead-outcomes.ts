// Where an inquiry ended up, besides the responded toggle: the one list the database, the forms, the filters and the
// history use.

export const LEAD_OUTCOMES = ["open", "client", "not-a-fit", "spam"] as const;
export type LeadOutcome = (typeof LEAD_OUTCOMES)[number];

export const OUTCOME_LABELS: Record<LeadOutcome, string> = {
  open: "Open",
  client: "Became a client",
  "not-a-fit": "Not a fit",
  spam: "Spam",
};

// The Insights tab's figures, kept by triggers (drizzle/0025) so the tab reads per-day counts instead of every lead.
import { bigint, date, doublePrecision, index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { enumCheck, identityId } from "./columns.ts";
import { LEAD_KINDS } from "./leads.ts";

/**
 * What is counted per day: for the Insights tab, the kind of lead, its service category, where it came from, its
 * landing page, and its first response's time bucket; for the dashboard's overdue counts, the leads still pending
 * (label "pending").
 */
export const INSIGHT_DIMENSIONS = ["kind", "category", "source", "landing", "response", "pending"] as const;
export type InsightDimension = (typeof INSIGHT_DIMENSIONS)[number];

/**
 * The Insights tab's figures per Central calendar day, kept by statement triggers on inquiries, applications and
 * lead_events (drizzle/0025) as signed delta rows, like dashboard_counts: a figure over a range is the sum of its
 * days' rows, so the tab reads a few thousand rows whatever the number of leads. `label` is the value counted (an
 * inquiry's source or "application", a category, a first-touch source or landing page, a response bucket);
 * `clients` counts the leads whose outcome is "client" (category rows only).
 */
export const leadDayCounts = pgTable(
  "lead_day_counts",
  {
    id: identityId(),
    leadKind: text("lead_kind", { enum: LEAD_KINDS }).notNull(),
    day: date("day", { mode: "string" }).notNull(),
    dimension: text("dimension", { enum: INSIGHT_DIMENSIONS }).notNull(),
    label: text("label").notNull(),
    leads: bigint("leads", { mode: "number" }).notNull(),
    clients: bigint("clients", { mode: "number" }).notNull().default(0),
  },
  (table) => [
    index("lead_day_counts_day_idx").on(table.day),
    // The dashboard reads one dimension over its last few days (the pending leads within the reply promise).
    index("lead_day_counts_dimension_day_idx").on(table.dimension, table.day),
    enumCheck("lead_day_counts_lead_kind_check", table.leadKind, LEAD_KINDS),
    enumCheck("lead_day_counts_dimension_check", table.dimension, INSIGHT_DIMENSIONS),
  ],
);

/**
 * Each lead's first "responded", in seconds after it arrived, kept by the trigger on lead_events (drizzle/0025) and
 * removed with the lead. The Insights tab's median first response is exact: lead_day_counts' response buckets say
 * which bucket holds the middle, and only that bucket's rows are sorted (app/.server/leads/insights.ts).
 */
export const leadFirstResponses = pgTable(
  "lead_first_responses",
  {
    leadKind: text("lead_kind", { enum: LEAD_KINDS }).notNull(),
    leadId: uuid("lead_id").notNull(),
    // The lead's arrival day in Central time, as lead_day_counts counts it.
    leadDay: date("lead_day", { mode: "string" }).notNull(),
    seconds: doublePrecision("seconds").notNull(),
    // response_bucket(seconds) (drizzle/0025): buckets 10 % wide, so the middle one holds a small share of the leads.
    bucket: integer("bucket").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.leadKind, table.leadId] }),
    index("lead_first_responses_bucket_day_idx").on(table.bucket, table.leadDay),
    enumCheck("lead_first_responses_lead_kind_check", table.leadKind, LEAD_KINDS),
  ],
);

import { z } from "zod";
import { LEAD_OUTCOMES } from "~/lib/lead-outcomes";

/** The manager dashboard's list size (server-side pagination). */
export const DASHBOARD_PAGE_SIZE = 50;

export const DASHBOARD_TABS = ["inquiries", "applications", "uploads"] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];
export const STATUS_FILTERS = ["all", "pending", "overdue", "responded"] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
/** Whose leads: everyone's, the signed-in manager's, or nobody's yet. */
export const OWNER_FILTERS = ["all", "me", "unassigned"] as const;
/** An inquiry's outcome, or all of them. */
export const OUTCOME_FILTERS = ["all", ...LEAD_OUTCOMES] as const;

/** The dashboard's state in the URL (?tab=&q=&status=&owner=&outcome=&page=). Anything invalid falls back to the default. */
export const DashboardQuerySchema = z.object({
  tab: z.enum(DASHBOARD_TABS).catch("inquiries"),
  // U+0000 cannot reach PostgreSQL (it refuses the whole query): a search holding one is no search.
  q: z
    .string()
    .trim()
    .max(200)
    .refine((value) => !value.includes("\u0000"))
    .catch(""),
  status: z.enum(STATUS_FILTERS).catch("all"),
  owner: z.enum(OWNER_FILTERS).catch("all"),
  outcome: z.enum(OUTCOME_FILTERS).catch("all"),
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1),
});
export type DashboardQuery = z.infer<typeof DashboardQuerySchema>;

export function parseDashboardQuery(url: URL): DashboardQuery {
  const param = (name: string) => url.searchParams.get(name) ?? undefined;
  return DashboardQuerySchema.parse({
    tab: param("tab"),
    q: param("q"),
    status: param("status"),
    owner: param("owner"),
    outcome: param("outcome"),
    page: param("page"),
  });
}

export const RESPONDED_KINDS = ["inquiry", "application"] as const;
export type RespondedKind = (typeof RESPONDED_KINDS)[number];

/** The responded toggle's form: which row, and the value the manager chose. */
export const ToggleRespondedSchema = z.object({
  kind: z.enum(RESPONDED_KINDS),
  id: z.uuid(),
  responded: z.enum(["true", "false"]).transform((value) => value === "true"),
});

/** The CSV export's own option: ?voluntary=1 asks for applicants' voluntary self-identification (admins only). */
export const ExportOptionsSchema = z.object({
  voluntary: z
    .enum(["1"])
    .optional()
    .catch(undefined)
    .transform((value) => value === "1"),
});

export function parseExportOptions(url: URL) {
  return ExportOptionsSchema.parse({ voluntary: url.searchParams.get("voluntary") ?? undefined });
}

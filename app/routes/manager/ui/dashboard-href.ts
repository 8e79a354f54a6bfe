import type { DashboardQuery } from "~/lib/schemas/dashboard";

/** The dashboard URL for a state; defaults are left out so URLs stay short. */
export function dashboardHref(query: Partial<DashboardQuery>, base = "/manager-dashboard") {
  const params = new URLSearchParams();
  if (query.tab && query.tab !== "inquiries") params.set("tab", query.tab);
  if (query.q) params.set("q", query.q);
  if (query.status && query.status !== "all") params.set("status", query.status);
  if (query.owner && query.owner !== "all") params.set("owner", query.owner);
  if (query.outcome && query.outcome !== "all" && query.tab !== "applications") params.set("outcome", query.outcome);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

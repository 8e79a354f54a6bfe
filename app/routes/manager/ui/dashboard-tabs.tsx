import { Link } from "react-router";
import type { DashboardTab } from "~/lib/schemas/dashboard";
import { cn } from "~/lib/utils";

export const TAB_LABELS: Record<DashboardTab, string> = {
  inquiries: "Inquiries",
  applications: "Applications",
  uploads: "Uploads",
};

export const INSIGHTS_PATH = "/manager-dashboard/insights";
export const UPCOMING_CALLS_PATH = "/manager-dashboard/calls";

/** The dashboard's sections: the three lists, then Upcoming calls and Insights (pages of their own, with the same tabs). */
export function DashboardTabs({
  current,
  hrefOf = (tab) => (tab === "inquiries" ? "/manager-dashboard" : `/manager-dashboard?tab=${tab}`),
}: {
  current: DashboardTab | "calls" | "insights";
  hrefOf?: (tab: DashboardTab) => string;
}) {
  const tabs = [
    ...(Object.keys(TAB_LABELS) as DashboardTab[]).map((tab) => ({
      key: tab,
      label: TAB_LABELS[tab],
      to: hrefOf(tab),
    })),
    { key: "calls" as const, label: "Upcoming calls", to: UPCOMING_CALLS_PATH },
    { key: "insights" as const, label: "Insights", to: INSIGHTS_PATH },
  ];
  return (
    <nav aria-label="Dashboard sections" className="mt-8 border-b border-border md:mt-10 print:hidden">
      {/* The tabs wrap on a narrow phone: a strip that scrolls sideways hid the last tab's name. */}
      <ul className="-mb-px flex flex-wrap gap-x-1">
        {tabs.map((tab) => {
          const isCurrent = tab.key === current;
          return (
            <li key={tab.key}>
              <Link
                to={tab.to}
                aria-current={isCurrent ? "page" : undefined}
                className={cn(
                  "inline-block border-b-2 px-3 py-2 text-sm font-semibold md:px-4",
                  isCurrent
                    ? "border-primary text-primary"
                    : "border-transparent text-muted-foreground hover:border-border hover:text-foreground",
                )}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

import { Link } from "react-router";
import type { DashboardTab } from "~/lib/schemas/dashboard";
import { cn } from "~/lib/utils";

export const TAB_LABELS: Record<DashboardTab, string> = {
  inquiries: "Inquiries",
  applications: "Applications",
  uploads: "Uploads",
};

export const INSIGHTS_PATH = "/manager-dashboard/insights";

/** The dashboard's sections: the three lists, and Insights (its own page, with the same tabs). */
export function DashboardTabs({
  current,
  hrefOf = (tab) => (tab === "inquiries" ? "/manager-dashboard" : `/manager-dashboard?tab=${tab}`),
}: {
  current: DashboardTab | "insights";
  hrefOf?: (tab: DashboardTab) => string;
}) {
  const tabs = [
    ...(Object.keys(TAB_LABELS) as DashboardTab[]).map((tab) => ({
      key: tab,
      label: TAB_LABELS[tab],
      to: hrefOf(tab),
    })),
    { key: "insights" as const, label: "Insights", to: INSIGHTS_PATH },
  ];
  return (
    <nav aria-label="Dashboard sections" className="mt-8 border-b border-border md:mt-10 print:hidden">
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {tabs.map((tab) => {
          const isCurrent = tab.key === current;
          return (
            <li key={tab.key}>
              <Link
                to={tab.to}
                aria-current={isCurrent ? "page" : undefined}
                className={cn(
                  "inline-block border-b-2 px-4 py-2 text-sm font-semibold",
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

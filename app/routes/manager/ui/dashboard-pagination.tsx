import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { ChevronLeft } from "~/components/ui/icons/chevron-left";
import { ChevronRight } from "~/components/ui/icons/chevron-right";
import type { DashboardQuery } from "~/lib/schemas/dashboard";
import { dashboardHref } from "./dashboard-href";

export function Pagination({ query, total, pageSize }: { query: DashboardQuery; total: number; pageSize: number }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && query.page <= 1) return null;
  const linkClass = buttonVariants({ variant: "outline", size: "sm" });
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-4">
      {query.page > 1 ? (
        <Link to={dashboardHref({ ...query, page: Math.min(query.page - 1, pages) })} className={linkClass}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted-foreground">
        Page {query.page.toLocaleString("en-US")} of {pages.toLocaleString("en-US")}
      </p>
      {query.page < pages ? (
        <Link to={dashboardHref({ ...query, page: query.page + 1 })} className={linkClass}>
          Next
          <ChevronRight aria-hidden="true" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

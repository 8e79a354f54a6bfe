import { useId } from "react";
import { Form, Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { FileSpreadsheet } from "~/components/ui/icons/file-spreadsheet";
import { Search } from "~/components/ui/icons/search";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { LEAD_OUTCOMES, OUTCOME_LABELS } from "~/lib/lead-outcomes";
import type { DashboardQuery } from "~/lib/schemas/dashboard";
import { dashboardHref } from "./dashboard-href";

/** The search and filters of the current tab (a GET form), and the CSV export of what they select. */
export function FilterBar({ query, isAdmin }: { query: DashboardQuery; isAdmin: boolean }) {
  const id = useId();
  const hasStatus = query.tab !== "uploads";
  const searchHelp =
    query.tab === "inquiries"
      ? "Name, email, message or organization"
      : query.tab === "applications"
        ? "Name, email, role or interest"
        : "Sender, title or type";
  return (
    <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
      {/* A GET form: the search lives in the URL, so it survives reloads and can be shared. */}
      <Form method="get" className="flex flex-wrap items-end gap-3" role="search">
        <input type="hidden" name="tab" value={query.tab} />
        <div className="space-y-1">
          <Label htmlFor={`${id}-q`}>Search</Label>
          <Input
            id={`${id}-q`}
            name="q"
            type="search"
            defaultValue={query.q}
            maxLength={200}
            placeholder={searchHelp}
            className="w-64 max-w-full"
            key={`${query.tab}-${query.q}`}
          />
        </div>
        {hasStatus ? (
          <div className="space-y-1">
            <Label htmlFor={`${id}-status`}>Status</Label>
            <Select
              id={`${id}-status`}
              name="status"
              defaultValue={query.status}
              className="w-40"
              key={`${query.tab}-${query.status}`}
            >
              <option value="all">All</option>
              <option value="pending">Pending</option>
              <option value="overdue">Overdue</option>
              <option value="responded">Responded</option>
            </Select>
          </div>
        ) : null}
        {hasStatus ? (
          <div className="space-y-1">
            <Label htmlFor={`${id}-owner`}>Assigned</Label>
            <Select
              id={`${id}-owner`}
              name="owner"
              defaultValue={query.owner}
              className="w-40"
              key={`${query.tab}-${query.owner}`}
            >
              <option value="all">Anyone</option>
              <option value="me">Assigned to me</option>
              <option value="unassigned">Unassigned</option>
            </Select>
          </div>
        ) : null}
        {query.tab === "inquiries" ? (
          <div className="space-y-1">
            <Label htmlFor={`${id}-outcome`}>Outcome</Label>
            <Select
              id={`${id}-outcome`}
              name="outcome"
              defaultValue={query.outcome}
              className="w-44"
              key={`${query.tab}-${query.outcome}`}
            >
              <option value="all">Any outcome</option>
              {LEAD_OUTCOMES.map((outcome) => (
                <option key={outcome} value={outcome}>
                  {OUTCOME_LABELS[outcome]}
                </option>
              ))}
            </Select>
          </div>
        ) : null}
        <Button type="submit">
          <Search aria-hidden="true" />
          Search
        </Button>
        {query.q || query.status !== "all" || query.owner !== "all" || query.outcome !== "all" ? (
          <Link to={dashboardHref({ tab: query.tab })} className={buttonVariants({ variant: "ghost" })}>
            Clear
          </Link>
        ) : null}
      </Form>
      {/* A plain document GET (not React Router's Form): the answer is a download, so the page stays as it is. */}
      <form method="get" action="/manager-dashboard/export.csv" className="flex flex-wrap items-center gap-3">
        <input type="hidden" name="tab" value={query.tab} />
        {query.q ? <input type="hidden" name="q" value={query.q} /> : null}
        {hasStatus && query.status !== "all" ? <input type="hidden" name="status" value={query.status} /> : null}
        {hasStatus && query.owner !== "all" ? <input type="hidden" name="owner" value={query.owner} /> : null}
        {query.tab === "inquiries" && query.outcome !== "all" ? (
          <input type="hidden" name="outcome" value={query.outcome} />
        ) : null}
        {isAdmin && query.tab === "applications" ? (
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="voluntary" value="1" className="size-4 accent-primary" />
            Include voluntary self-identification
          </label>
        ) : null}
        <Button type="submit" variant="secondary">
          <FileSpreadsheet aria-hidden="true" />
          Export CSV
        </Button>
      </form>
    </div>
  );
}

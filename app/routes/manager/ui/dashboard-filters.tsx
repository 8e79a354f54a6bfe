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

const STATUS_OPTIONS = [
  ["all", "All"],
  ["pending", "Pending"],
  ["overdue", "Overdue"],
  ["responded", "Responded"],
] as const;
const OWNER_OPTIONS = [
  ["all", "Anyone"],
  ["me", "Assigned to me"],
  ["unassigned", "Unassigned"],
] as const;
const OUTCOME_OPTIONS = [
  ["all", "Any outcome"],
  ...LEAD_OUTCOMES.map((outcome) => [outcome, OUTCOME_LABELS[outcome]] as const),
] as const;

function LabelledControl({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

/**
 * One of the filter lists, showing the query's current choice. Its key changes with the tab and the choice, so a
 * navigation that changes either resets the uncontrolled select to what the URL says.
 */
function FilterSelect({
  id,
  label,
  name,
  query,
  options,
  className = "w-40",
}: {
  id: string;
  label: string;
  name: "status" | "owner" | "outcome";
  query: DashboardQuery;
  options: readonly (readonly [string, string])[];
  className?: string;
}) {
  return (
    <LabelledControl id={id} label={label}>
      <Select id={id} name={name} defaultValue={query[name]} className={className} key={`${query.tab}-${query[name]}`}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </Select>
    </LabelledControl>
  );
}

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
        <LabelledControl id={`${id}-q`} label="Search">
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
        </LabelledControl>
        {hasStatus ? (
          <FilterSelect id={`${id}-status`} label="Status" name="status" query={query} options={STATUS_OPTIONS} />
        ) : null}
        {hasStatus ? (
          <FilterSelect id={`${id}-owner`} label="Assigned" name="owner" query={query} options={OWNER_OPTIONS} />
        ) : null}
        {query.tab === "inquiries" ? (
          <FilterSelect
            id={`${id}-outcome`}
            label="Outcome"
            name="outcome"
            query={query}
            options={OUTCOME_OPTIONS}
            className="w-44"
          />
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

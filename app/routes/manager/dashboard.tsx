import { type ReactNode, useEffect, useId, useSyncExternalStore } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { type AppContext, appContextOf } from "~/.server/app-context";
import { requireManager } from "~/.server/auth";
import {
  countOverdue,
  type DashboardSummary,
  getDashboardSummary,
  type SummaryWithOverdue,
} from "~/.server/dashboard-summary";
import { listApplications, listInquiries, listUploads } from "~/.server/lead-lists";
import { actorOf, setResponded } from "~/.server/lead-record";
import { requestLogger } from "~/.server/logger";
import { redactError } from "~/.server/redact-error";
import { describeRequestGroups } from "~/.server/upload-request-view";
import { listUploadRequests } from "~/.server/upload-requests";
import { Button, buttonVariants } from "~/components/ui/button";
import { ChevronLeft } from "~/components/ui/icons/chevron-left";
import { ChevronRight } from "~/components/ui/icons/chevron-right";
import { FileSpreadsheet } from "~/components/ui/icons/file-spreadsheet";
import { Search } from "~/components/ui/icons/search";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { getMeta } from "~/content/meta";
import { answerOrFailure, SUBMIT_TIMEOUT_MS } from "~/lib/answer-or-failure";
import { overdueCutoff } from "~/lib/business-days";
import { CALL_STATUS_LABELS, formatSlotCentral } from "~/lib/call-request-text";
import { formatAge, formatCentralDateTime } from "~/lib/central-time";
import { LEAD_OUTCOMES, OUTCOME_LABELS } from "~/lib/lead-outcomes";
import {
  DASHBOARD_PAGE_SIZE,
  type DashboardQuery,
  parseDashboardQuery,
  ToggleRespondedSchema,
} from "~/lib/schemas/dashboard";
import { describeService, INQUIRY_SOURCE_LABELS } from "~/lib/schemas/quote-fields";
// Only the loader and action use the schemas' values; the page gets the page size from the loader, so zod stays
// out of the browser bundle.
import { toast } from "~/lib/toast";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/dashboard";
import { EmailLink, PhoneLink, ReplyLink, replySubject } from "./ui/contact";
import { DashboardTabs, TAB_LABELS } from "./ui/dashboard-tabs";
import { DownloadLink, fileUrl } from "./ui/download-link";
import { ManagerHeader } from "./ui/manager-header";
import { OverdueMark, RespondedToggle, StatusBadge, type ToggleResult } from "./ui/responded";
import { UploadRequestGroups } from "./ui/upload-request-groups";

export const meta = () =>
  getMeta({ title: "Manager Dashboard", description: "Manager dashboard.", path: "/manager-dashboard", noindex: true });

export const headers = () => ({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" });

async function listFor(
  { db, config }: Pick<AppContext, "db" | "config">,
  query: DashboardQuery,
  summary: SummaryWithOverdue,
  userId: string,
  now: Date,
) {
  // The age is worked out here, once, so the page the server renders and the one the browser hydrates agree.
  const stamp = <T extends { createdAt: Date }>(rows: T[]) =>
    rows.map((row) => ({
      ...row,
      createdAtText: formatCentralDateTime(row.createdAt),
      ageText: formatAge(row.createdAt, now),
    }));
  const cutoff = overdueCutoff(now);
  const markOverdue = <T extends { createdAt: Date; responded: boolean; ownerId: string | null }>(rows: T[]) =>
    rows.map(({ ownerId, ...row }) => ({
      ...row,
      isMine: ownerId === userId,
      isOverdue: !row.responded && row.createdAt < cutoff,
    }));
  const filters = { ...query, userId, now };
  if (query.tab === "applications") {
    const { rows, total } = await listApplications(db, filters, summary);
    return { tab: "applications" as const, rows: stamp(markOverdue(rows)), total };
  }
  if (query.tab === "uploads") {
    // Uploads arrive through upload requests and are shown grouped by them; rows from before requests existed
    // are listed on their own below. The count is of uploads, as on the Total Uploads card.
    const [{ rows }, requests, total] = await Promise.all([
      listUploads(db, { ...query, onlyWithoutRequest: true }, summary),
      listUploadRequests(db, query),
      query.q ? listUploads(db, query, summary).then((all) => all.total) : summary.uploads.total,
    ]);
    return {
      tab: "uploads" as const,
      rows: stamp(rows),
      total,
      groups: describeRequestGroups(requests.requests, now, config.RETENTION_UPLOAD_DAYS),
    };
  }
  const { rows, total } = await listInquiries(db, filters, summary);
  const described = rows.map(({ category, callSlots, callStatus, ...row }) => ({
    ...row,
    serviceText: describeService(row.serviceType, category),
    call: callStatus
      ? { status: CALL_STATUS_LABELS[callStatus], slots: (callSlots ?? []).map((slot) => formatSlotCentral(slot)) }
      : null,
  }));
  return { tab: "inquiries" as const, rows: stamp(markOverdue(described)), total };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = appContextOf(context);
  const manager = await requireManager(app, request);
  const query = parseDashboardQuery(new URL(request.url));
  // The list's total without a search comes from the summary, so the summary is read first.
  const now = new Date();
  const counts = await getDashboardSummary(app.db);
  const summary = { ...counts, overdue: await countOverdue(app.db, counts, now) };
  const list = await listFor(app, query, summary, manager.user.id, now);
  return {
    manager: { email: manager.user.email, role: manager.role },
    query,
    summary,
    // Admins are told, calmly, when new leads send no e-mail alert.
    isAlertsOffNotice: manager.role === "admin" && app.notifications.alerts === null,
    list,
    pageSize: DASHBOARD_PAGE_SIZE,
  };
}

// With JavaScript: a lost connection, a proxy's error page or no answer in time is "Failed to update status.", and
// the row keeps its old status (the 503 keeps the router from reloading the page's data from a failing server).
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answerOrFailure(serverAction, (): ToggleResult => ({ ok: false }), SUBMIT_TIMEOUT_MS);
}

/** Sets an inquiry's or application's responded flag (the toggles on this page and the details pages post here). */
export async function action({ request, context }: Route.ActionArgs) {
  const app = appContextOf(context);
  const manager = await requireManager(app, request);
  const form = await request.formData().catch(() => null);
  const parsed = ToggleRespondedSchema.safeParse({
    kind: form?.get("kind"),
    id: form?.get("id"),
    responded: form?.get("responded"),
  });
  const noStore = { "Cache-Control": "no-store" };
  if (!parsed.success) return data<ToggleResult>({ ok: false }, { status: 400, headers: noStore });
  try {
    const found = await setResponded(app.db, parsed.data.kind, parsed.data.id, parsed.data.responded, actorOf(manager));
    if (!found) return data<ToggleResult>({ ok: false }, { status: 404, headers: noStore });
    return data<ToggleResult>({ ok: true, responded: parsed.data.responded }, { headers: noStore });
  } catch (error) {
    requestLogger(request).error({ err: redactError(error) }, "updating responded failed");
    return data<ToggleResult>({ ok: false }, { status: 500, headers: noStore });
  }
}

/** The dashboard URL for a state; defaults are left out so URLs stay short. */
function dashboardHref(query: Partial<DashboardQuery>, base = "/manager-dashboard") {
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

export default function ManagerDashboardPage({ loaderData }: Route.ComponentProps) {
  const { manager, query, summary, list, pageSize, isAlertsOffNotice } = loaderData;
  const navigation = useNavigation();
  const isLoading = navigation.state === "loading" && navigation.location.pathname === "/manager-dashboard";

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:py-10">
      <ManagerHeader title="Manager Dashboard" email={manager.email} role={manager.role} />
      {isAlertsOffNotice ? (
        <p className="mt-4 rounded-md border border-border bg-secondary px-4 py-3 text-sm text-secondary-foreground">
          E-mail alerts for new leads are off, so new leads show up only here. To receive one for each, set SMTP_URL,
          MAIL_FROM and NOTIFY_EMAIL (see{" "}
          <Link to="/manager-dashboard/admin" className="font-semibold underline underline-offset-4">
            Admin
          </Link>
          ).
        </p>
      ) : null}

      <Summary summary={summary} />

      <DashboardTabs current={query.tab} hrefOf={(tab) => dashboardHref({ tab })} />

      <FilterBar query={query} isAdmin={manager.role === "admin"} />

      <section aria-labelledby="list-heading" aria-busy={isLoading} className="mt-6">
        <h2 id="list-heading" className="sr-only">
          {TAB_LABELS[query.tab]}
        </h2>
        <p className="mb-3 text-sm text-muted-foreground" aria-live="polite">
          {describeCount(list.total, query)}
        </p>
        {list.tab === "inquiries" ? <InquiryList rows={list.rows} /> : null}
        {list.tab === "applications" ? <ApplicationList rows={list.rows} /> : null}
        {list.tab === "uploads" ? (
          <>
            <UploadRequestGroups groups={list.groups} />
            {list.rows.length > 0 ? (
              <h3 className="mt-6 mb-2 font-semibold">Uploads received before upload requests</h3>
            ) : null}
            <UploadList rows={list.rows} />
          </>
        ) : null}
        <Pagination query={query} total={list.total} pageSize={pageSize} />
      </section>
    </div>
  );
}

function describeCount(total: number, query: DashboardQuery) {
  const noun = TAB_LABELS[query.tab].toLowerCase();
  const filtered =
    query.q ||
    (query.tab !== "uploads" && (query.status !== "all" || query.owner !== "all" || query.outcome !== "all"));
  if (total === 0) return filtered ? `No ${noun} match this search.` : `No ${noun} yet.`;
  return `${total.toLocaleString("en-US")} ${total === 1 ? noun.replace(/ies$/, "y").replace(/s$/, "") : noun}${filtered ? " match" : ""}`;
}

/**
 * The summary cards, one per table. On a phone the three sit in one row and each figure's label shortens to
 * "Total" or "Pending" under the table's name; the full label stays for screen readers.
 */
function Summary({
  summary,
}: {
  summary: DashboardSummary & { overdue: { inquiries: number; applications: number } };
}) {
  const groups = [
    {
      name: "Inquiries",
      figures: [
        { kind: "Total", value: summary.inquiries.total },
        { kind: "Pending", value: summary.inquiries.pending },
        { kind: "Overdue", value: summary.overdue.inquiries },
      ],
    },
    {
      name: "Applications",
      figures: [
        { kind: "Total", value: summary.applications.total },
        { kind: "Pending", value: summary.applications.pending },
        { kind: "Overdue", value: summary.overdue.applications },
      ],
    },
    { name: "Uploads", figures: [{ kind: "Total", value: summary.uploads.total }] },
  ];
  return (
    <section aria-labelledby="summary-heading" className="mt-6 md:mt-8">
      <h2 id="summary-heading" className="sr-only">
        Summary
      </h2>
      <div className="grid grid-cols-3 gap-2 md:grid-cols-[3fr_3fr_1fr] md:gap-4">
        {groups.map((group) => (
          <div
            key={group.name}
            className="rounded-lg border border-border bg-card p-2 shadow-sm md:border-0 md:bg-transparent md:p-0 md:shadow-none"
          >
            <p aria-hidden="true" className="text-xs font-semibold text-foreground md:hidden">
              {group.name}
            </p>
            <ul className="flex gap-3 md:grid md:grid-cols-[repeat(auto-fit,minmax(0,1fr))] md:gap-4">
              {group.figures.map((figure) => (
                <li
                  key={figure.kind}
                  className="md:rounded-lg md:border md:border-border md:bg-card md:p-4 md:shadow-sm"
                >
                  <p className="text-xs font-semibold text-muted-foreground md:text-sm">
                    {figure.kind}
                    <span className="max-md:sr-only"> {group.name}</span>
                  </p>
                  <p className="text-xl font-bold text-primary md:mt-1 md:text-3xl">
                    {figure.value.toLocaleString("en-US")}
                  </p>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}

function FilterBar({ query, isAdmin }: { query: DashboardQuery; isAdmin: boolean }) {
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

/** Pending or Responded, and two marks: Overdue (past the reply promise) and Yours (assigned to the manager). */
function LeadStatus({
  kind,
  row,
}: {
  kind: "inquiry" | "application";
  row: { id: string; responded: boolean; isOverdue: boolean; isMine: boolean };
}) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <StatusBadge kind={kind} id={row.id} responded={row.responded} />
      <OverdueMark kind={kind} id={row.id} responded={row.responded} isOverdue={row.isOverdue} />
      {row.isMine ? (
        <span className="inline-flex items-center rounded-full border border-border px-2.5 py-0.5 text-xs font-semibold">
          Yours
        </span>
      ) : null}
    </span>
  );
}

type LoaderData = Route.ComponentProps["loaderData"];
type RowsOf<T extends LoaderData["list"]["tab"]> = Extract<LoaderData["list"], { tab: T }>["rows"];

const th = "px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-muted-foreground";
const td = "px-3 py-3 align-top text-sm";
const muted = "text-muted-foreground";

// Tailwind's md breakpoint: from here up the lists are tables, below it cards.
const WIDE_SCREEN = "(min-width: 48rem)";

function subscribeToScreenWidth(onChange: () => void) {
  const query = window.matchMedia(WIDE_SCREEN);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/**
 * Mounts the table, the cards, or both. The server renders both and CSS shows the one that fits; once hydrated only
 * the shown one stays mounted, so each row's toggle exists once (two mounted copies would each toast a change).
 */
function ListLayouts({ table, cards }: { table: ReactNode; cards: ReactNode }) {
  const shown = useSyncExternalStore(
    subscribeToScreenWidth,
    () => (window.matchMedia(WIDE_SCREEN).matches ? "table" : "cards"),
    () => "both",
  );
  return (
    <>
      {shown === "cards" ? null : table}
      {shown === "table" ? null : cards}
    </>
  );
}

/** The list as a table from tablet width up; below it the same rows show as cards (see CardList). */
function TableFrame({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <div className="hidden overflow-x-auto rounded-lg border border-border md:block">
      <table className="w-full border-collapse">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted">
          <tr>
            {head.map((label) => (
              <th key={label} scope="col" className={th}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">{children}</tbody>
      </table>
    </div>
  );
}

/** The phone's list: one card per row with the name, how long ago it arrived, the status and the actions. */
function CardList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="space-y-3 md:hidden">
      {children}
    </ul>
  );
}

function Card({
  name,
  age,
  status,
  detail,
  actions,
}: {
  name: ReactNode;
  age: { text: string; createdAt: Date; full: string };
  status?: ReactNode;
  detail?: ReactNode;
  actions: ReactNode;
}) {
  return (
    <li className="rounded-lg border border-border bg-card p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 break-words font-semibold">{name}</p>
        {status}
      </div>
      <p className="mt-1 text-sm text-muted-foreground">
        <time dateTime={age.createdAt.toISOString()} title={age.full}>
          {age.text}
        </time>
        {detail ? <> · {detail}</> : null}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">{actions}</div>
    </li>
  );
}

const ageOf = (row: { ageText: string; createdAt: Date; createdAtText: string }) => ({
  text: row.ageText,
  createdAt: row.createdAt,
  full: row.createdAtText,
});

function Received({ row }: { row: { createdAt: Date; createdAtText: string; ageText: string } }) {
  return (
    <>
      <time dateTime={row.createdAt.toISOString()}>{row.createdAtText}</time>
      <span className={cn("block text-xs", muted)}>{row.ageText}</span>
    </>
  );
}

function NotGiven() {
  return <span className={muted}>Not provided</span>;
}

function InquiryActions({ row }: { row: RowsOf<"inquiries">[number] }) {
  return (
    <>
      <Link
        to={`/manager-dashboard/inquiries/${row.id}`}
        className={buttonVariants({ variant: "outline", size: "sm" })}
      >
        View details<span className="sr-only"> (inquiry from {row.name})</span>
      </Link>
      <ReplyLink
        address={row.email}
        subject={replySubject({ kind: "inquiry", source: row.source, serviceType: row.serviceType })}
        whom={row.name}
      />
      <RespondedToggle kind="inquiry" id={row.id} responded={row.responded} subject={`inquiry from ${row.name}`} />
    </>
  );
}

/** A call request's state and the visitor's preferred times, under its topic. */
function CallSummary({ call }: { call: { status: string; slots: string[] } }) {
  return (
    <div className="mt-1 text-sm">
      <p className="font-semibold">
        {INQUIRY_SOURCE_LABELS.call}: {call.status}
      </p>
      <ol className="list-decimal pl-5">
        {call.slots.map((slot) => (
          <li key={slot}>{slot}</li>
        ))}
      </ol>
    </div>
  );
}

function InquiryList({ rows }: { rows: RowsOf<"inquiries"> }) {
  if (rows.length === 0) return null;
  return (
    <ListLayouts
      table={
        <TableFrame
          caption="Inquiries, newest first"
          head={["Received", "From", "Service", "Organization", "Message", "Status", "Actions"]}
        >
          {rows.map((row) => (
            <tr key={row.id}>
              <td className={cn(td, "whitespace-nowrap")}>
                <Received row={row} />
              </td>
              <td className={cn(td, "max-w-56")}>
                <p className="font-semibold">{row.name}</p>
                <p>
                  <EmailLink address={row.email} />
                </p>
                {row.phone ? (
                  <p>
                    <PhoneLink phone={row.phone} />
                  </p>
                ) : null}
              </td>
              <td className={td}>
                {row.source === "quote" || row.source === "call"
                  ? (row.serviceText ?? <NotGiven />)
                  : INQUIRY_SOURCE_LABELS[row.source]}
                {row.call ? <CallSummary call={row.call} /> : null}
              </td>
              <td className={td}>{row.organization ?? (row.source === "quote" ? <NotGiven /> : null)}</td>
              <td className={cn(td, "min-w-48 max-w-sm")}>
                <p className="line-clamp-3 whitespace-pre-line">{row.messagePreview}</p>
              </td>
              <td className={td}>
                <LeadStatus kind="inquiry" row={row} />
              </td>
              <td className={td}>
                <div className="flex flex-col items-start gap-2">
                  <InquiryActions row={row} />
                </div>
              </td>
            </tr>
          ))}
        </TableFrame>
      }
      cards={
        <CardList label="Inquiries, newest first">
          {rows.map((row) => (
            <Card
              key={row.id}
              name={row.name}
              age={ageOf(row)}
              status={<LeadStatus kind="inquiry" row={row} />}
              detail={
                row.call ? (
                  <>
                    {row.serviceText ?? INQUIRY_SOURCE_LABELS.call}
                    <CallSummary call={row.call} />
                  </>
                ) : row.source === "quote" ? (
                  (row.serviceText ?? INQUIRY_SOURCE_LABELS.quote)
                ) : (
                  INQUIRY_SOURCE_LABELS[row.source]
                )
              }
              actions={<InquiryActions row={row} />}
            />
          ))}
        </CardList>
      }
    />
  );
}

function ApplicationActions({ row }: { row: RowsOf<"applications">[number] }) {
  return (
    <>
      <Link
        to={`/manager-dashboard/applications/${row.id}`}
        className={buttonVariants({ variant: "outline", size: "sm" })}
      >
        View details<span className="sr-only"> (application from {row.fullName})</span>
      </Link>
      <ReplyLink
        address={row.email}
        subject={replySubject({ kind: "application", role: row.role })}
        whom={row.fullName}
      />
      <DownloadLink
        href={fileUrl("resume", row.id)}
        fileName={row.resumeFileName ?? "resume"}
        hasFile={row.hasResume}
        srSuffix={row.fullName}
      >
        Resume
      </DownloadLink>
      <RespondedToggle
        kind="application"
        id={row.id}
        responded={row.responded}
        subject={`application from ${row.fullName}`}
      />
    </>
  );
}

function ApplicationList({ rows }: { rows: RowsOf<"applications"> }) {
  if (rows.length === 0) return null;
  return (
    <ListLayouts
      table={
        <TableFrame
          caption="Applications, newest first"
          head={["Received", "Applicant", "Position", "Status", "Actions"]}
        >
          {rows.map((row) => (
            <tr key={row.id}>
              <td className={cn(td, "whitespace-nowrap")}>
                <Received row={row} />
              </td>
              <td className={td}>
                <p className="font-semibold">{row.fullName}</p>
                <p>
                  <EmailLink address={row.email} />
                </p>
                <p>
                  <PhoneLink phone={row.phone} />
                </p>
              </td>
              <td className={td}>{row.role}</td>
              <td className={td}>
                <LeadStatus kind="application" row={row} />
              </td>
              <td className={td}>
                <div className="flex flex-wrap gap-2">
                  <ApplicationActions row={row} />
                </div>
              </td>
            </tr>
          ))}
        </TableFrame>
      }
      cards={
        <CardList label="Applications, newest first">
          {rows.map((row) => (
            <Card
              key={row.id}
              name={row.fullName}
              age={ageOf(row)}
              status={<LeadStatus kind="application" row={row} />}
              detail={row.role}
              actions={<ApplicationActions row={row} />}
            />
          ))}
        </CardList>
      }
    />
  );
}

function UploadDownload({ row }: { row: RowsOf<"uploads">[number] }) {
  return (
    <DownloadLink
      href={fileUrl("upload", row.id)}
      fileName={row.fileName ?? row.documentTitle}
      hasFile={row.hasFile}
      srSuffix={row.documentTitle}
    >
      Download
    </DownloadLink>
  );
}

function UploadList({ rows }: { rows: RowsOf<"uploads"> }) {
  if (rows.length === 0) return null;
  return (
    <ListLayouts
      table={
        <TableFrame caption="Uploads, newest first" head={["Received", "Sender", "Title", "Type", "File"]}>
          {rows.map((row) => (
            <tr key={row.id}>
              <td className={cn(td, "whitespace-nowrap")}>
                <Received row={row} />
              </td>
              <td className={cn(td, "font-semibold")}>{row.senderName}</td>
              <td className={td}>{row.documentTitle}</td>
              <td className={td}>{row.submissionType}</td>
              <td className={td}>
                <UploadDownload row={row} />
              </td>
            </tr>
          ))}
        </TableFrame>
      }
      cards={
        <CardList label="Uploads, newest first">
          {rows.map((row) => (
            <Card
              key={row.id}
              name={row.senderName}
              age={ageOf(row)}
              detail={`${row.documentTitle} (${row.submissionType})`}
              actions={<UploadDownload row={row} />}
            />
          ))}
        </CardList>
      }
    />
  );
}

function Pagination({ query, total, pageSize }: { query: DashboardQuery; total: number; pageSize: number }) {
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

export function ErrorBoundary() {
  useEffect(() => {
    toast({ title: "Failed to load dashboard data.", variant: "error" });
  }, []);
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-primary">Manager Dashboard</h1>
      <p role="alert" className="mt-4 text-muted-foreground">
        Failed to load dashboard data.
      </p>
      <p className="mt-8">
        <a href="/manager-dashboard" className={buttonVariants({ variant: "default" })}>
          Try again
        </a>
      </p>
    </section>
  );
}

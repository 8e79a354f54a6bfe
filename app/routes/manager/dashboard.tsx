import { useEffect } from "react";
import { data, Link, useNavigation } from "react-router";
import { type AppContext, appContextOf } from "~/.server/app-context";
import { actorOf } from "~/.server/auth/actor";
import { requireManager } from "~/.server/auth/session";
import { type DashboardSummary, readDashboardCounts } from "~/.server/leads/dashboard-summary";
import { countedList, listApplications, listInquiries, listUploads } from "~/.server/leads/lead-lists";
import { setResponded } from "~/.server/leads/lead-record";
import { requestLogger } from "~/.server/runtime/logger";
import { redactError } from "~/.server/runtime/redact-error";
import { describeRequestGroups } from "~/.server/uploads/upload-request-view";
import { listUploadRequests } from "~/.server/uploads/upload-requests";
import { buttonVariants } from "~/components/ui/button";
import { answerOrFailure, SUBMIT_TIMEOUT_MS } from "~/lib/answer-or-failure";
import { overdueCutoff } from "~/lib/business-days";
import { callSummaryOf } from "~/lib/call-request-text";
import { formatAge, formatCentralDateTime } from "~/lib/central-time";
// Only the loader and action use the schemas' values; the page gets the page size from the loader, so zod stays
// out of the browser bundle.
import {
  DASHBOARD_PAGE_SIZE,
  type DashboardQuery,
  parseDashboardQuery,
  ToggleRespondedSchema,
} from "~/lib/schemas/dashboard";
import { describeService } from "~/lib/schemas/quote-fields";
import { toast } from "~/lib/toast";
import type { Route } from "./+types/dashboard";
import { applicationList } from "./ui/application-list";
import { FilterBar } from "./ui/dashboard-filters";
import { dashboardHref } from "./ui/dashboard-href";
import { Pagination } from "./ui/dashboard-pagination";
import { DashboardTabs, TAB_LABELS } from "./ui/dashboard-tabs";
import { inquiryList } from "./ui/inquiry-list";
import { DashboardList, listLayoutFor } from "./ui/list-layouts";
import { ManagerHeader } from "./ui/manager-header";
import { privatePageHeaders, privatePageMeta } from "./ui/private-page";
import type { ToggleResult } from "./ui/responded";
import { SummaryCards } from "./ui/summary-cards";
import { uploadList } from "./ui/upload-list";
import { UploadRequestGroups } from "./ui/upload-request-groups";
import { useRevalidateWhileShown } from "./ui/use-revalidate-while-shown";

export const meta = privatePageMeta("Manager Dashboard", "Manager dashboard.");

export const headers = privatePageHeaders;

async function listFor(
  { db, config }: Pick<AppContext, "db" | "config">,
  query: DashboardQuery & { userId: string; now: Date },
  { summary, listTotal }: { summary: DashboardSummary; listTotal?: number },
) {
  const { userId, now } = query;
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
  if (query.tab === "applications") {
    const { rows, total } = await listApplications(db, query, listTotal);
    return { tab: "applications" as const, rows: stamp(markOverdue(rows)), total };
  }
  if (query.tab === "uploads") {
    // Uploads arrive through upload requests and are shown grouped by them; rows from before requests existed
    // are listed on their own below. The count is of uploads, as on the Total Uploads card.
    const [{ rows }, requests, total] = await Promise.all([
      listUploads(db, { ...query, onlyWithoutRequest: true }, summary.uploads.total),
      listUploadRequests(db, query),
      query.q ? listUploads(db, query).then((all) => all.total) : summary.uploads.total,
    ]);
    return {
      tab: "uploads" as const,
      rows: stamp(rows),
      total,
      groups: describeRequestGroups(requests.requests, now, config.RETENTION_UPLOAD_DAYS),
    };
  }
  const { rows, total } = await listInquiries(db, query, listTotal);
  const described = rows.map(({ category, callSlots, callStatus, callScheduledAt, ...row }) => ({
    ...row,
    serviceText: describeService(row.serviceType, category),
    call: callStatus
      ? callSummaryOf({ status: callStatus, slots: callSlots ?? [], scheduledAt: callScheduledAt })
      : null,
  }));
  return { tab: "inquiries" as const, rows: stamp(markOverdue(described)), total };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = appContextOf(context);
  const manager = await requireManager(app, request);
  const query = parseDashboardQuery(new URL(request.url));
  // The list's total without a search comes from the kept counts, read with the summary in one statement.
  const filters = { ...query, userId: manager.user.id, now: new Date() };
  const counts = await readDashboardCounts(app.db, {
    now: filters.now,
    list: query.tab === "uploads" ? undefined : countedList(query.tab, filters),
  });
  const { summary } = counts;
  const list = await listFor(app, filters, counts);
  return {
    manager: { email: manager.user.email, role: manager.role },
    query,
    summary,
    // Admins are told, calmly, when new leads send no e-mail alert.
    isAlertsOffNotice: manager.role === "admin" && app.notifications.alerts === null,
    list,
    listLayout: listLayoutFor(request.headers),
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

export default function ManagerDashboardPage({ loaderData }: Route.ComponentProps) {
  const { manager, query, summary, list, listLayout, pageSize, isAlertsOffNotice } = loaderData;
  const navigation = useNavigation();
  const isLoading = navigation.state === "loading" && navigation.location.pathname === "/manager-dashboard";
  // Files agencies send while the Uploads tab is open appear in it, with their counts.
  useRevalidateWhileShown(list.tab === "uploads");

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

      <SummaryCards summary={summary} />

      <DashboardTabs current={query.tab} hrefOf={(tab) => dashboardHref({ tab })} />

      <FilterBar query={query} isAdmin={manager.role === "admin"} />

      <section aria-labelledby="list-heading" aria-busy={isLoading} className="mt-6">
        <h2 id="list-heading" className="sr-only">
          {TAB_LABELS[query.tab]}
        </h2>
        <p className="mb-3 text-sm text-muted-foreground" aria-live="polite">
          {list.tab === "uploads" && list.total === 0 && list.groups.length > 0 && !query.q
            ? "No files received yet."
            : describeCount(list.total, query)}
        </p>
        {list.tab === "inquiries" ? (
          <DashboardList view={inquiryList} rows={list.rows} serverLayout={listLayout} />
        ) : null}
        {list.tab === "applications" ? (
          <DashboardList view={applicationList} rows={list.rows} serverLayout={listLayout} />
        ) : null}
        {list.tab === "uploads" ? (
          <>
            <UploadRequestGroups groups={list.groups} />
            {list.rows.length > 0 ? (
              <h3 className="mt-6 mb-2 font-semibold">Uploads received before upload requests</h3>
            ) : null}
            <DashboardList view={uploadList} rows={list.rows} serverLayout={listLayout} />
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

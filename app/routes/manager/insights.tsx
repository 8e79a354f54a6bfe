import { Form } from "react-router";
import { appContextOf } from "~/.server/app-context";
import { requireManager } from "~/.server/auth/session";
import { getInsights } from "~/.server/leads/insights";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { INSIGHT_KIND_LABELS, INSIGHT_KINDS } from "~/lib/insight-kinds";
import { parseInsightsRange } from "~/lib/schemas/insights";
import type { Route } from "./+types/insights";
import { BarChart, ChartSection, StackedColumns } from "./ui/charts";
import { ColumnHeads } from "./ui/column-heads";
import { DashboardTabs } from "./ui/dashboard-tabs";
import { ManagerHeader } from "./ui/manager-header";
import { privatePageHeaders, privatePageMeta } from "./ui/private-page";

export const meta = privatePageMeta("Insights", "Where leads come from.");

export const headers = privatePageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = appContextOf(context);
  const manager = await requireManager(app, request);
  const now = new Date();
  const { range, error } = parseInsightsRange(new URL(request.url), now);
  const insights = await getInsights(app.db, range, now);
  return { manager: { email: manager.user.email, role: manager.role }, range, error, insights };
}

const th = "border-b border-border px-3 py-2 text-left font-semibold";
const td = "border-b border-border px-3 py-2";
const num = "border-b border-border px-3 py-2 text-right tabular-nums";

export default function InsightsPage({ loaderData }: Route.ComponentProps) {
  const { manager, range, error, insights } = loaderData;
  const { weeks, firstResponse, overdue, categories, sources, landingPages, chatSteps } = insights;
  const kindLabels = INSIGHT_KINDS.map((kind) => INSIGHT_KIND_LABELS[kind]);
  // Separate counts, not steps of a funnel: one chat can choose many answers and see several recommendations, and
  // details can be left without any recommendation, so a later figure can be larger than an earlier one.
  const chatCounts = [
    ["Chats started", chatSteps.started],
    ["Answers chosen", chatSteps.choices],
    ["Recommendations shown", chatSteps.recommendations],
    ["Details left (hand-offs)", chatSteps.handoffs],
  ] as const;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:py-10">
      <ManagerHeader title="Manager Dashboard" email={manager.email} role={manager.role} />
      <DashboardTabs current="insights" />

      <h2 className="sr-only">Insights</h2>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3 print:hidden">
        <div className="space-y-1">
          <Label htmlFor="insights-from">From</Label>
          <Input id="insights-from" name="from" type="date" defaultValue={range.from} key={`from-${range.from}`} />
        </div>
        <div className="space-y-1">
          <Label htmlFor="insights-to">To</Label>
          <Input id="insights-to" name="to" type="date" defaultValue={range.to} key={`to-${range.to}`} />
        </div>
        <Button type="submit" variant="outline">
          Show
        </Button>
      </Form>
      {error ? (
        <p role="alert" className="mt-3 text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <p className="mt-3 text-sm text-muted-foreground">
        Leads received from {range.from} to {range.to} (Central time), both days included.
      </p>

      <ChartSection
        id="insights-weeks"
        title="Leads per week"
        description="Each week starts on Monday."
        isWide
        chart={
          <StackedColumns
            columns={weeks.map((week) => ({
              label: week.week.slice(5),
              values: INSIGHT_KINDS.map((kind) => week.counts[kind]),
            }))}
            series={kindLabels}
          />
        }
      >
        <table className="text-sm">
          <caption className="sr-only">Leads per week by kind</caption>
          <ColumnHeads labels={["Week of", ...kindLabels, "Total"]} cellClassName={th} />
          <tbody>
            {weeks.map((week) => (
              <tr key={week.week}>
                <th scope="row" className={td}>
                  {week.week}
                </th>
                {INSIGHT_KINDS.map((kind) => (
                  <td key={kind} className={num}>
                    {week.counts[kind]}
                  </td>
                ))}
                <td className={num}>{INSIGHT_KINDS.reduce((sum, kind) => sum + week.counts[kind], 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ChartSection>

      <section aria-labelledby="insights-response" className="mt-10">
        <h2 id="insights-response" className="text-xl font-semibold text-primary">
          Response
        </h2>
        <dl className="mt-3 grid gap-4 sm:grid-cols-3">
          <Figure label="Median time to first response">
            {firstResponse.medianSeconds === null ? "No responses yet" : formatDuration(firstResponse.medianSeconds)}
            <span className="block text-sm font-normal text-muted-foreground">
              {firstResponse.responded} of {firstResponse.leads} leads in the range marked responded
            </span>
          </Figure>
          <Figure label="Inquiries overdue now">{overdue.inquiries}</Figure>
          <Figure label="Applications overdue now">{overdue.applications}</Figure>
        </dl>
      </section>

      <RankSection
        id="insights-categories"
        title="Leads and new clients by service"
        description="Inquiries by the service they asked about; a new client is an inquiry whose outcome is Became a client."
        columns={["Service", "Leads", "Became a client"]}
        rows={categories.map((row) => [row.category, row.leads, row.clients])}
      />
      <RankSection
        id="insights-sources"
        title="Top sources"
        description="Where each lead's visitor first arrived from: the campaign (utm_source) when there was one, else the referring site; Direct when neither."
        columns={["Source", "Leads"]}
        rows={sources.map((row) => [row.label, row.count])}
      />
      <RankSection
        id="insights-landing"
        title="Top landing pages"
        columns={["First page", "Leads"]}
        rows={landingPages.map((row) => [row.label, row.count])}
      />
      <section aria-labelledby="insights-chat" className="mt-10 print:break-inside-avoid">
        <h2 id="insights-chat" className="text-xl font-semibold text-primary">
          Chat activity
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Four separate counts, not a funnel: one chat can choose several answers and see several recommendations, and
          details can be left without a recommendation. Counted in aggregate: no visitor is identified, and nothing
          typed is counted.
        </p>
        <dl className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {chatCounts.map(([label, count]) => (
            <Figure key={label} label={label}>
              {count.toLocaleString("en-US")}
            </Figure>
          ))}
        </dl>
      </section>
    </div>
  );
}

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="rounded-lg border border-border bg-card p-4 shadow-sm">
      <dt className="text-sm font-semibold text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-primary">{children}</dd>
    </div>
  );
}

type RankRow = readonly [string, number, ...number[]];

/** A ranking: its bars (each row's first figure) and, under them, the table of every figure. */
function RankSection({
  id,
  title,
  description,
  columns,
  rows,
}: {
  id: string;
  /** The heading, and the table's caption. */
  title: string;
  description?: string;
  columns: readonly string[];
  rows: readonly RankRow[];
}) {
  return (
    <ChartSection
      id={id}
      title={title}
      description={description}
      chart={<BarChart rows={rows.map(([label, value]) => ({ label, value }))} />}
    >
      <RankTable caption={title} columns={columns} rows={rows} />
    </ChartSection>
  );
}

function RankTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly RankRow[];
}) {
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">No leads in this range.</p>;
  return (
    <table className="text-sm">
      <caption className="sr-only">{caption}</caption>
      <ColumnHeads labels={columns} cellClassName={th} />
      <tbody>
        {rows.map(([label, ...values]) => (
          <tr key={label}>
            <th scope="row" className={td}>
              {label}
            </th>
            {values.map((value, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed for a table
              <td key={index} className={num}>
                {value.toLocaleString("en-US")}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A duration as a manager reads it: minutes under an hour, hours under two days, days after. */
export function formatDuration(seconds: number) {
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
  const hours = seconds / 3600;
  if (hours < 48) {
    const shown = Number(hours.toFixed(1));
    return `${shown} ${shown === 1 ? "hour" : "hours"}`;
  }
  return `${Number((hours / 24).toFixed(1))} days`;
}

import { Link } from "react-router";
import { appContextOf } from "~/.server/app-context";
import { requireManager } from "~/.server/auth/session";
import { listUpcomingCalls } from "~/.server/leads/call-requests";
import { formatCallDay, formatTimeIn } from "~/lib/call-slots";
import { CENTRAL_TIME_ZONE } from "~/lib/central-time";
import { centralWallClock } from "~/lib/central-wall-clock";
import { describeService } from "~/lib/schemas/quote-fields";
import type { Route } from "./+types/upcoming-calls";
import { PhoneLink } from "./ui/contact";
import { DashboardTabs } from "./ui/dashboard-tabs";
import { ManagerHeader } from "./ui/manager-header";
import { privatePageHeaders, privatePageMeta } from "./ui/private-page";

export const meta = privatePageMeta("Upcoming calls", "The calls booked from now on.", "/manager-dashboard/calls");

export const headers = privatePageHeaders;

const STATE_LABELS = { confirmed: "Confirmed", proposed: "Proposed by us" } as const;

/**
 * The calls with a time set, from the one under way now on, grouped by their Central day. Every text with a time is
 * made here, so the page the server renders and the one the browser hydrates read the same.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = appContextOf(context);
  const manager = await requireManager(app, request);
  const now = new Date();
  const { calls, isCut } = await listUpcomingCalls(app.db, now);
  const today = centralWallClock(now).date;
  const tomorrow = centralWallClock(new Date(now.getTime() + 24 * 60 * 60 * 1000)).date;
  const days: { date: string; heading: string; calls: UpcomingCall[] }[] = [];
  for (const call of calls) {
    const { date } = centralWallClock(call.scheduledAt);
    let day = days.at(-1);
    if (day?.date !== date) {
      const named = date === today ? "Today, " : date === tomorrow ? "Tomorrow, " : "";
      day = { date, heading: `${named}${formatCallDay(date)}`, calls: [] };
      days.push(day);
    }
    day.calls.push({
      id: call.inquiryId,
      at: call.scheduledAt.toISOString(),
      time: formatTimeIn(call.scheduledAt, CENTRAL_TIME_ZONE),
      state: call.status === "proposed" ? STATE_LABELS.proposed : STATE_LABELS.confirmed,
      name: call.name,
      phone: call.phone,
      organization: call.organization,
      topic: describeService(call.serviceType, call.category),
      ownerName: call.ownerName,
    });
  }
  return { manager: { email: manager.user.email, role: manager.role }, days, isCut };
}

type UpcomingCall = {
  id: string;
  at: string;
  time: string;
  state: string;
  name: string;
  phone: string | null;
  organization: string | null;
  topic: string | null;
  ownerName: string | null;
};

export default function UpcomingCallsPage({ loaderData }: Route.ComponentProps) {
  const { manager, days, isCut } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:py-10">
      <ManagerHeader title="Manager Dashboard" email={manager.email} role={manager.role} />
      <DashboardTabs current="calls" />
      <h2 className="mt-6 text-2xl font-bold text-primary">Upcoming calls</h2>
      <p className="mt-2 text-sm text-muted-foreground">
        Calls confirmed, and times we proposed, from now on, by day. Times are Central time.
      </p>
      {days.length === 0 ? (
        <p className="mt-6">No calls are booked from now on.</p>
      ) : (
        days.map((day) => (
          <section key={day.date} aria-labelledby={`calls-${day.date}`} className="mt-8">
            <h3 id={`calls-${day.date}`} className="text-lg font-semibold">
              {day.heading}
            </h3>
            <ul className="mt-3 grid gap-3">
              {day.calls.map((call) => (
                <li key={call.id} className="rounded-lg border border-border bg-card p-4 shadow-sm">
                  <CallCard call={call} />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
      {isCut ? <p className="mt-6 text-sm text-muted-foreground">Only the first 500 calls are listed.</p> : null}
    </div>
  );
}

function CallCard({ call }: { call: UpcomingCall }) {
  return (
    <>
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <time dateTime={call.at} className="text-lg font-semibold tabular-nums">
          {call.time}
        </time>
        <span className="rounded-full border border-border px-2 py-0.5 text-xs font-semibold">{call.state}</span>
        <Link
          to={`/manager-dashboard/inquiries/${call.id}`}
          className="min-w-0 break-words font-semibold text-primary underline underline-offset-4"
        >
          {call.name}
        </Link>
      </p>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">Phone</dt>
        <dd className="min-w-0 break-words">{call.phone ? <PhoneLink phone={call.phone} /> : "Not given"}</dd>
        <dt className="text-muted-foreground">Topic</dt>
        <dd className="min-w-0 break-words">{call.topic ?? "Not given"}</dd>
        {call.organization ? (
          <>
            <dt className="text-muted-foreground">Organization</dt>
            <dd className="min-w-0 break-words">{call.organization}</dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">Assigned to</dt>
        <dd className="min-w-0 break-words">{call.ownerName ?? "Nobody yet"}</dd>
      </dl>
    </>
  );
}

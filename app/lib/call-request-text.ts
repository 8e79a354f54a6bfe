// How call requests read for managers and in e-mails: times in Central with the zone's name, the states in words.

import { CALL_START_MINUTES, callDays, formatCallDay } from "./call-slots.ts";
import { type CallStatus, isDeclinableCall, isOpenCall } from "./call-statuses.ts";
import { CENTRAL_TIME_ZONE, formatCentralWithZone } from "./central-time.ts";

const weekday = new Intl.DateTimeFormat("en-US", { timeZone: CENTRAL_TIME_ZONE, weekday: "short" });

/** "Thu, Nov 26, 2026, 9:00 AM CST" for a slot's start. */
export function formatSlotCentral(start: string | Date) {
  const date = typeof start === "string" ? new Date(start) : start;
  return `${weekday.format(date)}, ${formatCentralWithZone(date)}`;
}

export const CALL_STATUS_LABELS: Record<CallStatus, string> = {
  requested: "Requested — not yet confirmed",
  confirmed: "Confirmed",
  proposed: "Another time proposed",
  declined: "Declined",
  cancelled: "Cancelled by the visitor",
};

/**
 * A call as a dashboard list shows it: its state, and the time agreed (or the one the firm proposed, marked as
 * such); the visitor's own times only while none is set.
 */
export function callSummaryOf(call: { status: CallStatus; slots: string[]; scheduledAt: Date | null }) {
  return {
    status: CALL_STATUS_LABELS[call.status],
    time: call.scheduledAt
      ? {
          label:
            call.status === "proposed" ? "Proposed by us" : call.status === "confirmed" ? "Agreed time" : "Was set for",
          text: formatSlotCentral(call.scheduledAt),
        }
      : null,
    requested: call.status === "requested" ? call.slots.map((slot) => formatSlotCentral(slot)) : [],
  };
}

/**
 * What a call request's details page shows and offers, ready to render. `taken`: other calls whose time is one of
 * the visitor's, named beside that time.
 */
export function callViewOf(
  call: { status: CallStatus; slots: string[]; scheduledAt: Date | null },
  now: Date,
  taken: readonly { start: string; name: string }[] = [],
) {
  const times = CALL_START_MINUTES.map((minutes) => {
    const hour = Math.floor(minutes / 60);
    return {
      value: minutes,
      label: `${hour % 12 === 0 ? 12 : hour % 12}:${String(minutes % 60).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`,
    };
  });
  return {
    status: CALL_STATUS_LABELS[call.status],
    isOpen: isOpenCall(call.status),
    canDecline: isDeclinableCall(call.status),
    slots: call.slots.map((start) => {
      const others = taken.filter((other) => other.start === start).map((other) => other.name);
      return {
        start,
        text: formatSlotCentral(start),
        takenBy: others.length > 0 ? `already set for a call with ${others.join(", ")}` : null,
      };
    }),
    scheduled: call.scheduledAt ? formatSlotCentral(call.scheduledAt) : null,
    proposeDates: callDays(now)
      .filter((day) => day.kind === "slots")
      .map((day) => ({ value: day.date, label: formatCallDay(day.date) })),
    proposeTimes: times,
  };
}

// How call requests read for managers and in e-mails: times in Central with the zone's name, the states in words.
import type { CallStatus } from "~/.server/db/schema";
import { formatCentralWithZone } from "./central-time";

const weekday = new Intl.DateTimeFormat("en-US", { timeZone: "America/Chicago", weekday: "short" });

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

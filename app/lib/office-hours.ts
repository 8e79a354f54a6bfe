/**
 * The office's weekly opening hours, as data a function can check. Times are minutes after midnight in `timeZone`,
 * so daylight saving time is the time zone's business, not ours.
 */
export type OfficeHours = {
  /** An IANA time zone, such as "America/Chicago". */
  timeZone: string;
  /** Days the office is open: 0 is Sunday, 6 is Saturday. */
  days: readonly number[];
  /** Opening time, in minutes after midnight (7:30 AM is 450). */
  opensAt: number;
  /** Closing time, in minutes after midnight; the office is closed from this minute on. */
  closesAt: number;
};

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether the office is open at the instant `now`, read on the office's own clock. Pure: the caller passes the time. */
export function isOfficeOpen(now: Date, hours: OfficeHours): boolean {
  if (Number.isNaN(now.getTime())) return false;
  const parts = formatterFor(hours.timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  const day = WEEKDAYS.indexOf(part("weekday"));
  const minutes = Number(part("hour")) * 60 + Number(part("minute"));
  return hours.days.includes(day) && minutes >= hours.opensAt && minutes < hours.closesAt;
}

// Times on the manager side are read in Minnesota, so they are shown in Central time (America/Chicago), with
// daylight saving time as Intl knows it. Built from formatToParts so the server and the browser can never
// disagree about spacing (ICU versions differ in the space before AM/PM).
export const CENTRAL_TIME_ZONE = "America/Chicago";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

const partsFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: CENTRAL_TIME_ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hourCycle: "h12",
});

function centralParts(date: Date) {
  const parts = Object.fromEntries(partsFormat.formatToParts(date).map((part) => [part.type, part.value]));
  return {
    year: parts.year ?? "",
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: parts.minute ?? "00",
    dayPeriod: String(parts.dayPeriod).toUpperCase(),
  };
}

/** "Nov 22, 2026, 9:05 AM" in Central time: the dashboard's and details pages' dates. */
export function formatCentralDateTime(date: Date) {
  const p = centralParts(date);
  return `${MONTHS[p.month - 1]} ${p.day}, ${p.year}, ${p.hour}:${p.minute} ${p.dayPeriod}`;
}

/**
 * "11/22/2026 9:05 AM" in Central time: the CSV export's received time, a form Excel and other spreadsheets in
 * the United States read as a date and time (so the column sorts and filters as dates).
 */
export function formatCentralDateTimeForSpreadsheet(date: Date) {
  const p = centralParts(date);
  return `${p.month}/${p.day}/${p.year} ${p.hour}:${p.minute} ${p.dayPeriod}`;
}

const relative = new Intl.RelativeTimeFormat("en-US", { numeric: "auto" });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago `date` was, at `now`: "just now", "5 minutes ago", "3 hours ago", "yesterday", "12 days ago",
 * "3 months ago", "2 years ago". Whole units, rounded down; a time in the future (clocks apart) is "just now".
 */
export function formatAge(date: Date, now: Date) {
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < MINUTE) return "just now";
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), "minute");
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), "hour");
  const days = Math.floor(elapsed / DAY);
  if (days < 45) return relative.format(-days, "day");
  if (days < 365) return relative.format(-Math.floor(days / 30), "month");
  return relative.format(-Math.floor(days / 365), "year");
}

const zoneName = new Intl.DateTimeFormat("en-US", { timeZone: CENTRAL_TIME_ZONE, timeZoneName: "short" });

/** "Nov 27, 2026, 6:45 PM CST" (CDT in summer): for readers outside the dashboard, such as an alert e-mail. */
export function formatCentralWithZone(date: Date) {
  const zone = zoneName.formatToParts(date).find((part) => part.type === "timeZoneName")?.value ?? "CT";
  return `${formatCentralDateTime(date)} ${zone}`;
}

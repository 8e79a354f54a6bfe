// Dates on the manager pages: en-US, in Minnesota's time zone, built from parts so the server and the browser
// can never disagree about spacing (ICU versions differ in the space before AM/PM).
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
export const MANAGER_TIME_ZONE = "America/Chicago";

const partsFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: MANAGER_TIME_ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});

/** "Nov 22, 2026, 9:05 AM" (Central time). */
export function formatDateTime(date: Date) {
  const parts = Object.fromEntries(partsFormat.formatToParts(date).map((part) => [part.type, part.value]));
  const month = MONTHS[Number(parts.month) - 1] ?? parts.month;
  return `${month} ${parts.day}, ${parts.year}, ${parts.hour}:${parts.minute} ${String(parts.dayPeriod).toUpperCase()}`;
}

/** "240 KB", "1.2 MB". */
export function formatFileSize(bytes: number) {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

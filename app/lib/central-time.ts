// The firm works on Central time (America/Chicago): times shown to managers and in alerts are Central, with the
// zone named, whatever the server's own time zone is.

const CENTRAL = "America/Chicago";

const readable = new Intl.DateTimeFormat("en-US", {
  timeZone: CENTRAL,
  dateStyle: "medium",
  timeStyle: "short",
});
const zoneName = new Intl.DateTimeFormat("en-US", { timeZone: CENTRAL, timeZoneName: "short" });

/** "Nov 27, 2026, 6:45 PM CST" (CDT in summer). */
export function formatCentral(date: Date): string {
  const zone = zoneName.formatToParts(date).find((part) => part.type === "timeZoneName")?.value ?? "CT";
  return `${readable.format(date)} ${zone}`;
}

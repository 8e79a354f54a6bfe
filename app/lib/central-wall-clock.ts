// Apart from central-time.ts, which every page loads: only the call slots and the manager's insights read dates
// this way.
import { CENTRAL_TIME_ZONE } from "./central-time.ts";

const wallClock = new Intl.DateTimeFormat("en-US", {
  timeZone: CENTRAL_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The Central calendar date ("2026-11-27"), weekday (0 Sunday) and minutes after midnight of an instant. */
export function centralWallClock(instant: Date) {
  const parts = Object.fromEntries(wallClock.formatToParts(instant).map((part) => [part.type, part.value]));
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return {
    date,
    weekday: new Date(`${date}T00:00:00Z`).getUTCDay(),
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

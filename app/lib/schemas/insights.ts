import { z } from "zod";
import { centralWallClock } from "~/lib/central-wall-clock";

/** Calendar days in Central time, both included. */
export type InsightsRange = { from: string; to: string };

/** The longest range the tab shows at once (a year and a day, so a full year always fits). */
export const MAX_RANGE_DAYS = 367;
const DAY_MS = 24 * 60 * 60 * 1000;

const Day = z.iso.date();

/** The default: the 12 weeks up to today, from a Monday (Central). */
export function defaultRange(now: Date): InsightsRange {
  const to = centralWallClock(now).date;
  const today = new Date(`${to}T00:00:00Z`);
  const monday = today.getTime() - ((today.getUTCDay() + 6) % 7) * DAY_MS;
  return { from: new Date(monday - 11 * 7 * DAY_MS).toISOString().slice(0, 10), to };
}

export const InsightsRangeSchema = z
  .object({ from: Day, to: Day })
  .refine((range) => range.from <= range.to, { message: "The start date must be on or before the end date." })
  .refine(
    (range) => (Date.parse(range.to) - Date.parse(range.from)) / DAY_MS < MAX_RANGE_DAYS,
    `Please pick a range of at most ${MAX_RANGE_DAYS - 1} days.`,
  );

/**
 * The range in the URL (?from=&to=), or the default when there is none. A range that does not read as one is
 * answered with the default and a message saying why, never an error page.
 */
export function parseInsightsRange(url: URL, now: Date): { range: InsightsRange; error: string | null } {
  const from = url.searchParams.get("from");
  const to = url.searchParams.get("to");
  if (!from && !to) return { range: defaultRange(now), error: null };
  const parsed = InsightsRangeSchema.safeParse({ from, to });
  if (parsed.success) return { range: parsed.data, error: null };
  const issue = parsed.error.issues[0];
  const message = issue?.code === "custom" ? issue.message : "Please enter both dates as year, month and day.";
  return { range: defaultRange(now), error: `${message} Showing the last 12 weeks instead.` };
}

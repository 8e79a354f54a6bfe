import { describe, expect, test } from "vitest";
import { formatAge, formatCentralDateTime, formatCentralDateTimeForSpreadsheet } from "./central-time";

describe("Central time", () => {
  test.each([
    // Standard time (UTC−6) and daylight time (UTC−5).
    ["2026-01-15T15:00:00Z", "Jan 15, 2026, 9:00 AM", "1/15/2026 9:00 AM"],
    ["2026-07-04T17:30:00Z", "Jul 4, 2026, 12:30 PM", "7/4/2026 12:30 PM"],
    // Just after midnight in Minnesota is the day before in Minnesota, though already the next day in UTC.
    ["2026-03-06T05:59:00Z", "Mar 5, 2026, 11:59 PM", "3/5/2026 11:59 PM"],
    ["2026-01-15T06:05:00Z", "Jan 15, 2026, 12:05 AM", "1/15/2026 12:05 AM"],
    // Either side of the spring change (2:00 AM on March 8, 2026) and the autumn one (2:00 AM on November 1).
    ["2026-03-08T07:59:00Z", "Mar 8, 2026, 1:59 AM", "3/8/2026 1:59 AM"],
    ["2026-03-08T08:00:00Z", "Mar 8, 2026, 3:00 AM", "3/8/2026 3:00 AM"],
    ["2026-11-01T06:30:00Z", "Nov 1, 2026, 1:30 AM", "11/1/2026 1:30 AM"],
    ["2026-11-01T07:30:00Z", "Nov 1, 2026, 1:30 AM", "11/1/2026 1:30 AM"],
    ["2026-12-31T23:05:00Z", "Dec 31, 2026, 5:05 PM", "12/31/2026 5:05 PM"],
  ])("%s is %s on the dashboard and %s in the CSV", (iso, shown, spreadsheet) => {
    expect(formatCentralDateTime(new Date(iso))).toBe(shown);
    expect(formatCentralDateTimeForSpreadsheet(new Date(iso))).toBe(spreadsheet);
  });
});

describe("age", () => {
  const now = new Date("2026-06-15T12:00:00Z");
  const ago = (ms: number) => formatAge(new Date(now.getTime() - ms), now);
  const minutes = 60_000;
  const hours = 60 * minutes;
  const days = 24 * hours;
  test.each([
    [-5 * minutes, "just now"],
    [0, "just now"],
    [59_999, "just now"],
    [1 * minutes, "1 minute ago"],
    [59 * minutes, "59 minutes ago"],
    [1 * hours, "1 hour ago"],
    [23 * hours + 59 * minutes, "23 hours ago"],
    [1 * days, "yesterday"],
    [2 * days, "2 days ago"],
    [44 * days, "44 days ago"],
    [45 * days, "last month"],
    [90 * days, "3 months ago"],
    [364 * days, "12 months ago"],
    [365 * days, "last year"],
    [800 * days, "2 years ago"],
  ])("%d ms ago reads %s", (ms, expected) => {
    expect(ago(ms)).toBe(expected);
  });
});

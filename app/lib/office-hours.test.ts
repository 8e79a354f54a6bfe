import { describe, expect, test } from "vitest";
import { isOfficeOpen, type OfficeHours } from "./office-hours";

// Monday to Friday, 7:30 AM to 8:00 PM Central: the firm's hours.
const HOURS: OfficeHours = {
  timeZone: "America/Chicago",
  days: [1, 2, 3, 4, 5],
  opensAt: 7 * 60 + 30,
  closesAt: 20 * 60,
};

describe("isOfficeOpen", () => {
  test.each([
    // Central Daylight Time (UTC−5): 2025-07-14 is a Monday.
    ["2025-07-14T12:29:59Z", false, "Monday 7:29:59 AM CDT, a second before opening"],
    ["2025-07-14T12:30:00Z", true, "Monday 7:30 AM CDT, opening"],
    ["2025-07-14T18:00:00Z", true, "Monday 1:00 PM CDT"],
    ["2025-07-15T00:59:00Z", true, "Monday 7:59 PM CDT (already Tuesday in UTC)"],
    ["2025-07-15T01:00:00Z", false, "Monday 8:00 PM CDT, closing"],
    ["2025-07-19T15:00:00Z", false, "Saturday 10:00 AM CDT: by appointment only"],
    ["2025-07-20T15:00:00Z", false, "Sunday 10:00 AM CDT"],
    ["2025-07-18T23:30:00Z", true, "Friday 6:30 PM CDT"],
    ["2025-07-19T01:30:00Z", false, "Friday 8:30 PM CDT (Saturday in UTC)"],
    // Central Standard Time (UTC−6): 2025-01-13 is a Monday.
    ["2025-01-13T13:29:00Z", false, "Monday 7:29 AM CST"],
    ["2025-01-13T13:30:00Z", true, "Monday 7:30 AM CST"],
    ["2025-01-14T01:59:00Z", true, "Monday 7:59 PM CST"],
    ["2025-01-14T02:00:00Z", false, "Monday 8:00 PM CST"],
    ["2025-01-13T06:00:00Z", false, "Monday midnight CST (a Monday in UTC, before opening in Minnesota)"],
    // The morning daylight saving time starts (Sunday 2025-03-09) and the Monday after.
    ["2025-03-10T12:30:00Z", true, "Monday 7:30 AM CDT, the first weekday of daylight time"],
    ["2025-03-10T12:29:00Z", false, "Monday 7:29 AM CDT"],
  ])("%s → %s (%s)", (iso, open) => {
    expect(isOfficeOpen(new Date(iso), HOURS)).toBe(open);
  });

  test("an invalid date is never open", () => {
    expect(isOfficeOpen(new Date("not a date"), HOURS)).toBe(false);
  });

  test("the time zone decides: the same instant can be open in one place and closed in another", () => {
    const instant = new Date("2025-07-14T12:45:00Z"); // 7:45 AM in Chicago, 8:45 AM in New York, 5:45 AM in Los Angeles
    expect(isOfficeOpen(instant, HOURS)).toBe(true);
    expect(isOfficeOpen(instant, { ...HOURS, timeZone: "America/Los_Angeles" })).toBe(false);
  });
});

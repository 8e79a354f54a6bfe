import fc from "fast-check";
import { expect, test } from "vitest";
import { businessDaysElapsed, isOverdue, overdueCutoff } from "./business-days";

// Times are written in UTC; the comments give Central time. 2026: CDT starts Sunday March 8, ends Sunday November 1.
test.each([
  // A Monday-morning lead: Tuesday and Wednesday are its two business days; overdue from Thursday 00:00 Central.
  ["Mon 10:00 CST, Wed 23:59 CST", "2026-02-02T16:00:00Z", "2026-02-05T05:59:00Z", false],
  ["Mon 10:00 CST, Thu 00:01 CST", "2026-02-02T16:00:00Z", "2026-02-05T06:01:00Z", true],
  // Late evening in Central is already the next day in UTC: still a Monday lead.
  ["Mon 22:00 CST (Tue in UTC), Wed 23:00 CST", "2026-02-03T04:00:00Z", "2026-02-05T05:00:00Z", false],
  // Friday evening: the weekend does not count; Monday and Tuesday do; overdue from Wednesday.
  ["Fri 19:30 CST, Tue 23:00 CST", "2026-02-07T01:30:00Z", "2026-02-11T05:00:00Z", false],
  ["Fri 19:30 CST, Wed 08:00 CST", "2026-02-07T01:30:00Z", "2026-02-11T14:00:00Z", true],
  // Saturday and Sunday leads count from Monday.
  ["Sat 11:00 CST, Tue 18:00 CST", "2026-02-07T17:00:00Z", "2026-02-11T00:00:00Z", false],
  ["Sun 11:00 CST, Wed 09:00 CST", "2026-02-08T17:00:00Z", "2026-02-11T15:00:00Z", true],
  // Across the start of daylight saving time (the clocks go forward on Sunday March 8).
  ["Fri 23:30 CST before DST, Tue 23:59 CDT", "2026-03-07T05:30:00Z", "2026-03-11T04:59:00Z", false],
  ["Fri 23:30 CST before DST, Wed 00:30 CDT", "2026-03-07T05:30:00Z", "2026-03-11T05:30:00Z", true],
  // Across the end of daylight saving time (the clocks go back on Sunday November 1).
  ["Fri 18:00 CDT before the change, Tue 23:30 CST", "2026-10-30T23:00:00Z", "2026-11-04T05:30:00Z", false],
  ["Fri 18:00 CDT before the change, Wed 00:10 CST", "2026-10-30T23:00:00Z", "2026-11-04T06:10:00Z", true],
])("%s → overdue %s", (_label, created, now, expected) => {
  expect(isOverdue(new Date(created), new Date(now))).toBe(expected);
});

test("a lead that is no longer pending is never overdue", () => {
  expect(isOverdue(new Date("2026-01-05T16:00:00Z"), new Date("2026-02-05T16:00:00Z"), { isPending: false })).toBe(
    false,
  );
});

test("business days elapsed skip weekends and do not count the arrival day or today", () => {
  // Wednesday to the next Wednesday: Thu, Fri, Mon, Tue.
  expect(businessDaysElapsed(new Date("2026-02-04T15:00:00Z"), new Date("2026-02-11T15:00:00Z"))).toBe(4);
  expect(businessDaysElapsed(new Date("2026-02-04T15:00:00Z"), new Date("2026-02-04T23:00:00Z"))).toBe(0);
});

test("overdueCutoff(now) draws the same line as isOverdue, for any arrival and any moment (DST included)", () => {
  fc.assert(
    fc.property(
      fc.date({ min: new Date("2025-01-01T00:00:00Z"), max: new Date("2027-12-31T00:00:00Z"), noInvalidDate: true }),
      fc.integer({ min: 0, max: 14 * 24 * 60 }),
      (createdAt, minutesLater) => {
        const now = new Date(createdAt.getTime() + minutesLater * 60_000);
        expect(createdAt < overdueCutoff(now)).toBe(isOverdue(createdAt, now));
      },
    ),
    { numRuns: 3000 },
  );
});

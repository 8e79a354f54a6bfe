import { describe, expect, it } from "vitest";
import {
  CALL_START_MINUTES,
  callDays,
  callMinutesOf,
  callTimeValue,
  centralInstant,
  describeSlotTime,
  formatCallDay,
  formatClock,
  isBookableSlot,
} from "./call-slots";

const slotDays = (days: ReturnType<typeof callDays>) => days.filter((day) => day.kind === "slots");

describe("callDays", () => {
  it("lists the next ten business days after today, with Saturdays by appointment and no Sundays", () => {
    // Wednesday, November 25, 2026, 3 PM Central.
    const days = callDays(new Date("2026-11-25T21:00:00Z"));
    expect(days.map((day) => `${day.date}:${day.kind}`)).toEqual([
      "2026-11-26:slots",
      "2026-11-27:slots",
      "2026-11-28:by-appointment",
      "2026-11-30:slots",
      "2026-12-01:slots",
      "2026-12-02:slots",
      "2026-12-03:slots",
      "2026-12-04:slots",
      "2026-12-05:by-appointment",
      "2026-12-07:slots",
      "2026-12-08:slots",
      "2026-12-09:slots",
    ]);
    expect(slotDays(days)).toHaveLength(10);
  });

  it("offers 7:30 AM to 7:30 PM Central starts, 30 minutes each, in winter (CST, UTC−6)", () => {
    const [first] = slotDays(callDays(new Date("2026-11-25T21:00:00Z")));
    if (first?.kind !== "slots") throw new Error("expected slots");
    expect(first.slots).toHaveLength(25);
    expect(first.slots[0]).toEqual({ start: "2026-11-26T13:30:00.000Z", end: "2026-11-26T14:00:00.000Z" });
    expect(first.slots.at(-1)).toEqual({ start: "2026-11-27T01:30:00.000Z", end: "2026-11-27T02:00:00.000Z" });
    expect(describeSlotTime(new Date(first.slots[0]!.start))).toBe("7:30 AM Central");
    expect(describeSlotTime(new Date(first.slots.at(-1)!.start))).toBe("7:30 PM Central");
  });

  it("keeps the Central wall times across the week daylight saving time ends (Sunday, November 1, 2026)", () => {
    // Friday, October 30, 2026, noon CDT: Monday's slots are in CST.
    const days = slotDays(callDays(new Date("2026-10-30T17:00:00Z")));
    const friday = days.find((day) => day.date === "2026-10-30");
    expect(friday).toBeUndefined(); // today is never offered
    const monday = days.find((day) => day.date === "2026-11-02");
    if (monday?.kind !== "slots") throw new Error("expected Monday");
    expect(monday.slots[0]?.start).toBe("2026-11-02T13:30:00.000Z");
    expect(centralInstant("2026-10-30", 450).toISOString()).toBe("2026-10-30T12:30:00.000Z");
  });

  it("keeps the Central wall times across the week daylight saving time starts (Sunday, March 8, 2026)", () => {
    const days = slotDays(callDays(new Date("2026-03-06T18:00:00Z")));
    const monday = days.find((day) => day.date === "2026-03-09");
    if (monday?.kind !== "slots") throw new Error("expected Monday");
    expect(monday.slots[0]?.start).toBe("2026-03-09T12:30:00.000Z");
    expect(monday.slots.at(-1)?.end).toBe("2026-03-10T01:00:00.000Z");
  });

  it("on a Friday evening starts with Saturday by appointment, then Monday's slots", () => {
    // Friday, November 27, 2026, 7:45 PM Central: the last slot of the day has begun.
    const days = callDays(new Date("2026-11-28T01:45:00Z"));
    expect(days[0]).toEqual({ date: "2026-11-28", weekday: 6, kind: "by-appointment" });
    expect(days[1]?.date).toBe("2026-11-30");
    expect(formatCallDay("2026-11-28")).toBe("Saturday, November 28");
  });

  it("late on a Sunday, starts with Monday", () => {
    const days = callDays(new Date("2026-11-30T05:30:00Z")); // Sunday 11:30 PM Central
    expect(days[0]?.date).toBe("2026-11-30");
  });
});

describe("isBookableSlot", () => {
  const now = new Date("2026-11-25T21:00:00Z");

  it("accepts every listed slot", () => {
    for (const day of slotDays(callDays(now))) {
      if (day.kind !== "slots") continue;
      for (const slot of day.slots) expect(isBookableSlot(new Date(slot.start), now)).toBe(true);
    }
  });

  it("refuses the past, weekends, times outside the hours or off the half hour, and far-off dates", () => {
    expect(isBookableSlot(new Date("2026-11-25T14:30:00Z"), now)).toBe(false); // earlier today
    expect(isBookableSlot(new Date("2026-11-28T15:00:00Z"), now)).toBe(false); // Saturday
    expect(isBookableSlot(new Date("2026-11-29T15:00:00Z"), now)).toBe(false); // Sunday
    expect(isBookableSlot(new Date("2026-11-26T13:00:00Z"), now)).toBe(false); // 7:00 AM
    expect(isBookableSlot(new Date("2026-11-27T02:00:00Z"), now)).toBe(false); // 8:00 PM
    expect(isBookableSlot(new Date("2026-11-26T13:45:00Z"), now)).toBe(false); // 7:45 AM
    expect(isBookableSlot(new Date("2027-01-04T15:00:00Z"), now)).toBe(false); // weeks away
    expect(isBookableSlot(new Date("not a date"), now)).toBe(false);
  });
});

describe("describeSlotTime", () => {
  const start = new Date("2026-11-26T15:00:00Z"); // 9:00 AM Central

  it("adds the visitor's own time when it differs", () => {
    expect(describeSlotTime(start, "America/New_York")).toBe("9:00 AM Central (10:00 AM your time)");
    expect(describeSlotTime(start, "Asia/Tokyo")).toBe("9:00 AM Central (12:00 AM next day your time)");
  });

  it("shows Central only when the visitor's clock reads the same, or without a zone", () => {
    expect(describeSlotTime(start, "America/Chicago")).toBe("9:00 AM Central");
    expect(describeSlotTime(start, "America/Winnipeg")).toBe("9:00 AM Central");
    expect(describeSlotTime(start)).toBe("9:00 AM Central");
    expect(describeSlotTime(start, "Not/AZone")).toBe("9:00 AM Central");
  });
});

describe("the time list's values and labels", () => {
  it("lists the 25 starts from 7:30 AM to 7:30 PM, each value reading back as its minutes", () => {
    expect(CALL_START_MINUTES.map(callTimeValue)).toHaveLength(25);
    expect(CALL_START_MINUTES.map(callTimeValue).slice(0, 2)).toEqual(["07:30", "08:00"]);
    expect(callTimeValue(CALL_START_MINUTES.at(-1)!)).toBe("19:30");
    for (const minutes of CALL_START_MINUTES) expect(callMinutesOf(callTimeValue(minutes))).toBe(minutes);
  });

  it.each(["07:00", "20:00", "7:30", "07:45", "", "19:30:00", "noon"])("%j is not a start", (value) => {
    expect(callMinutesOf(value)).toBeNull();
  });

  it("labels each start as the Central clock reads it, as describeSlotTime does", () => {
    const day = "2026-11-26";
    for (const minutes of CALL_START_MINUTES) {
      expect(`${formatClock(minutes)} Central`).toBe(describeSlotTime(centralInstant(day, minutes)));
    }
    expect([formatClock(CALL_START_MINUTES[0]!), formatClock(12 * 60), formatClock(12 * 60 + 30)]).toEqual([
      "7:30 AM",
      "12:00 PM",
      "12:30 PM",
    ]);
  });
});

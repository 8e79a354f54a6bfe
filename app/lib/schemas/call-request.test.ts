import { describe, expect, test } from "vitest";
import { z } from "zod";
import { callRequestFormSchema } from "./call-request";
import { SERVICE_TYPES } from "./quote-fields";

// Wednesday, November 25, 2026, 9:00 AM Central (CST, UTC−6).
const NOW = new Date("2026-11-25T15:00:00Z");

const form = (slots: Record<string, string>) => ({
  name: "Dana Reyes",
  email: "dana@example.com",
  phone: "612-555-0101",
  serviceType: SERVICE_TYPES[0],
  ...slots,
});

function errorsOf(slots: Record<string, string>, now = NOW) {
  const parsed = callRequestFormSchema(now).safeParse(form(slots));
  return parsed.success ? {} : z.flattenError(parsed.error).fieldErrors;
}

describe("the preferred times: a day and a time put together", () => {
  test.each([
    [{ slot1Day: "2026-11-26", slot1Time: "09:00" }, ["2026-11-26T15:00:00.000Z"]],
    [
      { slot1Day: "2026-11-26", slot1Time: "07:30", slot2Day: "2026-12-04", slot2Time: "19:30" },
      ["2026-11-26T13:30:00.000Z", "2026-12-05T01:30:00.000Z"],
    ],
    // A first and a third choice, no second.
    [
      { slot1Day: "2026-11-30", slot1Time: "12:00", slot3Day: "2026-12-01", slot3Time: "12:30" },
      ["2026-11-30T18:00:00.000Z", "2026-12-01T18:30:00.000Z"],
    ],
    // Later today: not on the list (it starts tomorrow), but a page kept open since yesterday may send it.
    [{ slot1Day: "2026-11-25", slot1Time: "10:00" }, ["2026-11-25T16:00:00.000Z"]],
  ])("%j → %j", (slots, expected) => {
    const parsed = callRequestFormSchema(NOW).parse(form(slots));
    expect(parsed.slots).toEqual(expected);
    expect(parsed).not.toHaveProperty("slot1Day");
  });

  test("after daylight saving time starts, the same wall time is an hour earlier in UTC", () => {
    // Wednesday, March 10, 2027 (CST); Monday, March 15 is in CDT (UTC−5).
    const now = new Date("2027-03-10T15:00:00Z");
    const parsed = callRequestFormSchema(now).parse(
      form({ slot1Day: "2027-03-12", slot1Time: "10:00", slot2Day: "2027-03-15", slot2Time: "10:00" }),
    );
    expect(parsed.slots).toEqual(["2027-03-12T16:00:00.000Z", "2027-03-15T15:00:00.000Z"]);
  });
});

describe("each wrong choice is refused on its own field with a message saying what to do", () => {
  test.each([
    [{}, { slot1Day: "Please choose a day and a time for the call." }],
    [{ slot2Day: "2026-11-26", slot2Time: "09:00" }, { slot1Day: "Please choose a day and a time for the call." }],
    [{ slot1Day: "2026-11-26" }, { slot1Time: "Please choose a time on this day as well." }],
    [{ slot1Time: "09:00" }, { slot1Day: "Please choose a day for this time as well." }],
    [
      { slot1Day: "2026-11-26", slot1Time: "09:00", slot2Day: "2026-11-27" },
      { slot2Time: "Please choose a time on this day as well." },
    ],
    [
      { slot1Day: "2026-11-26", slot1Time: "09:00", slot3Time: "10:00" },
      { slot3Day: "Please choose a day for this time as well." },
    ],
    [{ slot1Day: "2026-11-26", slot1Time: "07:00" }, { slot1Time: "Please choose a time from the list." }],
    [{ slot1Day: "2026-11-26", slot1Time: "20:00" }, { slot1Time: "Please choose a time from the list." }],
    [{ slot1Day: "2026-11-26", slot1Time: "9:00" }, { slot1Time: "Please choose a time from the list." }],
    [{ slot1Day: "2026-11-26", slot1Time: "x".repeat(5000) }, { slot1Time: "Please choose a time from the list." }],
    [{ slot1Day: "2026-02-30", slot1Time: "09:00" }, { slot1Day: "Please choose a day from the list." }],
    [{ slot1Day: "tomorrow", slot1Time: "09:00" }, { slot1Day: "Please choose a day from the list." }],
    [{ slot1Day: "0000-01-01", slot1Time: "09:00" }, { slot1Day: "Please choose a day from the list." }],
    [{ slot1Day: "2026-11-26T15:00:00.000Z", slot1Time: "09:00" }, { slot1Day: "Please choose a day from the list." }],
    [
      { slot1Day: "2026-11-28", slot1Time: "12:00" },
      { slot1Day: "Calls are not offered on that day. Please choose a day from the list." },
    ],
    [
      { slot1Day: "2026-11-29", slot1Time: "12:00" },
      { slot1Day: "Calls are not offered on that day. Please choose a day from the list." },
    ],
    [
      { slot1Day: "2027-01-15", slot1Time: "12:00" },
      { slot1Day: "Calls are not offered on that day. Please choose a day from the list." },
    ],
    [
      { slot1Day: "2026-11-25", slot1Time: "08:00" },
      { slot1Time: "That time has passed. Please choose a later time or another day." },
    ],
    [
      { slot1Day: "2026-11-25", slot1Time: "09:00" },
      { slot1Time: "That time has passed. Please choose a later time or another day." },
    ],
    [
      { slot1Day: "2026-11-24", slot1Time: "12:00" },
      { slot1Day: "That day has passed. Please choose a day from the list." },
    ],
    [
      { slot1Day: "2026-11-26", slot1Time: "09:00", slot2Day: "2026-11-26", slot2Time: "09:00" },
      { slot2Time: "Please choose a different time from your first." },
    ],
    [
      {
        ...{ slot1Day: "2026-11-26", slot1Time: "09:00", slot2Day: "2026-11-27", slot2Time: "09:00" },
        ...{ slot3Day: "2026-11-27", slot3Time: "09:00" },
      },
      { slot3Time: "Please choose a time you have not chosen already." },
    ],
    [
      { slot1Day: "2026-11-26", slot1Time: "09:00", slot3Day: "2026-11-26", slot3Time: "09:00" },
      { slot3Time: "Please choose a time you have not chosen already." },
    ],
  ])("%j → %j", (slots, expected) => {
    expect(errorsOf(slots)).toEqual(Object.fromEntries(Object.entries(expected).map(([k, v]) => [k, [v]])));
  });

  test("blank and spaces-only choices count as not chosen", () => {
    expect(errorsOf({ slot1Day: "2026-11-26", slot1Time: "09:00", slot2Day: "  ", slot2Time: "" })).toEqual({});
  });
});

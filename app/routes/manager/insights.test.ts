import { expect, test } from "vitest";
import { formatDuration } from "./insights";

test.each([
  [0, "0 minutes"],
  [60, "1 minute"],
  [59 * 60, "59 minutes"],
  // An hour, however it is reached, is one hour.
  [3599, "1 hour"],
  [3600, "1 hour"],
  [90 * 60, "1.5 hours"],
  [47.9 * 3600, "47.9 hours"],
  [48 * 3600, "2 days"],
  [3.25 * 24 * 3600, "3.3 days"],
])("%d seconds read as %s", (seconds, shown) => {
  expect(formatDuration(seconds)).toBe(shown);
});

import { describe, expect, it } from "vitest";
import { blockingTime, judge, LIMITS } from "./lighthouse-gate.ts";

// Figures of the kind one `npm run lighthouse` sees on a 2-core VM: the floor page's main thread spends about 30 ms
// of CPU time, a prerendered page about twice that.
const floor = [
  { cpuMs: 31, blockingMs: 0 },
  { cpuMs: 33, blockingMs: 40 },
  { cpuMs: 30, blockingMs: 10 },
];

describe("blockingTime", () => {
  it("counts what each task takes over 50 ms once slowed down four times", () => {
    expect(blockingTime([10, 12.5, 20, 200], 4)).toBe(0 + 0 + 30 + 750);
    expect(blockingTime([], 4)).toBe(0);
  });
});

describe("judge", () => {
  it("passes a page whose best run is within the limits, however slow its other runs", () => {
    const page = [
      { cpuMs: 140, blockingMs: 900 }, // a run while another build had both cores
      { cpuMs: 62, blockingMs: 60 },
    ];
    expect(judge(page, floor)).toEqual({
      pass: true,
      cpuMs: 62,
      cpuLimitMs: 31 * LIMITS.cpuFactor,
      blockingMs: 60,
      blockingLimitMs: 10 + LIMITS.blockingMarginMs,
    });
  });

  it("fails the same page once every run carries a 200 ms task", () => {
    // 200 ms more CPU time, and 750 ms more blocking time once the 4× slowdown makes it an 800 ms task.
    const page = [
      { cpuMs: 262, blockingMs: 810 },
      { cpuMs: 265, blockingMs: 850 },
      { cpuMs: 290, blockingMs: 1400 },
    ];
    expect(judge(page, floor).pass).toBe(false);
  });

  it("fails a page on either figure alone", () => {
    expect(judge([{ cpuMs: 31 * LIMITS.cpuFactor + 1, blockingMs: 0 }], floor).pass).toBe(false);
    expect(judge([{ cpuMs: 40, blockingMs: 10 + LIMITS.blockingMarginMs + 1 }], floor).pass).toBe(false);
    expect(judge([{ cpuMs: 31 * LIMITS.cpuFactor, blockingMs: 10 + LIMITS.blockingMarginMs }], floor).pass).toBe(true);
  });

  it("takes the floor's median run, so one lucky floor run does not tighten the limit", () => {
    const verdict = judge([{ cpuMs: 70, blockingMs: 0 }], [...floor, { cpuMs: 12, blockingMs: 0 }]);
    expect(verdict.cpuLimitMs).toBe(((30 + 31) / 2) * LIMITS.cpuFactor);
    expect(verdict.pass).toBe(true);
  });

  it("needs a run of the page and of the floor", () => {
    expect(() => judge([], floor)).toThrow();
    expect(() => judge([{ cpuMs: 40, blockingMs: 0 }], [])).toThrow();
  });
});

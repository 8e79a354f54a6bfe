import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { collectGarbageWhenIdle, IDLE_COLLECTION_MS } from "./idle-collection";

describe("collectGarbageWhenIdle", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "performance"] });
  });
  afterEach(() => {
    vi.clearAllTimers();
    vi.useRealTimers();
  });

  it("collects once after the boot, when no request has come for the idle time", () => {
    const collect = vi.fn();
    collectGarbageWhenIdle(collect);
    vi.advanceTimersByTime(IDLE_COLLECTION_MS - 1_000);
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(collect).toHaveBeenCalledTimes(1);
    expect(collect).toHaveBeenCalledWith({ type: "major", execution: "async", flavor: "last-resort" });
    vi.advanceTimersByTime(10 * IDLE_COLLECTION_MS);
    expect(collect).toHaveBeenCalledTimes(1);
  });

  it("waits while requests keep coming, then collects once per idle spell", () => {
    const collect = vi.fn();
    const noteRequest = collectGarbageWhenIdle(collect);
    vi.advanceTimersByTime(IDLE_COLLECTION_MS);
    expect(collect).toHaveBeenCalledTimes(1);

    for (let second = 0; second < 20; second++) {
      noteRequest();
      vi.advanceTimersByTime(1_000);
    }
    expect(collect).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(IDLE_COLLECTION_MS);
    expect(collect).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(IDLE_COLLECTION_MS * 3);
    expect(collect).toHaveBeenCalledTimes(2);
  });

  it("does nothing when node was started without --expose-gc", () => {
    const noteRequest = collectGarbageWhenIdle(undefined);
    expect(() => noteRequest()).not.toThrow();
    expect(vi.getTimerCount()).toBe(0);
  });
});

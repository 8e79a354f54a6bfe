// The Lighthouse gate's rule (scripts/lighthouse.ts explains why it is relative to a floor page): the figures it reads
// from a run's trace, and what a page's runs are held to, given the floor page's runs in the same `npm run lighthouse`.
import type { Trace } from "lighthouse";
import { MainThreadTasks } from "lighthouse/core/lib/tracehouse/main-thread-tasks.js";
import { TraceProcessor } from "lighthouse/core/lib/tracehouse/trace-processor.js";

/** One run's main-thread figures, from the CPU time (thread time) of the page's main-thread tasks. */
export type Measure = {
  /** Their CPU time, ms. */
  cpuMs: number;
  /**
   * Their blocking time on the simulated phone, ms: Lighthouse's Total Blocking Time formula (each task's time over
   * 50 ms, summed) applied to each task's CPU time times Lighthouse's CPU slowdown (4×), from the start of the load
   * to the end of the trace.
   */
  blockingMs: number;
};

/** A task longer than this blocks input, the part above it counts (Lighthouse's Total Blocking Time). */
const LONG_TASK_MS = 50;

/**
 * A page may spend at most this many times the floor page's main-thread CPU time, and block the simulated phone at
 * most this much longer than the floor page does. The public pages spend 1.2–2.7 times the floor's CPU time on this
 * 2-core VM, the home page the most (2.7× in a quiet fresh-clone run, the floor at 26 ms; the floor's own figure moved
 * between 26 and 57 ms as other work shared the cores); 3.5× leaves room for a floor that reads low in one round, and
 * a page of 70 ms that gains 25 ms of work beside a floor of 26 ms fails it. A 200 ms task is 200 ms of CPU time
 * (seven floors or more) and 750 ms of blocking time once the 4× slowdown has made it 800 ms, so it fails both by far.
 */
export const LIMITS = { cpuFactor: 3.5, blockingMarginMs: 200 } as const;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export type Verdict = {
  pass: boolean;
  /** The page's best run and the limit the floor's median run sets, for CPU time and blocking time. */
  cpuMs: number;
  cpuLimitMs: number;
  blockingMs: number;
  blockingLimitMs: number;
};

/**
 * Holds a page's best run (of each figure) to the floor's median run. Work that other processes do meanwhile can
 * still lengthen a page's thread time a little (shared caches and cores), never shorten it, so the page's least figure
 * is the closest reading of its own cost; the floor's median keeps one lucky floor run from tightening the limit. A
 * real regression, such as a long task, is in every run.
 */
export function judge(page: Measure[], floor: Measure[]): Verdict {
  if (page.length === 0 || floor.length === 0) throw new Error("The gate needs a run of the page and of the floor.");
  const cpuMs = Math.min(...page.map((run) => run.cpuMs));
  const blockingMs = Math.min(...page.map((run) => run.blockingMs));
  const cpuLimitMs = LIMITS.cpuFactor * median(floor.map((run) => run.cpuMs));
  const blockingLimitMs = median(floor.map((run) => run.blockingMs)) + LIMITS.blockingMarginMs;
  return {
    pass: cpuMs <= cpuLimitMs && blockingMs <= blockingLimitMs,
    cpuMs,
    cpuLimitMs,
    blockingMs,
    blockingLimitMs,
  };
}

/**
 * Blocking time on the simulated phone of tasks that took `taskCpuMs` here: each is `cpuSlowdown` times longer there,
 * and what it takes over 50 ms blocks input (Lighthouse's Total Blocking Time formula).
 */
export function blockingTime(taskCpuMs: number[], cpuSlowdown: number) {
  return taskCpuMs.reduce((sum, ms) => sum + Math.max(0, ms * cpuSlowdown - LONG_TASK_MS), 0);
}

/**
 * A run's figures from its Lighthouse trace. Lighthouse finds the page's main thread and its top-level tasks; each
 * task's thread time counts only what that thread ran, so time the operating system gave to other processes meanwhile
 * is left out. A task recorded as a begin and an end event carries thread timestamps on each; one without any (rare:
 * cut off by the end of the trace) counts its wall time.
 */
export function mainThreadFigures(trace: Trace, cpuSlowdown: number): Measure {
  const { mainThreadEvents, frames, timestamps } = TraceProcessor.processTrace(trace);
  const tasks = MainThreadTasks.getMainThreadTasks(
    mainThreadEvents,
    frames,
    timestamps.traceEnd,
    timestamps.timeOrigin,
  );
  const taskCpuMs = tasks
    .filter((task) => !task.parent)
    .map((task) => {
      const begin = task.event as { tdur?: number; tts?: number };
      const end = task.endEvent as { tts?: number } | undefined;
      if (begin.tdur !== undefined) return begin.tdur / 1000;
      if (begin.tts !== undefined && end?.tts !== undefined) return (end.tts - begin.tts) / 1000;
      return task.duration;
    });
  return {
    cpuMs: taskCpuMs.reduce((sum, ms) => sum + ms, 0),
    blockingMs: blockingTime(taskCpuMs, cpuSlowdown),
  };
}

// The server's log lines in Vitest. app/.server/runtime/logger.ts writes JSON lines to process.stdout; the setup file
// (fail-on-console-error.ts) replaces process.stdout.write for every test file with a collector, so a test reads
// what the server logged, and an error line no test asked for fails the test.
export type LogLine = Record<string, unknown> & { level: string; msg?: string };

const written: string[] = [];

/** Collects what is written to process.stdout (instead of printing it). Not a vi.spyOn: restoreAllMocks keeps it. */
export function collectStdout() {
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    written.push(typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8"));
    const callback = rest.find((arg) => typeof arg === "function") as (() => void) | undefined;
    callback?.();
    return true;
  }) as typeof process.stdout.write;
}

/** Every JSON log line written since the last take, oldest first. */
export function logLines(): LogLine[] {
  return written
    .join("")
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as LogLine);
}

/** The raw text written since the last take (to check what never appears). */
export function loggedText(): string {
  return written.join("");
}

/** Returns the lines written since the last take and forgets them: a test takes the errors it expects. */
export function takeLogLines(): LogLine[] {
  const lines = logLines();
  written.length = 0;
  return lines;
}

/** Takes the lines written since the last take and returns those at level error (what a test expects to be logged). */
export function takeErrors(): LogLine[] {
  return takeLogLines().filter((line) => line.level === "error" || line.level === "fatal");
}

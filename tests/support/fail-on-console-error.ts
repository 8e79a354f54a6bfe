import { afterEach, vi } from "vitest";

// An error logged during a test is a bug somewhere, even when the assertion passed.
const errors: unknown[][] = [];
vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
  errors.push(args);
});
afterEach(() => {
  const logged = errors.splice(0);
  if (logged.length > 0) throw new Error(`console.error was called:\n${logged.map((a) => a.join(" ")).join("\n")}`);
});

import { afterEach, vi } from "vitest";
import { collectStdout, takeErrors } from "./log-lines";

// An error logged during a test is a bug somewhere, even when the assertion passed: a console.error, or an error line
// from the server's logger that the test did not take (takeLogLines) as expected.
const errors: unknown[][] = [];
vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
  errors.push(args);
});
collectStdout();
afterEach(() => {
  const logged = errors.splice(0);
  const errorLines = takeErrors();
  if (logged.length > 0) throw new Error(`console.error was called:\n${logged.map((a) => a.join(" ")).join("\n")}`);
  if (errorLines.length > 0) {
    throw new Error(`The server logged errors:\n${errorLines.map((line) => JSON.stringify(line)).join("\n")}`);
  }
});

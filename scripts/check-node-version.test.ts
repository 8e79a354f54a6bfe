import { spawnSync } from "node:child_process";
import { expect, test } from "vitest";

// The check runs first in the npm scripts; an older Node is simulated by changing the version it reads.
const runAs = (version: string) =>
  spawnSync(
    process.execPath,
    [
      "-e",
      `Object.defineProperty(process, "version", { value: "v${version}" });
       Object.defineProperty(process.versions, "node", { value: "${version}" });
       require("./scripts/check-node-version.cjs");`,
    ],
    { encoding: "utf8" },
  );

test("an older Node gets one line saying which version is needed, and exit code 1", () => {
  const run = runAs("20.11.1");
  expect(run.status).toBe(1);
  expect(run.stderr.trim().split("\n")).toEqual([
    "This site needs Node.js 24 or newer (package.json engines, .nvmrc); this is Node.js v20.11.1.",
  ]);
});

test("Node 24 passes silently", () => {
  const run = runAs("24.0.0");
  expect(run.status).toBe(0);
  expect(run.stderr).toBe("");
});

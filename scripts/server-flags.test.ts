// The server's memory is measured as `npm run serve` starts it (scripts/bench.ts reads its flags from package.json),
// but production starts `node server.ts` itself: from the systemd unit or the container's command. Each place that
// starts the server must give it the same V8 and allocator settings, or production runs something unmeasured.
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { serveCommand } from "./serve-command.ts";

/** The node flags of a command line, without --env-file-if-exists (its path differs from place to place). */
function nodeFlags(command: string) {
  return (command.match(/--[a-z-]+(=[^\s",\]]+)?/g) ?? []).filter((flag) => !flag.startsWith("--env-file"));
}

/** What `pattern` matches in `file` (a multi-line pattern can span the lines a formatter wrapped). */
function textOf(file: string, pattern: RegExp) {
  const found = readFileSync(file, "utf8").match(pattern)?.[0];
  if (!found) throw new Error(`${file} has nothing matching ${pattern}`);
  return found;
}

const serveScript: string = JSON.parse(readFileSync("package.json", "utf8")).scripts.serve;
const serveFlags = nodeFlags(serveScript.slice(serveScript.indexOf("node --")));

test("npm run serve bounds the old generation's growth and keeps the settings measured before", () => {
  expect(serveFlags).toEqual(
    expect.arrayContaining(["--max-semi-space-size=8", "--heap-growing-percent=50", "--liftoff-only", "--expose-gc"]),
  );
  expect(serveScript).toContain("MALLOC_ARENA_MAX=2 node");
});

test.each([
  ["the systemd unit", "deploy/eidbi-site.service", /^ExecStart=.*$/m],
  ["the container's command", "Dockerfile", /^CMD \[.*$/m],
])("%s starts the server with npm run serve's node flags", (_what, file, pattern) => {
  expect(nodeFlags(textOf(file, pattern))).toEqual(serveFlags);
});

test.each([
  ["the systemd unit", "deploy/eidbi-site.service", /^Environment=MALLOC_ARENA_MAX=.*$/m],
  ["the container", "Dockerfile", /MALLOC_ARENA_MAX=\S*/],
])("%s sets npm run serve's MALLOC_ARENA_MAX", (_what, file, pattern) => {
  expect(textOf(file, pattern)).toMatch(/MALLOC_ARENA_MAX=2\b/);
});

test("the benches start the server with npm run serve's node flags and MALLOC_ARENA_MAX (serve-command.ts)", () => {
  const serve = serveCommand(["--no-liftoff-only"]);
  expect(nodeFlags(serve.flags.join(" "))).toEqual([...serveFlags, "--no-liftoff-only"]);
  expect(serve.env).toEqual({ MALLOC_ARENA_MAX: "2" });
});

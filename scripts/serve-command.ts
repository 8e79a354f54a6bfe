// How `npm run serve` starts the server (package.json): its environment settings (MALLOC_ARENA_MAX) and every node
// flag, for the scripts that measure the server as production runs it. The deploy files spell the same flags
// themselves (scripts/server-flags.test.ts compares them).
import { readFileSync } from "node:fs";

const PACKAGE_JSON = new URL("../package.json", import.meta.url);

/** `npm run serve`'s environment settings and node flags, then `extraFlags` (V8 takes a flag's last value). */
export function serveCommand(extraFlags: string[] = []) {
  const words: string[] = JSON.parse(readFileSync(PACKAGE_JSON, "utf8")).scripts.serve.split(/\s+/);
  const env: Record<string, string> = Object.fromEntries(
    words.filter((word) => /^[A-Z_]+=/.test(word)).map((word) => word.split("=", 2)),
  );
  return { env, flags: [...words.filter((word) => word.startsWith("--")), ...extraFlags] };
}

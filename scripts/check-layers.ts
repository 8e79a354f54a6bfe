// The layer rule, checked by `npm run lint`: app code imports only from its own layer or the ones below it,
//   lib ← content ← components ← features ← routes (with app/root.tsx and the entries at the top),
// and no client code imports server-only code (app/.server, *.server.ts[x]); route modules may, for their loaders
// and actions, which React Router keeps out of the browser. Server-only code sits beside features: it may import
// lib, content and features' plain data, never a route. Plain-Node script: `node scripts/check-layers.ts`.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const LAYERS = ["lib", "content", "components", "features", "routes"] as const;
type Layer = (typeof LAYERS)[number] | "server" | "top";

/** The layer of an app file, by its path relative to app/ (forward slashes). */
export function layerOf(file: string): Layer {
  if (isServerOnly(file)) return "server";
  const [first] = file.split("/");
  if ((LAYERS as readonly string[]).includes(first ?? "")) return first as Layer;
  return "top"; // root.tsx, routes.ts, entry.*
}

export function isServerOnly(file: string) {
  return file.startsWith(".server/") || /\.server\.tsx?$/.test(file) || file.startsWith("entry.server");
}

const RANK: Record<Layer, number> = { lib: 0, content: 1, components: 2, features: 3, server: 3.5, routes: 4, top: 5 };

/** Why `from` may not import `to` (both relative to app/), or null when it may. */
export function violationOf(from: string, to: string): string | null {
  const [a, b] = [layerOf(from), layerOf(to)];
  if (b === "server" && !isServerOnly(from) && a !== "routes" && a !== "top") {
    return `client code (${a}) imports server-only code`;
  }
  if (a === "server" && (b === "routes" || b === "top") && !isServerOnly(to)) return "server code imports a route";
  if (RANK[b] > RANK[a] && !(a === "routes" && b === "server") && !(a === "top")) {
    return `${a} imports from a higher layer (${b})`;
  }
  return null;
}

const IMPORT = /(?:^|[;\s])(?:import|export)\s[^"'`;]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** The app files (relative to app/) that `source`, the text of app file `file`, imports. */
export function importsOf(file: string, source: string, exists: (candidate: string) => boolean): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2] ?? "";
    let target: string;
    if (specifier.startsWith("~/")) target = specifier.slice(2);
    else if (specifier.startsWith(".")) target = path.posix.join(path.posix.dirname(file), specifier);
    else continue;
    const resolved = [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`].find(exists);
    if (resolved) found.push(resolved.replace(/^\.\//, ""));
  }
  return found;
}

export type Violation = { from: string; to: string; reason: string };

/** Every import in `files` (app-relative path → text) that breaks the rule. */
export function findViolations(files: Map<string, string>): Violation[] {
  const violations: Violation[] = [];
  for (const [file, source] of files) {
    if (/\.test\.tsx?$/.test(file) || file.includes("/+types/")) continue;
    for (const to of importsOf(file, source, (candidate) => files.has(candidate))) {
      const reason = violationOf(file, to);
      if (reason) violations.push({ from: file, to, reason });
    }
  }
  return violations;
}

/** Every .ts and .tsx file under `appDir` (generated route types aside), by path relative to it. */
export function readAppFiles(appDir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (name === "+types" || name === "styles") continue;
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.tsx?$/.test(name))
        files.set(path.relative(appDir, full).split(path.sep).join("/"), readFileSync(full, "utf8"));
    }
  };
  walk(appDir);
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "app");
  const violations = findViolations(readAppFiles(appDir));
  for (const { from, to, reason } of violations) console.error(`app/${from} → app/${to}: ${reason}`);
  if (violations.length > 0) {
    console.error(`${violations.length} import(s) break the layer rule (scripts/check-layers.ts).`);
    process.exit(1);
  }
}

// The import rules, checked by `npm run lint`. Plain-Node script: `node scripts/check-layers.ts`; with `--summary`
// it also prints the figures of app/.server/'s structure (folders, imports between them, floors, circles).
//
// 1. Layers: app code imports only from its own layer or the ones below it,
//      lib ← content ← components ← features ← routes (with app/root.tsx and the entries at the top),
//    and no client code imports server-only code (app/.server, *.server.ts[x]); route modules may, for their loaders
//    and actions, which React Router keeps out of the browser. Server-only code sits beside features: it may import
//    lib, content and features' plain data, never a route.
// 2. Server folders (ADR 011): runtime/ ← db/ ← mail/ are the ground every feature stands on, and host/ runs the
//    app on top; none of them imports a feature folder. A feature folder imports another one only through the doors
//    listed in FEATURE_DOORS. Features may import app-context.ts; only host/ and the assembly itself import
//    lifecycle.ts and retention.ts. No two folders (or root files) of app/.server import each other, even through
//    others.
// 3. Plain Node (ADR 012): runtime/, db/, mail/ and host/, and every file that server.ts, the e2e server and the
//    scripts load, run in Node without a bundler: relative imports with their extension, no `~/` alias, no JSX,
//    no enum or namespace. And the servers load no React before they set NODE_ENV.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
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
  return serverViolationOf(from, to);
}

/** The ground of app/.server/, lowest first: each may import the ones before it, never one after it. */
export const GROUND = ["runtime", "db", "mail"] as const;
/** What the firm does, one folder each. */
export const FEATURES = ["auth", "files", "leads", "uploads", "chat", "content"] as const;
/** Where the app is assembled, at the root of app/.server/. */
export const ASSEMBLY = ["app-context.ts", "lifecycle.ts", "retention.ts"] as const;
/** The folders whose every file must load in plain Node. */
export const PLAIN_NODE_FOLDERS = [...GROUND, "host"] as const;

/**
 * The only ways one feature folder may import another: `from` a feature folder ("*" for any) `to` one module of
 * another. Keep it short: a new door says that two features share something, which may belong lower down instead.
 */
export const FEATURE_DOORS: readonly { from: string; to: string; why: string }[] = [
  { from: "*", to: "auth/actor.ts", why: "who did something, as every record names the manager" },
  { from: "leads", to: "auth/session.ts", why: "the lead pages' actions check the manager's session themselves" },
  { from: "*", to: "files/storage.ts", why: "résumés and agencies' documents are stored files" },
  { from: "*", to: "files/file-types.ts", why: "the one list of the file types a stored file may have" },
  { from: "leads", to: "files/downloads.ts", why: "a lead's row names the stored file a download opens" },
  { from: "chat", to: "leads/inquiry-form.ts", why: "the chat's hand-off is stored as an inquiry" },
];

type Place =
  | { kind: "ground"; name: string; rank: number }
  | { kind: "feature"; name: string }
  | { kind: "host"; name: string }
  | { kind: "assembly"; name: string }
  | { kind: "unknown"; name: string };

/** Where a file of app/.server/ stands (`file` relative to app/.server/). */
export function placeOf(file: string): Place {
  const slash = file.indexOf("/");
  if (slash === -1) {
    return (ASSEMBLY as readonly string[]).includes(file)
      ? { kind: "assembly", name: file }
      : { kind: "unknown", name: file };
  }
  const folder = file.slice(0, slash);
  const rank = (GROUND as readonly string[]).indexOf(folder);
  if (rank !== -1) return { kind: "ground", name: `${folder}/`, rank };
  if ((FEATURES as readonly string[]).includes(folder)) return { kind: "feature", name: `${folder}/` };
  if (folder === "host") return { kind: "host", name: "host/" };
  return { kind: "unknown", name: `${folder}/` };
}

/** Why server file `from` may not import server file `to` (both relative to app/), or null when it may. */
export function serverViolationOf(from: string, to: string): string | null {
  if (!from.startsWith(".server/") || !to.startsWith(".server/")) return null;
  const [a, b] = [placeOf(from.slice(8)), placeOf(to.slice(8))];
  if (a.kind === "unknown" || b.kind === "unknown") {
    const name = a.kind === "unknown" ? a.name : b.name;
    return `app/.server/${name} is in no folder rule: add it to GROUND, FEATURES or ASSEMBLY in scripts/check-layers.ts`;
  }
  if (a.name === b.name) return null;
  if (a.kind === "ground") {
    if (b.kind === "feature") return `${a.name} is ground and imports a feature folder (${b.name})`;
    if (b.kind === "ground" && b.rank > a.rank) return `${a.name} imports ${b.name}, which stands on it`;
    if (b.kind === "host" || b.kind === "assembly") return `${a.name} is ground and imports ${b.name}`;
    return null;
  }
  if (a.kind === "host") return b.kind === "feature" ? `host/ imports a feature folder (${b.name})` : null;
  if (b.kind === "host") return `${a.name} imports host/, which runs the app`;
  if (b.kind === "assembly" && b.name !== "app-context.ts" && a.kind !== "assembly") {
    return `${a.name} imports ${b.name}, where the app is assembled`;
  }
  if (a.kind === "feature" && b.kind === "feature") {
    const target = to.slice(8);
    const isDoor = FEATURE_DOORS.some(
      (door) => door.to === target && (door.from === "*" || `${door.from}/` === a.name),
    );
    return isDoor ? null : `${a.name} imports ${target}, which is no door of FEATURE_DOORS`;
  }
  return null;
}

type Import = { specifier: string; isTypeOnly: boolean; isDynamic: boolean };

const IMPORT =
  /(?:^|[;\s])(?:(import|export)(\s+type)?\s[^"'`;]*?from\s*["']([^"']+)["']|import\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\))/g;

/** Every module `source` imports or re-exports, statically or with a literal dynamic import(). */
export function importStatementsOf(source: string): Import[] {
  return [...source.matchAll(IMPORT)].map((match) => ({
    specifier: match[3] ?? match[4] ?? match[5] ?? "",
    isTypeOnly: match[2] !== undefined,
    isDynamic: match[5] !== undefined,
  }));
}

/** The app files (relative to app/) that `source`, the text of app file `file`, imports. */
export function importsOf(file: string, source: string, exists: (candidate: string) => boolean): string[] {
  const found: string[] = [];
  for (const { specifier } of importStatementsOf(source)) {
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

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** Every import in `files` (app-relative path → text) that breaks the layer or folder rules, and every circle. */
export function findViolations(files: Map<string, string>): Violation[] {
  const violations: Violation[] = [];
  for (const [file, source] of files) {
    if (isTest(file) || file.includes("/+types/")) continue;
    for (const to of importsOf(file, source, (candidate) => files.has(candidate))) {
      const reason = violationOf(file, to);
      if (reason) violations.push({ from: file, to, reason });
    }
  }
  for (const circle of serverStructureOf(files).circles) {
    const [first = "", second = ""] = circle;
    const reason = `a circle: ${circle.join(", ")} import each other, directly or through others`;
    violations.push({ from: `.server/${first}`, to: `.server/${second}`, reason });
  }
  return violations;
}

export type ServerStructure = {
  /** Each folder of app/.server/ ("leads/") or file at its root ("lifecycle.ts"), with its floor (1 = the ground). */
  rooms: { name: string; floor: number; files: number }[];
  /** How many pairs of rooms one imports the other (type-only imports count too). */
  imports: number;
  /** Imports against the folder rules (serverViolationOf). */
  againstRules: Violation[];
  /** Rooms that import each other, directly or through others. */
  circles: string[][];
  /** Files that import each other, directly or through others. */
  fileCircles: string[][];
};

/** The import structure of app/.server/, from `files` (app-relative path → text); tests are left out. */
export function serverStructureOf(files: Map<string, string>): ServerStructure {
  const server = [...files.keys()].filter((file) => file.startsWith(".server/") && !isTest(file));
  const roomOf = (file: string) => placeOf(file.slice(8)).name;
  const fileEdges = new Map<string, Set<string>>(server.map((file) => [file, new Set()]));
  const roomEdges = new Map<string, Set<string>>(server.map((file) => [roomOf(file), new Set()]));
  const againstRules: Violation[] = [];
  for (const file of server) {
    for (const to of importsOf(file, files.get(file) ?? "", (candidate) => files.has(candidate))) {
      if (!to.startsWith(".server/") || isTest(to)) continue;
      fileEdges.get(file)?.add(to);
      if (roomOf(to) !== roomOf(file)) roomEdges.get(roomOf(file))?.add(roomOf(to));
      const reason = serverViolationOf(file, to);
      if (reason) againstRules.push({ from: file, to, reason });
    }
  }
  const circles = stronglyConnected(roomEdges).filter((group) => group.length > 1);
  const floorOf = new Map<string, number>();
  const floor = (room: string, seen = new Set<string>()): number => {
    const known = floorOf.get(room);
    if (known !== undefined) return known;
    if (seen.has(room)) return 0; // a circle: its rooms get no floor of their own
    seen.add(room);
    const below = [...(roomEdges.get(room) ?? [])].map((next) => floor(next, seen));
    const value = 1 + Math.max(0, ...below);
    floorOf.set(room, value);
    return value;
  };
  const rooms = [...roomEdges.keys()]
    .map((name) => ({ name, floor: floor(name), files: server.filter((file) => roomOf(file) === name).length }))
    .sort((x, y) => y.floor - x.floor || x.name.localeCompare(y.name));
  return {
    rooms,
    imports: [...roomEdges.values()].reduce((sum, targets) => sum + targets.size, 0),
    againstRules,
    circles,
    fileCircles: stronglyConnected(fileEdges).filter((group) => group.length > 1),
  };
}

/** The strongly connected groups of a graph (Tarjan), each as its members. */
function stronglyConnected(edges: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      groups.push(group.sort());
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return groups;
}

/** What keeps `source`, the text of repository file `file`, from loading in plain Node (empty when nothing does). */
export function plainNodeProblemsOf(file: string, source: string): string[] {
  const problems: string[] = [];
  if (file.endsWith(".tsx")) problems.push("holds JSX");
  for (const { specifier, isTypeOnly } of importStatementsOf(source)) {
    if (isTypeOnly) continue; // erased before Node runs the file
    if (specifier.startsWith("~/")) problems.push(`imports "${specifier}" through the ~/ alias`);
    else if (specifier.startsWith(".") && !/\.(ts|js|mjs|cjs|json)$/.test(specifier)) {
      problems.push(`imports "${specifier}" without its extension`);
    }
  }
  if (/^\s*(export\s+)?(declare\s+)?(const\s+)?enum\s/m.test(source)) problems.push("declares an enum");
  if (/^\s*(export\s+)?namespace\s/m.test(source)) problems.push("declares a namespace");
  return problems;
}

/**
 * Every file of `files` (repository-relative path → text) that must load in plain Node, with what keeps it from
 * doing so: the files of PLAIN_NODE_FOLDERS and every file the `entries` load, following imports that Node runs.
 */
export function findPlainNodeViolations(files: Map<string, string>, entries: readonly string[]): Violation[] {
  const mustLoad = new Map<string, string>(); // file → who needs it
  for (const file of files.keys()) {
    const folder = file.match(/^app\/\.server\/([^/]+)\//)?.[1];
    if (folder && (PLAIN_NODE_FOLDERS as readonly string[]).includes(folder) && !isTest(file)) {
      mustLoad.set(file, `app/.server/${folder}/`);
    }
  }
  for (const entry of entries) if (files.has(entry)) mustLoad.set(entry, entry);
  const queue = [...mustLoad.keys()];
  for (let i = 0; i < queue.length; i++) {
    const file = queue[i] ?? "";
    for (const { specifier, isTypeOnly } of importStatementsOf(files.get(file) ?? "")) {
      if (isTypeOnly) continue;
      const target = specifier.startsWith(".")
        ? path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier))
        : specifier.startsWith("#tests/")
          ? `tests/${specifier.slice("#tests/".length)}`
          : null;
      if (target === null || !files.has(target) || mustLoad.has(target)) continue;
      mustLoad.set(target, mustLoad.get(file) ?? file);
      queue.push(target);
    }
  }
  const violations: Violation[] = [];
  for (const [file, neededBy] of mustLoad) {
    for (const problem of plainNodeProblemsOf(file, files.get(file) ?? "")) {
      violations.push({ from: file, to: neededBy, reason: `must load in plain Node (${neededBy}) but ${problem}` });
    }
  }
  return violations;
}

const REACT_PACKAGES = /^(react|react-dom|react-router)(\/|$)|^@react-router\//;

/**
 * The imports through which the production and e2e servers would load React before they set NODE_ENV (their first
 * statement, which runs after every static import is loaded): React would then render with its development build.
 * Only dynamic import() may reach it from them.
 */
export function findEarlyReactViolations(files: Map<string, string>, entries: readonly string[]): Violation[] {
  const violations: Violation[] = [];
  for (const entry of entries.filter((file) => files.has(file))) {
    const queue = [entry];
    const seen = new Set(queue);
    for (let i = 0; i < queue.length; i++) {
      const file = queue[i] ?? "";
      for (const { specifier, isTypeOnly, isDynamic } of importStatementsOf(files.get(file) ?? "")) {
        if (isTypeOnly || isDynamic) continue;
        if (REACT_PACKAGES.test(specifier)) {
          violations.push({ from: file, to: specifier, reason: `${entry} loads it before it sets NODE_ENV` });
        }
        if (!specifier.startsWith(".")) continue;
        const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
        if (files.has(target) && !seen.has(target)) {
          seen.add(target);
          queue.push(target);
        }
      }
    }
  }
  return violations;
}

/** The servers that set NODE_ENV themselves. */
export const NODE_ENV_SETTERS = ["server.ts", "tests/support/e2e-server.ts"] as const;

/** Every .ts and .tsx file under `dir` (generated route types aside), by path relative to `base`. */
function readSourceFiles(dir: string, base: string, files = new Map<string, string>()): Map<string, string> {
  for (const name of readdirSync(dir)) {
    if (name === "+types" || name === "styles" || name === "node_modules") continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) readSourceFiles(full, base, files);
    else if (/\.tsx?$/.test(name))
      files.set(path.relative(base, full).split(path.sep).join("/"), readFileSync(full, "utf8"));
  }
  return files;
}

/** Every .ts and .tsx file under `appDir` (generated route types aside), by path relative to it. */
export function readAppFiles(appDir: string): Map<string, string> {
  return readSourceFiles(appDir, appDir);
}

/** The files the plain-Node rule reads (app/, scripts/, tests/support/, server.ts), by path relative to `root`. */
export function readRepositoryFiles(root: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const dir of ["app", "scripts", "tests/support"]) readSourceFiles(path.join(root, dir), root, files);
  const server = path.join(root, "server.ts");
  if (existsSync(server)) files.set("server.ts", readFileSync(server, "utf8"));
  return files;
}

/** What Node runs straight from the source: the server, the e2e server and the scripts. */
export function plainNodeEntries(files: Map<string, string>): string[] {
  return [...files.keys()]
    .filter(
      (file) => file === "server.ts" || file === "tests/support/e2e-server.ts" || /^scripts\/[^/]+\.ts$/.test(file),
    )
    .filter((file) => !isTest(file));
}

/** The figures of app/.server/, as --summary prints them. */
export function describeServerStructure(structure: ServerStructure): string {
  const folders = structure.rooms.filter((room) => room.name.endsWith("/")).length;
  const floors = Math.max(0, ...structure.rooms.map((room) => room.floor));
  const lines = [
    `app/.server: ${structure.rooms.length} rooms (${folders} folders, ${structure.rooms.length - folders} files at the root), ` +
      `${structure.imports} imports between rooms, ${floors} floors; ${structure.againstRules.length} imports against ` +
      `the folder rules (upward), ${structure.circles.length} circles between rooms, ${structure.fileCircles.length} between files.`,
  ];
  for (let floor = floors; floor >= 1; floor--) {
    const rooms = structure.rooms.filter((room) => room.floor === floor).map((room) => `${room.name} (${room.files})`);
    if (rooms.length > 0) lines.push(`  floor ${String(floor).padStart(2)}: ${rooms.join(", ")}`);
  }
  for (const circle of structure.circles) lines.push(`  circle: ${circle.join(" ↔ ")}`);
  return lines.join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const appFiles = readAppFiles(path.join(root, "app"));
  const repositoryFiles = readRepositoryFiles(root);
  const violations = [
    ...findViolations(appFiles).map((v) => ({ ...v, from: `app/${v.from}`, to: `app/${v.to}` })),
    ...findPlainNodeViolations(repositoryFiles, plainNodeEntries(repositoryFiles)),
    ...findEarlyReactViolations(repositoryFiles, NODE_ENV_SETTERS),
  ];
  if (process.argv.includes("--summary")) console.log(describeServerStructure(serverStructureOf(appFiles)));
  for (const { from, to, reason } of violations) console.error(`${from} → ${to}: ${reason}`);
  if (violations.length > 0) {
    console.error(`${violations.length} import(s) break the import rules (scripts/check-layers.ts).`);
    process.exit(1);
  }
}

// The operator's manager CLI: `npm run manager -- <command> [options]`, which is
// `node --liftoff-only scripts/manager.ts`. The command line is checked first (manager-args.ts): a wrong one gets
// its answer at once. The commands (manager-cli.ts) then run from ONE bundled file in node_modules/.cache/manager-cli/,
// built on first use (a second or two) and rebuilt whenever a file it was built from, this file or
// package-lock.json changes. Nothing else has to run first, `npm run build` included. In a production install,
// without the bundler (a dev dependency), the commands run from source instead, a second or so slower.
//
// Why a bundle: from source, each command spent ~1.2 s in Node's ESM loader resolving and linking ~630 modules
// (Drizzle, Better Auth and our .ts files) and ~0.4 s collecting the loader's garbage. The server build bundles the
// same libraries (vite.config.ts). External: PGlite, which loads its WebAssembly and data files from its own folder;
// pg; zod, already loaded to check the command line. The bundle stays inside the project, so client.ts still finds
// drizzle/ and PGlite by walking up from its own location.
// Why --liftoff-only: PGlite is a large WebAssembly module. By default V8 recompiles its hottest functions with its
// optimising compiler on a background thread, and a process cannot exit before that compile ends: ~2 s (and a few
// hundred MB) at the end of every command. A command runs a handful of queries; V8's baseline code does that fine.
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import module from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { readCommandLine } from "./manager-args.ts";

const SELF = fileURLToPath(import.meta.url);
const ROOT = path.dirname(path.dirname(SELF));
const ENTRY = path.join(ROOT, "scripts", "manager-cli.ts");
const CACHE_DIR = path.join(ROOT, "node_modules", ".cache", "manager-cli");
const BUNDLE = path.join(CACHE_DIR, "manager-cli.mjs");
/** The files the bundle was built from, each with its size and modification time then. */
const INPUTS = path.join(CACHE_DIR, "inputs.json");

function stamp(file: string): string | null {
  try {
    const { size, mtimeMs } = statSync(file);
    return `${size}:${mtimeMs}`;
  } catch {
    return null;
  }
}

function isBundleCurrent(): boolean {
  let inputs: Record<string, string>;
  try {
    inputs = JSON.parse(readFileSync(INPUTS, "utf8"));
  } catch {
    return false;
  }
  return stamp(BUNDLE) !== null && Object.entries(inputs).every(([file, was]) => stamp(file) === was);
}

/** Bundles manager-cli.ts. Written under temporary names, then renamed: two commands may build at once. */
async function buildBundle() {
  const { build } = await import("rolldown");
  mkdirSync(CACHE_DIR, { recursive: true });
  const partial = path.join(CACHE_DIR, `manager-cli.${process.pid}.mjs`);
  const result = await build({
    input: ENTRY,
    platform: "node",
    external: [/^@electric-sql\/pglite(\/|$)/, /^zod(\/|$)/],
    logLevel: "warn",
    // One file: the commands' dynamic imports stay lazy (evaluated when first called) inside it.
    output: { file: partial, format: "esm", codeSplitting: false },
  });
  const files = [SELF, path.join(ROOT, "package-lock.json")];
  for (const chunk of result.output) if (chunk.type === "chunk") files.push(...chunk.moduleIds.filter(path.isAbsolute));
  const inputs = Object.fromEntries(files.map((file) => [file, stamp(file)]));
  renameSync(partial, BUNDLE);
  writeFileSync(`${INPUTS}.${process.pid}`, JSON.stringify(inputs));
  renameSync(`${INPUTS}.${process.pid}`, INPUTS);
}

/** Whether the bundler is installed: a production install (`npm ci --omit=dev`) has no dev dependencies. */
function canBundle() {
  try {
    import.meta.resolve("rolldown");
    return true;
  } catch {
    return false;
  }
}

const command = readCommandLine(process.argv.slice(2));
if (command) {
  let commands: typeof import("./manager-cli.ts");
  if (canBundle()) {
    if (!isBundleCurrent()) await buildBundle();
    // V8's compiled code for the bundle (and PGlite) is kept on disk too, so a command does not compile them again.
    module.enableCompileCache(path.join(CACHE_DIR, "v8"));
    commands = await import(pathToFileURL(BUNDLE).href);
  } else {
    // Without the bundler the commands run from source: everything they import is a production dependency.
    commands = await import("./manager-cli.ts");
  }
  await commands.runManagerCommand(command);
}

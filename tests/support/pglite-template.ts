// Vitest global setup: one freshly initialised PGlite cluster for the whole run, which each test file's in-memory
// database starts from (tests/support/test-db.ts) instead of running initdb itself. PGlite's initdb takes 5–8 s
// of CPU in every file that opens a database (PGlite.create without a data directory); loading the cluster from
// this copy takes ~1.5 s. Each file still gets a database of its own and applies the migrations to it, as the
// server does at boot. Not used against PostgreSQL (DATABASE_URL), where each file gets a new database instead.
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** An uncompressed tar of a new PGlite cluster (PGlite's dumpDataDir), or "" against PostgreSQL. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide("pgliteTemplate", "");
    return;
  }
  const dir = await mkdtemp(path.join(tmpdir(), "eidbi-pglite-template-"));
  const file = path.join(dir, "cluster.tar");
  // A child process with V8's baseline WebAssembly compiler only, like initPgliteDataDir in client.ts: it exits as
  // soon as initdb is done instead of first finishing the optimising compile of PGlite's hottest functions.
  const script = `import { writeFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
const db = await PGlite.create();
await writeFile(process.argv[1], Buffer.from(await (await db.dumpDataDir("none")).arrayBuffer()));
await db.close();`;
  await promisify(execFile)(process.execPath, ["--liftoff-only", "--input-type=module", "-e", script, file], {
    timeout: 120_000,
  });
  project.provide("pgliteTemplate", file);
  return () => rm(dir, { recursive: true, force: true });
}

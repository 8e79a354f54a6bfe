// The PostgreSQL programs as backup and restore run them, with stand-in programs in PG_BIN: where the password goes,
// and what an operator reads when a program is missing or fails.
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, expect, test, vi } from "vitest";
import { PgToolError, runPgTool, writeRestoreScript } from "./pg-tools";

const root = mkdtempSync(path.join(tmpdir(), "pg-tools-test-"));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});
afterEach(() => {
  vi.unstubAllEnvs();
});

/** A PG_BIN holding `tool` as a shell script with `body`. */
function binWith(tool: string, body: string) {
  const bin = mkdtempSync(path.join(root, "bin-"));
  writeFileSync(path.join(bin, tool), `#!/bin/sh\n${body}\n`);
  chmodSync(path.join(bin, tool), 0o755);
  vi.stubEnv("PG_BIN", bin);
  return bin;
}

test("the password goes to the program in PGPASSWORD, never on its command line", async () => {
  const seen = path.join(root, "seen.txt");
  binWith("pg_dump", `printf '%s\\n' "$*" "PGPASSWORD=$PGPASSWORD" > '${seen}'`);
  await runPgTool("pg_dump", ["--format=custom"], "postgres://site:s%40cret@db.example:5432/eidbi");
  const [args, password] = readFileSync(seen, "utf8").trim().split("\n");
  expect(args).toBe("--dbname=postgres://site@db.example:5432/eidbi --format=custom");
  expect(password).toBe("PGPASSWORD=s@cret");
});

test("a program that is missing, or that fails, is a PgToolError in one line the operator can act on", async () => {
  vi.stubEnv("PG_BIN", mkdtempSync(path.join(root, "empty-")));
  const missing = runPgTool("pg_dump", [], "postgres://site@db.example/eidbi");
  await expect(missing).rejects.toThrow(PgToolError);
  await expect(missing).rejects.toThrow("pg_dump was not found: install the PostgreSQL client tools, or set PG_BIN.");

  binWith("pg_restore", "echo 'pg_restore: error: input file does not appear to be a valid archive' >&2\nexit 1");
  await expect(writeRestoreScript(path.join(root, "db.pgdump"), path.join(root, "restore.sql"))).rejects.toThrow(
    "pg_restore could not read the dump: pg_restore: error: input file does not appear to be a valid archive",
  );
  binWith("psql", "echo 'psql: error: connection refused' >&2\necho 'is the server running?' >&2\nexit 2");
  await expect(runPgTool("psql", [], "postgres://site@db.example/eidbi")).rejects.toThrow(
    "psql failed: psql: error: connection refused is the server running?",
  );
});

// PostgreSQL's client programs (pg_dump, pg_restore, psql) for backups and restores, and the one query a restore
// needs first.
import { execFile } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

/** A PostgreSQL tool failed or is missing; the message says which and why. */
export class PgToolError extends Error {
  override name = "PgToolError";
}

/**
 * Runs a PostgreSQL client program against `databaseUrl`. The password goes in PGPASSWORD, not on the command line
 * where other users could see it. The programs come from PG_BIN, else PATH, else the newest
 * /usr/lib/postgresql/<n>/bin.
 */
export async function runPgTool(tool: "pg_dump" | "pg_restore" | "psql", args: string[], databaseUrl: string) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  await execPgBin(tool, [`--dbname=${url.toString()}`, ...args], `${tool} failed`, env);
}

/** pg_restore's script of a custom-format dump, written to `sqlFile` (no database involved). */
export async function writeRestoreScript(dumpFile: string, sqlFile: string) {
  const args = ["--no-owner", "--no-privileges", `--file=${sqlFile}`, dumpFile];
  await execPgBin("pg_restore", args, "pg_restore could not read the dump");
}

/** Runs `tool`; PgToolError when it is missing, or `failure` with the first lines it wrote to stderr. */
async function execPgBin(tool: string, args: string[], failure: string, env: NodeJS.ProcessEnv = process.env) {
  try {
    await promisify(execFile)(findPgBin(tool), args, { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      throw new PgToolError(`${tool} was not found: install the PostgreSQL client tools, or set PG_BIN.`);
    }
    const stderr = String((error as { stderr?: string }).stderr ?? "").trim();
    throw new PgToolError(`${failure}: ${firstLines(stderr) || (error as Error).message}`);
  }
}

function firstLines(text: string) {
  return text.split("\n").slice(0, 3).join(" ");
}

/**
 * Where a PostgreSQL program is: PG_BIN, else PATH, else the newest /usr/lib/postgresql/<n>/bin (Debian's layout);
 * the bare name when none has it (the error then says it is missing).
 */
export function findPgBin(tool: string) {
  if (process.env.PG_BIN) return path.join(process.env.PG_BIN, tool);
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, tool))) return path.join(dir, tool);
  }
  return (
    debianPgBins()
      .map((dir) => path.join(dir, tool))
      .find((candidate) => existsSync(candidate)) ?? tool
  );
}

/** Debian's /usr/lib/postgresql/<n>/bin directories, newest version first. */
export function debianPgBins(root = "/usr/lib/postgresql") {
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => path.join(root, version, "bin"));
}

/** How many tables the database in `databaseUrl` holds outside PostgreSQL's own schemas. */
export async function countTables(databaseUrl: string) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query(
      "select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
    );
    return Number(result.rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

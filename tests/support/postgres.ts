// PostgreSQL's server programs for the specs that run a throwaway server of their own (initdb, pg_ctl): PG_BIN, else
// the newest /usr/lib/postgresql/<n>/bin that has them (as scripts/with-postgres.sh and the backup commands look);
// and one admin statement on a server, for the tests that make a database of their own.
import { existsSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { debianPgBins } from "../../app/.server/runtime/pg-tools";

/** The directory with initdb and pg_ctl, or undefined when this machine has no PostgreSQL server. */
export const PG_SERVER_BIN = [process.env.PG_BIN, ...debianPgBins()].find(
  (dir): dir is string => dir !== undefined && existsSync(path.join(dir, "initdb")),
);

/** Runs one statement (create or drop a database) on its own connection to `serverUrl`, closed afterwards. */
export async function runAdmin(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

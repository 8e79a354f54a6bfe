// PostgreSQL's server programs for the specs that run a throwaway server of their own (initdb, pg_ctl): PG_BIN, else
// the newest /usr/lib/postgresql/<n>/bin that has them (as scripts/with-postgres.sh and the backup commands look).
import { existsSync } from "node:fs";
import path from "node:path";
import { debianPgBins } from "../../app/.server/pg-tools";

/** The directory with initdb and pg_ctl, or undefined when this machine has no PostgreSQL server. */
export const PG_SERVER_BIN = [process.env.PG_BIN, ...debianPgBins()].find(
  (dir): dir is string => dir !== undefined && existsSync(path.join(dir, "initdb")),
);

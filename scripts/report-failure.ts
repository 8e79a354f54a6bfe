// How an operator command (npm run backup, npm run restore) reports a failure: one line on stderr and exit code 1.
// An expected failure (a backup that cannot go ahead, a data directory in use, a missing PostgreSQL tool) prints its
// own message; anything else is named with the command, without a stack trace.
const EXPECTED = new Set(["BackupError", "DataDirLockedError", "PgToolError"]);

export function reportFailure(what: string, error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(error instanceof Error && EXPECTED.has(error.name) ? message : `${what} failed: ${message}`);
  process.exitCode = 1;
}

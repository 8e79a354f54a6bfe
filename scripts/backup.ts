// `npm run backup`: a consistent backup of the database and the stored files while the server runs, into
// DATA_DIR/backups (see app/.server/db/backup.ts). Its last line of output is the backup's path.
// - Embedded database: the running server writes it (asked over its control socket, app/.server/db/control-socket.ts),
//   as only that process may open the files; with no server running, this command opens the database itself.
// - PostgreSQL (DATABASE_URL): pg_dump, plus DATA_DIR/files when files are kept there.
// Runs from source with plain Node and the production dependencies only: no build and no dev dependencies needed.
import { existsSync } from "node:fs";
import path from "node:path";
import { BackupError, writeBackup } from "../app/.server/db/backup.ts";
import { openDatabase } from "../app/.server/db/client.ts";
import { NoServerError, requestBackup } from "../app/.server/db/control-socket.ts";
import { parseEnvOrExit } from "../app/.server/runtime/env.ts";
import { reportFailure } from "./report-failure.ts";

async function backUpHere(dataDir: string, databaseUrl: string | undefined, keep: number) {
  if (!databaseUrl && !existsSync(path.join(dataDir, "db", "PG_VERSION"))) {
    throw new BackupError(`There is no database in ${dataDir} to back up.`);
  }
  const opened = await openDatabase({ dataDir, databaseUrl, migrate: false, lockCommand: "npm run backup" });
  try {
    return await writeBackup({ dataDir, opened, databaseUrl, keep });
  } finally {
    await opened.close();
  }
}

try {
  const env = parseEnvOrExit();
  let backupPath: string;
  if (env.DATABASE_URL) {
    backupPath = await backUpHere(env.DATA_DIR, env.DATABASE_URL, env.BACKUP_KEEP);
  } else {
    try {
      backupPath = await requestBackup(env.DATA_DIR);
      console.log("Written by the running server.");
    } catch (error) {
      if (!(error instanceof NoServerError)) throw error;
      console.log("No server is running on this data directory: backing it up directly.");
      backupPath = await backUpHere(env.DATA_DIR, undefined, env.BACKUP_KEEP);
    }
  }
  console.log(backupPath);
} catch (error) {
  reportFailure("The backup", error);
}

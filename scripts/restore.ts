// `npm run restore -- <backup> [--force]`: restores a backup made by `npm run backup` into DATA_DIR (embedded
// database) or the database in DATABASE_URL (PostgreSQL), with its files. Refuses a data directory or database
// that already holds data unless --force is given. Stop the servers first: for the embedded database the data
// directory's lock enforces it.
// Runs from source with plain Node and the production dependencies only: no build and no dev dependencies needed.
import path from "node:path";
import { parseArgs } from "node:util";
import { readBackupManifest } from "../app/.server/db/backup.ts";
import { acquireDataDirLock } from "../app/.server/db/lock.ts";
import { restoreBackup } from "../app/.server/db/restore.ts";
import { parseEnvOrExit } from "../app/.server/runtime/env.ts";
import { reportFailure } from "./report-failure.ts";

const USAGE = `Usage: npm run restore -- <backup directory> [--force]

Restores a backup made by \`npm run backup\` into DATA_DIR (embedded database) or DATABASE_URL (PostgreSQL),
stored files included. The target must be empty; --force replaces what is there.`;

try {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { force: { type: "boolean" }, help: { type: "boolean", short: "h" } },
  });
  if (values.help || positionals.length !== 1) {
    console.log(USAGE);
    process.exitCode = values.help ? 0 : 2;
  } else {
    const env = parseEnvOrExit();
    const backupDir = path.resolve(positionals[0] ?? "");
    const manifest = await readBackupManifest(backupDir);
    const lock = manifest.driver === "pglite" ? acquireDataDirLock(env.DATA_DIR, "npm run restore") : null;
    try {
      const { files } = await restoreBackup({
        backupDir,
        dataDir: env.DATA_DIR,
        databaseUrl: env.DATABASE_URL,
        force: values.force ?? false,
      });
      const target = manifest.driver === "pglite" ? env.DATA_DIR : "the database in DATABASE_URL";
      console.log(`Restored the backup of ${manifest.createdAt} (${files} stored files) into ${target}.`);
    } finally {
      lock?.release();
    }
  }
} catch (error) {
  if (error instanceof TypeError && "code" in error) {
    console.error(`${error.message}\n\n${USAGE}`);
    process.exitCode = 2;
  } else {
    reportFailure("The restore", error);
  }
}

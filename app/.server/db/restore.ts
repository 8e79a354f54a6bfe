// Restoring a backup made by backup.ts into a data directory (embedded database) or a PostgreSQL database, with its
// stored files. The backup is loaded beside the current data (db.restoring, files.restoring in DATA_DIR) and put in
// place by rename only once it loaded; PostgreSQL's restore is one transaction. A backup that fails to load changes
// nothing. Beside, not in a copy of the whole DATA_DIR: the backups themselves and the lock live there too.
import { existsSync, readdirSync } from "node:fs";
import { chmod, copyFile, mkdtemp, rename, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { removeSharedAccess } from "../runtime/data-dir.ts";
import { syncPathAsync, syncTreeAsync } from "../runtime/fsync.ts";
import { countTables, runPgTool, writeRestoreScript } from "../runtime/pg-tools.ts";
import { BackupError, copyStoredFiles, readBackupManifest } from "./backup.ts";
import { openDurablePglite } from "./client.ts";
import { extractPgliteArchive } from "./pglite-archive.ts";

export type RestoreOptions = {
  backupDir: string;
  /** The data directory to restore into (its db/ for PGlite, its files/ and auth-secret in any case). */
  dataDir: string;
  /** PostgreSQL: the (empty) database to restore into. */
  databaseUrl?: string;
  /** Replace what is there instead of refusing a data directory or database that is not empty. */
  force: boolean;
};

/**
 * Restores a backup. The caller holds the data directory's lock (PGlite) or has made sure no server writes to
 * the database. Throws BackupError when the target is not empty (without `force`), does not fit the backup, or the
 * backup does not load; then the data there is as it was.
 */
export async function restoreBackup({ backupDir, dataDir, databaseUrl, force }: RestoreOptions) {
  const manifest = await readBackupManifest(backupDir);
  const filesDir = path.join(dataDir, "files");
  const dumpFile = path.join(backupDir, manifest.database);
  if (!existsSync(dumpFile)) throw new BackupError(`${backupDir} is incomplete: it has no ${manifest.database}.`);
  const dbDir = path.join(dataDir, "db");
  const staged = { db: `${dbDir}.restoring`, files: `${filesDir}.restoring` };
  await rm(staged.db, { recursive: true, force: true });
  await rm(staged.files, { recursive: true, force: true });
  if (manifest.driver === "pglite") {
    if (databaseUrl) {
      throw new BackupError(
        "This is a backup of the embedded database: unset DATABASE_URL to restore it into DATA_DIR.",
      );
    }
    if ((hasEntries(dbDir) || hasEntries(filesDir)) && !force) {
      throw new BackupError(
        `${dataDir} already holds a database or files. Restore into an empty DATA_DIR, or add --force to replace them.`,
      );
    }
    await loadPgliteBackup(dumpFile, staged.db);
  } else {
    if (!databaseUrl)
      throw new BackupError("This is a PostgreSQL backup: set DATABASE_URL to the database to restore into.");
    const tables = await countTables(databaseUrl);
    if (tables > 0 && !force) {
      throw new BackupError(
        `The database already has ${tables} tables. Restore into an empty database, or add --force to replace them.`,
      );
    }
    if (hasEntries(filesDir) && !force) {
      throw new BackupError(`${filesDir} is not empty. Restore into an empty DATA_DIR, or add --force to replace it.`);
    }
  }
  let files: number;
  try {
    files = await copyStoredFiles(path.join(backupDir, "files"), staged.files, "copy");
    await syncTreeAsync(staged.files);
    // PostgreSQL's restore is one transaction: nothing is replaced until it has succeeded.
    if (manifest.driver === "postgres") await restorePostgres(dumpFile, databaseUrl ?? "");
  } catch (error) {
    await rm(staged.db, { recursive: true, force: true });
    await rm(staged.files, { recursive: true, force: true });
    throw error;
  }
  if (manifest.driver === "pglite") await swapIn(staged.db, dbDir);
  await swapIn(staged.files, filesDir);
  if (manifest.hasAuthSecret) {
    const secret = path.join(dataDir, "auth-secret");
    if (!existsSync(secret) || force) {
      await copyFile(path.join(backupDir, "auth-secret"), `${secret}.restoring`);
      await chmod(`${secret}.restoring`, 0o600);
      await rename(`${secret}.restoring`, secret);
    }
  }
  await syncPathAsync(dataDir);
  return { manifest, files };
}

/** Unpacks an embedded database's archive into `dir` and checks it opens with the site's tables; BackupError if not. */
async function loadPgliteBackup(dumpFile: string, dir: string) {
  try {
    await extractPgliteArchive(dumpFile, dir);
    removeSharedAccess(dir);
    // Opening replays the archive's write-ahead log, as after a crash; closing writes a clean checkpoint.
    const client = await openDurablePglite(dir);
    try {
      await client.query("select 1 from drizzle.__drizzle_migrations limit 1");
    } finally {
      await client.close();
    }
    await syncTreeAsync(dir);
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    const reason = error instanceof Error ? error.message : String(error);
    throw new BackupError(`The backup's database did not load (${reason}); nothing was changed.`);
  }
}

/**
 * Replaces the database in `databaseUrl` with the dump, in one transaction: the site's schemas are dropped and the
 * dump's script runs after them, so a dump that fails part-way leaves the database as it was.
 */
async function restorePostgres(dumpFile: string, databaseUrl: string) {
  const work = await mkdtemp(path.join(tmpdir(), "eidbi-restore-"));
  try {
    const script = path.join(work, "restore.sql");
    await writeRestoreScript(dumpFile, script);
    await runPgTool(
      "psql",
      [
        "--no-psqlrc",
        "--quiet",
        "--set=ON_ERROR_STOP=1",
        "--single-transaction",
        "--command=drop schema if exists drizzle cascade",
        "--command=drop schema if exists public cascade",
        "--command=create schema public",
        `--file=${script}`,
      ],
      databaseUrl,
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new BackupError(`The backup's database did not load (${reason}); nothing was changed.`);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Puts `staged` in the place of `target` by rename; the old `target` is deleted only once the new one is there. */
async function swapIn(staged: string, target: string) {
  const replaced = `${target}.replaced`;
  await rm(replaced, { recursive: true, force: true });
  if (existsSync(target)) await rename(target, replaced);
  await rename(staged, target);
  await rm(replaced, { recursive: true, force: true });
}

function hasEntries(dir: string) {
  try {
    return readdirSync(dir).length > 0;
  } catch {
    return false;
  }
}

// Backups and restores of the database and the stored files, made while the server runs.
// A backup is a directory DATA_DIR/backups/backup-<UTC time>/, owner-only (0700, files 0600):
//   manifest.json   what it holds (written last: a backup without one is incomplete)
//   db.tar.gz       the embedded database: PGlite's data directory, archived by the server process that has it open
//   db.pgdump       or PostgreSQL: pg_dump's custom format, restored with pg_restore
//   files/          the files under DATA_DIR/files (files kept in the database are in the dump)
//   auth-secret     the generated session-signing secret, when there is one
// A backup is written under a temporary name (.backup-<time>.partial-<pid>) and renamed once complete and flushed;
// one whose process is gone (a crash mid-backup) is removed by the next backup. Restoring is in restore.ts.
import { existsSync } from "node:fs";
import { chmod, copyFile, link, mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { syncPathAsync, syncTreeAsync } from "../runtime/fsync.ts";
import { runPgTool } from "../runtime/pg-tools.ts";
import type { OpenDatabase } from "./client.ts";

const BACKUP_PREFIX = "backup-";
const MANIFEST = "manifest.json";
/** A backup being written: `.backup-<time>.partial-<pid of the writer>`. */
const PARTIAL = /^\.backup-.+\.partial(?:-(\d+))?$/;

const ManifestSchema = z.object({
  format: z.literal(1),
  driver: z.enum(["pglite", "postgres"]),
  createdAt: z.string(),
  database: z.enum(["db.tar.gz", "db.pgdump"]),
  files: z.number().int().min(0),
  hasAuthSecret: z.boolean(),
});
export type BackupManifest = z.infer<typeof ManifestSchema>;

/** A backup or restore that cannot go ahead; the message says why and what to do. */
export class BackupError extends Error {
  override name = "BackupError";
}

export type WriteBackupOptions = {
  dataDir: string;
  /** The open database: the server's own PGlite, or any connection for PostgreSQL. */
  opened: OpenDatabase;
  /** PostgreSQL: the URL pg_dump connects to. */
  databaseUrl?: string;
  /** How many backups to keep; older ones are deleted once this one is complete. */
  keep: number;
};

/**
 * Writes a consistent backup into DATA_DIR/backups and returns its path. The database is copied first, then the
 * files: a file is stored before the row that names it is committed, and files are never changed afterwards, so
 * every file a backed-up row names is in the backup. Only the new backup's files are flushed, without blocking.
 */
export async function writeBackup({ dataDir, opened, databaseUrl, keep }: WriteBackupOptions): Promise<string> {
  const backupsDir = path.join(dataDir, "backups");
  await mkdir(backupsDir, { recursive: true, mode: 0o700 });
  await chmod(backupsDir, 0o700);
  await removeAbandonedBackups(backupsDir);
  const createdAt = new Date();
  const name = `${BACKUP_PREFIX}${createdAt.toISOString().replace(/[-:]/g, "").replace(".", "-")}`;
  const final = path.join(backupsDir, name);
  const partial = path.join(backupsDir, `.${name}.partial-${process.pid}`);
  await mkdir(partial, { mode: 0o700 });
  try {
    let database: BackupManifest["database"];
    if (opened.driver === "pglite") {
      if (!opened.archiveDataDir) throw new BackupError("This database is not on disk: it cannot be backed up.");
      database = "db.tar.gz";
      await opened.archiveDataDir(path.join(partial, database));
    } else {
      if (!databaseUrl) throw new BackupError("A PostgreSQL backup needs DATABASE_URL.");
      database = "db.pgdump";
      const file = path.join(partial, database);
      await runPgTool("pg_dump", ["--format=custom", "--no-owner", `--file=${file}`], databaseUrl);
      await chmod(file, 0o600);
    }

    const files = await copyStoredFiles(path.join(dataDir, "files"), path.join(partial, "files"), "link");
    const secret = path.join(dataDir, "auth-secret");
    const hasAuthSecret = existsSync(secret);
    if (hasAuthSecret) await copyFile(secret, path.join(partial, "auth-secret"));
    const manifest: BackupManifest = {
      format: 1,
      driver: opened.driver,
      createdAt: createdAt.toISOString(),
      database,
      files,
      hasAuthSecret,
    };
    await writeFile(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    await syncTreeAsync(partial);
    await rename(partial, final);
    await syncPathAsync(backupsDir);
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
  await pruneBackups(backupsDir, keep);
  return final;
}

/** Removes backups left half-written by a process that no longer runs (a crash or a kill mid-backup). */
export async function removeAbandonedBackups(backupsDir: string) {
  for (const entry of await readdir(backupsDir)) {
    const match = PARTIAL.exec(entry);
    if (match && !isRunning(Number(match[1] ?? 0))) {
      await rm(path.join(backupsDir, entry), { recursive: true, force: true });
    }
  }
}

function isRunning(pid: number) {
  if (pid === process.pid) return true;
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Deletes all but the newest `keep` complete backups (their names sort by time). */
async function pruneBackups(backupsDir: string, keep: number) {
  const names = (await readdir(backupsDir)).filter((entry) => entry.startsWith(BACKUP_PREFIX)).sort();
  for (const old of names.slice(0, Math.max(0, names.length - keep))) {
    await rm(path.join(backupsDir, old), { recursive: true, force: true });
  }
}

/**
 * Copies the stored files (not the temporary ones being written) from `from` into `to`, owner-only, and returns
 * how many. Within DATA_DIR a hard link is enough: a stored file is never changed, only deleted.
 */
export async function copyStoredFiles(from: string, to: string, how: "link" | "copy") {
  await mkdir(to, { recursive: true, mode: 0o700 });
  if (!existsSync(from)) return 0;
  let count = 0;
  for (const entry of await readdir(from, { withFileTypes: true })) {
    if (!entry.isFile() || entry.name.startsWith(".")) continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (how === "link") {
      try {
        await link(source, target);
      } catch {
        await copyFile(source, target);
      }
    } else {
      await copyFile(source, target);
    }
    await chmod(target, 0o600);
    count += 1;
  }
  return count;
}

/** Reads and checks a backup's manifest. Throws BackupError when `backupDir` is not a complete backup. */
export async function readBackupManifest(backupDir: string): Promise<BackupManifest> {
  if (!existsSync(backupDir)) throw new BackupError(`${backupDir} does not exist.`);
  let text: string;
  try {
    text = await readFile(path.join(backupDir, MANIFEST), "utf8");
  } catch {
    throw new BackupError(`${backupDir} is not a complete backup (it has no ${MANIFEST}).`);
  }
  let parsed: ReturnType<typeof ManifestSchema.safeParse> | null = null;
  try {
    parsed = ManifestSchema.safeParse(JSON.parse(text));
  } catch {
    // not JSON: reported below
  }
  if (!parsed?.success) {
    throw new BackupError(`${path.join(backupDir, MANIFEST)} is not a backup manifest this version reads.`);
  }
  return parsed.data;
}

// Backups and restores of the database and the stored files, made while the server runs.
// A backup is a directory DATA_DIR/backups/backup-<UTC time>/, owner-only (0700, files 0600):
//   manifest.json   what it holds (written last: a backup without one is incomplete)
//   db.tar.gz       the embedded database: PGlite's data directory, dumped by the server process that has it open
//   db.pgdump       or PostgreSQL: pg_dump's custom format, restored with pg_restore
//   files/          the files under DATA_DIR/files (files kept in the database are in the dump)
//   auth-secret     the generated session-signing secret, when there is one
// Plain-Node importable (the backup and restore commands use it): relative imports with .ts extensions only.
import { execFile } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { chmod, copyFile, link, mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { z } from "zod";
import { type OpenDatabase, openDurablePglite, syncTree } from "./db/client.ts";

const BACKUP_PREFIX = "backup-";
const MANIFEST = "manifest.json";

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
 * every file a backed-up row names is in the backup.
 */
export async function writeBackup({ dataDir, opened, databaseUrl, keep }: WriteBackupOptions): Promise<string> {
  const backupsDir = path.join(dataDir, "backups");
  await mkdir(backupsDir, { recursive: true, mode: 0o700 });
  await chmod(backupsDir, 0o700);
  const createdAt = new Date();
  const name = `${BACKUP_PREFIX}${createdAt.toISOString().replace(/[-:]/g, "").replace(".", "-")}`;
  const final = path.join(backupsDir, name);
  const partial = path.join(backupsDir, `.${name}.partial`);
  await mkdir(partial, { mode: 0o700 });
  try {
    let database: BackupManifest["database"];
    if (opened.driver === "pglite") {
      if (!opened.dumpDataDir) throw new BackupError("This database cannot be dumped.");
      database = "db.tar.gz";
      const tar = await opened.dumpDataDir();
      await writeFile(path.join(partial, database), new Uint8Array(await tar.arrayBuffer()), { mode: 0o600 });
    } else {
      if (!databaseUrl) throw new BackupError("A PostgreSQL backup needs DATABASE_URL.");
      database = "db.pgdump";
      await runPgTool(
        "pg_dump",
        ["--format=custom", "--no-owner", `--file=${path.join(partial, database)}`],
        databaseUrl,
      );
      await chmod(path.join(partial, database), 0o600);
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
    syncTree(partial);
    await rename(partial, final);
    syncTree(backupsDir);
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
  await pruneBackups(backupsDir, keep);
  return final;
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
async function copyStoredFiles(from: string, to: string, how: "link" | "copy") {
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
  let text: string;
  try {
    text = await readFile(path.join(backupDir, MANIFEST), "utf8");
  } catch {
    throw new BackupError(`${backupDir} is not a complete backup (it has no ${MANIFEST}).`);
  }
  const parsed = ManifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new BackupError(`${backupDir}/${MANIFEST} is not a backup manifest this version reads.`);
  return parsed.data;
}

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
 * the database. Throws BackupError when the target is not empty (without `force`) or does not fit the backup.
 */
export async function restoreBackup({ backupDir, dataDir, databaseUrl, force }: RestoreOptions) {
  const manifest = await readBackupManifest(backupDir);
  const filesDir = path.join(dataDir, "files");
  if (manifest.driver === "pglite") {
    if (databaseUrl) {
      throw new BackupError(
        "This is a backup of the embedded database: unset DATABASE_URL to restore it into DATA_DIR.",
      );
    }
    const dbDir = path.join(dataDir, "db");
    const isUsed = hasEntries(dbDir) || hasEntries(filesDir);
    if (isUsed && !force) {
      throw new BackupError(
        `${dataDir} already holds a database or files. Restore into an empty DATA_DIR, or add --force to replace them.`,
      );
    }
    await rm(dbDir, { recursive: true, force: true });
    await mkdir(dbDir, { recursive: true, mode: 0o700 });
    const tar = new Blob([await readFile(path.join(backupDir, manifest.database))]);
    // Opening replays the dump's write-ahead log, as after a crash; closing writes a clean checkpoint.
    const client = await openDurablePglite(dbDir, { loadDataDir: tar });
    await client.close();
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
    if (tables > 0) await emptyDatabase(databaseUrl);
    await runPgTool(
      "pg_restore",
      [
        "--no-owner",
        "--no-privileges",
        "--exit-on-error",
        "--single-transaction",
        path.join(backupDir, manifest.database),
      ],
      databaseUrl,
    );
  }
  await rm(filesDir, { recursive: true, force: true });
  const files = await copyStoredFiles(path.join(backupDir, "files"), filesDir, "copy");
  if (manifest.hasAuthSecret) {
    const secret = path.join(dataDir, "auth-secret");
    if (!existsSync(secret) || force) {
      await copyFile(path.join(backupDir, "auth-secret"), secret);
      await chmod(secret, 0o600);
    }
  }
  syncTree(dataDir);
  return { manifest, files };
}

function hasEntries(dir: string) {
  try {
    return readdirSync(dir).length > 0;
  } catch {
    return false;
  }
}

async function countTables(databaseUrl: string) {
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

/** Drops the schemas the site's migrations create (with everything in them), leaving an empty public schema. */
async function emptyDatabase(databaseUrl: string) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("drop schema if exists drizzle cascade");
    await client.query("drop schema if exists public cascade");
    await client.query("create schema public");
  } finally {
    await client.end();
  }
}

/**
 * Runs pg_dump or pg_restore against `databaseUrl`. The password goes in PGPASSWORD, not on the command line where
 * other users could see it. The tools come from PG_BIN, else PATH, else the newest /usr/lib/postgresql/<n>/bin.
 */
async function runPgTool(tool: "pg_dump" | "pg_restore", args: string[], databaseUrl: string) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  try {
    await promisify(execFile)(findPgTool(tool), [`--dbname=${url.toString()}`, ...args], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    const stderr = String((error as { stderr?: string }).stderr ?? "").trim();
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      throw new BackupError(`${tool} was not found: install the PostgreSQL client tools, or set PG_BIN.`);
    }
    throw new BackupError(`${tool} failed: ${stderr || (error as Error).message}`);
  }
}

function findPgTool(tool: string) {
  if (process.env.PG_BIN) return path.join(process.env.PG_BIN, tool);
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, tool))) return path.join(dir, tool);
  }
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  for (const version of versions) {
    const candidate = path.join(root, version, "bin", tool);
    if (existsSync(candidate)) return candidate;
  }
  return tool;
}

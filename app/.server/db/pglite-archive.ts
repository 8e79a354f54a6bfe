// The embedded database's backup: a gzip'd tar of PGlite's data directory, made from the files on disk through
// streams, so the server's memory stays flat whatever the size of the database (PGlite's own dumpDataDir builds
// the whole archive in memory: 1.5 GB for a 100,000-lead database). Restoring unpacks it the same way.
import { createWriteStream, existsSync, constants as fsConstants } from "node:fs";
import { copyFile, mkdir, readdir, rm } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import type { PGlite } from "@electric-sql/pglite";
import * as tar from "tar";
import { logger } from "../runtime/logger.ts";

/** A write-ahead-log segment file: timeline, log and segment number, 8 hex digits each. */
const WAL_SEGMENT = /^[0-9A-F]{24}$/;

/**
 * The WAL segments a copy taken right after a checkpoint needs: from the redo point's to the one where the log
 * ends, which holds the end of the checkpoint record (a record can run on into the next segment).
 */
export type WalRange = { first: string; last: string };

/**
 * Writes the gzip'd tar of the data directory `dbDir` (PGlite's, opened by `client`) to `archive`. The files are
 * copied while PGlite runs nothing else, right after a checkpoint, so the copy is what a crash at that moment
 * would leave: opening it replays the log from that checkpoint. Only the copy holds the database up; the archive
 * is written from the copy afterwards, while visitors are served again.
 */
export async function archivePgliteDataDir(client: PGlite, dbDir: string, archive: string) {
  const staging = `${archive}.staging`;
  await rm(staging, { recursive: true, force: true });
  try {
    // Most of the buffer cache is written out here, while queries still run, so the checkpoint under the lock is short.
    await client.exec("checkpoint");
    // A transaction holds PGlite's transaction lock, which every other query and transaction waits for: nothing
    // writes between the checkpoint and the end of the copy.
    const started = performance.now();
    await client.transaction(async (tx) => {
      await tx.exec("checkpoint");
      const { rows } = await tx.query<WalRange>(
        "select redo_wal_file as first, pg_walfile_name(pg_current_wal_insert_lsn()) as last from pg_control_checkpoint()",
      );
      const range = rows[0];
      if (!range) throw new Error("PGlite reported no checkpoint.");
      await copyDataDir(dbDir, staging, range);
    });
    logger.info({ lockedMs: Math.round(performance.now() - started) }, "Database copied for a backup");
    await writeTarGz(staging, archive);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * Copies a data directory, leaving out the WAL segments outside `wal`. After a checkpoint with nothing else
 * running, crash recovery reads the log from the redo point to the end of the checkpoint record, where the log
 * ends, and stops at the first segment that is missing; the other segment files are recycled ones, holding old records under names
 * PostgreSQL will reuse (pg_wal stays at min_wal_size and more: 512 MB for a 100,000-lead database).
 */
async function copyDataDir(from: string, to: string, wal: WalRange) {
  await mkdir(to, { recursive: true, mode: 0o700 });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      await copyDataDir(source, target, wal);
    } else if (entry.isFile()) {
      const isUnneededWal =
        path.basename(from) === "pg_wal" && WAL_SEGMENT.test(entry.name) && !isInRange(entry.name, wal);
      // A clone where the file system offers one (btrfs, XFS): instant, and no blocks are written.
      if (!isUnneededWal) await copyFile(source, target, fsConstants.COPYFILE_FICLONE);
    }
  }
}

function isInRange(segment: string, { first, last }: WalRange) {
  return segment >= first && segment <= last;
}

/** A gzip'd tar of the contents of `dir`, its paths relative to it, compressed off the main thread by node:zlib. */
async function writeTarGz(dir: string, archive: string) {
  // node-tar reads a file in one piece up to 16 MB by default; 1 MB reads keep the backup's peak ~30 MB lower.
  const pack = tar.create({ cwd: dir, portable: true, maxReadSize: 1024 * 1024 }, await readdir(dir));
  await pipeline(pack, createGzip(), createWriteStream(archive, { mode: 0o600, flags: "wx" }));
}

/**
 * Unpacks a data directory's archive into `dir`: this module's, or one PGlite's dumpDataDir wrote (older
 * backups), whose paths start with "/"; both are taken relative to `dir`. Throws when it holds no database.
 */
export async function extractPgliteArchive(archive: string, dir: string) {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  // A damaged archive makes node-tar warn and go on; here it is an error. Only the note that a leading "/" was
  // taken off (an old backup's paths) is expected.
  const problems: string[] = [];
  await tar.extract({
    file: archive,
    cwd: dir,
    onwarn: (code, message) => {
      if (code !== "TAR_ENTRY_INFO") problems.push(`${code}: ${message}`);
    },
  });
  if (problems.length > 0) throw new Error(`the dump is damaged (${problems[0]})`);
  if (!existsSync(path.join(dir, "PG_VERSION"))) throw new Error("the dump holds no database");
}

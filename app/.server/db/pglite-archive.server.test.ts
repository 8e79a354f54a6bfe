// The embedded database's backup archive, on real data directories: it leaves out the recycled write-ahead log and
// still restores a database whole after many log cycles; backups PGlite's dumpDataDir wrote still restore; and a
// backup that fails part-way (the disk full while the database is held) leaves nothing behind and holds nothing up.
import { mkdtempSync, rmSync } from "node:fs";
import { mkdir, readdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import * as tar from "tar";
import { afterAll, afterEach, expect, test, vi } from "vitest";
import { writeBackup } from "./backup";
import { type OpenDatabase, openDatabase, openDurablePglite } from "./client";
import { restoreBackup } from "./restore";
import { inquiries } from "./schema";

// The disk "fills up" after this many data-directory files have been copied for a backup (null: never).
const disk = vi.hoisted(() => ({ fullAfter: null as number | null }));
vi.mock("node:fs/promises", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:fs/promises")>();
  const copyFile: typeof actual.copyFile = async (...args) => {
    if (disk.fullAfter !== null && disk.fullAfter-- <= 0) {
      throw Object.assign(new Error("ENOSPC: no space left on device, copyfile"), { code: "ENOSPC" });
    }
    return actual.copyFile(...args);
  };
  return { ...actual, copyFile, default: { ...actual, copyFile } };
});

const root = mkdtempSync(path.join(tmpdir(), "pglite-archive-test-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
afterEach(() => {
  disk.fullAfter = null;
});

const WAL_SEGMENT = /^[0-9A-F]{24}$/;

async function withDatabase<T>(dataDir: string, use: (opened: OpenDatabase) => Promise<T>) {
  const opened = await openDatabase({ dataDir, lockCommand: "archive test" });
  try {
    return await use(opened);
  } finally {
    await opened.close();
  }
}

/** ~40 MB of write-ahead log: rows of ~1 KB of text that compresses poorly, in a table of their own. */
async function fillLog(opened: OpenDatabase) {
  await opened.db.execute(sql`create table if not exists log_filler (n integer, pad text)`);
  await opened.db.execute(sql`
    insert into log_filler
    select n, repeat(md5(n::text), 32) from generate_series(1, 40000) as n`);
}

async function count(dataDir: string) {
  return withDatabase(dataDir, async ({ db }) => ({
    inquiries: await db.$count(inquiries),
    filler: await db.$count(sql`log_filler`),
  }));
}

test("the archive leaves out recycled log segments, and restores whole after many log cycles", async () => {
  const dataDir = path.join(root, "cycled");
  const backupDir = await withDatabase(dataDir, async (opened) => {
    // Rounds of log, each closed by a checkpoint: PostgreSQL renames the segments it no longer needs to later
    // names for reuse, so pg_wal holds stale segments under names after the current one.
    for (let round = 0; round < 4; round += 1) {
      await fillLog(opened);
      await opened.db.execute(sql`checkpoint`);
    }
    await fillLog(opened);
    await opened.db
      .insert(inquiries)
      .values({ source: "contact", name: "Last", email: "last@example.com", message: "Hi." });
    return writeBackup({ dataDir, opened, keep: 5 });
  });
  const onDisk = (await readdir(path.join(dataDir, "db", "pg_wal"))).filter((name) => WAL_SEGMENT.test(name));

  const archived: string[] = [];
  await tar.list({ file: path.join(backupDir, "db.tar.gz"), onReadEntry: (entry) => archived.push(entry.path) });
  expect(archived).toContain("PG_VERSION");
  expect(archived.filter((name) => name.startsWith("/"))).toEqual([]);
  const archivedSegments = archived.filter((name) => /^pg_wal\/[0-9A-F]{24}$/.test(name));
  expect(archivedSegments.length).toBeGreaterThanOrEqual(1);
  expect(archivedSegments.length).toBeLessThan(onDisk.length);

  const restored = path.join(root, "cycled-restored");
  await restoreBackup({ backupDir, dataDir: restored, force: false });
  expect(await count(restored)).toEqual({ inquiries: 1, filler: 200_000 });
  // The restored database takes writes and keeps them across a restart.
  await withDatabase(restored, fillLog);
  expect(await count(restored)).toEqual({ inquiries: 1, filler: 240_000 });
}, 300_000);

test("a backup PGlite's dumpDataDir wrote (before archives were streamed) still restores", async () => {
  const dataDir = path.join(root, "old-format");
  await withDatabase(dataDir, async ({ db }) => {
    await db.insert(inquiries).values({ source: "contact", name: "Old", email: "old@example.com", message: "Hi." });
  });
  const client = await openDurablePglite(path.join(dataDir, "db"));
  const dump = await client.dumpDataDir("gzip").finally(() => client.close());
  const backupDir = path.join(root, "old-backup");
  await mkdir(path.join(backupDir, "files"), { recursive: true });
  await writeFile(path.join(backupDir, "db.tar.gz"), new Uint8Array(await dump.arrayBuffer()));
  const manifest = { format: 1, driver: "pglite", createdAt: new Date().toISOString(), database: "db.tar.gz" };
  await writeFile(
    path.join(backupDir, "manifest.json"),
    JSON.stringify({ ...manifest, files: 0, hasAuthSecret: false }),
  );

  const restored = path.join(root, "old-format-restored");
  await restoreBackup({ backupDir, dataDir: restored, force: false });
  const emails = await withDatabase(restored, ({ db }) => db.select({ email: inquiries.email }).from(inquiries));
  expect(emails).toEqual([{ email: "old@example.com" }]);
}, 120_000);

test("a backup the full disk stops while the database is held leaves no backup and keeps the database serving", async () => {
  const dataDir = path.join(root, "full-disk");
  await withDatabase(dataDir, async (opened) => {
    await opened.db.insert(inquiries).values({ source: "contact", name: "A", email: "a@example.com", message: "Hi." });
    disk.fullAfter = 20;
    await expect(writeBackup({ dataDir, opened, keep: 5 })).rejects.toThrow("ENOSPC");
    expect(disk.fullAfter).toBeLessThan(0);
    expect(await readdir(path.join(dataDir, "backups"))).toEqual([]);

    // The database was let go: the next visitor's write goes through, and the next backup is whole.
    disk.fullAfter = null;
    await opened.db.insert(inquiries).values({ source: "contact", name: "B", email: "b@example.com", message: "Hi." });
    const backupDir = await writeBackup({ dataDir, opened, keep: 5 });
    const restored = path.join(root, "full-disk-restored");
    await restoreBackup({ backupDir, dataDir: restored, force: false });
    const restoredCount = await withDatabase(restored, ({ db }) => db.$count(inquiries));
    expect(restoredCount).toBe(2);
  });
}, 120_000);

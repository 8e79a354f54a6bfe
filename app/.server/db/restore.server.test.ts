// Restoring over existing data with --force: a backup that fails to load leaves the old data as it was (readable,
// files included); a good one replaces it. Embedded database on a real data directory; PostgreSQL too when
// DATABASE_URL is set (scripts/with-postgres.sh), in databases of its own on that server.
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, expect, test } from "vitest";
import { BackupError, removeAbandonedBackups, writeBackup } from "./backup";
import { openDatabase } from "./client";
import { restoreBackup } from "./restore";
import { inquiries } from "./schema";

const root = mkdtempSync(path.join(tmpdir(), "restore-test-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

type Target = { dataDir: string; databaseUrl?: string };

async function addInquiry({ dataDir, databaseUrl }: Target, email: string) {
  const opened = await openDatabase({ dataDir, databaseUrl, lockCommand: "restore test" });
  try {
    await opened.db.insert(inquiries).values({ source: "contact", name: "Restore Test", email, message: "Hello." });
  } finally {
    await opened.close();
  }
}

async function emails({ dataDir, databaseUrl }: Target) {
  const opened = await openDatabase({ dataDir, databaseUrl, migrate: false, lockCommand: "restore test" });
  try {
    return (await opened.db.select({ email: inquiries.email }).from(inquiries)).map((row) => row.email).sort();
  } finally {
    await opened.close();
  }
}

async function backUp({ dataDir, databaseUrl }: Target) {
  const opened = await openDatabase({ dataDir, databaseUrl, migrate: false, lockCommand: "restore test" });
  try {
    return await writeBackup({ dataDir, opened, databaseUrl, keep: 5 });
  } finally {
    await opened.close();
  }
}

/** A copy of `backupDir` whose database dump is garbage, under the same manifest. */
async function corruptCopyOf(backupDir: string) {
  const copy = path.join(root, `corrupt-${randomBytes(4).toString("hex")}`);
  await mkdir(copy);
  const manifest = JSON.parse(await readFile(path.join(backupDir, "manifest.json"), "utf8"));
  await writeFile(path.join(copy, "manifest.json"), JSON.stringify(manifest));
  await writeFile(path.join(copy, manifest.database), randomBytes(64 * 1024));
  await mkdir(path.join(copy, "files"));
  return copy;
}

async function checkForcedRestores(target: Target) {
  await addInquiry(target, "in-backup@example.com");
  await mkdir(path.join(target.dataDir, "files"), { recursive: true });
  await writeFile(path.join(target.dataDir, "files", "old-file"), "kept");
  const backupDir = await backUp(target);
  await addInquiry(target, "after-backup@example.com");

  const corrupt = await corruptCopyOf(backupDir);
  const failed = restoreBackup({ backupDir: corrupt, ...target, force: true });
  await expect(failed).rejects.toThrow(BackupError);
  await expect(failed).rejects.toThrow(/did not load .*nothing was changed/);
  expect(await emails(target)).toEqual(["after-backup@example.com", "in-backup@example.com"]);
  expect(await readFile(path.join(target.dataDir, "files", "old-file"), "utf8")).toBe("kept");
  expect((await readdir(target.dataDir)).filter((name) => name.includes(".restoring"))).toEqual([]);

  await restoreBackup({ backupDir, ...target, force: true });
  expect(await emails(target)).toEqual(["in-backup@example.com"]);
  expect(await readFile(path.join(target.dataDir, "files", "old-file"), "utf8")).toBe("kept");
}

test("embedded: a corrupt backup restored with --force changes nothing; a good one replaces the data", async () => {
  await checkForcedRestores({ dataDir: path.join(root, "embedded") });
}, 120_000);

test.skipIf(!process.env.DATABASE_URL)(
  "PostgreSQL: a corrupt backup restored with --force changes nothing; a good one replaces the data",
  async () => {
    const serverUrl = process.env.DATABASE_URL ?? "";
    const name = `restore_${randomBytes(5).toString("hex")}`;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(statement).finally(() => client.end());
    };
    await admin(`create database "${name}"`);
    try {
      const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
      await checkForcedRestores({ dataDir: path.join(root, "postgres"), databaseUrl });
    } finally {
      await admin(`drop database if exists "${name}" with (force)`);
    }
  },
  120_000,
);

test("a backup left half-written by a process that is gone is removed by the next one; a live one is kept", async () => {
  const backupsDir = path.join(root, "abandoned", "backups");
  const gone = path.join(backupsDir, ".backup-20260101T000000-000Z.partial-999999999");
  const live = path.join(backupsDir, `.backup-20260101T000001-000Z.partial-${process.pid}`);
  await mkdir(gone, { recursive: true });
  await mkdir(live, { recursive: true });
  await removeAbandonedBackups(backupsDir);
  expect(existsSync(gone)).toBe(false);
  expect(existsSync(live)).toBe(true);
});

// Integration tests run against a real database: a fresh in-memory PGlite per test file (started from the new
// cluster the global setup made, pglite-template.ts), or, when DATABASE_URL is set (scripts/with-postgres.sh), a
// throwaway database created on that PostgreSQL server for the file.
// Both get the committed migrations applied, exactly as the server does at boot.
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, inject } from "vitest";
import type { AppContext } from "~/.server/app-context";
import { createContentState } from "~/.server/content/published";
import { type Database, type OpenDatabase, openDatabase, openMemoryDatabase } from "~/.server/db/client";
import { createEncryptedFileStorage, type MasterKeyring } from "~/.server/files/encrypted-storage";
import { masterKeyOf } from "~/.server/files/encryption";
import { createLocalFileStorage, type FileStorage } from "~/.server/files/storage";
import { createTestAppContext, setTestApp } from "./app-context";
import { faultInjectingLogger, setDatabaseWritesFailing } from "./db-faults";
import { runAdmin } from "./postgres";

/** Which engine this run uses, for test names. */
export const TEST_DATABASE_KIND = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";

/**
 * A migrated database of its own for one test file. close() drops it (PostgreSQL) or frees it (PGlite). Its writes
 * fail while the fault switch (db-faults.ts) is on.
 */
export async function createTestDatabase(): Promise<OpenDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    // The cluster the global setup made (pglite-template.ts), when this file runs under it.
    const template = inject("pgliteTemplate");
    return openMemoryDatabase(template ? new Blob([await readFile(template)]) : undefined, faultInjectingLogger);
  }

  const name = `test_${randomUUID().replaceAll("-", "")}`;
  await runAdmin(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    const opened = await openDatabase({
      dataDir: tmpdir(),
      databaseUrl: url.toString(),
      queryLogger: faultInjectingLogger,
    });
    return {
      ...opened,
      close: async () => {
        await opened.close();
        await runAdmin(serverUrl, `drop database if exists "${name}" with (force)`);
      },
    };
  } catch (error) {
    await runAdmin(serverUrl, `drop database if exists "${name}" with (force)`);
    throw error;
  }
}

export type TestServerState = {
  /** The file's app context (what callRoute and testContext hand the code under test). */
  app: () => AppContext;
  /** Changes the app context for the current test (a form limit, alerts on); the default returns after it. */
  changeApp: (changes: Partial<AppContext>) => AppContext;
  /** The file's database (the app context's). */
  db: () => Database;
  /** The file storage's directory (the app context's storage). */
  storageDir: () => string;
  storage: () => FileStorage;
  /** The keys of the files currently stored. */
  storedKeys: () => Promise<string[]>;
};

/**
 * Registers this test file's hooks: a migrated database and a temporary file storage for the code under test,
 * emptied before each test, and the app context built on them; the fault switch and the app context reset after
 * each test; everything removed at the end.
 */
export function setupTestServerState(): TestServerState {
  let opened: OpenDatabase | null = null;
  let dir = "";
  let storage: FileStorage | null = null;
  let app: AppContext | null = null;
  let changed: AppContext | null = null;

  beforeAll(async () => {
    opened = await createTestDatabase();
    dir = await mkdtemp(path.join(tmpdir(), "eidbi-files-"));
    // Files are encrypted at rest as the server stores them, with a master key of this file's own.
    storage = createEncryptedFileStorage(createLocalFileStorage(dir), opened.db, testKeyring());
    app = createTestAppContext(opened.db, storage, dir);
    setTestApp(app);
  }, 120_000);

  beforeEach(async () => {
    await opened?.db.execute(
      sql`truncate table inquiries, applications, uploads, refused_uploads, upload_request_events, upload_requests, file_accesses, file_keys, user_roles, rate_limit_counters, mail_outbox, lead_events, lead_notes, chat_counts, call_requests, content_items, content_revisions, content_redirects, content_events`,
    );
    // The studio's content starts unseeded in each test (a test that needs the built-in content calls seedContent),
    // and so does the app's view of it, which only ever moves forward.
    await opened?.db.execute(sql`update content_version set version = 0`);
    if (app && opened) {
      app = { ...app, content: createContentState(opened.db) };
      setTestApp(app);
    }
    for (const name of await readdir(dir)) await rm(path.join(dir, name), { force: true, recursive: true });
  });

  afterEach(() => {
    setDatabaseWritesFailing(false);
    changed = null;
    setTestApp(app);
  });

  afterAll(async () => {
    setTestApp(null);
    await opened?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  }, 60_000);

  const required = <T>(value: T | null, what: string): T => {
    if (value === null) throw new Error(`${what} is only available inside tests (after beforeAll).`);
    return value;
  };
  return {
    app: () => changed ?? required(app, "The test app context"),
    changeApp: (changes) => {
      changed = { ...required(app, "The test app context"), ...changes };
      setTestApp(changed);
      return changed;
    },
    db: () => required(opened, "The test database").db,
    storageDir: () => dir,
    storage: () => required(storage, "The test storage"),
    storedKeys: async () => (await readdir(dir)).filter((name) => !name.startsWith(".")).sort(),
  };
}

/** A master keyring with a random key (what loadMasterKeyring gives a server). */
export function testKeyring(): MasterKeyring {
  const current = masterKeyOf(randomBytes(32));
  return { current, all: [current], source: "environment" };
}

// Integration tests run against a real database: a fresh in-memory PGlite per test file (started from the new
// cluster the global setup made, pglite-template.ts), or, when DATABASE_URL is set (scripts/with-postgres.sh), a
// throwaway database created on that PostgreSQL server for the file.
// Both get the committed migrations applied, exactly as the server does at boot.
import { randomUUID } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, afterEach, beforeAll, beforeEach, inject } from "vitest";
import { type Database, type OpenDatabase, openDatabase, openMemoryDatabase, setDatabase } from "~/.server/db/client";
import { setDatabaseWritesFailing } from "~/.server/db/faults";
import { createLocalFileStorage, type FileStorage, setStorage } from "~/.server/storage";

/** Which engine this run uses, for test names. */
export const TEST_DATABASE_KIND = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";

/** A migrated database of its own for one test file. close() drops it (PostgreSQL) or frees it (PGlite). */
export async function createTestDatabase(): Promise<OpenDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    // The cluster the global setup made (pglite-template.ts), when this file runs under it.
    const template = inject("pgliteTemplate");
    return openMemoryDatabase(template ? new Blob([await readFile(template)]) : undefined);
  }

  const name = `test_${randomUUID().replaceAll("-", "")}`;
  await runAdmin(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    const opened = await openDatabase({ dataDir: tmpdir(), databaseUrl: url.toString() });
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

async function runAdmin(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export type TestServerState = {
  /** The file's database (also what getDb() returns in the code under test). */
  db: () => Database;
  /** The file storage's directory (also what getStorage() uses). */
  storageDir: () => string;
  storage: () => FileStorage;
  /** The keys of the files currently stored. */
  storedKeys: () => Promise<string[]>;
};

/**
 * Registers this test file's hooks: a migrated database and a temporary file storage for the code under test,
 * emptied before each test; the fault switch reset after each test; everything removed at the end.
 */
export function setupTestServerState(): TestServerState {
  let opened: OpenDatabase | null = null;
  let dir = "";
  let storage: FileStorage | null = null;

  beforeAll(async () => {
    opened = await createTestDatabase();
    setDatabase(opened.db);
    dir = await mkdtemp(path.join(tmpdir(), "eidbi-files-"));
    storage = createLocalFileStorage(dir);
    setStorage(storage);
  }, 120_000);

  beforeEach(async () => {
    await opened?.db.execute(
      sql`truncate table inquiries, applications, uploads, user_roles, rate_limit_counters, mail_outbox, lead_events, lead_notes, call_requests`,
    );
    for (const name of await readdir(dir)) await rm(path.join(dir, name), { force: true, recursive: true });
  });

  afterEach(() => setDatabaseWritesFailing(false));

  afterAll(async () => {
    setDatabase(null);
    setStorage(null);
    await opened?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  }, 60_000);

  const required = <T>(value: T | null, what: string): T => {
    if (value === null) throw new Error(`${what} is only available inside tests (after beforeAll).`);
    return value;
  };
  return {
    db: () => required(opened, "The test database").db,
    storageDir: () => dir,
    storage: () => required(storage, "The test storage"),
    storedKeys: async () => (await readdir(dir)).filter((name) => !name.startsWith(".")).sort(),
  };
}

// `npm run files:rotate-key` on a real data directory (embedded database, files on disk): every file still reads back
// under the new key alone, the key file changed, and the old key no longer opens anything.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, expect, test } from "vitest";
import { openDatabase } from "../app/.server/db/client";
import { createDatabaseFileStorage } from "../app/.server/files/database-storage";
import { createEncryptedFileStorage, loadMasterKeyring, MASTER_KEY_FILE } from "../app/.server/files/encrypted-storage";
import { FileIntegrityError } from "../app/.server/files/encryption";
import { createLocalFileStorage, newStorageKey } from "../app/.server/files/storage";

const run = promisify(execFile);
let dataDir = "";
afterEach(() => rm(dataDir, { recursive: true, force: true }));

test("rotating the generated master key keeps every file readable, in the directory and in the database", async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "rotate-key-"));
  const contents = new Map<string, { store: "local" | "database"; bytes: Buffer }>();
  const storesOf = (
    db: Parameters<typeof createDatabaseFileStorage>[0],
    keyring: ReturnType<typeof loadMasterKeyring>,
  ) => ({
    local: createEncryptedFileStorage(createLocalFileStorage(path.join(dataDir, "files")), db, keyring),
    database: createEncryptedFileStorage(createDatabaseFileStorage(db), db, keyring),
  });
  let opened = await openDatabase({ dataDir });
  const before = loadMasterKeyring(dataDir, undefined);
  for (const store of ["local", "database", "local"] as const) {
    const key = newStorageKey();
    const bytes = randomBytes(100_000);
    await storesOf(opened.db, before)[store].put(key, bytes);
    contents.set(key, { store, bytes });
  }
  await opened.close();
  const oldKeyText = await readFile(path.join(dataDir, MASTER_KEY_FILE), "utf8");

  const { stdout } = await run(process.execPath, ["--liftoff-only", "scripts/rotate-file-key.ts"], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", FILE_ENCRYPTION_KEY: "" },
  });
  expect(stdout).toContain("Re-wrapped 3 file key(s)");
  expect(await readFile(path.join(dataDir, MASTER_KEY_FILE), "utf8")).not.toBe(oldKeyText);

  opened = await openDatabase({ dataDir });
  try {
    const after = loadMasterKeyring(dataDir, undefined);
    expect(after.all).toHaveLength(1);
    for (const [key, { store, bytes }] of contents) {
      const file = await storesOf(opened.db, after)[store].get(key);
      expect(Buffer.from(await file!.bytes()).equals(bytes)).toBe(true);
      await expect((await storesOf(opened.db, before)[store].get(key))!.bytes()).rejects.toBeInstanceOf(
        FileIntegrityError,
      );
    }
  } finally {
    await opened.close();
  }
}, 120_000);

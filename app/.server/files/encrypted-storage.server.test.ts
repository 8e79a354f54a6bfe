// Files at rest: what is stored holds no plaintext (a marker string from the document is nowhere under DATA_DIR,
// neither in local files nor in the embedded database's files), comes back byte for byte, is refused when one byte
// was changed, survives a master-key rotation, and files stored before encryption are encrypted at start.
import { randomBytes } from "node:crypto";
import { statSync } from "node:fs";
import { mkdtemp, open, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { applicationRow } from "#tests/support/applications.ts";
import { filesUnder, flipByte } from "#tests/support/files-on-disk.ts";
import { createTestDatabase, TEST_DATABASE_KIND, testKeyring } from "#tests/support/test-db.ts";
import { type OpenDatabase, openDatabase } from "../db/client";
import { applications, fileKeys } from "../db/schema";
import { createDatabaseFileStorage } from "./database-storage";
import {
  createEncryptedFileStorage,
  encryptPlaintextFiles,
  loadMasterKeyring,
  MASTER_KEY_FILE,
  MasterKeyMissingError,
  rewrapDataKeys,
} from "./encrypted-storage";
import { FileIntegrityError, FRAME_BYTES, masterKeyOf } from "./encryption";
import { createLocalFileStorage, newStorageKey } from "./storage";

const MARKER = "MARKER-PHI-7c1e9b2a-do-not-store-in-plaintext";

/** Random bytes (which nothing compresses) with the marker in the middle. */
function documentWithMarker(size: number) {
  const bytes = randomBytes(size);
  Buffer.from(MARKER).copy(bytes, Math.floor(size / 2));
  return new Uint8Array(bytes);
}

async function filesHolding(dir: string, marker: string) {
  const holding: string[] = [];
  for (const file of await filesUnder(dir)) if ((await readFile(file)).includes(marker)) holding.push(file);
  return holding;
}

const readAll = async (stream: ReadableStream<Uint8Array>) => new Uint8Array(await new Response(stream).arrayBuffer());

let opened: OpenDatabase;
let dir: string;
beforeAll(async () => {
  opened = await createTestDatabase();
  dir = await mkdtemp(path.join(tmpdir(), "encrypted-storage-"));
}, 120_000);
afterAll(async () => {
  await opened?.close();
  await rm(dir, { recursive: true, force: true });
});

test(`${TEST_DATABASE_KIND}: a file comes back byte for byte from both stores, in any size, never stored in plaintext`, async () => {
  const local = createEncryptedFileStorage(createLocalFileStorage(path.join(dir, "files")), opened.db, testKeyring());
  const inDatabase = createEncryptedFileStorage(createDatabaseFileStorage(opened.db), opened.db, testKeyring());
  for (const storage of [local, inDatabase]) {
    for (const size of [0, 1, FRAME_BYTES, FRAME_BYTES + 1, 3 * FRAME_BYTES + 777]) {
      const key = newStorageKey();
      const bytes = size >= MARKER.length * 2 ? documentWithMarker(size) : new Uint8Array(randomBytes(size));
      expect(await storage.put(key, bytes)).toMatchObject({ size });
      expect(await storage.stat(key)).toMatchObject({ size });
      const file = await storage.get(key);
      expect(Buffer.from(await readAll(file!.stream())).equals(Buffer.from(bytes))).toBe(true);
      expect(Buffer.from(await file!.bytes()).equals(Buffer.from(bytes))).toBe(true);
    }
  }
  expect(await filesHolding(path.join(dir, "files"), MARKER)).toEqual([]);
});

test("PGlite on disk: no file under DATA_DIR holds the marker of a stored document (the unencrypted store would)", async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), "encrypted-data-dir-"));
  try {
    const database = await openDatabase({ dataDir });
    const keyring = loadMasterKeyring(dataDir, undefined);
    const inner = createDatabaseFileStorage(database.db);
    const encrypted = createEncryptedFileStorage(inner, database.db, keyring);
    await encrypted.put(newStorageKey(), documentWithMarker(300_000));
    await createEncryptedFileStorage(createLocalFileStorage(path.join(dataDir, "files")), database.db, keyring).put(
      newStorageKey(),
      documentWithMarker(5000),
    );
    // The control: the same scan finds a marker that was stored without encryption.
    const control = "CONTROL-MARKER-stored-in-plaintext-on-purpose";
    const plain = new Uint8Array(randomBytes(300_000));
    Buffer.from(control).copy(plain, 10);
    await inner.put(newStorageKey(), plain);
    await database.close();

    expect(await filesHolding(dataDir, MARKER)).toEqual([]);
    expect((await filesHolding(dataDir, control)).length).toBeGreaterThan(0);
    // The generated master key is owner-only.
    expect(statSync(path.join(dataDir, MASTER_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(loadMasterKeyring(dataDir, undefined).current.id).toBe(keyring.current.id);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}, 60_000);

test("one flipped byte anywhere in a stored file makes reading it fail, before the changed part is released", async () => {
  const filesDir = path.join(dir, "tamper");
  const storage = createEncryptedFileStorage(createLocalFileStorage(filesDir), opened.db, testKeyring());
  const bytes = documentWithMarker(2 * FRAME_BYTES + 10);
  for (const offset of [3, 30, FRAME_BYTES + 100, 2 * FRAME_BYTES + 60]) {
    const key = newStorageKey();
    await storage.put(key, bytes);
    await flipByte(path.join(filesDir, key), offset, 0x01);
    const file = await storage.get(key);
    await expect(file!.bytes()).rejects.toBeInstanceOf(FileIntegrityError);
    // What was released before the failure is only frames that checked out: never the changed frame's content.
    const reader = file!.stream().getReader();
    let released = 0;
    await expect(
      (async () => {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return;
          released += value.byteLength;
        }
      })(),
    ).rejects.toBeInstanceOf(FileIntegrityError);
    // The header is 17 bytes and a full frame 21 bytes more than its plaintext.
    const changedFrame = Math.floor(Math.max(0, offset - 17) / (FRAME_BYTES + 21));
    expect(released).toBeLessThanOrEqual(changedFrame * FRAME_BYTES);
  }
});

test("a file cut short is refused", async () => {
  const filesDir = path.join(dir, "cut");
  const storage = createEncryptedFileStorage(createLocalFileStorage(filesDir), opened.db, testKeyring());
  const key = newStorageKey();
  await storage.put(key, documentWithMarker(FRAME_BYTES * 2));
  const handle = await open(path.join(filesDir, key), "r+");
  await handle.truncate(FRAME_BYTES + 17 + 21);
  await handle.close();
  await expect((await storage.get(key))!.bytes()).rejects.toBeInstanceOf(FileIntegrityError);
});

test(`${TEST_DATABASE_KIND}: after a key rotation every file reads back under the new key alone`, async () => {
  // Only this test's files: the other tests' keys were wrapped by keyrings of their own.
  await opened.db.delete(fileKeys);
  const inner = createLocalFileStorage(path.join(dir, "rotation"));
  const before = testKeyring();
  const storage = createEncryptedFileStorage(inner, opened.db, before);
  const contents = new Map<string, Uint8Array>();
  for (const size of [10, FRAME_BYTES * 2]) {
    const key = newStorageKey();
    contents.set(key, documentWithMarker(Math.max(size, 200)));
    await storage.put(key, contents.get(key)!);
  }
  const next = masterKeyOf(randomBytes(32));
  expect(await rewrapDataKeys(opened.db, before, next)).toBeGreaterThanOrEqual(contents.size);
  const after = createEncryptedFileStorage(inner, opened.db, { current: next, all: [next], source: "environment" });
  for (const [key, bytes] of contents) {
    expect(Buffer.from(await (await after.get(key))!.bytes()).equals(Buffer.from(bytes))).toBe(true);
  }
  // The old key no longer opens them.
  await expect((await storage.get([...contents.keys()][0]!))!.bytes()).rejects.toBeInstanceOf(FileIntegrityError);
});

test(`${TEST_DATABASE_KIND}: a résumé stored before encryption is encrypted at start and still downloads`, async () => {
  const inner = createLocalFileStorage(path.join(dir, "legacy"));
  const storage = createEncryptedFileStorage(inner, opened.db, testKeyring());
  const oldKey = newStorageKey();
  const bytes = documentWithMarker(4000);
  await inner.put(oldKey, bytes);
  const [row] = await opened.db
    .insert(applications)
    .values(applicationRow({ resumeFileKey: oldKey }))
    .returning();

  expect(await encryptPlaintextFiles(inner, storage, opened.db)).toBe(1);
  const [moved] = await opened.db.select().from(applications).where(eq(applications.id, row!.id));
  expect(moved!.resumeFileKey).not.toBe(oldKey);
  expect(Buffer.from(await (await storage.get(moved!.resumeFileKey!))!.bytes()).equals(Buffer.from(bytes))).toBe(true);
  expect(await inner.get(oldKey)).toBeNull();
  expect(await filesHolding(path.join(dir, "legacy"), MARKER)).toEqual([]);
  const [keyRow] = await opened.db.select().from(fileKeys).where(eq(fileKeys.key, moved!.resumeFileKey!));
  expect(keyRow?.size).toBe(4000);
  // A second start finds nothing left to do.
  expect(await encryptPlaintextFiles(inner, storage, opened.db)).toBe(0);
});

test("a start that finds encrypted files but no key refuses to make a new one", async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), "missing-key-"));
  try {
    expect(() => loadMasterKeyring(dataDir, undefined, { mayGenerate: false })).toThrow(MasterKeyMissingError);
    expect(loadMasterKeyring(dataDir, undefined, { mayGenerate: true }).source).toBe("file");
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});

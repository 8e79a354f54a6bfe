// The one place files are encrypted: a FileStorage over either store (local directory or database) that writes each
// file encrypted as it streams in and decrypts it as it streams out (encryption.ts for the format). Each file's
// wrapped data key and plaintext size live in the database (file_keys), beside the rows that name the file, so every
// server on one PostgreSQL reads what any of them stored, and rotating the master key only re-wraps those rows.
// Also: the master key's loading, encrypting files stored before encryption existed, and key rotation.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq, isNotNull, ne } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { applications, fileKeys, uploads } from "../db/schema.ts";
import { writeNewFileDurably } from "../runtime/fsync.ts";
import { newMasterKeyText, parseMasterKeyText } from "../runtime/master-key-text.ts";
import {
  decryptingStream,
  encryptingStream,
  FileIntegrityError,
  type MasterKey,
  masterKeyOf,
  newDataKey,
  unwrapDataKey,
  wrapDataKey,
} from "./encryption.ts";
import { type FileContent, type FileStorage, newStorageKey, type StoredFile } from "./storage.ts";

/** The generated master key's file under DATA_DIR (when FILE_ENCRYPTION_KEY is not set). */
export const MASTER_KEY_FILE = "file-encryption.key";

/** The master keys a server can unwrap with: `current` wraps new files; `all` also holds one a rotation left. */
export type MasterKeyring = { current: MasterKey; all: MasterKey[]; source: "environment" | "file" };

/** Thrown at start when files are stored but their master key is not there. */
export class MasterKeyMissingError extends Error {
  override name = "MasterKeyMissingError";
}

/**
 * The master key: FILE_ENCRYPTION_KEY when given, else DATA_DIR/file-encryption.key, generated (owner-only) on
 * first use unless `mayGenerate` is false (files are already stored: a new key could open none of them, so the
 * start stops and says so). A key file a rotation wrote but did not yet move into place (`.new`) is also read.
 * Throws on a malformed or missing key.
 */
export function loadMasterKeyring(
  dataDir: string,
  envKey: string | undefined,
  { mayGenerate = true }: { mayGenerate?: boolean } = {},
): MasterKeyring {
  if (envKey) {
    const key = parseMasterKeyText(envKey);
    if (!key) throw new Error("FILE_ENCRYPTION_KEY must be 32 bytes, as 64 hex digits or base64.");
    const current = masterKeyOf(key);
    return { current, all: [current], source: "environment" };
  }
  const file = path.join(dataDir, MASTER_KEY_FILE);
  if (!existsSync(file) && !mayGenerate) {
    throw new MasterKeyMissingError(
      `Stored files are encrypted, but ${file} is missing and FILE_ENCRYPTION_KEY is not set. Restore the key ` +
        "file from where you backed it up (or set FILE_ENCRYPTION_KEY), then start again.",
    );
  }
  if (!existsSync(file)) {
    // On the disk before it is returned: the database commits that wrap data keys with it are flushed too, and a
    // key lost to a power cut after them would leave every file unreadable.
    try {
      writeNewFileDurably(file, `${newMasterKeyText()}\n`);
    } catch (error) {
      // Another process made it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  const read = (name: string) => {
    const key = parseMasterKeyText(readFileSync(name, "utf8"));
    if (!key) throw new Error(`${name} does not hold a file encryption key (32 bytes, hex or base64).`);
    return masterKeyOf(key);
  };
  const current = read(file);
  const pending = `${file}.new`;
  return { current, all: existsSync(pending) ? [current, read(pending)] : [current], source: "file" };
}

const keyringFind = (keyring: MasterKeyring, id: string) => keyring.all.find((key) => key.id === id);

/** Whether any encrypted file is stored (then a missing master key must not be replaced by a new one). */
export async function hasEncryptedFiles(db: Database) {
  const [row] = await db.select({ key: fileKeys.key }).from(fileKeys).limit(1);
  return row !== undefined;
}

/** How many stored files' data keys were wrapped by a master key not in `keyring` (they cannot be read). */
export async function countUnreadableFiles(db: Database, keyring: MasterKeyring) {
  const rows = await db.select({ id: fileKeys.masterKeyId }).from(fileKeys);
  return rows.filter((row) => !keyringFind(keyring, row.id)).length;
}

/** `inner` with every file encrypted at rest; `db` holds the wrapped data keys. */
export function createEncryptedFileStorage(inner: FileStorage, db: Database, keyring: MasterKeyring): FileStorage {
  const rowOf = async (key: string) => {
    const [row] = await db.select().from(fileKeys).where(eq(fileKeys.key, key));
    return row ?? null;
  };
  return {
    async put(key, content) {
      const dataKey = newDataKey();
      let size = 0;
      const encrypted = toStream(content).pipeThrough(
        encryptingStream(dataKey, key, (total) => {
          size = total;
        }),
      );
      const stored = await inner.put(key, encrypted);
      try {
        await db.insert(fileKeys).values({
          key,
          wrappedKey: wrapDataKey(keyring.current, dataKey, key),
          masterKeyId: keyring.current.id,
          size,
          storedAt: stored.storedAt,
        });
      } catch (error) {
        await inner.delete(key).catch(() => {});
        throw error;
      }
      return { size, storedAt: stored.storedAt };
    },
    async get(key) {
      const row = await rowOf(key);
      if (!row) return null;
      const file = await inner.get(key);
      if (!file) return null;
      const master = keyringFind(keyring, row.masterKeyId) ?? keyring.current;
      // Unwrapped once per get(), not per read. A data key that does not unwrap (its row was changed, or its master
      // key is gone) fails the stream like a changed frame does, so a reader meets one kind of failure, never a throw.
      let dataKey: Buffer | FileIntegrityError;
      try {
        dataKey = unwrapDataKey(master, row.wrappedKey, key);
      } catch (error) {
        dataKey = error as FileIntegrityError;
      }
      const stream = () =>
        dataKey instanceof FileIntegrityError
          ? new ReadableStream<Uint8Array>({ start: (controller) => controller.error(dataKey) })
          : file.stream().pipeThrough(decryptingStream(dataKey, key));
      return {
        size: row.size,
        storedAt: row.storedAt,
        stream,
        bytes: async () => new Uint8Array(await new Response(stream()).arrayBuffer()),
      } satisfies StoredFile;
    },
    async stat(key) {
      const row = await rowOf(key);
      return row ? { size: row.size, storedAt: row.storedAt } : null;
    },
    async delete(key) {
      await inner.delete(key);
      await db.delete(fileKeys).where(eq(fileKeys.key, key));
    },
  };
}

function toStream(content: FileContent): ReadableStream<Uint8Array> {
  if (!(content instanceof Uint8Array)) return content;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(content);
      controller.close();
    },
  });
}

/**
 * Encrypts the files that rows name but that were stored before encryption (no file_keys row): each is written
 * again, encrypted, under a new key, the row is pointed at it, and the plaintext file is removed. Returns how many.
 */
export async function encryptPlaintextFiles(inner: FileStorage, encrypted: FileStorage, db: Database) {
  const named = [
    ...(await db
      .select({ key: applications.resumeFileKey })
      .from(applications)
      .where(isNotNull(applications.resumeFileKey))),
    ...(await db.select({ key: uploads.filePath }).from(uploads).where(isNotNull(uploads.filePath))),
  ];
  let moved = 0;
  for (const { key } of named) {
    if (!key || (await encrypted.stat(key))) continue;
    const plain = await inner.get(key);
    if (!plain) continue;
    const newKey = newStorageKey();
    await encrypted.put(newKey, plain.stream());
    await db.transaction(async (tx) => {
      await tx.update(applications).set({ resumeFileKey: newKey }).where(eq(applications.resumeFileKey, key));
      await tx.update(uploads).set({ filePath: newKey }).where(eq(uploads.filePath, key));
    });
    await inner.delete(key);
    moved += 1;
  }
  return moved;
}

/** Re-wraps every data key not wrapped by `next` with `next`, in one transaction. Returns how many. */
export async function rewrapDataKeys(db: Database, keyring: MasterKeyring, next: MasterKey) {
  return db.transaction(async (tx) => {
    const rows = await tx.select().from(fileKeys).where(ne(fileKeys.masterKeyId, next.id));
    for (const row of rows) {
      const master = keyringFind(keyring, row.masterKeyId);
      if (!master) throw new Error(`A file's data key is wrapped by an unknown master key (${row.masterKeyId}).`);
      const dataKey = unwrapDataKey(master, row.wrappedKey, row.key);
      await tx
        .update(fileKeys)
        .set({ wrappedKey: wrapDataKey(next, dataKey, row.key), masterKeyId: next.id })
        .where(eq(fileKeys.key, row.key));
    }
    return rows.length;
  });
}

// Files visitors send (résumés, documents). One small, stream-based interface with two implementations: a local
// directory (here) and the database (database-storage.ts, which several app servers share); an S3-compatible
// store could be a third. Keys are generated UUIDs, never visitors' file names.
import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, open, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";

export type StoredFileInfo = { size: number; storedAt: Date };
export type StoredFile = StoredFileInfo & {
  /** The content as a web stream, read lazily (for download responses). */
  stream: () => ReadableStream<Uint8Array>;
  bytes: () => Promise<Uint8Array>;
};

/** What put() stores: the bytes at hand, or a stream read once, to its end. */
export type FileContent = Uint8Array | ReadableStream<Uint8Array>;

export interface FileStorage {
  /** Stores the content under `key`, replacing nothing: a key is used once. The file appears whole or not at all. */
  put(key: string, content: FileContent): Promise<StoredFileInfo>;
  /** The file, or null when no file has that key. */
  get(key: string): Promise<StoredFile | null>;
  /** Size and time, or null when no file has that key. */
  stat(key: string): Promise<StoredFileInfo | null>;
  /** Removes the file; a missing key is not an error. */
  delete(key: string): Promise<void>;
}

const KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A new storage key. */
export function newStorageKey() {
  return randomUUID();
}

/** Whether `key` has the shape of a key this module made (it is also what keeps paths inside the directory). */
export function isStorageKey(key: string) {
  return KEY_PATTERN.test(key);
}

function assertKey(key: string) {
  if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key.slice(0, 80))}`);
}

/** Files in a local directory (DATA_DIR/files by default), one file per key. */
export function createLocalFileStorage(directory: string): FileStorage {
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(directory, key);
  };
  const statOf = async (key: string): Promise<StoredFileInfo | null> => {
    try {
      const info = await stat(fileOf(key));
      return { size: info.size, storedAt: info.mtime };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  };

  return {
    async put(key, content) {
      const target = fileOf(key);
      await mkdir(directory, { recursive: true });
      // Write beside it, flush, then rename: a crash never leaves a half-written file under the real key.
      const temporary = path.join(directory, `.${key}.${process.pid}.tmp`);
      const handle = await open(temporary, "wx", 0o600);
      let size = 0;
      try {
        // writeFile keeps writing until every byte is out and throws when the disk refuses (full, quota, file size
        // limit); a bare write() may write only part of a piece and say so in a return value easily ignored.
        await handle.writeFile(piecesOf(content));
        await handle.sync();
        size = (await handle.stat()).size;
        await handle.close();
        await rename(temporary, target);
        // The rename is durable once the directory is flushed too.
        const folder = await open(directory, "r");
        await folder.sync().finally(() => folder.close());
      } catch (error) {
        await handle.close().catch(() => {});
        await rm(temporary, { force: true });
        throw error;
      }
      return { size, storedAt: new Date() };
    },
    async get(key) {
      const info = await statOf(key);
      if (!info) return null;
      const file = fileOf(key);
      return {
        ...info,
        stream: () => Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>,
        bytes: async () => {
          const handle = await open(file, "r");
          try {
            return new Uint8Array(await handle.readFile());
          } finally {
            await handle.close();
          }
        },
      };
    },
    stat: statOf,
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

/** The content as a sequence of byte arrays, whichever form it came in. */
export async function* piecesOf(content: FileContent): AsyncGenerator<Uint8Array> {
  if (content instanceof Uint8Array) {
    yield content;
    return;
  }
  for await (const piece of content) yield piece;
}

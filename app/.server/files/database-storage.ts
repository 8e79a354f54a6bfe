// Uploaded files kept in the database, in chunks (tables stored_files and file_chunks), so that every app server
// on one PostgreSQL reads what any of them stored. Content streams in and out a chunk at a time: neither a large
// upload nor a download is held whole in memory by this layer.
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { fileChunks, storedFiles } from "../db/schema.ts";
import { type FileStorage, isStorageKey, piecesOf, type StoredFileInfo } from "./storage.ts";

/** The largest chunk row: big enough that a 10 MB résumé is ~40 rows, small enough to stream. */
export const FILE_CHUNK_BYTES = 256 * 1024;

function assertKey(key: string) {
  if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key.slice(0, 80))}`);
}

/** Files in the database `db` (FILE_STORE=database). */
export function createDatabaseFileStorage(db: Database): FileStorage {
  const statOf = async (key: string): Promise<StoredFileInfo | null> => {
    assertKey(key);
    const [row] = await db
      .select({ size: storedFiles.size, storedAt: storedFiles.storedAt })
      .from(storedFiles)
      .where(eq(storedFiles.key, key));
    return row ?? null;
  };
  const chunkOf = async (key: string, seq: number) => {
    const [row] = await db
      .select({ data: fileChunks.data })
      .from(fileChunks)
      .where(and(eq(fileChunks.key, key), eq(fileChunks.seq, seq)));
    return row ? new Uint8Array(row.data) : null;
  };

  return {
    async put(key, content) {
      assertKey(key);
      // One transaction: the file row and all its chunks become visible together, or not at all.
      return db.transaction(async (tx) => {
        const storedAt = new Date();
        await tx.insert(storedFiles).values({ key, size: 0, storedAt });
        let seq = 0;
        let size = 0;
        for await (const chunk of rechunk(piecesOf(content), FILE_CHUNK_BYTES)) {
          await tx.insert(fileChunks).values({ key, seq, data: chunk });
          seq += 1;
          size += chunk.byteLength;
        }
        await tx.update(storedFiles).set({ size }).where(eq(storedFiles.key, key));
        return { size, storedAt };
      });
    },
    async get(key) {
      const info = await statOf(key);
      if (!info) return null;
      return {
        ...info,
        stream: () => {
          let seq = 0;
          return new ReadableStream<Uint8Array>({
            async pull(controller) {
              const chunk = await chunkOf(key, seq);
              seq += 1;
              if (chunk) controller.enqueue(chunk);
              else controller.close();
            },
          });
        },
        bytes: async () => {
          const rows = await db
            .select({ data: fileChunks.data })
            .from(fileChunks)
            .where(eq(fileChunks.key, key))
            .orderBy(fileChunks.seq);
          return Buffer.concat(rows.map((row) => row.data));
        },
      };
    },
    stat: statOf,
    async delete(key) {
      assertKey(key);
      await db.delete(storedFiles).where(eq(storedFiles.key, key));
    },
  };
}

/** Re-cuts a sequence of byte arrays into pieces of exactly `size` bytes (the last one shorter). */
async function* rechunk(pieces: AsyncIterable<Uint8Array>, size: number): AsyncGenerator<Uint8Array> {
  let buffered: Uint8Array[] = [];
  let length = 0;
  for await (const piece of pieces) {
    let rest = piece;
    while (length + rest.byteLength >= size) {
      const take = size - length;
      buffered.push(rest.subarray(0, take));
      yield Buffer.concat(buffered);
      rest = rest.subarray(take);
      buffered = [];
      length = 0;
    }
    if (rest.byteLength > 0) {
      buffered.push(rest);
      length += rest.byteLength;
    }
  }
  if (length > 0) yield Buffer.concat(buffered);
}

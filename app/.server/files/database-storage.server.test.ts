// Files in the database: what one server stores, another reads back byte for byte, streamed in chunks.
import { randomBytes } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createTestDatabase, TEST_DATABASE_KIND } from "#tests/support/test-db.ts";
import type { OpenDatabase } from "../db/client";
import { fileChunks } from "../db/schema";
import { createDatabaseFileStorage, FILE_CHUNK_BYTES } from "./database-storage";
import { newStorageKey } from "./storage";

let opened: OpenDatabase;
beforeAll(async () => {
  opened = await createTestDatabase();
}, 120_000);
afterAll(() => opened?.close());

async function readAll(stream: ReadableStream<Uint8Array>) {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

test(`${TEST_DATABASE_KIND}: a file stored through one storage is read back whole through another`, async () => {
  const writer = createDatabaseFileStorage(opened.db);
  const reader = createDatabaseFileStorage(opened.db);
  const key = newStorageKey();
  const bytes = new Uint8Array(randomBytes(FILE_CHUNK_BYTES * 2 + 12_345));

  expect(await writer.put(key, bytes)).toMatchObject({ size: bytes.byteLength });
  const [chunks] = await opened.db.select({ n: count() }).from(fileChunks).where(eq(fileChunks.key, key));
  expect(chunks?.n).toBe(3);

  expect(await reader.stat(key)).toMatchObject({ size: bytes.byteLength });
  const file = await reader.get(key);
  expect(Buffer.from(await readAll(file!.stream())).equals(Buffer.from(bytes))).toBe(true);
  expect(Buffer.from(await file!.bytes()).equals(Buffer.from(bytes))).toBe(true);

  await reader.delete(key);
  expect(await writer.get(key)).toBeNull();
  const [left] = await opened.db.select({ n: count() }).from(fileChunks).where(eq(fileChunks.key, key));
  expect(left?.n).toBe(0);
});

test(`${TEST_DATABASE_KIND}: content from a stream in uneven pieces, an empty file, unknown and bad keys`, async () => {
  const storage = createDatabaseFileStorage(opened.db);
  const bytes = new Uint8Array(randomBytes(FILE_CHUNK_BYTES + 1000));
  const pieces = [bytes.subarray(0, 7), bytes.subarray(7, FILE_CHUNK_BYTES + 3), bytes.subarray(FILE_CHUNK_BYTES + 3)];
  const key = newStorageKey();
  await storage.put(
    key,
    new ReadableStream({
      start(controller) {
        for (const piece of pieces) controller.enqueue(piece);
        controller.close();
      },
    }),
  );
  expect(Buffer.from(await readAll((await storage.get(key))!.stream())).equals(Buffer.from(bytes))).toBe(true);

  const empty = newStorageKey();
  await storage.put(empty, new Uint8Array(0));
  expect((await storage.get(empty))?.size).toBe(0);
  expect((await readAll((await storage.get(empty))!.stream())).byteLength).toBe(0);

  expect(await storage.get(newStorageKey())).toBeNull();
  await expect(storage.get("../etc/passwd")).rejects.toThrow("Not a storage key");
});

test(`${TEST_DATABASE_KIND}: a stream that fails part-way leaves no file`, async () => {
  const storage = createDatabaseFileStorage(opened.db);
  const key = newStorageKey();
  const failing = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new Uint8Array(FILE_CHUNK_BYTES + 1));
      controller.error(new Error("connection lost"));
    },
  });
  await expect(storage.put(key, failing)).rejects.toThrow("connection lost");
  expect(await storage.stat(key)).toBeNull();
});

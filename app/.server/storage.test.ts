import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { createLocalFileStorage, type FileStorage, isStorageKey, newStorageKey } from "./storage";

let dir: string;
let storage: FileStorage;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "storage-test-"));
  storage = createLocalFileStorage(path.join(dir, "files"));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

test("put, stat, get (bytes and stream) and delete a file by key", async () => {
  const key = newStorageKey();
  const bytes = new Uint8Array([1, 2, 3, 250]);

  expect(await storage.put(key, bytes)).toMatchObject({ size: 4 });
  expect(await storage.stat(key)).toMatchObject({ size: 4 });
  const file = await storage.get(key);
  expect(Array.from(await file!.bytes())).toEqual([1, 2, 3, 250]);
  expect(Array.from(new Uint8Array(await new Response(file!.stream()).arrayBuffer()))).toEqual([1, 2, 3, 250]);
  expect(await readdir(path.join(dir, "files"))).toEqual([key]);

  await storage.delete(key);
  expect(await storage.get(key)).toBeNull();
  expect(await storage.stat(key)).toBeNull();
  await storage.delete(key); // deleting twice is fine
});

test("keys are UUIDs; anything else (a path, a visitor's file name) is refused", async () => {
  expect(isStorageKey(newStorageKey())).toBe(true);
  for (const key of ["../secret", "resume.pdf", "", `${newStorageKey()}/x`]) {
    await expect(storage.get(key)).rejects.toThrow("Not a storage key");
    await expect(storage.put(key, new Uint8Array(1))).rejects.toThrow("Not a storage key");
  }
});

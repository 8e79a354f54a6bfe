import { execFile } from "node:child_process";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, expect, test } from "vitest";
import { createLocalFileStorage, type FileStorage, isStorageKey, newStorageKey } from "./storage";

const run = promisify(execFile);

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

test("a write the disk cuts short (here a file size limit) fails the put and leaves no file", async () => {
  // A child process under `ulimit -f`: the kernel writes only part of the content, then refuses, as on a full disk.
  const script = `
    const { createLocalFileStorage, newStorageKey } = await import(${JSON.stringify(path.resolve("app/.server/files/storage.ts"))});
    const storage = createLocalFileStorage(process.argv[1]);
    try {
      const info = await storage.put(newStorageKey(), new Uint8Array(200000));
      console.log("stored " + info.size);
    } catch (error) {
      console.log("refused " + error.code);
    }`;
  const files = path.join(dir, "files");
  const { stdout } = await run("bash", [
    "-c",
    'ulimit -f 40; exec "$0" --input-type=module -e "$1" "$2"',
    process.execPath,
    script,
    files,
  ]);
  expect(stdout.trim()).toBe("refused EFBIG");
  expect(await readdir(files)).toEqual([]);
});

// The master key file reaches the disk before anything can wrap a data key with it: the file and its directory are
// flushed (fsync) when it is made at first start and when a rotation writes and moves the new one, and a write that
// fails part-way (a full disk, injected here) leaves no key file at all, never an empty or half-written one.
import fs, { readlinkSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test, vi } from "vitest";
import { renameDurably, writeNewFileDurably } from "../runtime/fsync";
import { loadMasterKeyring, MASTER_KEY_FILE } from "./encrypted-storage";

let dir = "";
afterEach(async () => {
  vi.restoreAllMocks();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Records what is flushed, by path, in order. */
function recordFlushes() {
  const flushed: string[] = [];
  const fsync = fs.fsyncSync;
  vi.spyOn(fs, "fsyncSync").mockImplementation((fd) => {
    flushed.push(readlinkSync(`/proc/self/fd/${fd}`));
    fsync(fd);
  });
  return flushed;
}

test("the key made at first start is flushed, file then directory, before the keyring is returned", async () => {
  dir = await mkdtemp(path.join(tmpdir(), "master-key-"));
  const flushed = recordFlushes();
  const keyring = loadMasterKeyring(dir, undefined);
  const file = path.join(dir, MASTER_KEY_FILE);
  expect(flushed.at(-1)).toBe(dir);
  // The file was flushed under its temporary name and then linked into place: the same bytes.
  expect(flushed.slice(0, -1)).toEqual([expect.stringMatching(new RegExp(`^${file}\\.\\d+\\.tmp$`))]);
  expect((await readFile(file, "utf8")).trim()).not.toBe("");
  expect(loadMasterKeyring(dir, undefined).current.id).toBe(keyring.current.id);
  expect(await readdir(dir)).toEqual([MASTER_KEY_FILE]);
});

test("a key file write that fails part-way leaves no key file, and the next start makes a whole one", async () => {
  dir = await mkdtemp(path.join(tmpdir(), "master-key-"));
  const write = fs.writeSync;
  vi.spyOn(fs, "writeSync").mockImplementation(((fd: number, buffer: Uint8Array, offset: number) => {
    // Half the key reaches the file, then the disk is full.
    write(fd, buffer, offset, 10);
    throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
  }) as unknown as typeof fs.writeSync);
  expect(() => loadMasterKeyring(dir, undefined)).toThrow("ENOSPC");
  expect(await readdir(dir)).toEqual([]);
  vi.restoreAllMocks();
  const keyring = loadMasterKeyring(dir, undefined);
  expect(keyring.current.key).toHaveLength(32);
});

test("a rotation's new key is flushed before use, and its move into place is flushed too", async () => {
  dir = await mkdtemp(path.join(tmpdir(), "master-key-"));
  const flushed = recordFlushes();
  const pending = path.join(dir, `${MASTER_KEY_FILE}.new`);
  writeNewFileDurably(pending, "new key\n");
  expect(flushed).toEqual([expect.stringMatching(/\.new\.\d+\.tmp$/), dir]);
  expect(() => writeNewFileDurably(pending, "another key\n")).toThrow(/EEXIST/);
  expect(await readFile(pending, "utf8")).toBe("new key\n");
  flushed.length = 0;
  renameDurably(pending, path.join(dir, MASTER_KEY_FILE));
  expect(flushed).toEqual([dir]);
  expect(await readdir(dir)).toEqual([MASTER_KEY_FILE]);
});

// Flushing files to the disk, for what must survive a power cut: a new database cluster, a backup, a restore, the
// master key file.
import fs from "node:fs";
import { open, readdir } from "node:fs/promises";
import path from "node:path";

/** fsync(2) every file and directory under `dir`, the directories after their files and `dir` itself last. */
export function syncTree(dir: string) {
  for (const entry of treeOf(fs.readdirSync(dir, { recursive: true, withFileTypes: true }))) syncPath(entry);
  syncPath(dir);
}

/** syncTree without blocking the event loop: for the running server. */
export async function syncTreeAsync(dir: string) {
  for (const entry of treeOf(await readdir(dir, { recursive: true, withFileTypes: true }))) await syncPathAsync(entry);
  await syncPathAsync(dir);
}

/** fsync(2) one file or directory (a directory's own entries: a rename or a new name in it). */
export async function syncPathAsync(file: string) {
  const handle = await open(file, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

function syncPath(file: string) {
  const fd = fs.openSync(file, "r");
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** The files, then the directories deepest first, of a recursive listing. */
function treeOf(entries: fs.Dirent[]) {
  const full = (entry: fs.Dirent) => path.join(entry.parentPath, entry.name);
  const files = entries.filter((entry) => entry.isFile()).map(full);
  const dirs = entries
    .filter((entry) => entry.isDirectory())
    .map(full)
    .sort((a, b) => b.length - a.length);
  return [...files, ...dirs];
}

/**
 * Writes `text` to a new file `file` (never replacing one: EEXIST when it is there) so that it is on the disk before
 * this returns: written beside it, flushed, linked into place (atomically, and only if no file has the name), then
 * the directory flushed. A failure part-way leaves no file under the name, never an empty or half-written one.
 * Synchronous: it runs at start, before anything may use what the file holds.
 */
export function writeNewFileDurably(file: string, text: string, mode = 0o600) {
  const temporary = `${file}.${process.pid}.tmp`;
  const fd = fs.openSync(temporary, "wx", mode);
  try {
    const bytes = Buffer.from(text, "utf8");
    for (let written = 0; written < bytes.byteLength; ) {
      written += fs.writeSync(fd, bytes, written, bytes.byteLength - written);
    }
    fs.fsyncSync(fd);
  } catch (error) {
    fs.closeSync(fd);
    fs.rmSync(temporary, { force: true });
    throw error;
  }
  fs.closeSync(fd);
  try {
    fs.linkSync(temporary, file);
  } finally {
    fs.rmSync(temporary, { force: true });
  }
  syncPath(path.dirname(file));
}

/** Renames `from` to `to` and flushes the directory, so the new name survives a power cut. */
export function renameDurably(from: string, to: string) {
  fs.renameSync(from, to);
  syncPath(path.dirname(to));
}

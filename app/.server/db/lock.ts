// PGlite has no inter-process lock: two processes opening one data directory can corrupt it. This lock file
// makes the second process (a second server, or the manager CLI while the server runs) refuse clearly.
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";

export const LOCK_FILE_NAME = "db.lock";

type LockOwner = { pid: number; hostname: string; command: string; startedAt: string };

/** Thrown when another live process holds the data directory. */
export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
  readonly owner: LockOwner | null;
  constructor(message: string, owner: LockOwner | null) {
    super(message);
    this.owner = owner;
  }
}

export type DataDirLock = { path: string; release: () => void };

/** Lock files this process holds: a lock naming our own pid that is not here was left by an earlier run. */
const heldHere = new Set<string>();

/**
 * Takes the exclusive lock of `dataDir` (created if missing) for this process.
 * A lock left by a process that no longer runs on this host is taken over.
 * Throws DataDirLockedError naming the holder when a live process has it.
 */
export function acquireDataDirLock(dataDir: string, command = describeThisProcess()): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE_NAME);
  const me: LockOwner = { pid: process.pid, hostname: hostname(), command, startedAt: new Date().toISOString() };

  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      // "wx" creates the file or fails if it exists: the create is the atomic test-and-set.
      const fd = openSync(lockPath, "wx", 0o600);
      try {
        writeFileSync(fd, `${JSON.stringify(me)}\n`);
      } finally {
        closeSync(fd);
      }
      heldHere.add(lockPath);
      const release = () => {
        heldHere.delete(lockPath);
        releaseLock(lockPath);
      };
      process.once("exit", release);
      return {
        path: lockPath,
        release: () => {
          process.off("exit", release);
          release();
        },
      };
    } catch (error) {
      if (!isErrno(error, "EEXIST")) throw error;
    }

    const owner = readOwner(lockPath);
    if (owner && isAlive(owner, heldHere.has(lockPath))) {
      const who = `process ${owner.pid} (${owner.command}, started ${owner.startedAt}${owner.hostname === me.hostname ? "" : ` on host ${owner.hostname}`})`;
      throw new DataDirLockedError(
        `The data directory ${dataDir} is in use by ${who}. ` +
          "Only one process may open the embedded database at a time: stop that process first" +
          (owner.hostname === me.hostname ? "." : `, or delete ${lockPath} if it no longer runs.`),
        owner,
      );
    }
    // The holder is gone (or the file is unreadable): a stale lock from a crash. Remove it and try once more.
    try {
      unlinkSync(lockPath);
    } catch (error) {
      if (!isErrno(error, "ENOENT")) throw error;
    }
  }
  throw new DataDirLockedError(`Could not take the lock ${lockPath}: another process keeps taking it.`, null);
}

function releaseLock(lockPath: string) {
  // Only remove the file while it is still ours (a stale-lock takeover elsewhere must not be undone).
  if (readOwner(lockPath)?.pid !== process.pid) return;
  try {
    unlinkSync(lockPath);
  } catch {
    // Already gone: nothing to release.
  }
}

function readOwner(lockPath: string): LockOwner | null {
  try {
    const parsed = JSON.parse(readFileSync(lockPath, "utf8")) as Partial<LockOwner>;
    if (typeof parsed.pid !== "number" || !Number.isInteger(parsed.pid) || parsed.pid <= 0) return null;
    return {
      pid: parsed.pid,
      hostname: String(parsed.hostname ?? ""),
      command: String(parsed.command ?? "unknown command"),
      startedAt: String(parsed.startedAt ?? "at an unknown time"),
    };
  } catch {
    return null;
  }
}

function isAlive(owner: LockOwner, isHeldHere: boolean) {
  // A process on another host cannot be checked from here: assume it is alive rather than risk corruption.
  if (owner.hostname !== hostname()) return true;
  // Our own pid: either this process really holds it, or a previous run with the same pid (a container restart) left it.
  if (owner.pid === process.pid) return isHeldHere;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return isErrno(error, "EPERM");
  }
}

function isErrno(error: unknown, code: string) {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}

function describeThisProcess() {
  const script = process.argv[1] ? path.basename(process.argv[1]) : "node";
  return [script, ...process.argv.slice(2)].join(" ").slice(0, 200);
}

import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, expect, test } from "vitest";
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME } from "./lock";

const lockModule = fileURLToPath(new URL("./lock.ts", import.meta.url));
let dataDir: string;
const children: ChildProcess[] = [];

beforeEach(() => {
  dataDir = path.join(mkdtempSync(path.join(tmpdir(), "lock-test-")), "data");
});
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
  rmSync(path.dirname(dataDir), { recursive: true, force: true });
});

/** Another Node process that takes the lock and keeps it until killed. */
async function holdLockInAnotherProcess() {
  const script = `import { acquireDataDirLock } from ${JSON.stringify(lockModule)};
acquireDataDirLock(${JSON.stringify(dataDir)}, "test holder");
console.log("locked");
setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => chunk.toString().includes("locked") && resolve());
    child.on("exit", (code) => reject(new Error(`lock holder exited early (${code})`)));
  });
  return child;
}

test("creates the data directory and takes the lock; release frees it", () => {
  const lock = acquireDataDirLock(dataDir, "first");
  expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(true);
  expect(JSON.parse(readFileSync(lock.path, "utf8"))).toMatchObject({ pid: process.pid, command: "first" });

  expect(() => acquireDataDirLock(dataDir, "second")).toThrow(DataDirLockedError);

  lock.release();
  expect(existsSync(lock.path)).toBe(false);
  acquireDataDirLock(dataDir, "third").release();
});

test("a second process is refused with a message naming the holder", async () => {
  const holder = await holdLockInAnotherProcess();

  let error: unknown;
  try {
    acquireDataDirLock(dataDir, "intruder");
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(DataDirLockedError);
  expect((error as Error).message).toContain(`in use by process ${holder.pid} (test holder`);
  expect((error as Error).message).toContain(dataDir);
});

test("the lock of a process killed with SIGKILL is stale and taken over", async () => {
  const holder = await holdLockInAnotherProcess();
  const exited = new Promise((resolve) => holder.once("exit", resolve));
  holder.kill("SIGKILL");
  await exited;

  const lock = acquireDataDirLock(dataDir, "after the crash");
  expect(JSON.parse(readFileSync(lock.path, "utf8"))).toMatchObject({ pid: process.pid });
  lock.release();
});

test("a lock naming this process's pid but not taken by it (a restarted container) is stale", () => {
  const file = path.join(dataDir, LOCK_FILE_NAME);
  acquireDataDirLock(dataDir).release();
  const leftover = { pid: process.pid, hostname: hostname(), command: "previous run", startedAt: "earlier" };
  writeFileSync(file, JSON.stringify(leftover));

  const lock = acquireDataDirLock(dataDir, "this run");
  expect(JSON.parse(readFileSync(file, "utf8"))).toMatchObject({ command: "this run" });
  lock.release();
});

test("an unreadable lock file is treated as stale", () => {
  acquireDataDirLock(dataDir).release();
  writeFileSync(path.join(dataDir, LOCK_FILE_NAME), "not json");
  acquireDataDirLock(dataDir).release();
});

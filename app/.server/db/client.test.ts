// The embedded database on disk: data survives a restart and a SIGKILL, and the lock keeps a second opener out.
import { spawn } from "node:child_process";
import fs, { mkdtempSync, readlinkSync, rmSync } from "node:fs";
import { createServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { afterAll, expect, test, vi } from "vitest";
import { openDatabase, POSTGRES_CONNECT_TIMEOUT_MS } from "./client";
import { DataDirLockedError } from "./lock";
import { consumeRateLimit } from "./rate-limit";
import { inquiries } from "./schema";

const root = mkdtempSync(path.join(tmpdir(), "client-test-"));
const dataDir = path.join(root, "data");
const clientModule = fileURLToPath(new URL("./client.ts", import.meta.url));
const schemaModule = fileURLToPath(new URL("./schema.ts", import.meta.url));
afterAll(() => rmSync(root, { recursive: true, force: true }));

test("PGlite under DATA_DIR: migrated, locked while open, data kept after close and after a SIGKILL", async () => {
  const first = await openDatabase({ dataDir, lockCommand: "first opener" });
  expect(first.driver).toBe("pglite");
  await first.db.insert(inquiries).values({ source: "contact", name: "Before", email: "b@example.com", message: "1" });
  await expect(openDatabase({ dataDir })).rejects.toThrow(DataDirLockedError);
  await first.close();

  // Another process writes a row and is killed without closing anything.
  const script = `import { openDatabase } from ${JSON.stringify(clientModule)};
import { inquiries } from ${JSON.stringify(schemaModule)};
const opened = await openDatabase({ dataDir: ${JSON.stringify(dataDir)} });
await opened.db.insert(inquiries).values({ source: "quote", name: "Killed", email: "k@example.com", message: "2" });
console.log("inserted");
setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => chunk.toString().includes("inserted") && resolve());
    child.on("exit", (code) => reject(new Error(`writer exited early (${code})`)));
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGKILL");
  await exited;

  const reopened = await openDatabase({ dataDir });
  try {
    const names = (await reopened.db.select().from(inquiries)).map((row) => row.name).sort();
    expect(names).toEqual(["Before", "Killed"]);
  } finally {
    await reopened.close();
  }
}, 120_000);

test("PGlite runs with fsync on, and a commit reaches the disk with fsync(2)", async () => {
  const durableDir = path.join(root, "durable");
  const opened = await openDatabase({ dataDir: durableDir });
  const fsync = vi.spyOn(fs, "fsyncSync");
  try {
    const settings = (await opened.db.execute(sql`show fsync`)) as unknown as { rows: { fsync: string }[] };
    expect(settings.rows[0]?.fsync).toBe("on");
    fsync.mockClear();
    await opened.db.insert(inquiries).values({ source: "contact", name: "Kept", email: "k@example.com", message: "3" });
    // The commit flushed the write-ahead log: at least one real fsync of a file under the data directory.
    const syncedFiles = fsync.mock.calls.map(([fd]) => readlinkSync(`/proc/self/fd/${fd}`));
    expect(syncedFiles.some((file) => file.startsWith(path.join(durableDir, "db", "pg_wal")))).toBe(true);
  } finally {
    fsync.mockRestore();
    await opened.close();
  }
}, 120_000);

test("counting a form hit waits for no flush to disk, and the count is still there after a clean restart", async () => {
  const countsDir = path.join(root, "counts");
  const limit = { max: 10, windowSeconds: 600 };
  const opened = await openDatabase({ dataDir: countsDir });
  const fsync = vi.spyOn(fs, "fsyncSync");
  try {
    await consumeRateLimit(opened.db, "form:203.0.113.9", limit);
    fsync.mockClear();
    expect((await consumeRateLimit(opened.db, "form:203.0.113.9", limit)).count).toBe(2);
    // The counters are not written to the write-ahead log, so the hit's commit did not fsync it.
    const syncedFiles = fsync.mock.calls.map(([fd]) => readlinkSync(`/proc/self/fd/${fd}`));
    expect(syncedFiles.filter((file) => file.startsWith(path.join(countsDir, "db", "pg_wal")))).toEqual([]);
  } finally {
    fsync.mockRestore();
    await opened.close();
  }
  const reopened = await openDatabase({ dataDir: countsDir });
  try {
    expect((await consumeRateLimit(reopened.db, "form:203.0.113.9", limit)).count).toBe(3);
  } finally {
    await reopened.close();
  }
}, 120_000);

test("a PostgreSQL server that accepts but never answers fails the request after the connect timeout, not never", async () => {
  // Like a database host that went away behind a network that drops packets: the connection never completes.
  const sockets: Socket[] = [];
  const silent = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  const { port } = silent.address() as { port: number };
  const started = Date.now();
  try {
    await expect(
      openDatabase({ dataDir, databaseUrl: `postgres://site@127.0.0.1:${port}/site`, migrate: false }),
    ).rejects.toThrow(/timeout/i);
    expect(Date.now() - started).toBeLessThan(POSTGRES_CONNECT_TIMEOUT_MS + 2000);
  } finally {
    for (const socket of sockets) socket.destroy();
    silent.close();
  }
}, 30_000);

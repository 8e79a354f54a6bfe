// The embedded database on disk: data survives a restart and a SIGKILL, and the lock keeps a second opener out.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, test } from "vitest";
import { openDatabase } from "./client";
import { DataDirLockedError } from "./lock";
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

// Live backup and restore, as the operator runs them: `npm run backup` while visitors keep posting forms (the
// running server writes the embedded database's dump; pg_dump for PostgreSQL), then `npm run restore` into another
// data directory or database. Every submission acknowledged before the backup began must be in the restored
// database, and every résumé file with its exact bytes. The PostgreSQL case runs when DATABASE_URL is set.
import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { applicationForm, readRestoredRows } from "./backup-helpers";
import { startOwnServer } from "./own-server";

const PORT = Number(process.env.E2E_PORT ?? 4317) + 4000;

test.describe.configure({ mode: "serial" });
test.setTimeout(240_000);

/** `npm run <script> -- args` with DATA_DIR (and DATABASE_URL) set; resolves with the exit code and output. */
function runNpm(script: string, args: string[], dataDir: string, databaseUrl = "") {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    const child = spawn("npm", ["run", "-s", script, "--", ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += String(chunk);
    });
    child.stderr.on("data", (chunk) => {
      stderr += String(chunk);
    });
    child.on("exit", (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

/** Two new databases on the PostgreSQL server in DATABASE_URL: the server's and the one to restore into. */
async function createDatabases() {
  const serverUrl = process.env.DATABASE_URL ?? "";
  const names = ["live", "restored"].map((role) => `backup_${role}_${randomBytes(5).toString("hex")}`);
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  for (const name of names) await run(`create database "${name}"`);
  const urlOf = (name: string) => Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  return {
    live: urlOf(names[0] ?? ""),
    restored: urlOf(names[1] ?? ""),
    drop: async () => {
      for (const name of names) await run(`drop database if exists "${name}" with (force)`);
    },
  };
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

for (const kind of ["embedded", "PostgreSQL"] as const) {
  // The PostgreSQL case carries the @postgres tag: CI runs only those again against its throwaway PostgreSQL.
  const tag = kind === "PostgreSQL" ? ["@postgres"] : [];
  const title = `${kind}: a backup taken under form load restores every acknowledged submission and every résumé`;
  test(title, { tag }, async () => {
    test.skip(kind === "PostgreSQL" && !process.env.DATABASE_URL, "needs DATABASE_URL (scripts/with-postgres.sh)");
    const databases = kind === "PostgreSQL" ? await createDatabases() : null;
    const server = await startOwnServer({ port: PORT, env: { DATABASE_URL: databases?.live ?? "" } });
    const restoredDir = await mkdtemp(path.join(tmpdir(), "eidbi-restored-"));
    try {
      const acked: { email: string; at: number }[] = [];
      const resumes = new Map<string, string>();
      let isRunning = true;
      let sequence = 0;

      const postContact = async () => {
        sequence += 1;
        const email = `backup-${sequence}-${randomBytes(3).toString("hex")}@example.com`;
        const response = await fetch(`${server.baseURL}/contact`, {
          method: "POST",
          headers: { Origin: server.baseURL },
          body: new URLSearchParams({ name: "Backup Test", email, message: "Please call me back.", website: "" }),
        });
        await response.arrayBuffer();
        if (response.ok) acked.push({ email, at: Date.now() });
      };
      const postApplication = async () => {
        sequence += 1;
        const email = `applicant-${sequence}-${randomBytes(3).toString("hex")}@example.com`;
        const resume = Buffer.concat([
          Buffer.from("%PDF-1.4\n"),
          randomBytes(300_000 + sequence),
          Buffer.from("\n%%EOF\n"),
        ]);
        const response = await fetch(`${server.baseURL}/careers`, {
          method: "POST",
          headers: { Origin: server.baseURL },
          body: applicationForm(email, resume),
        });
        await response.arrayBuffer();
        if (response.ok) {
          acked.push({ email, at: Date.now() });
          resumes.set(email, sha256(resume));
        }
      };
      const lane = async (post: () => Promise<void>) => {
        while (isRunning) await post();
      };
      const lanes = [lane(postContact), lane(postContact), lane(postContact), lane(postApplication)];

      // Let the load run a moment, then back up in the middle of it.
      await expect.poll(() => resumes.size, { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
      const backupStarted = Date.now();
      const backup = await runNpm("backup", [], server.dataDir, databases?.live);
      const backupEnded = Date.now();
      isRunning = false;
      await Promise.all(lanes);

      expect(backup.code, backup.stderr).toBe(0);
      if (kind === "embedded") expect(backup.stdout).toContain("Written by the running server.");
      const backupPath = backup.stdout.trim().split("\n").at(-1) ?? "";
      expect(path.dirname(backupPath)).toBe(path.join(server.dataDir, "backups"));
      expect((await stat(backupPath)).mode & 0o777).toBe(0o700);
      const dump = kind === "embedded" ? "db.tar.gz" : "db.pgdump";
      expect((await stat(path.join(backupPath, dump))).mode & 0o777).toBe(0o600);
      // The server kept answering while the backup was made.
      expect(acked.filter((entry) => entry.at > backupStarted && entry.at < backupEnded).length).toBeGreaterThan(0);

      const restore = await runNpm("restore", [backupPath], restoredDir, databases?.restored);
      expect(restore.code, restore.stderr).toBe(0);

      // The backup holds no file encryption key: the files open with the live server's.
      const rows = await readRestoredRows(restoredDir, databases?.restored, server.dataDir);
      const stored = new Set([...rows.inquiries, ...rows.applications.map((row) => row.email)]);
      const before = acked.filter((entry) => entry.at < backupStarted);
      expect(before.length).toBeGreaterThan(10);
      expect(before.filter((entry) => !stored.has(entry.email))).toEqual([]);
      // Every résumé of an application in the restored database is there, byte for byte.
      const restoredResumes = rows.applications.filter((row) => resumes.has(row.email));
      expect(restoredResumes.length).toBeGreaterThanOrEqual(before.filter((entry) => resumes.has(entry.email)).length);
      for (const row of restoredResumes) expect(row.resumeSha256, row.email).toBe(resumes.get(row.email));

      // A target that already holds data is refused, and replaced with --force.
      const again = await runNpm("restore", [backupPath], restoredDir, databases?.restored);
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/already (holds a database or files|has \d+ tables)/);
      const forced = await runNpm("restore", [backupPath, "--force"], restoredDir, databases?.restored);
      expect(forced.code, forced.stderr).toBe(0);
    } finally {
      await server.stop();
      await rm(restoredDir, { recursive: true, force: true });
      await databases?.drop();
    }
  });
}

test("with no server running, npm run backup opens the data directory itself", async () => {
  const server = await startOwnServer({ port: PORT });
  const restoredDir = await mkdtemp(path.join(tmpdir(), "eidbi-restored-"));
  try {
    const response = await fetch(`${server.baseURL}/contact`, {
      method: "POST",
      headers: { Origin: server.baseURL },
      body: new URLSearchParams({
        name: "Offline",
        email: "offline@example.com",
        message: "Before the stop.",
        website: "",
      }),
    });
    expect(response.ok).toBe(true);
    await server.stop({ keepDataDir: true });

    const backup = await runNpm("backup", [], server.dataDir);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain("No server is running");
    const backupPath = backup.stdout.trim().split("\n").at(-1) ?? "";
    const restore = await runNpm("restore", [backupPath], restoredDir);
    expect(restore.code, restore.stderr).toBe(0);
    expect((await readRestoredRows(restoredDir, undefined, server.dataDir)).inquiries).toContain("offline@example.com");
  } finally {
    await rm(server.dataDir, { recursive: true, force: true });
    await rm(restoredDir, { recursive: true, force: true });
  }
});

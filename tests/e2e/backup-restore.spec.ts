// Live backup and restore, as the operator runs them: `npm run backup` while visitors keep posting forms (the
// running server writes the embedded database's dump), then `npm run restore` into another data directory. Every
// submission acknowledged before the backup began must be in the restored database, and every résumé file with
// its exact bytes.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { applicationForm, readRestoredRows } from "./backup-helpers";
import { startOwnServer } from "./own-server";

const PORT = Number(process.env.E2E_PORT ?? 4317) + 4000;

test.describe.configure({ mode: "serial" });
test.setTimeout(240_000);

/** `npm run <script> -- args` with DATA_DIR set; resolves with the exit code and output. */
function runNpm(script: string, args: string[], dataDir: string) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    const child = spawn("npm", ["run", "-s", script, "--", ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
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

test("a backup taken under form load restores every acknowledged submission and every résumé", async () => {
  const server = await startOwnServer({ port: PORT });
  const restoredDir = await mkdtemp(path.join(tmpdir(), "eidbi-restored-"));
  try {
    const acked: { email: string; at: number }[] = [];
    const resumes = new Map<string, Buffer>();
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
        randomBytes(30_000 + sequence),
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
        resumes.set(email, resume);
      }
    };
    const lane = async (post: () => Promise<void>) => {
      while (isRunning) await post();
    };
    const lanes = [lane(postContact), lane(postContact), lane(postContact), lane(postApplication)];

    // Let the load run a moment, then back up in the middle of it.
    await expect.poll(() => resumes.size, { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
    const backupStarted = Date.now();
    const backup = await runNpm("backup", [], server.dataDir);
    const backupEnded = Date.now();
    isRunning = false;
    await Promise.all(lanes);

    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain("Written by the running server.");
    const backupPath = backup.stdout.trim().split("\n").at(-1) ?? "";
    expect(path.dirname(backupPath)).toBe(path.join(server.dataDir, "backups"));
    expect((await stat(backupPath)).mode & 0o777).toBe(0o700);
    expect((await stat(path.join(backupPath, "db.tar.gz"))).mode & 0o777).toBe(0o600);
    // The server kept answering while it wrote the backup.
    expect(acked.filter((entry) => entry.at > backupStarted && entry.at < backupEnded).length).toBeGreaterThan(0);

    const restore = await runNpm("restore", [backupPath], restoredDir);
    expect(restore.code, restore.stderr).toBe(0);

    const rows = await readRestoredRows(restoredDir);
    const stored = new Set([...rows.inquiries, ...rows.applications.map((row) => row.email)]);
    const before = acked.filter((entry) => entry.at < backupStarted);
    expect(before.length).toBeGreaterThan(10);
    expect(before.filter((entry) => !stored.has(entry.email))).toEqual([]);

    let checkedResumes = 0;
    for (const row of rows.applications) {
      const sent = resumes.get(row.email);
      if (!sent) continue;
      const restoredFile = await readFile(path.join(restoredDir, "files", row.resumeFileKey));
      expect(restoredFile.equals(sent), `the résumé of ${row.email}`).toBe(true);
      checkedResumes += 1;
    }
    const resumesBefore = before.filter((entry) => resumes.has(entry.email)).length;
    expect(checkedResumes).toBeGreaterThanOrEqual(resumesBefore);

    // A data directory that already holds data is refused, and replaced with --force.
    const again = await runNpm("restore", [backupPath], restoredDir);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("already holds a database or files");
    const forced = await runNpm("restore", [backupPath, "--force"], restoredDir);
    expect(forced.code, forced.stderr).toBe(0);
  } finally {
    await server.stop();
    await rm(restoredDir, { recursive: true, force: true });
  }
});

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
    expect((await readRestoredRows(restoredDir)).inquiries).toContain("offline@example.com");
  } finally {
    await rm(server.dataDir, { recursive: true, force: true });
    await rm(restoredDir, { recursive: true, force: true });
  }
});

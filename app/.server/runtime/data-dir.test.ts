import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { protectDataDir } from "./data-dir";

const originalUmask = process.umask();
const cleanup: string[] = [];
afterEach(() => {
  process.umask(originalUmask);
  for (const dir of cleanup.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function modeOf(target: string) {
  return statSync(target).mode & 0o777;
}

function everyPathUnder(dir: string): string[] {
  return [dir, ...readdirSync(dir, { recursive: true }).map((name) => path.join(dir, String(name)))];
}

test("an existing data directory left group- and world-accessible is made owner-only, files included", () => {
  const parent = mkdtempSync(path.join(tmpdir(), "data-dir-"));
  cleanup.push(parent);
  const dataDir = path.join(parent, "data");
  mkdirSync(path.join(dataDir, "db", "base"), { recursive: true });
  writeFileSync(path.join(dataDir, "db", "base", "1234"), "applicant rows");
  writeFileSync(path.join(dataDir, "auth-secret"), "secret");
  for (const target of [dataDir, path.join(dataDir, "db"), path.join(dataDir, "db", "base")]) chmodSync(target, 0o755);
  chmodSync(path.join(dataDir, "db", "base", "1234"), 0o666);
  chmodSync(path.join(dataDir, "auth-secret"), 0o644);

  const corrected = protectDataDir(dataDir);

  expect(corrected).toHaveLength(5);
  expect(modeOf(dataDir)).toBe(0o700);
  expect(modeOf(path.join(dataDir, "db", "base", "1234"))).toBe(0o600);
  for (const target of everyPathUnder(dataDir)) expect(modeOf(target) & 0o077, target).toBe(0);
});

test("a missing data directory is created 0700, and files created afterwards are owner-only", () => {
  const parent = mkdtempSync(path.join(tmpdir(), "data-dir-"));
  cleanup.push(parent);
  const dataDir = path.join(parent, "new", "data");
  process.umask(0o022);

  expect(protectDataDir(dataDir)).toEqual([]);

  expect(modeOf(dataDir)).toBe(0o700);
  // What PGlite does: create with 0666 and let the umask decide.
  writeFileSync(path.join(dataDir, "later"), "x", { mode: 0o666 });
  mkdirSync(path.join(dataDir, "later-dir"), { mode: 0o777 });
  expect(modeOf(path.join(dataDir, "later"))).toBe(0o600);
  expect(modeOf(path.join(dataDir, "later-dir"))).toBe(0o700);
});

// The backup and restore commands as an operator meets their failures: one line saying what is wrong, exit code 1,
// no stack trace.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, expect, test } from "vitest";

const root = mkdtempSync(path.join(tmpdir(), "backup-cli-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const run = (script: string, args: string[], env: Record<string, string> = {}) =>
  promisify(execFile)(process.execPath, ["--liftoff-only", script, ...args], {
    env: { PATH: process.env.PATH ?? "", DATA_DIR: path.join(root, "data"), ...env },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ ...error }),
  );

test("restoring a path that is not there, or not a backup, says so in one line", async () => {
  const missing = path.join(root, "no-such-backup");
  expect(await run("scripts/restore.ts", [missing])).toMatchObject({
    code: 1,
    stderr: `${missing} does not exist.\n`,
  });

  const empty = path.join(root, "empty");
  await mkdir(empty);
  expect(await run("scripts/restore.ts", [empty])).toMatchObject({
    code: 1,
    stderr: `${empty} is not a complete backup (it has no manifest.json).\n`,
  });

  const corrupt = path.join(root, "corrupt");
  await mkdir(corrupt);
  writeFileSync(path.join(corrupt, "manifest.json"), "{ not json");
  expect(await run("scripts/restore.ts", [corrupt, "--force"])).toMatchObject({
    code: 1,
    stderr: `${path.join(corrupt, "manifest.json")} is not a backup manifest this version reads.\n`,
  });
}, 30_000);

test("a bad setting stops the commands with one line naming the variable", async () => {
  for (const script of ["scripts/backup.ts", "scripts/restore.ts"]) {
    const result = await run(script, [path.join(root, "any")], { BACKUP_KEEP: "none" });
    expect(result.code, script).toBe(1);
    expect(result.stderr, script).toMatch(/^Invalid setting BACKUP_KEEP: [^\n]+\n$/);
  }
}, 30_000);

test("backing up a data directory without a database says so in one line", async () => {
  expect(await run("scripts/backup.ts", [], { DATA_DIR: path.join(root, "nothing-here") })).toMatchObject({
    code: 1,
    stderr: `There is no database in ${path.join(root, "nothing-here")} to back up.\n`,
  });
});

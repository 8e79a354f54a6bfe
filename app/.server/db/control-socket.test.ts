// The control socket: owner-only, answers only POST /backup, one backup at a time.

import { mkdtempSync, rmSync, statSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { takeErrors } from "#tests/support/log-lines.ts";
import { controlSocketPath, NoServerError, requestBackup, startControlSocket } from "./control-socket";

const dataDir = mkdtempSync(path.join(tmpdir(), "control-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

test("only the owner may connect; POST /backup runs one backup for requests that arrive together", async () => {
  await expect(requestBackup(dataDir)).rejects.toThrow(NoServerError);

  let backups = 0;
  let finish: (path: string) => void = () => {};
  const socket = await startControlSocket(dataDir, {
    backup: () => {
      backups += 1;
      return new Promise((resolve) => {
        finish = resolve;
      });
    },
  });
  try {
    expect(socket?.path).toBe(controlSocketPath(dataDir));
    expect(statSync(path.dirname(controlSocketPath(dataDir))).mode & 0o777).toBe(0o700);
    expect(statSync(controlSocketPath(dataDir)).mode & 0o777).toBe(0o600);

    const first = requestBackup(dataDir);
    const second = requestBackup(dataDir);
    await expect.poll(() => backups).toBe(1);
    finish("/backups/backup-1");
    expect(await Promise.all([first, second])).toEqual(["/backups/backup-1", "/backups/backup-1"]);

    const status = await new Promise<number | undefined>((resolve, reject) => {
      const target = { socketPath: controlSocketPath(dataDir), path: "/backup", method: "GET", agent: false };
      const req = request(target, (res) => {
        res.resume();
        resolve(res.statusCode);
      });
      req.on("error", reject);
      req.end();
    });
    expect(status).toBe(404);
  } finally {
    await socket?.close();
  }
  await expect(requestBackup(dataDir)).rejects.toThrow(NoServerError);
});

test("a failed backup is reported to the caller and logged", async () => {
  const socket = await startControlSocket(dataDir, {
    backup: () => Promise.reject(new Error("disk full")),
  });
  try {
    await expect(requestBackup(dataDir)).rejects.toThrow("The backup failed: disk full");
    const [logged] = takeErrors();
    expect(logged).toMatchObject({ msg: "the backup failed", err: expect.objectContaining({ message: "disk full" }) });
  } finally {
    await socket?.close();
  }
});

test("closing waits for a backup in progress, whose caller still gets its answer", async () => {
  let finish: (path: string) => void = () => {};
  let isStarted = false;
  const socket = await startControlSocket(dataDir, {
    backup: () => {
      isStarted = true;
      return new Promise((resolve) => {
        finish = resolve;
      });
    },
  });
  const answer = requestBackup(dataDir);
  await expect.poll(() => isStarted).toBe(true);
  let isClosed = false;
  const closing = socket?.close().then(() => {
    isClosed = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(isClosed).toBe(false);
  finish("/backups/backup-2");
  await closing;
  expect(isClosed).toBe(true);
  expect(await answer).toBe("/backups/backup-2");
  await expect(requestBackup(dataDir)).rejects.toThrow(NoServerError);
});

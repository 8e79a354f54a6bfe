// boot() and shutdown() as the server runs them, on a real data directory, plus the E2E fault switch they enable.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { action, loader } from "~/routes/resources/test-faults";
import { formRequest, testContext } from "../../tests/support/form-request";
import { takeErrors, takeLogLines } from "../../tests/support/log-lines";
import { controlSocketPath } from "./control-socket";
import { getDb } from "./db/client";
import { LOCK_FILE_NAME } from "./db/lock";
import { inquiries } from "./db/schema";
import { parseEnv } from "./env";
import { submitContact } from "./forms/contact";
import { boot, isDatabaseReady, shutdown } from "./lifecycle";

const root = mkdtempSync(path.join(tmpdir(), "lifecycle-test-"));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

type FaultsArgs = Parameters<typeof action>[0];
const switchFaults = (db: string, clientIp = "127.0.0.1", marker?: string) =>
  action({
    request: formRequest("/__test/faults", { db, ...(marker ? { marker } : {}) }, { encoding: "urlencoded" }),
    context: testContext(clientIp),
    params: {},
  } as unknown as FaultsArgs);
const contact = { name: "Lee T.", email: "lee@example.com", message: "Checking the switch." };

test("the fault switch does not exist before boot (no E2E server)", async () => {
  expect((await switchFaults("down")).status).toBe(404);
  expect(loader().status).toBe(404);
});

test("boot opens and migrates DATA_DIR's database under its lock; E2E's fault switch works from loopback only; the database reports ready until shutdown releases it", async () => {
  const dataDir = path.join(root, "data");
  expect(await isDatabaseReady()).toBe(false);

  await boot(parseEnv({ DATA_DIR: dataDir, E2E: "1" }));
  try {
    expect(await isDatabaseReady()).toBe(true);
    expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(true);
    // A first start without a manager says how to make one; the backup channel is open.
    expect(
      takeLogLines()
        .map((line) => line.msg)
        .join("\n"),
    ).toContain("npm run manager -- create --email");
    expect(existsSync(controlSocketPath(dataDir))).toBe(true);
    expect(await getDb().select().from(inquiries)).toEqual([]);

    expect((await switchFaults("down", "203.0.113.9")).status).toBe(404);
    expect((await switchFaults("sideways")).status).toBe(400);

    const down = await switchFaults("down");
    expect(down.status).toBe(200);
    expect(await down.json()).toEqual({ db: "down" });
    expect((await submitContact(formRequest("/contact", contact), testContext())).status).toBe("failed");
    expect(takeErrors()).toHaveLength(1);
    // A write refused is not a database gone: reads still answer.
    expect(await isDatabaseReady()).toBe(true);

    expect((await switchFaults("up")).status).toBe(200);
    expect((await submitContact(formRequest("/contact", contact), testContext())).status).toBe("success");
    expect(await getDb().select().from(inquiries)).toHaveLength(1);

    // With a marker only the writes carrying it fail, until the same marker is switched up.
    const marked = { ...contact, email: "marked@example.com" };
    const markedDown = await switchFaults("down", "127.0.0.1", marked.email);
    expect(await markedDown.json()).toEqual({ db: "down", marker: marked.email });
    expect((await submitContact(formRequest("/contact", marked), testContext())).status).toBe("failed");
    expect(takeErrors()).toHaveLength(1);
    expect((await submitContact(formRequest("/contact", contact), testContext())).status).toBe("success");
    expect((await switchFaults("up", "127.0.0.1", marked.email)).status).toBe(200);
    expect((await submitContact(formRequest("/contact", marked), testContext())).status).toBe("success");
    expect(await getDb().select().from(inquiries)).toHaveLength(3);
  } finally {
    await shutdown();
  }
  expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
  expect(existsSync(controlSocketPath(dataDir))).toBe(false);
  expect(() => getDb()).toThrow("not open");
  expect(await isDatabaseReady()).toBe(false);
}, 120_000);

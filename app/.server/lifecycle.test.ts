// startApp() and stop() as the server runs them, on a real data directory, with the browser tests' fault switch
// (tests/support/db-faults.ts) given as the query logger, the way the test server starts it.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { RouterContextProvider } from "react-router";
import { afterAll, afterEach, expect, test, vi } from "vitest";
import { setTestApp } from "#tests/support/app-context.ts";
import { faultInjectingLogger, switchFaults } from "#tests/support/db-faults.ts";
import { formRequest, testContext } from "#tests/support/form-request.ts";
import { takeErrors, takeLogLines } from "#tests/support/log-lines.ts";
import { appContextOf } from "./app-context";
import { controlSocketPath } from "./db/control-socket";
import { LOCK_FILE_NAME } from "./db/lock";
import { inquiries } from "./db/schema";
import { submitContact } from "./leads/inquiry-form";
import { bootForDevelopment, type RunningApp, startApp } from "./lifecycle";
import { parseEnv } from "./runtime/env";

const root = mkdtempSync(path.join(tmpdir(), "lifecycle-test-"));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});
afterEach(() => {
  switchFaults({ db: "up" }, "127.0.0.1");
  setTestApp(null);
});

const contact = { name: "Lee T.", email: "lee@example.com", message: "Checking the switch." };

test("startApp opens and migrates DATA_DIR's database under its lock and builds the app context; the database reports ready until stop() releases it", async () => {
  const dataDir = path.join(root, "data");
  const app = await startApp(parseEnv({ DATA_DIR: dataDir }));
  let isStopped = false;
  try {
    expect(await app.isDatabaseReady()).toBe(true);
    expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(true);
    // A first start without a manager says how to make one; the backup channel is open.
    const logged = takeLogLines()
      .map((line) => line.msg)
      .join("\n");
    expect(logged).toContain("npm run manager -- create --email");
    // The first start fills the content studio from the built-in content, published.
    expect(logged).toContain("The content studio was filled from the site's built-in content.");
    expect(app.context.content.version()).toBe(1);
    expect((await app.context.content.published()).articles).toHaveLength(5);
    expect(existsSync(controlSocketPath(dataDir))).toBe(true);
    expect(app.context.config.DATA_DIR).toBe(dataDir);
    expect(app.context.formRateLimit).toEqual({ max: 10, windowSeconds: 600 });
    expect(app.context.notifications.alerts).toBeNull();

    setTestApp(app.context);
    expect((await submitContact(formRequest("/contact", contact), testContext())).status).toBe("success");
    expect(await app.context.db.select().from(inquiries)).toHaveLength(1);
    // Without the harness's query logger, no switch reaches this server's database.
    switchFaults({ db: "down" }, "127.0.0.1");
    expect((await submitContact(formRequest("/contact", contact), testContext())).status).toBe("success");
    await app.stop();
    isStopped = true;
  } finally {
    if (!isStopped) await app.stop();
  }
  expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
  expect(existsSync(controlSocketPath(dataDir))).toBe(false);
  expect(await app.isDatabaseReady()).toBe(false);
}, 120_000);

test("the test server's fault switch makes writes fail from loopback only, all of them or those carrying a marker; reads still answer", async () => {
  const app = await startApp(parseEnv({ DATA_DIR: path.join(root, "faults") }), { queryLogger: faultInjectingLogger });
  setTestApp(app.context);
  try {
    expect(switchFaults({ db: "down" }, "203.0.113.9").status).toBe(404);
    expect(switchFaults({ db: "sideways" }, "127.0.0.1").status).toBe(400);

    expect(switchFaults({ db: "down" }, "127.0.0.1")).toEqual({ status: 200, body: { db: "down" } });
    expect((await submitContact(formRequest("/contact", contact), testContext())).status).toBe("failed");
    expect(takeErrors()).toHaveLength(1);
    // A write refused is not a database gone: reads still answer.
    expect(await app.isDatabaseReady()).toBe(true);

    expect(switchFaults({ db: "up" }, "127.0.0.1").status).toBe(200);
    expect((await submitContact(formRequest("/contact", contact), testContext())).status).toBe("success");

    // With a marker only the writes carrying it fail, until the same marker is switched up.
    const marked = { ...contact, email: "marked@example.com" };
    expect(switchFaults({ db: "down", marker: marked.email }, "::1").body).toEqual({
      db: "down",
      marker: marked.email,
    });
    expect((await submitContact(formRequest("/contact", marked), testContext())).status).toBe("failed");
    expect(takeErrors()).toHaveLength(1);
    expect((await submitContact(formRequest("/contact", contact), testContext())).status).toBe("success");
    expect(switchFaults({ db: "up", marker: marked.email }, "127.0.0.1").status).toBe(200);
    expect((await submitContact(formRequest("/contact", marked), testContext())).status).toBe("success");
    expect(await app.context.db.select().from(inquiries)).toHaveLength(3);
  } finally {
    await app.stop();
  }
}, 120_000);

test("npm run dev: a start that failed is not remembered, so the next request starts the app; requests without a load context get its context", async () => {
  const blocked = path.join(root, "not-a-directory");
  writeFileSync(blocked, "");
  vi.stubEnv("DATABASE_URL", "");
  vi.stubEnv("DATA_DIR", path.join(blocked, "data"));
  const started = () => (globalThis as { [key: symbol]: RunningApp | undefined })[Symbol.for("eidbi.development-app")];
  try {
    await expect(bootForDevelopment()).rejects.toThrow();
    expect(started()).toBeUndefined();
    expect(() => appContextOf(new RouterContextProvider())).toThrow(/No app context/);

    const dataDir = path.join(root, "development");
    vi.stubEnv("DATA_DIR", dataDir);
    await bootForDevelopment();
    expect(appContextOf(new RouterContextProvider()).config.DATA_DIR).toBe(dataDir);
    expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(true);
  } finally {
    await started()?.stop();
    vi.unstubAllEnvs();
  }
  takeLogLines();
}, 120_000);

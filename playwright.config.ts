import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 4317);
// Each run starts the production server on a fresh data directory.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "eidbi-e2e-"));
process.env.E2E_DATA_DIR = dataDir;
// Journeys post many forms from 127.0.0.1: lift the per-IP form limit (default 10/600) for the test servers,
// including those a spec starts itself (they inherit this). The limit's own tests set it explicitly.
process.env.RATE_LIMIT_FORMS ??= "100000/600";

export default defineConfig({
  testDir: "tests/e2e",
  // One folder per build, so side-by-side runs do not clear each other's results.
  outputDir: `test-results/${process.env.BUILD_DIR ?? "build"}`,
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: "list",
  timeout: 30_000,
  // A form's answer can take more than the default 5 s on a loaded 2-core machine (the résumé upload, the toast
  // after the server's write): seen at 3 workers. A passing assertion still returns as soon as it holds.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A trace only of a retried test (CI retries once): recording every test cost ~8 % of the run's CPU, and a test
    // that fails twice still leaves one.
    trace: "on-first-retry",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    // The test entry: the production host and app plus the fault switch (tests/support/e2e-server.ts).
    command: "node tests/support/e2e-server.ts",
    url: `http://localhost:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      HOST: "127.0.0.1",
      RATE_LIMIT_FORMS: process.env.RATE_LIMIT_FORMS,
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
    },
    stdout: "ignore",
    stderr: "pipe",
  },
});

import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "tests/integration/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/support/pglite-template.ts"],
    setupFiles: ["tests/support/fail-on-console-error.ts"],
    // Vitest's default for a run is one worker fewer than the cores: a single worker on CI's 2-core machine, where
    // the files then ran one after another (158 s). Every file has a database of its own (test-db.ts), so all
    // cores can work: 128 s.
    maxWorkers: "100%",
    // V8's baseline WebAssembly compiler only, as for the manager CLI: every file that opens PGlite otherwise spends
    // ~3 s of CPU in the background on the optimising compile of its 10 MB module, which a short file never uses
    // (89 s for the whole run with both settings).
    execArgv: ["--liftoff-only"],
    // Database tests share two cores with their neighbours: a heavy moment can stretch one past 5 s without anything
    // being wrong. A hang still fails.
    testTimeout: 15_000,
  },
});

// A production server of a spec's own, for journeys that need a manager (made with the CLI, which refuses while a
// server holds the data directory) or settings the shared test server does not have (the default form limit).
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { runManagerCliOrThrow } from "../support/manager-cli";
import { test } from "./fixtures";

export type OwnServer = {
  baseURL: string;
  dataDir: string;
  pid: number;
  /** What the server has written to stdout so far (its JSON log lines). */
  stdout: () => string;
  /** Stops the server (SIGTERM) and deletes its data directory, unless told to keep it. */
  stop: (options?: { keepDataDir?: boolean }) => Promise<void>;
};

/**
 * A port the OS has free now, for a server of a spec's own: no fixed offset that could collide with another run's.
 * Synchronous (a short child process), so a spec can name its base URL when it loads.
 */
export function freePort(): number {
  const probe =
    "import { createServer } from 'node:net'; const s = createServer(); s.listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); });";
  const output = execFileSync(process.execPath, ["--input-type=module", "-e", probe], {
    encoding: "utf8",
    env: { PATH: process.env.PATH },
  });
  const port = Number(output.trim());
  if (!Number.isInteger(port) || port <= 0) throw new Error(`No free port from the OS: ${output}`);
  return port;
}

/** `npm run manager -- create --email …` against `dataDir`, as the operator runs it. */
export async function createManagerWithCli(dataDir: string, email: string, password: string) {
  await runManagerCliOrThrow(dataDir, ["create", "--email", email], { password });
}

/**
 * Starts `node server.ts` (the build in BUILD_DIR) on `port` with a fresh data directory; `prepare` runs on that
 * directory first (e.g. to create a manager). `env` adds to or overrides the inherited environment.
 */
export async function startOwnServer({
  port,
  env = {},
  nodeArgs = [],
  entry = "server.ts",
  prepare,
}: {
  port: number;
  env?: Record<string, string | undefined>;
  /** Options for Node itself, before server.ts (e.g. V8 flags that NODE_OPTIONS does not allow). */
  nodeArgs?: string[];
  /** The script to run: server.ts, or tests/support/e2e-server.ts for the test-only fault switches. */
  entry?: string;
  prepare?: (dataDir: string) => Promise<void>;
}): Promise<OwnServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "eidbi-e2e-own-"));
  await prepare?.(dataDir);
  const baseURL = `http://localhost:${port}`;
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    BUILD_DIR: process.env.BUILD_DIR ?? "build",
    DATABASE_URL: "",
    ...env,
  };
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete childEnv[name];
  const server: ChildProcess = spawn(process.execPath, [...nodeArgs, entry], {
    env: childEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  server.stdout?.on("data", (chunk) => {
    stdout += String(chunk);
  });
  let log = "";
  server.stderr?.on("data", (chunk) => {
    log += String(chunk);
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    const isUp = await fetch(`${baseURL}/healthz`)
      .then((response) => response.ok)
      .catch(() => false);
    if (isUp) break;
    if (Date.now() > deadline || server.exitCode !== null) {
      server.kill("SIGKILL");
      throw new Error(`The server on port ${port} did not start:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseURL,
    dataDir,
    pid: server.pid ?? 0,
    stdout: () => stdout,
    stop: async ({ keepDataDir = false } = {}) => {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once("exit", resolve));
        server.kill("SIGTERM");
        await exited;
      }
      if (!keepDataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Gives the spec file, or the describe block it is called in, a server of its own: started with `options` before the
 * first test, stopped after the last. The tests run in order in one worker, and their pages and requests go to it.
 * Returns the running server.
 */
export function runOnOwnServer(options: Parameters<typeof startOwnServer>[0]): () => OwnServer {
  let server: OwnServer | undefined;
  test.describe.configure({ mode: "default" });
  test.use({ baseURL: `http://localhost:${options.port}` });
  test.beforeAll(async () => {
    // Building the data directory (a manager made by the CLI) and starting the server take long on a loaded machine.
    test.setTimeout(180_000);
    server = await startOwnServer(options);
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  return () => {
    if (!server) throw new Error("The spec's own server has not started.");
    return server;
  };
}

/** The options of a server whose data directory starts with one manager, made with the CLI as the operator would. */
export const withManager = (port: number, manager: { email: string; password: string }) => ({
  port,
  prepare: (dataDir: string) => createManagerWithCli(dataDir, manager.email, manager.password),
});

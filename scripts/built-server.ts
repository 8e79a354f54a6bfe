// The production build's server on a free loopback port with a throwaway data directory (a new install: the content
// studio filled from the built-in content), for the scripts that measure what visitors get.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./free-port.ts";

export type BuiltServer = { base: string; stop: () => Promise<void> };

/** Starts `node server.ts` and waits until it answers /healthz; `env` adds to the inherited environment. */
export async function startBuiltServer(env: Record<string, string> = {}): Promise<BuiltServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "eidbi-built-"));
  const server = spawn(process.execPath, ["server.ts"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: "", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    const isUp = await fetch(`${base}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (isUp) return { base, stop };
    if (server.exitCode !== null || i > 450) {
      await stop();
      throw new Error("The server did not start within 90 seconds.");
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

// The readiness probe as an operator's load balancer meets it: a built server on a throwaway PostgreSQL server that
// is stopped and started again under it. Liveness (/healthz) never depends on the database.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { PG_SERVER_BIN } from "../support/postgres";
import { expect, test } from "./fixtures";
import { type OwnServer, startOwnServer } from "./own-server";

const PORT = Number(process.env.E2E_PORT ?? 4317) + 4700;
const PG_BIN = PG_SERVER_BIN;
const hasPostgres = PG_BIN !== undefined;

/** PostgreSQL refuses to run as root: as root, its commands run as `nobody` (as scripts/with-postgres.sh does). */
function pg(command: string, args: string[]) {
  const file = path.join(PG_BIN ?? "", command);
  const isRoot = process.getuid?.() === 0;
  execFileSync(isRoot ? "runuser" : file, isRoot ? ["-u", "nobody", "--", file, ...args] : args, { stdio: "pipe" });
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

test.describe("readiness", () => {
  test.skip(!hasPostgres, "needs PostgreSQL's server binaries (PG_BIN or /usr/lib/postgresql/*/bin)");
  test.describe.configure({ mode: "default" });

  let work = "";
  let dataDir = "";
  let options = "";
  let server: OwnServer | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    work = mkdtempSync(path.join(tmpdir(), "eidbi-readiness-"));
    if (process.getuid?.() === 0) execFileSync("chown", ["nobody", work]);
    dataDir = path.join(work, "data");
    const pgPort = await freePort();
    options = `-c listen_addresses=127.0.0.1 -p ${pgPort} -k ${work} -c fsync=off`;
    pg("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "--no-locale"]);
    pg("pg_ctl", ["-D", dataDir, "-o", options, "-l", path.join(work, "pg.log"), "-w", "start"]);
    server = await startOwnServer({
      port: PORT,
      env: { DATABASE_URL: `postgres://postgres@127.0.0.1:${pgPort}/postgres` },
    });
  });

  test.afterAll(async () => {
    await server?.stop();
    try {
      pg("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
    } catch {
      // already stopped by a failed test
    }
    if (work) rmSync(work, { recursive: true, force: true });
  });

  test("/readyz is 503 while the database is gone and 200 again once it is back; /healthz stays 200", async ({
    request,
  }) => {
    const base = server?.baseURL ?? "";
    expect((await request.get(`${base}/readyz`)).status()).toBe(200);

    pg("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
    const gone = await request.get(`${base}/readyz`);
    expect(gone.status()).toBe(503);
    expect(await gone.text()).toBe("database unavailable");
    expect((await request.get(`${base}/healthz`)).status()).toBe(200);

    pg("pg_ctl", ["-D", dataDir, "-o", options, "-l", path.join(work, "pg.log"), "-w", "start"]);
    await expect.poll(async () => (await request.get(`${base}/readyz`)).status(), { timeout: 15_000 }).toBe(200);
  });
});

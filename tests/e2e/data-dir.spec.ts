// DATA_DIR holds applicants' data and password hashes: the server makes it owner-only at start, whatever an earlier
// start or the operator left, and everything it writes afterwards (PGlite's files included) is owner-only too.
import { chmodSync, mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";
import { applicationMultipart } from "./form-helpers";
import { startOwnServer } from "./own-server";

const PORT = Number(process.env.E2E_PORT ?? 4317) + 7001;

test("a data directory created 0755 ends 0700, and no file under it is group- or world-accessible", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const server = await startOwnServer({
    port: PORT,
    prepare: async (dataDir) => {
      // As an older version (or a careless copy) left it: readable by every local user.
      chmodSync(dataDir, 0o755);
      mkdirSync(path.join(dataDir, "files"), { mode: 0o755 });
      writeFileSync(path.join(dataDir, "files", "old-resume"), "%PDF-1.4", { mode: 0o644 });
      chmodSync(path.join(dataDir, "files", "old-resume"), 0o644);
    },
  });
  try {
    // Make the server write: a stored application (database rows and a résumé file).
    const answer = await request.post(`${server.baseURL}/careers`, {
      headers: { Origin: server.baseURL },
      multipart: applicationMultipart("Robin Sandoval", "data-dir"),
    });
    expect(answer.status()).toBe(200);

    expect(statSync(server.dataDir).mode & 0o777).toBe(0o700);
    const entries = readdirSync(server.dataDir, { recursive: true }).map((name) =>
      path.join(server.dataDir, String(name)),
    );
    expect(entries.length).toBeGreaterThan(10); // the database's files, the résumé, the secret, the lock
    const shared = entries.filter((entry) => (statSync(entry).mode & 0o077) !== 0);
    expect(shared).toEqual([]);
  } finally {
    await server.stop();
  }
});

// Opens the database: embedded PGlite under DATA_DIR/db (guarded by a lock file), or a PostgreSQL server when
// DATABASE_URL is set. Both give the same Drizzle `Database`, so no other code branches on the driver.
// Never open at module top level: the build scripts import the server build. startApp() (lifecycle.ts) opens it.
import { execFile } from "node:child_process";
import fs, { existsSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { PGlite } from "@electric-sql/pglite";
import type { Logger } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { removeSharedAccess } from "../runtime/data-dir.ts";
import { syncTree } from "../runtime/fsync.ts";
import { logger } from "../runtime/logger.ts";
import { acquireDataDirLock } from "./lock.ts";
import { archivePgliteDataDir } from "./pglite-archive.ts";
import { parseForDrizzleOnce } from "./pglite-parsers.ts";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
/** The Drizzle database, the same type for PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type OpenDatabase = {
  db: Database;
  driver: "pglite" | "postgres";
  /** Where the data lives, for logs (never includes a password). */
  description: string;
  close: () => Promise<void>;
  /**
   * PGlite on disk only: writes a gzip'd tar of the data directory to the file `archive`, consistent as of one
   * moment (PGlite runs nothing else while the files are copied), as a crash-consistent copy: opening it replays
   * the write-ahead log like a restart (pglite-archive.ts).
   */
  archiveDataDir?: (archive: string) => Promise<void>;
};

export type OpenDatabaseOptions = {
  /** Absolute data directory; PGlite keeps its files in `<dataDir>/db`. */
  dataDir: string;
  /** A postgres:// URL selects PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  /** Apply pending migrations after opening (default true). */
  migrate?: boolean;
  /** Shown to a second process that finds the lock taken. */
  lockCommand?: string;
  /** Sees every query before it runs (Drizzle's logger): the browser tests' harness uses it to make writes fail. */
  queryLogger?: Logger;
};

/**
 * How long a PostgreSQL connection may take to open. Without a limit, a database server that went away without
 * refusing (a dropped network, a host that is down) keeps every request waiting on a new connection for minutes.
 */
export const POSTGRES_CONNECT_TIMEOUT_MS = 5000;

// Serialises migrations when several app servers start against one PostgreSQL at the same moment.
const MIGRATION_LOCK_KEY = 727_274_001;

/**
 * Opens (and by default migrates) the database. For PGlite it first takes the data directory's lock and
 * throws DataDirLockedError (from lock.ts) while another process holds it.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenDatabase> {
  const shouldMigrate = options.migrate ?? true;
  if (options.databaseUrl) return openPostgres(options.databaseUrl, shouldMigrate, options.queryLogger);

  const lock = acquireDataDirLock(options.dataDir, options.lockCommand);
  try {
    const dbDir = path.join(options.dataDir, "db");
    mkdirSync(dbDir, { recursive: true });
    // A new cluster's files come from a child process that set their modes itself.
    if (await initPgliteDataDir(dbDir)) removeSharedAccess(dbDir);
    const client = await openDurablePglite(dbDir);
    const opened = await wrapPglite(client, shouldMigrate, `PGlite at ${dbDir}`, options.queryLogger);
    return {
      ...opened,
      archiveDataDir: (archive) => archivePgliteDataDir(client, dbDir, archive),
      close: async () => {
        try {
          await opened.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/**
 * PGlite on `dbDir` with PostgreSQL's crash safety: fsync on, and fsync really reaching the disk.
 *
 * PGlite's default start parameters include `-F` (fsync off), and even without it the WebAssembly build's file
 * system layer (Emscripten's NODEFS) answers fsync and fdatasync with "done" without touching the disk. Either way a
 * power cut or kernel crash could lose acknowledged commits or leave the files inconsistent. So `-F` is dropped,
 * the write-ahead log is flushed with fsync() (the one call that reaches NODEFS's per-file operations, which
 * fdatasync and O_DSYNC do not), and that operation is given a real `fsync(2)` of the open file. The forms' group
 * commit (write-batch.ts) makes that one flush per batch of submissions, not one per visitor.
 */
export async function openDurablePglite(dbDir: string): Promise<PGlite> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { NodeFS } = await import("@electric-sql/pglite/nodefs");
  class DurableNodeFS extends NodeFS {
    override async init(...args: Parameters<InstanceType<typeof NodeFS>["init"]>) {
      const { emscriptenOpts } = await super.init(...args);
      const syncOpenFiles = (module: object) => {
        const nodefs = (module as unknown as { NODEFS: EmscriptenNodeFs }).NODEFS;
        nodefs.stream_ops.fsync = (stream) => {
          nodefs.tryFSOperation(() => fs.fsyncSync(stream.nfd));
          return 0;
        };
      };
      return { emscriptenOpts: { ...emscriptenOpts, preRun: [syncOpenFiles, ...(emscriptenOpts.preRun ?? [])] } };
    }
  }

  return PGlite.create({
    dataDir: dbDir,
    fs: new DurableNodeFS(dbDir),
    extensions: await pgliteExtensions(),
    startParams: [
      ...PGlite.defaultStartParams.filter((param) => param !== "-F"),
      "-c",
      "wal_sync_method=fsync",
      // PostgreSQL's default 128 MB buffer cache is most of PGlite's resident memory; this site's data is small and
      // the OS caches the files anyway, so 16 MB keeps the server's footprint modest (measured: ~330 → ~200 MB RSS).
      "-c",
      "shared_buffers=16MB",
    ],
  });
}

/** The part of Emscripten's NODEFS that openDurablePglite changes. */
type EmscriptenNodeFs = {
  stream_ops: { fsync?: (stream: { nfd: number }) => number };
  tryFSOperation: <T>(operation: () => T) => T;
};

/**
 * Creates PGlite's cluster files in a new data directory. PGlite runs initdb inside whichever process opens an empty
 * directory, and the ~200 MB that initdb touches stays resident in that process afterwards; a short-lived child
 * process does it instead, so a server's first start is as small as every later one. An existing cluster is
 * left alone.
 */
async function initPgliteDataDir(dbDir: string): Promise<boolean> {
  if (existsSync(path.join(dbDir, "PG_VERSION"))) return false;
  const pglite = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const script = `require(${JSON.stringify(pglite)}).PGlite.create({ dataDir: process.argv[1] }).then((db) => db.close())`;
  // --liftoff-only: by default V8 also recompiles PGlite's hottest functions with its optimising compiler on a
  // background thread, which this short-lived process would then wait for before exiting (~1-2 s of a ~7 s start).
  await promisify(execFile)(process.execPath, ["--liftoff-only", "-e", script, dbDir], { timeout: 120_000 });
  // initdb ran with fsync off: flush the new cluster to disk before anything is stored in it.
  syncTree(dbDir);
  return true;
}

/**
 * A fresh in-memory PGlite with the migrations applied: one per integration-test file. `cluster` (a tar from
 * PGlite's dumpDataDir of a new cluster) spares it initdb.
 */
export async function openMemoryDatabase(cluster?: Blob, queryLogger?: Logger): Promise<OpenDatabase> {
  const { PGlite } = await import("@electric-sql/pglite");
  const client = await PGlite.create({ extensions: await pgliteExtensions(), loadDataDir: cluster });
  return wrapPglite(client, true, "PGlite in memory", queryLogger);
}

/**
 * Contrib modules the migrations need: pg_trgm backs the dashboard's substring search. PostgreSQL ships it in
 * its contrib package; PGlite only offers an extension that was handed to PGlite.create.
 */
async function pgliteExtensions() {
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  return { pg_trgm };
}

async function wrapPglite(
  client: PGlite,
  shouldMigrate: boolean,
  description: string,
  queryLogger?: Logger,
): Promise<OpenDatabase> {
  try {
    const { drizzle } = await import("drizzle-orm/pglite");
    parseForDrizzleOnce(client);
    const db = drizzle({ client, schema, ...(queryLogger ? { logger: queryLogger } : {}) });
    if (shouldMigrate) {
      const { migrate } = await import("drizzle-orm/pglite/migrator");
      await migrate(db, { migrationsFolder: findMigrationsFolder() });
    }
    return {
      db,
      driver: "pglite",
      description,
      close: () => client.close(),
    };
  } catch (error) {
    await client.close().catch(() => {});
    throw error;
  }
}

async function openPostgres(databaseUrl: string, shouldMigrate: boolean, queryLogger?: Logger): Promise<OpenDatabase> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS,
  });
  // An idle client losing its connection emits "error" on the pool; unhandled, it would end the process. Once the
  // pool is being closed, its connections are on their way out: the server ending one first (a database dropped
  // or a server shutting down at the same moment) is expected, not an error to report.
  let isClosing = false;
  pool.on("error", (error) => {
    if (!isClosing) logger.error({ err: { message: error.message } }, "PostgreSQL pool error");
  });
  try {
    if (shouldMigrate) {
      const { migrate } = await import("drizzle-orm/node-postgres/migrator");
      const connection = await pool.connect();
      try {
        await connection.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        await migrate(drizzle({ client: connection, schema }), { migrationsFolder: findMigrationsFolder() });
      } finally {
        await connection.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
        connection.release();
      }
    } else {
      await pool.query("select 1");
    }
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
  const db = drizzle({ client: pool, schema, ...(queryLogger ? { logger: queryLogger } : {}) });
  return {
    db,
    driver: "postgres",
    description: `PostgreSQL at ${describeUrl(databaseUrl)}`,
    close: () => {
      isClosing = true;
      return pool.end();
    },
  };
}

function describeUrl(databaseUrl: string) {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname}${url.port ? `:${url.port}` : ""}${url.pathname}`;
  } catch {
    return "the configured URL";
  }
}

/**
 * The drizzle/ folder, found by walking up from this module: the source tree (app/.server/db) and the server
 * build (build/server) sit at different depths below the project root.
 */
export function findMigrationsFolder(start = path.dirname(fileURLToPath(import.meta.url))): string {
  let dir = start;
  for (;;) {
    const candidate = path.join(dir, "drizzle");
    if (existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No drizzle/ migrations folder found above ${start}.`);
    dir = parent;
  }
}

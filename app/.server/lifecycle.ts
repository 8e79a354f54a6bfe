// Server start and stop, called by server.ts through app/entry.server.tsx: take the configuration server.ts parsed,
// open and migrate the database (before the server listens), set up file storage; on shutdown close the database
// and release the data directory's lock. Also the readiness probe's database check.
import path from "node:path";
import { sql } from "drizzle-orm";
import { getDb, type OpenDatabase, openDatabase, setDatabase } from "./db/client.ts";
import { DataDirLockedError } from "./db/lock.ts";
import { type Env, EnvError, parseEnv } from "./env.ts";
import { logger } from "./logger.ts";
import { createLocalFileStorage, setStorage } from "./storage.ts";

let opened: OpenDatabase | null = null;
let env: Env | null = null;

/** The validated configuration. Throws when boot() has not run. */
export function getEnv(): Env {
  if (!env) throw new Error("The environment has not been read: boot() must run first.");
  return env;
}

/** Opens the database and file storage for `config` (server.ts passes what it parsed; without it, the environment). */
export async function boot(config?: Env) {
  try {
    env = config ?? parseEnv();
    logger.level = env.LOG_LEVEL;
    setStorage(createLocalFileStorage(path.join(env.DATA_DIR, "files")));
    opened = await openDatabase({
      dataDir: env.DATA_DIR,
      databaseUrl: env.DATABASE_URL,
      lockCommand: `server on port ${env.PORT}`,
    });
    setDatabase(opened.db);
    logger.info(`Database: ${opened.description} (migrations applied)`);
  } catch (error) {
    // Configuration problems get a readable message and exit code 1 instead of a stack trace.
    if (error instanceof EnvError || error instanceof DataDirLockedError) {
      logger.fatal(error.message);
      process.exit(1);
    }
    throw error;
  }
}

// The development server (vite.config.ts) may evaluate this module again after an edit; the database the earlier copy
// opened is found here and closed first, so one process never opens the data directory twice.
const DEVELOPMENT_DATABASE = Symbol.for("eidbi.development-database");
type DevelopmentGlobal = { [DEVELOPMENT_DATABASE]?: OpenDatabase };
let developmentBoot: Promise<void> | null = null;

/** `npm run dev`: boots from the environment on the first request (and again after this module was reloaded). */
export function bootForDevelopment(): Promise<void> {
  developmentBoot ??= (async () => {
    const holder = globalThis as DevelopmentGlobal;
    await holder[DEVELOPMENT_DATABASE]?.close();
    await boot(parseEnv());
    if (opened) holder[DEVELOPMENT_DATABASE] = opened;
  })();
  return developmentBoot;
}

export async function shutdown() {
  const closing = opened;
  opened = null;
  setDatabase(null);
  await closing?.close();
}

/**
 * True when the database answers a query within `timeoutMs`: the readiness probe (/readyz). False when it is not
 * open, refuses, or hangs (an unreachable PostgreSQL can keep a pooled connection waiting).
 */
export async function isDatabaseReady(timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const db = getDb();
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("timed out")), timeoutMs);
    });
    await Promise.race([db.execute(sql`select 1`), timedOut]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

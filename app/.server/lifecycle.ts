// Server start and stop, called by server.ts through app/entry.server.tsx: take the configuration server.ts parsed,
// make the data directory owner-only, open and migrate the database (before the server listens), set up file
// storage, lead alerts, the retention job and, with the embedded database, the local control socket that
// `npm run backup` asks for a backup; on shutdown close them and release the data directory's lock. Also the
// readiness probe's database check.
import path from "node:path";
import { sql } from "drizzle-orm";
import { writeBackup } from "./backup.ts";
import { type ControlSocket, startControlSocket } from "./control-socket.ts";
import { protectDataDir } from "./data-dir.ts";
import { createDatabaseFileStorage } from "./database-file-storage.ts";
import { type Database, getDb, type OpenDatabase, openDatabase, setDatabase } from "./db/client.ts";
import { DataDirLockedError } from "./db/lock.ts";
import { userRoles } from "./db/schema.ts";
import {
  countUnreadableFiles,
  createEncryptedFileStorage,
  encryptPlaintextFiles,
  hasEncryptedFiles,
  loadMasterKeyring,
  MasterKeyMissingError,
} from "./encrypted-file-storage.ts";
import { type Env, EnvError, parseEnv, siteOriginOf } from "./env.ts";
import { logger } from "./logger.ts";
import { startNotifications, stopNotifications } from "./mail/notifications.ts";
import { startRetention, stopRetention } from "./retention.ts";
import { createLocalFileStorage, setStorage } from "./storage.ts";

let opened: OpenDatabase | null = null;
let controlSocket: ControlSocket | null = null;
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
    const corrected = protectDataDir(env.DATA_DIR);
    if (corrected.length > 0) {
      logger.warn(`Removed group and world access from ${corrected.length} path(s) under ${env.DATA_DIR}.`);
    }
    opened = await openDatabase({
      dataDir: env.DATA_DIR,
      databaseUrl: env.DATABASE_URL,
      lockCommand: `server on port ${env.PORT}`,
    });
    setDatabase(opened.db);
    const inner =
      env.FILE_STORE === "database"
        ? createDatabaseFileStorage(opened.db)
        : createLocalFileStorage(path.join(env.DATA_DIR, "files"));
    const keyring = loadMasterKeyring(env.DATA_DIR, env.FILE_ENCRYPTION_KEY, {
      mayGenerate: !(await hasEncryptedFiles(opened.db)),
    });
    if (env.DATABASE_URL && keyring.source === "file") {
      logger.warn(
        "Files are encrypted with a key generated into this server's DATA_DIR. If several servers share this " +
          "database, set the same FILE_ENCRYPTION_KEY on each, or they cannot read each other's files.",
      );
    }
    const unreadable = await countUnreadableFiles(opened.db, keyring);
    if (unreadable > 0) {
      logger.error(
        `${unreadable} stored file(s) were encrypted under another master key and cannot be read: ` +
          "set FILE_ENCRYPTION_KEY (or DATA_DIR/file-encryption.key) to the key they were stored with.",
      );
    }
    const storage = createEncryptedFileStorage(inner, opened.db, keyring);
    const encrypted = await encryptPlaintextFiles(inner, storage, opened.db);
    if (encrypted > 0) logger.info(`Encrypted ${encrypted} file(s) stored before encryption at rest.`);
    setStorage(storage);
    logger.info(`Database: ${opened.description} (migrations applied); files: ${describeFileStore(env)}`);
    if (!(await hasManager(opened.db))) {
      logger.info(
        "No manager account yet. Create one on this machine, with the same DATA_DIR / DATABASE_URL, with: " +
          "npm run manager -- create --email you@example.com",
      );
    }
    if (opened.driver === "pglite") {
      const dataDir = env.DATA_DIR;
      const database = opened;
      controlSocket = await startControlSocket(dataDir, {
        backup: () => writeBackup({ dataDir, opened: database, keep: getEnv().BACKUP_KEEP }),
      });
    }
    startNotifications(opened.db, {
      smtpUrl: env.SMTP_URL,
      mailFrom: env.MAIL_FROM,
      notifyEmails: env.NOTIFY_EMAIL,
      publicUrl: siteOriginOf(env),
    });
    startRetention({ applicationDays: env.RETENTION_APPLICATION_DAYS, uploadDays: env.RETENTION_UPLOAD_DAYS });
  } catch (error) {
    // Configuration problems get a readable message and exit code 1 instead of a stack trace.
    if (error instanceof EnvError || error instanceof DataDirLockedError || error instanceof MasterKeyMissingError) {
      logger.fatal(error.message);
      process.exit(1);
    }
    throw error;
  }
}

function describeFileStore(env: Env) {
  return env.FILE_STORE === "database" ? "in the database" : `in ${path.join(env.DATA_DIR, "files")}`;
}

async function hasManager(db: Database) {
  const [row] = await db.select({ id: userRoles.id }).from(userRoles).limit(1);
  return row !== undefined;
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
  stopRetention();
  await stopNotifications();
  await controlSocket?.close();
  controlSocket = null;
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

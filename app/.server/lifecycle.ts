// Server start and stop, called by server.ts through app/entry.server.tsx: take the configuration server.ts parsed,
// make the data directory owner-only, open and migrate the database (before the server listens), and build the app
// context (app-context.ts) every request gets: file storage, auth, the form limit and lead alerts, and the studio's
// content (filled from the built-in content on the first start). Also the retention
// job and, with the embedded database, its maintenance (db/maintenance.ts) and the local control socket that
// `npm run backup` asks for a backup; stop() closes them and releases the data directory's lock.
import path from "node:path";
import { sql } from "drizzle-orm";
import { SITE_NAME } from "../content/site.ts";
import type { AppContext } from "./app-context.ts";
import { registerDevelopmentAppContext } from "./app-context.ts";
import { createAuth, loadAuthSecret } from "./auth/config.ts";
import { createContentState } from "./content/published.ts";
import { seedContent } from "./content/seed.ts";
import { startContentWatch } from "./content/watch.ts";
import { writeBackup } from "./db/backup.ts";
import { type Database, type OpenDatabase, type OpenDatabaseOptions, openDatabase } from "./db/client.ts";
import { type ControlSocket, startControlSocket } from "./db/control-socket.ts";
import { DataDirLockedError } from "./db/lock.ts";
import { startMaintenance } from "./db/maintenance.ts";
import { userRoles } from "./db/schema.ts";
import { createDatabaseFileStorage } from "./files/database-storage.ts";
import {
  countUnreadableFiles,
  createEncryptedFileStorage,
  encryptPlaintextFiles,
  hasEncryptedFiles,
  loadMasterKeyring,
  MasterKeyMissingError,
} from "./files/encrypted-storage.ts";
import { createLocalFileStorage } from "./files/storage.ts";
import { startNotifications } from "./mail/notifications.ts";
import { startRetention } from "./retention.ts";
import { firmPlaceholderWarning } from "./runtime/config-check.ts";
import { protectDataDir } from "./runtime/data-dir.ts";
import { type Env, parseEnv, siteOriginOf } from "./runtime/env.ts";
import { logger } from "./runtime/logger.ts";
import { redactError } from "./runtime/redact-error.ts";

/** A started app: its context for every request, the readiness check, and stop() for shutdown. */
export type RunningApp = {
  context: AppContext;
  isDatabaseReady: (timeoutMs?: number) => Promise<boolean>;
  stop: () => Promise<void>;
};

export type StartOptions = Pick<OpenDatabaseOptions, "queryLogger">;

/** Opens the database and builds the app context for `config`; configuration problems end the process. */
export async function startApp(config: Env, options: StartOptions = {}): Promise<RunningApp> {
  try {
    return await start(config, options);
  } catch (error) {
    // Configuration problems get a readable message and exit code 1 instead of a stack trace. (A bad setting never
    // gets here: the caller parsed `config` already.)
    if (error instanceof DataDirLockedError || error instanceof MasterKeyMissingError) {
      logger.fatal(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function start(config: Env, options: StartOptions): Promise<RunningApp> {
  logger.level = config.LOG_LEVEL;
  const corrected = protectDataDir(config.DATA_DIR);
  if (corrected.length > 0) {
    logger.warn(`Removed group and world access from ${corrected.length} path(s) under ${config.DATA_DIR}.`);
  }
  const opened = await openDatabase({
    dataDir: config.DATA_DIR,
    databaseUrl: config.DATABASE_URL,
    lockCommand: `server on port ${config.PORT}`,
    queryLogger: options.queryLogger,
  });
  const { db } = opened;
  const storage = await openFileStorage(config, db);
  logger.info(`Database: ${opened.description} (migrations applied); files: ${describeFileStore(config)}`);
  if (await seedContent(db)) logger.info("The content studio was filled from the site's built-in content.");
  const content = createContentState(db);
  await content.refresh();
  // Said at every start while the live details (the content studio's) still hold the built-in placeholders.
  const placeholders = firmPlaceholderWarning((await content.published()).firm);
  if (placeholders) logger.warn(placeholders);
  if (!(await hasManager(db))) {
    logger.info(
      "No manager account yet. Create one on this machine, with the same DATA_DIR / DATABASE_URL, with: " +
        "npm run manager -- create --email you@example.com",
    );
  }
  const auth = createAuth(db, {
    secret: loadAuthSecret(config.DATA_DIR, config.BETTER_AUTH_SECRET),
    publicUrl: config.PUBLIC_URL,
    fallbackUrl: `http://localhost:${config.PORT}`,
    issuer: SITE_NAME,
  });
  const notifications = startNotifications(db, {
    smtpUrl: config.SMTP_URL,
    mailFrom: config.MAIL_FROM,
    notifyEmails: config.NOTIFY_EMAIL,
    publicUrl: siteOriginOf(config),
    firmDetails: async () => (await content.published()).firm,
  });
  const context: AppContext = {
    config,
    db,
    storage,
    auth,
    formRateLimit: config.RATE_LIMIT_FORMS,
    notifications,
    content,
  };
  const stopRetention = startRetention(context, {
    applicationDays: config.RETENTION_APPLICATION_DAYS,
    uploadDays: config.RETENTION_UPLOAD_DAYS,
  });
  // A PostgreSQL server looks after its own tables (autovacuum); the embedded database is looked after from here.
  const stopMaintenance =
    opened.driver === "pglite"
      ? startMaintenance(db, (error) => logger.error({ err: redactError(error) }, "database maintenance failed"))
      : () => {};
  const stopContentWatch = startContentWatch(db, content, (error) =>
    logger.error({ err: redactError(error) }, "could not check for published content"),
  );
  const controlSocket = await startBackupSocket(config, opened);
  return {
    context,
    isDatabaseReady: (timeoutMs) => isDatabaseReady(db, timeoutMs),
    stop: async () => {
      stopRetention();
      stopMaintenance();
      await stopContentWatch();
      await notifications.stop();
      await controlSocket?.close();
      await opened.close();
    },
  };
}

/** With the embedded database, the socket `npm run backup` asks for a consistent copy through. */
async function startBackupSocket(config: Env, opened: OpenDatabase): Promise<ControlSocket | null> {
  if (opened.driver !== "pglite") return null;
  return startControlSocket(config.DATA_DIR, {
    backup: () => writeBackup({ dataDir: config.DATA_DIR, opened, keep: config.BACKUP_KEEP }),
  });
}

/**
 * The file storage: the configured store with every file encrypted at rest (files/encrypted-storage.ts), after files
 * stored before encryption were encrypted. Throws MasterKeyMissingError when files are stored but their key is gone.
 */
async function openFileStorage(config: Env, db: Database) {
  const inner =
    config.FILE_STORE === "database"
      ? createDatabaseFileStorage(db)
      : createLocalFileStorage(path.join(config.DATA_DIR, "files"));
  const keyring = loadMasterKeyring(config.DATA_DIR, config.FILE_ENCRYPTION_KEY, {
    mayGenerate: !(await hasEncryptedFiles(db)),
  });
  if (config.DATABASE_URL && keyring.source === "file") {
    logger.warn(
      "Files are encrypted with a key generated into this server's DATA_DIR. If several servers share this " +
        "database, set the same FILE_ENCRYPTION_KEY on each, or they cannot read each other's files.",
    );
  }
  const unreadable = await countUnreadableFiles(db, keyring);
  if (unreadable > 0) {
    logger.error(
      `${unreadable} stored file(s) were encrypted under another master key and cannot be read: ` +
        "set FILE_ENCRYPTION_KEY (or DATA_DIR/file-encryption.key) to the key they were stored with.",
    );
  }
  const storage = createEncryptedFileStorage(inner, db, keyring);
  const encrypted = await encryptPlaintextFiles(inner, storage, db);
  if (encrypted > 0) logger.info(`Encrypted ${encrypted} file(s) stored before encryption at rest.`);
  return storage;
}

function describeFileStore(env: Env) {
  return env.FILE_STORE === "database" ? "in the database" : `in ${path.join(env.DATA_DIR, "files")}`;
}

async function hasManager(db: Database) {
  const [row] = await db.select({ id: userRoles.id }).from(userRoles).limit(1);
  return row !== undefined;
}

// `npm run dev`: React Router's development server offers no hook for a load context, so the app is started here on
// the first request and registered for appContextOf (app-context.ts). The dev server may evaluate this module again
// after an edit; the app the earlier copy started is kept on globalThis and stopped first, so one process never opens
// the data directory twice.
const DEVELOPMENT_APP = Symbol.for("eidbi.development-app");
type DevelopmentGlobal = { [DEVELOPMENT_APP]?: RunningApp };
let developmentStart: Promise<void> | null = null;

/** `npm run dev`: starts from the environment on the first request (and again after this module was reloaded). */
export function bootForDevelopment(): Promise<void> {
  developmentStart ??= startForDevelopment().catch((error: unknown) => {
    // Not remembered: the next request tries again (say, once PostgreSQL is up) instead of failing until an edit.
    developmentStart = null;
    throw error;
  });
  return developmentStart;
}

async function startForDevelopment() {
  const holder = globalThis as DevelopmentGlobal;
  const earlier = holder[DEVELOPMENT_APP];
  // Forgotten before it is stopped, so a start that fails leaves no stopped app behind to be used or stopped again.
  holder[DEVELOPMENT_APP] = undefined;
  registerDevelopmentAppContext(undefined);
  await earlier?.stop();
  const app = await startApp(parseEnv());
  holder[DEVELOPMENT_APP] = app;
  registerDevelopmentAppContext(app.context);
}

/**
 * True when the database answers a query within `timeoutMs`: the readiness probe (/readyz). False when it refuses
 * or hangs (an unreachable PostgreSQL can keep a pooled connection waiting).
 */
export async function isDatabaseReady(db: Database, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
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

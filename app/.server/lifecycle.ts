// Server start and stop, called by server.ts through app/entry.server.tsx: validate the environment, open and
// migrate the database (before the server listens), set up file storage and, with the embedded database, the
// local control socket that `npm run backup` asks for a backup; on shutdown close both and release the data
// directory's lock.
import path from "node:path";
import { writeBackup } from "./backup.ts";
import { type ControlSocket, startControlSocket } from "./control-socket.ts";
import { protectDataDir } from "./data-dir.ts";
import { createDatabaseFileStorage } from "./database-file-storage.ts";
import { type Database, type OpenDatabase, openDatabase, setDatabase } from "./db/client.ts";
import { DataDirLockedError } from "./db/lock.ts";
import { userRoles } from "./db/schema.ts";
import { type Env, EnvError, parseEnv } from "./env.ts";
import { startNotifications, stopNotifications } from "./mail/notifications.ts";
import { startRetention, stopRetention } from "./retention.ts";
import { createLocalFileStorage, setStorage } from "./storage.ts";

let opened: OpenDatabase | null = null;
let controlSocket: ControlSocket | null = null;
let env: Env | null = null;

/** The validated environment. Throws when boot() has not run. */
export function getEnv(): Env {
  if (!env) throw new Error("The environment has not been read: boot() must run first.");
  return env;
}

export async function boot() {
  try {
    env = parseEnv();
    const corrected = protectDataDir(env.DATA_DIR);
    if (corrected.length > 0) {
      console.warn(`Removed group and world access from ${corrected.length} path(s) under ${env.DATA_DIR}.`);
    }
    opened = await openDatabase({
      dataDir: env.DATA_DIR,
      databaseUrl: env.DATABASE_URL,
      lockCommand: `server on port ${env.PORT}`,
    });
    setDatabase(opened.db);
    setStorage(
      env.FILE_STORE === "database"
        ? createDatabaseFileStorage(opened.db)
        : createLocalFileStorage(path.join(env.DATA_DIR, "files")),
    );
    console.log(`Database: ${opened.description} (migrations applied); files: ${describeFileStore(env)}`);
    if (!(await hasManager(opened.db))) {
      console.log(
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
      publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    });
    startRetention({ applicationDays: env.RETENTION_APPLICATION_DAYS });
  } catch (error) {
    // Configuration problems get a readable message and exit code 1 instead of a stack trace.
    if (error instanceof EnvError || error instanceof DataDirLockedError) {
      console.error(error.message);
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

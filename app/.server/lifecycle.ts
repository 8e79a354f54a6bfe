// Server start and stop, called by server.ts through app/entry.server.tsx: validate the environment, open and
// migrate the database (before the server listens), set up file storage; on shutdown close the database and
// release the data directory's lock.
import path from "node:path";
import { protectDataDir } from "./data-dir.ts";
import { type OpenDatabase, openDatabase, setDatabase } from "./db/client.ts";
import { DataDirLockedError } from "./db/lock.ts";
import { type Env, EnvError, parseEnv } from "./env.ts";
import { startNotifications, stopNotifications } from "./mail/notifications.ts";
import { startRetention, stopRetention } from "./retention.ts";
import { createLocalFileStorage, setStorage } from "./storage.ts";

let opened: OpenDatabase | null = null;
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
    setStorage(createLocalFileStorage(path.join(env.DATA_DIR, "files")));
    opened = await openDatabase({
      dataDir: env.DATA_DIR,
      databaseUrl: env.DATABASE_URL,
      lockCommand: `server on port ${env.PORT}`,
    });
    setDatabase(opened.db);
    console.log(`Database: ${opened.description} (migrations applied)`);
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

export async function shutdown() {
  stopRetention();
  await stopNotifications();
  const closing = opened;
  opened = null;
  setDatabase(null);
  await closing?.close();
}

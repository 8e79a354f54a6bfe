// The app context the code under test gets: what startApp() builds for the server, built here from the test file's
// own database and file storage (test-db.ts). callRoute and testContext put it in every request's load context,
// and tests pass it (or its parts) to .server functions exactly as loaders do.
import type { AppContext } from "~/.server/app-context";
import { createAuth } from "~/.server/auth/config";
import { createContentState } from "~/.server/content/published";
import type { Database } from "~/.server/db/client";
import type { FileStorage } from "~/.server/files/storage";
import { NO_NOTIFICATIONS } from "~/.server/mail/notifications";
import { parseEnv } from "~/.server/runtime/env";

export const TEST_ORIGIN = "http://localhost";
export const TEST_AUTH_SECRET = "integration-test-secret-0123456789abcdef";

/** An app context on `db` and `storage` with the default settings: alerts off, the default form limit. */
export function createTestAppContext(db: Database, storage: FileStorage, dataDir: string): AppContext {
  const config = parseEnv({ DATA_DIR: dataDir });
  return {
    config,
    db,
    storage,
    auth: createAuth(db, { secret: TEST_AUTH_SECRET, fallbackUrl: TEST_ORIGIN, quiet: true }),
    formRateLimit: config.RATE_LIMIT_FORMS,
    notifications: NO_NOTIFICATIONS,
    content: createContentState(db),
  };
}

let current: AppContext | null = null;

/** The test file's app context (set up by setupTestServerState). */
export function testApp(): AppContext {
  if (!current) throw new Error("No test app context: call setupTestServerState() in this test file.");
  return current;
}

/** Replaces the test file's app context (setupTestServerState sets it, and puts the default back after each test). */
export function setTestApp(app: AppContext | null) {
  current = app;
}

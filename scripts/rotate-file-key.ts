// `npm run files:rotate-key`: replaces the master key that wraps every stored file's data key. The files themselves
// are not rewritten: each data key is unwrapped with the old master key and wrapped again with the new one, all in
// one transaction. Stop the servers first (for the embedded database the data directory's lock enforces it).
// - Key generated into DATA_DIR (no FILE_ENCRYPTION_KEY): a new key is generated (or taken from
//   NEW_FILE_ENCRYPTION_KEY), written beside the old one as file-encryption.key.new, and moved into place once every
//   data key is re-wrapped; a run cut short is finished by running it again.
// - FILE_ENCRYPTION_KEY set: give the new key in NEW_FILE_ENCRYPTION_KEY; afterwards set FILE_ENCRYPTION_KEY to it.
// Runs from source with plain Node and the production dependencies only: no build and no dev dependencies needed.
import { existsSync } from "node:fs";
import path from "node:path";
import { openDatabase } from "../app/.server/db/client.ts";
import { loadMasterKeyring, MASTER_KEY_FILE, rewrapDataKeys } from "../app/.server/files/encrypted-storage.ts";
import { masterKeyOf } from "../app/.server/files/encryption.ts";
import { parseEnv } from "../app/.server/runtime/env.ts";
import { renameDurably, writeNewFileDurably } from "../app/.server/runtime/fsync.ts";
import { newMasterKeyText, parseMasterKeyText } from "../app/.server/runtime/master-key-text.ts";

class RotationError extends Error {
  override name = "RotationError";
}

try {
  const env = parseEnv();
  const given = process.env.NEW_FILE_ENCRYPTION_KEY?.trim() || undefined;
  const keyFile = path.join(env.DATA_DIR, MASTER_KEY_FILE);
  const pendingFile = `${keyFile}.new`;
  if (given && !parseMasterKeyText(given)) {
    throw new RotationError("NEW_FILE_ENCRYPTION_KEY must be 32 bytes, as 64 hex digits or base64.");
  }
  if (env.FILE_ENCRYPTION_KEY && !given) {
    throw new RotationError(
      "FILE_ENCRYPTION_KEY is set: put the new key in NEW_FILE_ENCRYPTION_KEY (make one with: " +
        "node -e \"console.log(require('node:crypto').randomBytes(32).toString('base64'))\").",
    );
  }
  if (!env.FILE_ENCRYPTION_KEY && !existsSync(keyFile)) {
    throw new RotationError(
      `${keyFile} does not exist: there is no key to rotate yet (the server makes one at start).`,
    );
  }
  if (!env.FILE_ENCRYPTION_KEY && existsSync(pendingFile) && given) {
    // Some data keys may already be wrapped by the pending key: replacing it would lose them.
    throw new RotationError(
      `${pendingFile} is left from an earlier rotation: run this again without NEW_FILE_ENCRYPTION_KEY to finish it.`,
    );
  }
  if (!env.FILE_ENCRYPTION_KEY && !existsSync(pendingFile)) {
    // Flushed, with its directory, before the transaction that wraps every data key with it commits.
    writeNewFileDurably(pendingFile, `${given ?? newMasterKeyText()}\n`);
  }
  const keyring = loadMasterKeyring(env.DATA_DIR, env.FILE_ENCRYPTION_KEY);
  const next = env.FILE_ENCRYPTION_KEY
    ? masterKeyOf(parseMasterKeyText(given ?? "") as Buffer)
    : (keyring.all.find((key) => key.id !== keyring.current.id) ?? keyring.current);
  const opened = await openDatabase({
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    lockCommand: "npm run files:rotate-key",
  });
  let count: number;
  try {
    count = await rewrapDataKeys(opened.db, keyring, next);
  } finally {
    await opened.close();
  }
  if (env.FILE_ENCRYPTION_KEY) {
    console.log(`Re-wrapped ${count} file key(s). Now set FILE_ENCRYPTION_KEY to the new key and start the server.`);
  } else {
    renameDurably(pendingFile, keyFile);
    console.log(
      `Re-wrapped ${count} file key(s); ${keyFile} holds the new key. Back it up again, apart from the data.`,
    );
  }
} catch (error) {
  const name = error instanceof Error ? error.name : "";
  if (["RotationError", "EnvError", "DataDirLockedError"].includes(name)) console.error((error as Error).message);
  else console.error("The key rotation failed:", error);
  process.exitCode = 1;
}

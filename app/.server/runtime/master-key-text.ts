// The text form of the files' master key, as FILE_ENCRYPTION_KEY, DATA_DIR/file-encryption.key and the key-rotation
// script hold it. Apart from the encryption (files/encryption.ts) so that the check of the environment (env.ts) reads
// the same rule without depending on a feature.
import { randomBytes } from "node:crypto";

/** The length of an AES-256 key, master or data key. */
export const KEY_BYTES = 32;

/** A key written as 64 hex digits or as base64 of 32 bytes; null when it is neither. */
export function parseMasterKeyText(text: string): Buffer | null {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, "hex");
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) {
    const bytes = Buffer.from(trimmed.replaceAll("-", "+").replaceAll("_", "/"), "base64");
    if (bytes.byteLength === KEY_BYTES) return bytes;
  }
  return null;
}

/** A new random key, in the text form parseMasterKeyText reads. */
export function newMasterKeyText() {
  return randomBytes(KEY_BYTES).toString("base64");
}

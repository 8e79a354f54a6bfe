// Encryption at rest for every stored file, whichever store holds it: AES-256-GCM with a random data key per file,
// the data key wrapped by the master key (FILE_ENCRYPTION_KEY, or one generated into DATA_DIR). The content is cut
// into frames, each sealed with its own tag, so a reader releases a frame's plaintext only after that frame's tag
// checked out, and a whole file is never held in memory. A frame's authenticated data names the storage key, the
// frame's number and whether it is the last, so frames cannot be swapped between files, reordered or cut off.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { KEY_BYTES } from "../runtime/master-key-text.ts";

/** Plaintext bytes per frame. */
export const FRAME_BYTES = 64 * 1024;
const MAGIC = Buffer.from("EIDBIENC", "ascii");
const VERSION = 1;
const NONCE_PREFIX_BYTES = 8;
export const HEADER_BYTES = MAGIC.length + 1 + NONCE_PREFIX_BYTES;
const FRAME_HEAD_BYTES = 5;
const TAG_BYTES = 16;
const IV_BYTES = 12;

export type MasterKey = { id: string; key: Buffer };

/** Thrown when a stored file does not decrypt: it was changed, cut short or wrapped by another master key. */
export class FileIntegrityError extends Error {
  override name = "FileIntegrityError";
}

/** A master key with its id (a short hash, stored beside each data key so rotation knows which key wrapped it). */
export function masterKeyOf(key: Buffer): MasterKey {
  if (key.byteLength !== KEY_BYTES) throw new Error(`A file encryption key must be ${KEY_BYTES} bytes.`);
  return { id: createHash("sha256").update(key).digest("hex").slice(0, 16), key };
}

/** A new random data key for one file. */
export function newDataKey() {
  return randomBytes(KEY_BYTES);
}

const wrapContext = (storageKey: string) => Buffer.from(`data-key:${storageKey}`, "utf8");

/** The data key sealed by the master key, bound to the file's storage key: iv ‖ ciphertext ‖ tag. */
export function wrapDataKey(master: MasterKey, dataKey: Buffer, storageKey: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", master.key, iv);
  cipher.setAAD(wrapContext(storageKey));
  const sealed = Buffer.concat([cipher.update(dataKey), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]);
}

/** The data key of a file; throws FileIntegrityError when the wrapped key was changed or is for another key. */
export function unwrapDataKey(master: MasterKey, wrapped: Uint8Array, storageKey: string): Buffer {
  const bytes = Buffer.from(wrapped);
  try {
    const decipher = createDecipheriv("aes-256-gcm", master.key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(wrapContext(storageKey));
    decipher.setAuthTag(bytes.subarray(bytes.byteLength - TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.byteLength - TAG_BYTES)), decipher.final()]);
  } catch {
    throw new FileIntegrityError("The file's data key does not unwrap with the master key.");
  }
}

/** Whether `bytes` (a file's first bytes) start like an encrypted file. */
export function looksEncrypted(bytes: Uint8Array) {
  return bytes.byteLength >= MAGIC.length && Buffer.from(bytes.subarray(0, MAGIC.length)).equals(MAGIC);
}

function frameNonce(prefix: Buffer, index: number) {
  const nonce = Buffer.alloc(IV_BYTES);
  prefix.copy(nonce, 0);
  nonce.writeUInt32BE(index, NONCE_PREFIX_BYTES);
  return nonce;
}

function frameContext(storageKey: string, index: number, isLast: boolean) {
  const tail = Buffer.alloc(5);
  tail.writeUInt32BE(index, 0);
  tail[4] = isLast ? 1 : 0;
  return Buffer.concat([Buffer.from(`${storageKey}\u0000`, "utf8"), tail]);
}

/** A transform from plaintext to the encrypted file format; `onSize` gets the plaintext length at the end. */
export function encryptingStream(dataKey: Buffer, storageKey: string, onSize: (size: number) => void) {
  const prefix = randomBytes(NONCE_PREFIX_BYTES);
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let index = 0;
  let size = 0;
  const seal = (plain: Buffer, isLast: boolean) => {
    const cipher = createCipheriv("aes-256-gcm", dataKey, frameNonce(prefix, index));
    cipher.setAAD(frameContext(storageKey, index, isLast));
    const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
    const head = Buffer.alloc(FRAME_HEAD_BYTES);
    head[0] = isLast ? 1 : 0;
    head.writeUInt32BE(sealed.byteLength, 1);
    index += 1;
    return Buffer.concat([head, sealed, cipher.getAuthTag()]);
  };
  return new TransformStream<Uint8Array, Uint8Array>({
    start(controller) {
      controller.enqueue(Buffer.concat([MAGIC, Buffer.from([VERSION]), prefix]));
    },
    transform(chunk, controller) {
      size += chunk.byteLength;
      // A view of the piece, not a copy of it: the stream hands each piece over for good.
      pending.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
      pendingBytes += chunk.byteLength;
      // A frame goes out only once more bytes follow it, so the last frame is always known to be the last.
      if (pendingBytes <= FRAME_BYTES) return;
      let buffered = Buffer.concat(pending);
      while (buffered.byteLength > FRAME_BYTES) {
        controller.enqueue(seal(buffered.subarray(0, FRAME_BYTES), false));
        buffered = buffered.subarray(FRAME_BYTES);
      }
      pending = [buffered];
      pendingBytes = buffered.byteLength;
    },
    flush(controller) {
      controller.enqueue(seal(Buffer.concat(pending), true));
      onSize(size);
    },
  });
}

/** A transform from the encrypted file format back to plaintext; errors with FileIntegrityError on any change. */
export function decryptingStream(dataKey: Buffer, storageKey: string) {
  let buffered = Buffer.alloc(0);
  let prefix: Buffer | null = null;
  let index = 0;
  let isDone = false;
  return new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      buffered = buffered.byteLength === 0 ? Buffer.from(chunk) : Buffer.concat([buffered, chunk]);
      if (!prefix) {
        if (buffered.byteLength < HEADER_BYTES) return;
        if (!looksEncrypted(buffered) || buffered[MAGIC.length] !== VERSION) {
          throw new FileIntegrityError("The stored file is not in the encrypted format.");
        }
        prefix = Buffer.from(buffered.subarray(MAGIC.length + 1, HEADER_BYTES));
        buffered = buffered.subarray(HEADER_BYTES);
      }
      while (buffered.byteLength >= FRAME_HEAD_BYTES) {
        if (isDone) throw new FileIntegrityError("The stored file goes on after its last frame.");
        const isLast = buffered[0] === 1;
        const length = buffered.readUInt32BE(1);
        if (buffered[0]! > 1 || length > FRAME_BYTES) throw new FileIntegrityError("A frame's header was changed.");
        const end = FRAME_HEAD_BYTES + length + TAG_BYTES;
        if (buffered.byteLength < end) return;
        const decipher = createDecipheriv("aes-256-gcm", dataKey, frameNonce(prefix, index));
        decipher.setAAD(frameContext(storageKey, index, isLast));
        decipher.setAuthTag(buffered.subarray(FRAME_HEAD_BYTES + length, end));
        let plain: Buffer;
        try {
          plain = Buffer.concat([
            decipher.update(buffered.subarray(FRAME_HEAD_BYTES, FRAME_HEAD_BYTES + length)),
            decipher.final(),
          ]);
        } catch {
          throw new FileIntegrityError("A frame of the stored file failed its integrity check.");
        }
        if (plain.byteLength > 0) controller.enqueue(plain);
        buffered = buffered.subarray(end);
        index += 1;
        isDone = isLast;
      }
    },
    flush() {
      if (!isDone || buffered.byteLength > 0) throw new FileIntegrityError("The stored file was cut short.");
    },
  });
}

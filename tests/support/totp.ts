// One-time codes as an authenticator app computes them (RFC 6238: HMAC-SHA1 over 30-second steps, 6 digits), from
// the secret a set-up page shows as text, for tests that sign in with two-factor.
import { createHmac } from "node:crypto";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

function base32Decode(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of text.replace(/[\s=]/g, "").toUpperCase()) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error(`Not a base32 secret: ${text}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The code for `secret` (base32) at `at` (default now), `stepOffset` 30-second steps away. */
export function totpCode(secret: string, { at = Date.now(), stepOffset = 0 } = {}): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000) + stepOffset));
  const digest = createHmac("sha1", base32Decode(secret)).update(counter).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 15;
  const number = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(number % 1_000_000).padStart(6, "0");
}

/** A 6-digit code that is not the one for `secret` around now (none of the steps the server accepts). */
export function wrongCode(secret: string): string {
  const accepted = new Set([-1, 0, 1].map((stepOffset) => totpCode(secret, { stepOffset })));
  for (let candidate = 0; ; candidate += 1) {
    const code = String(candidate).padStart(6, "0");
    if (!accepted.has(code)) return code;
  }
}

/** Name of the hidden field that carries a rendered form's submission key (see newSubmissionKey). */
export const SUBMISSION_KEY_FIELD = "submissionKey";

/**
 * A random version-4 UUID naming one filled-in form. The server stores it under a unique constraint, so sending
 * the same form again after its answer was lost (a dropped connection, a timeout) stores nothing twice.
 * crypto.randomUUID exists only on secure origins; getRandomValues works on plain http too.
 */
export function newSubmissionKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

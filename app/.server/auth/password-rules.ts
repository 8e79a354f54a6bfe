// The rules every new manager password meets, wherever it is chosen: an invitation, a reset link, the account page
// or the manager CLI. Plain-Node importable (the CLI loads it): relative imports with .ts extensions.
import commonPasswordList from "./common-passwords.json" with { type: "json" };
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./config.ts";

export const PASSWORD_TOO_SHORT = `Choose a password of at least ${MIN_PASSWORD_LENGTH} characters.`;
export const PASSWORD_TOO_LONG = `A password holds at most ${MAX_PASSWORD_LENGTH} characters.`;
export const PASSWORD_TOO_COMMON =
  "That password is on a list of common passwords that attackers try first. Choose another.";
export const PASSWORD_IS_EMAIL = "Your password must not be your e-mail address.";

let common: ReadonlySet<string> | undefined;

/** The shipped list, lowercased; only entries a password of the allowed length could be are kept in memory. */
function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(commonPasswordList.passwords.filter((entry) => entry.length >= MIN_PASSWORD_LENGTH));
  return common;
}

/** What is wrong with `password` as the new password of the account `email`, or null when it is fine. */
export function passwordProblem(password: string, email: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  if (password.length > MAX_PASSWORD_LENGTH) return PASSWORD_TOO_LONG;
  const lowered = password.trim().toLowerCase();
  if (commonPasswords().has(lowered)) return PASSWORD_TOO_COMMON;
  const address = email.trim().toLowerCase();
  if (lowered === address || lowered === address.split("@")[0]) return PASSWORD_IS_EMAIL;
  return null;
}

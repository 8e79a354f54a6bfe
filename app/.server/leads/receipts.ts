// Whether a visitor's receipt goes out (receipt-mail.ts composes it). The address on a form is whatever the sender
// typed, so a stranger could use the forms to send the firm's receipts to someone else again and again: at most
// RECEIPT_LIMITS.perRecipient receipts reach one address a day, and one client (an IPv4 address or an IPv6 /64)
// gets at most RECEIPT_LIMITS.perClient sent a day. Past either, the lead is stored and the firm alerted as ever;
// only the receipt is left out. The counts are rate-limit counters (db/rate-limit.ts): unlogged, shared by every
// server, and the two counts of one submission go in one statement with the others arriving then.
import { createHash } from "node:crypto";
import type { AppContext } from "~/.server/app-context";
import { consumeRateLimit, type RateLimit } from "~/.server/db/rate-limit";

export const RECEIPT_LIMITS = {
  perRecipient: { max: 3, windowSeconds: 24 * 60 * 60 },
  perClient: { max: 10, windowSeconds: 24 * 60 * 60 },
} satisfies Record<string, RateLimit>;

/** The address as a counter's key: hashed, so the counters hold no e-mail address; letter case does not matter. */
function recipientKey(email: string) {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("base64url");
}

/**
 * Counts a receipt for `email` from the client `subject` (RequestFacts.subject) and says whether it may be sent:
 * false when mail is off (nothing counted) or either limit is reached. Throws when the counts cannot be written.
 */
export async function admitReceipt(
  { db, notifications }: Pick<AppContext, "db" | "notifications">,
  subject: string,
  email: string,
): Promise<boolean> {
  if (!notifications.mailHost) return false;
  const [toRecipient, fromClient] = await Promise.all([
    consumeRateLimit(db, `receipt-to:${recipientKey(email)}`, RECEIPT_LIMITS.perRecipient),
    consumeRateLimit(db, `receipt-client:${subject}`, RECEIPT_LIMITS.perClient),
  ]);
  return toRecipient.isAllowed && fromClient.isAllowed;
}

// The secret in a call's cancel link: 256 random bits made when the e-mail carrying it is sent, of which only the
// hash is stored. Its own module, so the mail sender that issues it does not depend on the call steps.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { SCHEDULED_CALL_STATUSES } from "../../lib/call-statuses.ts";
import type { Database } from "../db/client.ts";
import { callRequests } from "../db/schema.ts";

export function hashCancelToken(token: string) {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * A new cancel link token for a confirmed or proposed call (256 random bits), replacing any earlier one; only its
 * hash is stored. Null when the call is no longer confirmed or proposed. Called when the e-mail carrying it is sent.
 */
export async function issueCancelToken(inquiryId: string, db: Database): Promise<string | null> {
  const token = randomBytes(32).toString("base64url");
  const updated = await db
    .update(callRequests)
    .set({ cancelTokenHash: hashCancelToken(token) })
    .where(and(eq(callRequests.inquiryId, inquiryId), inArray(callRequests.status, SCHEDULED_CALL_STATUSES)))
    .returning({ id: callRequests.inquiryId });
  return updated.length > 0 ? token : null;
}

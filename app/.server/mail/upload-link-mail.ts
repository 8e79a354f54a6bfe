// The e-mail that gives an agency its upload request's link. The link's token is made when the e-mail is sent and
// only its hash is stored (beside the copied link's), so neither the outbox row nor the request holds a usable
// token. A request revoked or expired by then gets no e-mail.
import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { FirmDetails } from "../../content/site.ts";
import { formatCentralWithZone } from "../../lib/central-time.ts";
import type { Database } from "../db/client.ts";
import { type OutboxRow, uploadRequests } from "../db/schema.ts";
import { type Composed, message } from "./message.ts";
import { hashToken, uploadLinkOf } from "./upload-link.ts";

/** The message for `row`, with a fresh link; null when the request is gone, revoked or expired. */
export async function composeUploadLinkMail(
  db: Database,
  row: Pick<OutboxRow, "leadId">,
  publicUrl: string,
  firm: FirmDetails,
): Promise<Composed | null> {
  const token = randomBytes(32).toString("base64url");
  const [request] = await db
    .update(uploadRequests)
    .set({ emailedTokenHash: hashToken(token) })
    .where(
      and(
        eq(uploadRequests.id, row.leadId),
        isNull(uploadRequests.revokedAt),
        gt(uploadRequests.expiresAt, sql`now()`),
      ),
    )
    .returning();
  if (!request) return null;
  const link = uploadLinkOf(new URL(publicUrl).origin, token);
  return message(
    firm,
    `Documents requested by ${firm.name}`,
    [
      `${firm.name} asks ${request.agencyName} to send documents through a private upload page.`,
      `What to send: ${request.purpose}`,
      `The link works until ${formatCentralWithZone(request.expiresAt)}.${
        request.passcodeHash ? " The page asks for a passcode, which we give you separately." : ""
      }`,
      "Send protected health information (PHI) only if your agency and our firm have signed a Business Associate Agreement. If you are not sure, ask us before sending.",
      `Questions? Reach us at ${firm.phone} or ${firm.email}.`,
    ],
    [{ label: "Open the upload page", href: link }],
  );
}

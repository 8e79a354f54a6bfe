// The visitor's receipt, queued with a call request, a chat hand-off or a job application and sent at once: what was
// received and when, and when the firm replies. It holds none of the visitor's own words beyond the name they gave —
// enough for someone whose address was mistyped to see the message is not theirs — and none of their answers: a
// call request's times and an application's position are choices from the firm's own lists. Composed when sent, from
// the lead; none for a lead deleted since.
import { eq } from "drizzle-orm";
import { type FirmDetails, RESPONSE_TIME, SITE_NAME } from "../../content/site.ts";
import { formatSlotCentral } from "../../lib/call-request-text.ts";
import { formatCentralWithZone } from "../../lib/central-time.ts";
import { describeAppliedFor } from "../../lib/schemas/application-fields.ts";
import type { Database } from "../db/client.ts";
import { applications, callRequests, inquiries, type OutboxRow } from "../db/schema.ts";
import { oneLine } from "./lead-alert.ts";
import { type Composed, message } from "./message.ts";

const notYou =
  "If you did not send this, someone may have typed your address by mistake: you can ignore this e-mail, and nothing more will come of it.";

/** The receipt for the lead `row` names, with the firm's published details, or null when the lead no longer exists. */
export async function composeLeadReceipt(
  db: Database,
  row: Pick<OutboxRow, "leadKind" | "leadId">,
  firm: FirmDetails,
): Promise<Composed | null> {
  const reachUs = `If you have a question in the meantime, call us at ${firm.phone} or write to ${firm.email}.`;
  if (row.leadKind === "application") {
    const [found] = await db
      .select({ name: applications.fullName, role: applications.role, createdAt: applications.createdAt })
      .from(applications)
      .where(eq(applications.id, row.leadId));
    if (!found) return null;
    return message(firm, `We received your application – ${SITE_NAME}`, [
      `Thank you for applying for ${describeAppliedFor(found.role)}. We received your application and résumé on ${formatCentralWithZone(found.createdAt)}.`,
      givenName(found.name),
      `We reply within ${RESPONSE_TIME} to let you know the next step. ${reachUs}`,
      notYou,
    ]);
  }
  if (row.leadKind !== "inquiry") return null;
  const [found] = await db
    .select({
      name: inquiries.name,
      source: inquiries.source,
      createdAt: inquiries.createdAt,
      slots: callRequests.slots,
    })
    .from(inquiries)
    .leftJoin(callRequests, eq(callRequests.inquiryId, inquiries.id))
    .where(eq(inquiries.id, row.leadId));
  if (!found) return null;
  const received = formatCentralWithZone(found.createdAt);
  if (found.source === "call") {
    const times = (found.slots ?? []).map((slot) => `• ${formatSlotCentral(slot)}`).join("\n");
    return message(firm, `We received your call request – ${SITE_NAME}`, [
      `Thank you. We received your request for a 30-minute call on ${received}.`,
      givenName(found.name),
      `The times you asked for:\n${times}`,
      `Requested — not yet confirmed. We reply within ${RESPONSE_TIME} to confirm one of your times or propose another. ${reachUs}`,
      notYou,
    ]);
  }
  return message(firm, `We received your details – ${SITE_NAME}`, [
    `Thank you for leaving your details with our website's assistant. We received them on ${received}.`,
    givenName(found.name),
    `We reply within ${RESPONSE_TIME}. ${reachUs}`,
    notYou,
  ]);
}

/** The one thing of the visitor's own a receipt repeats, marked as what was given, on one line. */
function givenName(name: string) {
  return `Name (as given on the form): ${oneLine(name, 100)}`;
}

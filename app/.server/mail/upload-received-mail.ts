// The e-mails about files an agency sent through an upload link: the firm's alert (to NOTIFY_EMAIL: which agency, how
// many files, the link to the request) and the agency's receipt (to the request's contact: how many files, when, the
// receipt number). Neither names a file: a file name can say whose record it is. Both are queued once per batch (the
// files sent together, which share a receipt number) and count the batch's files when they are sent.
import { and, count, eq } from "drizzle-orm";
import type { FirmDetails } from "../../content/site.ts";
import { formatCentralWithZone } from "../../lib/central-time.ts";
import type { Database } from "../db/client.ts";
import { type OutboxRow, uploadRequests, uploads } from "../db/schema.ts";
import { oneLine } from "./lead-alert.ts";
import { type Composed, escapeHtml, message } from "./message.ts";

/** The batch an outbox row names (by its first file): the request, the receipt and the batch's files so far. */
async function loadBatch(db: Database, row: Pick<OutboxRow, "leadId">) {
  const [first] = await db
    .select({ requestId: uploads.requestId, receipt: uploads.receipt, createdAt: uploads.createdAt })
    .from(uploads)
    .where(eq(uploads.id, row.leadId));
  if (!first?.requestId || !first.receipt) return null;
  const [request] = await db.select().from(uploadRequests).where(eq(uploadRequests.id, first.requestId));
  if (!request) return null;
  const [files] = await db
    .select({ n: count() })
    .from(uploads)
    .where(and(eq(uploads.requestId, first.requestId), eq(uploads.receipt, first.receipt)));
  return { request, receipt: first.receipt, receivedAt: first.createdAt, files: files?.n ?? 0 };
}

const filesText = (n: number) => `${n} ${n === 1 ? "file" : "files"}`;

/** The firm's alert for the batch `row` names; null when its files are gone. */
export async function composeUploadReceivedAlert(
  db: Database,
  row: Pick<OutboxRow, "leadId">,
  publicUrl: string,
): Promise<Composed | null> {
  const batch = await loadBatch(db, row);
  if (!batch || batch.files === 0) return null;
  const agency = oneLine(batch.request.agencyName);
  const link = new URL(`/manager-dashboard/upload-requests/${batch.request.id}`, publicUrl).toString();
  const lines: [string, string][] = [
    ["Agency", agency],
    ["Files", String(batch.files)],
    ["Receipt", batch.receipt],
    ["Received", formatCentralWithZone(batch.receivedAt)],
  ];
  const subject = `Documents received: ${filesText(batch.files)} from ${agency}`;
  const text = [
    `${agency} sent ${filesText(batch.files)} through its upload link.`,
    "",
    ...lines.map(([label, value]) => `${label}: ${value}`),
    "",
    `Open the request: ${link}`,
  ].join("\n");
  const html = [
    `<p>${escapeHtml(agency)} sent ${filesText(batch.files)} through its upload link.</p>`,
    `<table>${lines.map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`).join("")}</table>`,
    `<p><a href="${escapeHtml(link)}">Open the request</a></p>`,
  ].join("\n");
  return { subject, text, html };
}

/** The agency's receipt for the batch `row` names, with the firm's published details; null when its files are gone. */
export async function composeUploadReceipt(
  db: Database,
  row: Pick<OutboxRow, "leadId">,
  firm: FirmDetails,
): Promise<Composed | null> {
  const batch = await loadBatch(db, row);
  if (!batch || batch.files === 0) return null;
  return message(firm, `Receipt ${batch.receipt}: ${filesText(batch.files)} received by ${firm.name}`, [
    `${firm.name} received ${filesText(batch.files)} from ${batch.request.agencyName} on ${formatCentralWithZone(batch.receivedAt)}.`,
    `Receipt number: ${batch.receipt}. Please keep it: it is how we find these files if you ask about them.`,
    `If you did not send these files, or something is missing, reach us at ${firm.phone} or ${firm.email}.`,
  ]);
}

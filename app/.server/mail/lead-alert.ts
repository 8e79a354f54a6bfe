// The e-mail that tells the firm a lead arrived. It carries no visitor text and no applicant answers (they can hold
// health or criminal-history details): only the kind of lead, the sender's name, the service or position, the time
// received (Central) and a link to the details page, where a signed-in manager reads the rest.
import { formatCentralWithZone } from "../../lib/central-time.ts";
import type { LeadKind } from "../db/schema.ts";

export type AlertLead =
  | {
      kind: "inquiry";
      id: string;
      source: "contact" | "quote" | "call" | "chat";
      name: string;
      serviceType: string | null;
      createdAt: Date;
    }
  | { kind: "application"; id: string; fullName: string; role: string; createdAt: Date };

export type AlertMessage = { subject: string; text: string; html: string };

/** One line of a header or a table cell: no line breaks or control characters, a sane length. */
function oneLine(value: string, max = 120) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what must go
  const cleaned = value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ");
  return cleaned.trim().slice(0, max);
}

function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Where the manager reads the lead: PUBLIC_URL (or the local address) plus the details page's path. */
export function leadDetailsUrl(kind: LeadKind, id: string, publicUrl: string) {
  const path = kind === "inquiry" ? "inquiries" : "applications";
  return new URL(`/manager-dashboard/${path}/${encodeURIComponent(id)}`, publicUrl).toString();
}

export function composeLeadAlert(lead: AlertLead, publicUrl: string): AlertMessage {
  const received = formatCentralWithZone(lead.createdAt);
  const link = leadDetailsUrl(lead.kind, lead.id, publicUrl);
  const rows: [string, string][] = [];
  let subject: string;
  if (lead.kind === "application") {
    const name = oneLine(lead.fullName);
    const role = oneLine(lead.role);
    subject = `New job application: ${role} — ${name}`;
    rows.push(["Kind", "Job application"], ["Name", name], ["Position", role]);
  } else if (lead.source === "call") {
    const name = oneLine(lead.name);
    const service = oneLine(lead.serviceType ?? "Not specified");
    subject = `New call request: ${service} — ${name}`;
    rows.push(["Kind", "Call request"], ["Name", name], ["Topic", service]);
  } else if (lead.source === "quote") {
    const name = oneLine(lead.name);
    const service = oneLine(lead.serviceType ?? "Not specified");
    subject = `New consultation request: ${service} — ${name}`;
    rows.push(["Kind", "Consultation request"], ["Name", name], ["Service", service]);
  } else if (lead.source === "chat") {
    // The conversation stays on the details page: it can hold whatever the visitor typed.
    const name = oneLine(lead.name);
    subject = `New chat hand-off — ${name}`;
    rows.push(["Kind", "Chat hand-off"], ["Name", name]);
  } else {
    const name = oneLine(lead.name);
    subject = `New contact message — ${name}`;
    rows.push(["Kind", "Contact message"], ["Name", name]);
  }
  rows.push(["Received", received]);

  const text = [
    "A new lead arrived on the website.",
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    `Read it and reply from the dashboard (sign-in required): ${link}`,
    "",
    "What the visitor wrote is not in this e-mail, to keep personal details out of mailboxes.",
  ].join("\n");
  const html = [
    "<p>A new lead arrived on the website.</p>",
    "<table>",
    ...rows.map(
      ([label, value]) =>
        `<tr><th align="left" style="padding-right:12px">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    "</table>",
    `<p><a href="${escapeHtml(link)}">Read it and reply from the dashboard</a> (sign-in required).</p>`,
    "<p>What the visitor wrote is not in this e-mail, to keep personal details out of mailboxes.</p>",
  ].join("\n");
  return { subject, text, html };
}

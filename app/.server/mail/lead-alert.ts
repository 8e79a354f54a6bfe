// The e-mail that tells the firm a lead arrived. It carries no visitor text and no applicant answers (they can hold
// health or criminal-history details): only the kind of lead, the sender's name, the service or position, the time
// received (Central) and a link to the details page, where a signed-in manager reads the rest.
// The subject is the firm's words only: the kind of lead, a service or position from the site's own lists, and the
// lead's neutral reference. A name is whatever the visitor typed (it could read "IT Dept: re-login at …"), so it
// appears only in the body, labelled as given by the visitor.
import { formatCentralWithZone } from "../../lib/central-time.ts";
import { leadReference } from "../../lib/lead-reference.ts";
import type { LeadKind } from "../db/schema.ts";
import { escapeHtml } from "./message.ts";

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
export function oneLine(value: string, max = 120) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what must go
  const cleaned = value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ");
  return cleaned.trim().slice(0, max);
}

/**
 * How each inquiry's alert names it; those with a service name it in the subject and a row (a form's service is one
 * of the site's list, a chat's the service its own replay recommended). A chat hand-off's conversation stays on the
 * details page: it can hold whatever the visitor typed.
 */
const INQUIRY_ALERTS: Record<
  Extract<AlertLead, { kind: "inquiry" }>["source"],
  { title: string; kind: string; serviceLabel?: string }
> = {
  contact: { title: "New contact message", kind: "Contact message" },
  quote: { title: "New consultation request", kind: "Consultation request", serviceLabel: "Service" },
  call: { title: "New call request", kind: "Call request", serviceLabel: "Topic" },
  chat: { title: "New chat hand-off", kind: "Chat hand-off", serviceLabel: "Recommended service" },
};

/** The body's row with the name a visitor or applicant typed, labelled as theirs, not the firm's. */
export function givenNameRow(name: string, by: "visitor" | "applicant" = "visitor"): [string, string] {
  return [`Name (as given by the ${by})`, oneLine(name)];
}

/** How a subject and the body name the lead without any of its text: "ref 3F9A2C1B". */
export function referenceOf(id: string) {
  return `ref ${leadReference(id)}`;
}

/** Where the manager reads the lead: PUBLIC_URL (or the local address) plus the details page's path. */
export function leadDetailsUrl(kind: LeadKind, id: string, publicUrl: string) {
  const path = kind === "inquiry" ? "inquiries" : "applications";
  return new URL(`/manager-dashboard/${path}/${encodeURIComponent(id)}`, publicUrl).toString();
}

export function composeLeadAlert(lead: AlertLead, publicUrl: string): AlertMessage {
  const received = formatCentralWithZone(lead.createdAt);
  const link = leadDetailsUrl(lead.kind, lead.id, publicUrl);
  const reference = referenceOf(lead.id);
  const rows: [string, string][] = [];
  let subject: string;
  if (lead.kind === "application") {
    const role = oneLine(lead.role);
    subject = `New job application: ${role} — ${reference}`;
    rows.push(["Kind", "Job application"], givenNameRow(lead.fullName, "applicant"), ["Position", role]);
  } else {
    const alert = INQUIRY_ALERTS[lead.source];
    rows.push(["Kind", alert.kind], givenNameRow(lead.name));
    const service = lead.serviceType ? oneLine(lead.serviceType) : lead.source === "chat" ? null : "Not specified";
    if (alert.serviceLabel && service) {
      subject = `${alert.title}: ${service} — ${reference}`;
      rows.push([alert.serviceLabel, service]);
    } else {
      subject = `${alert.title} — ${reference}`;
    }
  }
  rows.push(["Reference", leadReference(lead.id)], ["Received", received]);
  return alertMessage(subject, "A new lead arrived on the website.", rows, link);
}

/**
 * A message to the firm about a lead: a line saying what happened, a table of facts, and the link to the lead's
 * details page. Never what the visitor wrote.
 */
export function alertMessage(subject: string, intro: string, rows: [string, string][], link: string): AlertMessage {
  const text = [
    intro,
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    `Read it and reply from the dashboard (sign-in required): ${link}`,
    "",
    "What the visitor wrote is not in this e-mail, to keep personal details out of mailboxes.",
  ].join("\n");
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
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

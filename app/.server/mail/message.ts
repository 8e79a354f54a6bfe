// What every e-mail the outbox sends is made of: a subject, a plain-text body and the same words as HTML.
import type { FirmDetails } from "../../content/site.ts";
import type { OutgoingMail } from "./transport.ts";

/** The firm's details as the content studio publishes them, read when a message is composed (lifecycle.ts gives it). */
export type FirmDetailsSource = () => Promise<FirmDetails>;

/** A message as composed for an outbox row; the sender adds its recipient and Message-ID. */
export type Composed = Omit<OutgoingMail, "to" | "messageId">;

/** Text as HTML character data or a quoted attribute value. */
export function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * A message to a visitor or an agency: its paragraphs (a line break inside one is kept, as a list of times needs),
 * then its links, signed with the firm's name.
 */
export function message(
  firm: Pick<FirmDetails, "name">,
  subject: string,
  paragraphs: string[],
  links: { label: string; href: string }[] = [],
): Composed {
  const text = [...paragraphs, ...links.map((link) => `${link.label}: ${link.href}`), "", firm.name].join("\n\n");
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>\n")}</p>`),
    ...links.map((link) => `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`),
    `<p>${escapeHtml(firm.name)}</p>`,
  ].join("\n");
  return { subject, text, html };
}

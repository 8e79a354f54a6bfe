import { buttonVariants } from "~/components/ui/button";
import { Mail } from "~/components/ui/icons/mail";
import { SITE_NAME } from "~/content/site";
import { mailtoHref, telHref } from "~/lib/contact-links";
import { POSITION_TITLES } from "~/lib/schemas/application-fields";
import { SERVICE_TYPES } from "~/lib/schemas/quote-fields";

/**
 * The subject of a reply to an inquiry or application. It is built only from the firm's own words and fixed lists
 * (the form's service types, the job board's positions): a mailto: link is a URL, and visitors' words stay out of
 * URLs.
 */
export function replySubject(
  about:
    | { kind: "inquiry"; source: "contact" | "quote" | "call" | "chat"; serviceType: string | null }
    | { kind: "application"; role: string },
) {
  if (about.kind === "application") {
    const position = POSITION_TITLES.find((title) => title === about.role);
    return `Your application${position ? ` for ${position}` : ""} – ${SITE_NAME}`;
  }
  if (about.source === "call") return `Your call request – ${SITE_NAME}`;
  if (about.source !== "quote") return `Your message to ${SITE_NAME}`;
  const service = SERVICE_TYPES.find((type) => type === about.serviceType && type !== "Other");
  return `Your consultation request${service ? `: ${service}` : ""} – ${SITE_NAME}`;
}

const linkClass = "text-primary underline underline-offset-4 break-all";

/** The visitor's e-mail address as a mailto: link. */
export function EmailLink({ address }: { address: string }) {
  return (
    <a href={mailtoHref(address)} className={linkClass}>
      {address}
    </a>
  );
}

/** A phone number as a tel: link, or as text when it holds too few digits to dial. */
export function PhoneLink({ phone }: { phone: string }) {
  const href = telHref(phone);
  if (!href) return <span>{phone}</span>;
  return (
    <a href={href} className={linkClass}>
      {phone}
    </a>
  );
}

/** "Reply by e-mail": opens the manager's mail app with the address and a subject filled in. */
export function ReplyLink({ address, subject, whom }: { address: string; subject: string; whom?: string }) {
  return (
    <a href={mailtoHref(address, subject)} className={buttonVariants({ variant: "outline", size: "sm" })}>
      <Mail aria-hidden="true" />
      Reply by e-mail
      {whom ? <span className="sr-only">{` (${whom})`}</span> : null}
    </a>
  );
}

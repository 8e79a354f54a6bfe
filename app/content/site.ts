import type { OfficeHours } from "~/lib/office-hours";
import { CENTRAL_TIME_ZONE } from "../lib/central-time.ts";

/**
 * The firm's details as the pages, the chat and the structured data read them. The firm edits them in the content
 * studio (Firm details); `firm` below is what a new install starts with (app/.server/content/seed.ts). The values
 * marked PLACEHOLDER are not the firm's real details: the server warns at every start while the live details still
 * hold one (app/.server/runtime/config-check.ts). The site's public address is not here: it is the PUBLIC_URL setting.
 */
export type FirmDetails = {
  name: string;
  address: { street: string; city: string; region: string; postalCode: string };
  email: string;
  phone: string;
  /** A tel: link target, digits only with country code. */
  phoneHref: string;
  hours: { days: string; time: string }[];
  /** The weekday hours above as data, for "is the office open now?" (the chat's urgent answer). Keep the two in step. */
  officeHours: OfficeHours;
  /** A maps search for the office address; opened in a new tab. */
  mapsUrl: string;
};

const address = {
  street: "000 Placeholder Avenue, Suite 000", // PLACEHOLDER
  city: "Minneapolis",
  region: "MN",
  postalCode: "00000", // PLACEHOLDER
};

/**
 * The site's name: the brand in the header, the page titles, the dashboard's bar and the messages' subjects. The
 * firm's details (below, edited in the content studio) carry its own name, shown in the footer, on /contact and in
 * the structured data.
 */
export const SITE_NAME = "EIDBI Compliance Partners";

/** The line above the header on every public page. */
export const SITE_TAGLINE = "One Vision. One Mission. One Front.";

/** The built-in details: the studio's starting point. */
export const firm: FirmDetails = {
  name: "EIDBI Compliance Partners", // PLACEHOLDER: the firm's name
  address,
  email: "hello@example.com", // PLACEHOLDER
  phone: "(000) 000-0000", // PLACEHOLDER
  phoneHref: "+10000000000", // PLACEHOLDER
  hours: [
    { days: "Monday to Friday", time: "7:30 AM to 8:00 PM" },
    { days: "Saturday", time: "By appointment only" },
    { days: "Sunday", time: "Closed" },
  ],
  officeHours: { timeZone: CENTRAL_TIME_ZONE, days: [1, 2, 3, 4, 5], opensAt: 7 * 60 + 30, closesAt: 20 * 60 },
  mapsUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
    `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`,
  )}`,
};

export function formatAddress(a = firm.address) {
  return `${a.street}, ${a.city}, ${a.region} ${a.postalCode}`;
}

/** The reply time the firm commits to: the FAQ states it, the visitors' receipts repeat it. */
export const RESPONSE_TIME = "1 to 2 business days";

export const NOT_A_THERAPY_PROVIDER =
  "We are a compliance oversight firm. We do not provide direct autism therapy or EIDBI treatment services.";

export const LEGAL_NOTICE =
  "Information on this site is general guidance about compliance practice. It is not legal advice, and it does not create a client relationship. Agencies remain responsible for their own licensing, billing and service decisions under Minnesota Department of Human Services rules.";

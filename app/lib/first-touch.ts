// Where the visitor first arrived from in this browser tab: the landing page (and its utm_* parameters) and the
// host of the page that sent them. Kept in sessionStorage only — no cookie, no visitor id, gone with the tab — and
// sent with a lead form as one hidden field. It is recorded once per page, before anything reads it: by the client
// entry before hydration, and on the pages that start without React (ADR 006) by the pre-React script, so this file
// stays tiny and imports nothing.
/** Where a lead's visitor first arrived from, as stored with the lead (the first_touch columns of the leads tables). */
export type FirstTouch = {
  landingPath: string;
  referrerHost?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmTerm?: string;
  utmContent?: string;
};

export const FIRST_TOUCH_FIELD = "firstTouch";
const STORAGE_KEY = "first-touch";

/** Limits the server checks too (app/lib/schemas/first-touch.ts): a longer value is cut here, dropped there. */
export const FIRST_TOUCH_LIMITS = { path: 300, host: 253, utm: 200 } as const;

const UTM_KEYS = {
  utm_source: "utmSource",
  utm_medium: "utmMedium",
  utm_campaign: "utmCampaign",
  utm_term: "utmTerm",
  utm_content: "utmContent",
} as const;

/**
 * Remembers the page this tab opened on, unless a page before it already did. Only the referrer's host is kept:
 * a search engine's full address can hold what the visitor searched for.
 */
export function recordFirstTouch() {
  try {
    if (sessionStorage.getItem(STORAGE_KEY)) return;
    // A referrer is "" or a whole URL, so parsing it cannot throw.
    const host = document.referrer && new URL(document.referrer).host;
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([location.pathname + location.search, host]));
  } catch {
    // Storage refused (a private window's quota, a blocked API): the lead is simply sent without a source.
  }
}

/** The recorded first touch as the hidden field's value (JSON), or "" when none is known. */
export function readFirstTouch(ownHost = location.host): string {
  try {
    const touch = parseFirstTouch(sessionStorage.getItem(STORAGE_KEY), ownHost);
    return touch ? JSON.stringify(touch) : "";
  } catch {
    return "";
  }
}

/** The stored record as a FirstTouch: the path without its query, the utm_* values found in it, a foreign host. */
export function parseFirstTouch(raw: string | null, ownHost: string): FirstTouch | null {
  if (!raw) return null;
  let record: unknown;
  try {
    record = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!Array.isArray(record) || typeof record[0] !== "string" || !record[0].startsWith("/")) return null;
  const url = new URL(record[0], "http://first-touch.invalid");
  const touch: FirstTouch = { landingPath: url.pathname.slice(0, FIRST_TOUCH_LIMITS.path) };
  const host = typeof record[1] === "string" ? record[1].toLowerCase() : "";
  // A tab opened from another of the site's own pages says nothing about where the visitor came from.
  if (host && host !== ownHost.toLowerCase()) touch.referrerHost = host.slice(0, FIRST_TOUCH_LIMITS.host);
  for (const [param, key] of Object.entries(UTM_KEYS)) {
    const value = url.searchParams.get(param)?.trim();
    if (value) touch[key] = value.slice(0, FIRST_TOUCH_LIMITS.utm);
  }
  return touch;
}

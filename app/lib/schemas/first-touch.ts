import { z } from "zod";
import { FIRST_TOUCH_LIMITS, type FirstTouch } from "~/lib/first-touch";

// What a first-touch field may hold. The browser sends it, so anything may arrive: each value that does not fit is
// dropped (a bad landing path drops the whole record); the visitor never sees an error for it.
const LandingPath = z
  .string()
  .max(FIRST_TOUCH_LIMITS.path)
  .regex(/^\/[\w\-./~%!$&'()*+,;=:@]*$/);
const Host = z
  .string()
  .max(FIRST_TOUCH_LIMITS.host)
  .regex(/^[a-z0-9.-]+(?::\d{1,5})?$/i)
  .transform((host) => host.toLowerCase());
// Campaign names are words, numbers and a little punctuation; never control characters or markup.
const Utm = z
  .string()
  .trim()
  .min(1)
  .max(FIRST_TOUCH_LIMITS.utm)
  .regex(/^[\p{L}\p{N} _\-.+~:/@|,()]+$/u);

const OPTIONAL = {
  referrerHost: Host,
  utmSource: Utm,
  utmMedium: Utm,
  utmCampaign: Utm,
  utmTerm: Utm,
  utmContent: Utm,
} as const;

/** The largest field a first-touch record can honestly be. */
export const MAX_FIRST_TOUCH_CHARS = 2500;

/** The first touch a form sent, or null when it sent none or one that cannot be read. */
export function parseFirstTouchField(raw: string | undefined): FirstTouch | null {
  if (!raw || raw.length > MAX_FIRST_TOUCH_CHARS) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const landingPath = LandingPath.safeParse(record.landingPath);
  if (!landingPath.success) return null;
  const touch: FirstTouch = { landingPath: landingPath.data };
  for (const [key, schema] of Object.entries(OPTIONAL) as [
    keyof typeof OPTIONAL,
    (typeof OPTIONAL)[keyof typeof OPTIONAL],
  ][]) {
    const parsed = schema.safeParse(record[key]);
    if (parsed.success) touch[key] = parsed.data;
  }
  return touch;
}

/** The parts of a first touch, in the order and words managers read them: the details page and the CSV columns. */
export const FIRST_TOUCH_PARTS = [
  ["Landing page", "landingPath"],
  ["Referrer", "referrerHost"],
  ["utm_source", "utmSource"],
  ["utm_medium", "utmMedium"],
  ["utm_campaign", "utmCampaign"],
  ["utm_term", "utmTerm"],
  ["utm_content", "utmContent"],
] as const satisfies readonly (readonly [string, keyof FirstTouch])[];

/** A first touch as managers read it, one label and value per recorded part; empty when none was recorded. */
export function describeFirstTouch(touch: FirstTouch | null | undefined): { label: string; value: string }[] {
  if (!touch) return [];
  return FIRST_TOUCH_PARTS.flatMap(([label, key]) => (touch[key] ? [{ label, value: touch[key] }] : []));
}

// Links that hand an address to the manager's own mail or phone app.

/**
 * A mailto: link for `address`, with an optional subject. Everything but the @ is percent-encoded (RFC 6068), so an
 * address holding ? & or # cannot add header fields of its own. Only put text the firm wrote in the subject:
 * visitors' words must not travel in URLs.
 */
export function mailtoHref(address: string, subject?: string) {
  const to = encodeURIComponent(address.trim()).replace(/%40/g, "@");
  return subject ? `mailto:${to}?subject=${encodeURIComponent(subject)}` : `mailto:${to}`;
}

/**
 * A tel: link for a phone number as the visitor typed it: digits only (a leading + kept), with the US country code
 * added to a ten-digit number. Returns null when fewer than seven digits remain, which no phone can dial.
 */
export function telHref(phone: string) {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, "");
  if (digits.length < 7 || digits.length > 15) return null;
  if (trimmed.startsWith("+")) return `tel:+${digits}`;
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith("1")) return `tel:+${digits}`;
  return `tel:${digits}`;
}

import { z } from "zod";

// Re-exported: the form pages import it from ./honeypot, which does not load zod.
export { HONEYPOT_FIELD } from "./honeypot";

export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `Please enter ${label}.` })
    .trim()
    .min(1, `Please enter ${label}.`)
    .max(max, `Please keep ${label} under ${max.toLocaleString("en-US")} characters.`);

export const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `Please keep ${label} under ${max.toLocaleString("en-US")} characters.`)
    .optional()
    .transform((value) => (value ? value : null));

// A one-line answer (a name, an address) never holds line breaks or other control characters: a browser's text
// input cannot send them, only a script can — and they would let a value break out of a log line, a CSV cell or
// a future e-mail header. Tabs are tolerated (pasted text has them).
const isOneLine = (value: string) => {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if ((code < 0x20 && code !== 0x09) || code === 0x7f) return false;
  }
  return true;
};

/** requiredText for a one-line input. */
export const requiredLine = (label: string, max: number) =>
  requiredText(label, max).refine(isOneLine, `Please enter ${label} on a single line.`);

/** optionalText for a one-line input. */
export const optionalLine = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `Please keep ${label} under ${max.toLocaleString("en-US")} characters.`)
    .refine(isOneLine, `Please enter ${label} on a single line.`)
    .optional()
    .transform((value) => (value ? value : null));

export const emailField = z
  .string({ error: "Please enter your email address." })
  .trim()
  .min(1, "Please enter your email address.")
  .max(254, "That email address is too long.")
  .pipe(z.email("Enter an email like name@example.com."));

export const phoneField = z
  .string({ error: "Please enter your phone number." })
  .trim()
  .min(1, "Please enter your phone number.")
  .max(40, "Please keep the phone number under 40 characters.")
  .regex(/^[0-9+().\- \t]*(?:(?:ext\.?|x)[ \t]*\d+)?$/i, "Enter a phone number like (612) 555-0100.");

/** A phone number the visitor may leave out: empty or missing is null, anything typed must be a phone number. */
export const optionalPhoneField = phoneField
  .optional()
  .or(z.literal(""))
  .transform((value) => (value ? value : null));

export const yesNo = (label: string) => z.enum(["yes", "no"], { error: `Please answer ${label}.` });

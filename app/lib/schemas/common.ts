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
  .regex(/^[0-9+().\-\s]*(?:(?:ext\.?|x)\s*\d+)?$/i, "Enter a phone number like (612) 555-0100.");

export const yesNo = (label: string) => z.enum(["yes", "no"], { error: `Please answer ${label}.` });

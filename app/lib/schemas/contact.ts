import { z } from "zod";
import { emailField, optionalPhoneField, requiredLine, requiredText } from "./common";

/** The contact form at /contact. Field names are the form's `name` attributes. */
export const ContactFormSchema = z.object({
  name: requiredLine("your name", 200),
  email: emailField,
  phone: optionalPhoneField,
  message: requiredText("a message", 5000),
});
export type ContactForm = z.infer<typeof ContactFormSchema>;

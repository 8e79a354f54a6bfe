import type { RouterContextProvider } from "react-router";
import { ContactFormSchema } from "~/lib/schemas/contact";
import { CONTACT_FIELDS } from "~/lib/schemas/contact-fields";
import type { FormResult } from "~/lib/schemas/form-result";
import { submitInquiryForm } from "./inquiry-form";

/** The /contact form: stores an inquiry with source "contact". Never throws. */
export function submitContact(request: Request, context: Readonly<RouterContextProvider>): Promise<FormResult> {
  return submitInquiryForm(request, context, {
    form: "contact",
    fields: CONTACT_FIELDS,
    schema: ContactFormSchema,
    toInquiry: (contact) => ({ source: "contact", ...contact }),
    description: "a contact message",
  });
}

import type { RouterContextProvider } from "react-router";
import { ContactFormSchema } from "~/lib/schemas/contact";
import { submitInquiryForm } from "./inquiry-form";
import type { FormResult } from "./result";

/** The /contact form: stores an inquiry with source "contact". Never throws. */
export function submitContact(request: Request, context: Readonly<RouterContextProvider>): Promise<FormResult> {
  return submitInquiryForm(request, context, {
    form: "contact",
    fields: ["name", "email", "phone", "message"],
    schema: ContactFormSchema,
    toInquiry: (contact) => ({ source: "contact", ...contact }),
    description: "a contact message",
  });
}

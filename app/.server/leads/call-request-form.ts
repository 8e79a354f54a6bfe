import type { RouterContextProvider } from "react-router";
import { bookFormSchema } from "~/lib/schemas/book";
import { BOOK_FIELDS } from "~/lib/schemas/book-fields";
import type { FormResult } from "~/lib/schemas/form-result";
import { submitInquiryForm } from "./inquiry-form";

/**
 * The /book call request: an inquiry (source "call") with its preferred slots, checked against the times open now.
 * The note is optional; stored as the message. Never throws.
 */
export function submitBook(request: Request, context: Readonly<RouterContextProvider>): Promise<FormResult> {
  return submitInquiryForm(request, context, {
    form: "book",
    fields: BOOK_FIELDS,
    schema: bookFormSchema(new Date()),
    toInquiry: ({ slots, message, ...call }) => ({ source: "call", ...call, message: message ?? "", callSlots: slots }),
    description: "a call request",
  });
}

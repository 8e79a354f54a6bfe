import type { RouterContextProvider } from "react-router";
import type { FormResult } from "~/lib/schemas/form-result";
import { QuoteFormSchema } from "~/lib/schemas/quote";
import { QUOTE_FIELDS } from "~/lib/schemas/quote-fields";
import { submitInquiryForm } from "./inquiry-form";

/**
 * The /quote consultation request: stores an inquiry (source "quote") with the service, organization and category
 * in their own columns and the visitor's own words as the message, so the dashboard shows what they wrote first.
 * Never throws.
 */
export function submitQuote(request: Request, context: Readonly<RouterContextProvider>): Promise<FormResult> {
  return submitInquiryForm(request, context, {
    form: "quote",
    fields: QUOTE_FIELDS,
    schema: QuoteFormSchema,
    toInquiry: (quote) => ({ source: "quote", ...quote }),
    description: "a consultation request",
  });
}

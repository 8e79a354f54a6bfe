import type { RouterContextProvider } from "react-router";
import { composeQuoteMessage, QuoteFormSchema } from "~/lib/schemas/quote";
import { submitInquiryForm } from "./inquiry-form";
import type { FormResult } from "./result";

/**
 * The /quote consultation request: stores an inquiry (source "quote") whose message combines the service,
 * organization and text as the spec describes, with those parts also in their own columns. Never throws.
 */
export function submitQuote(request: Request, context: Readonly<RouterContextProvider>): Promise<FormResult> {
  return submitInquiryForm(request, context, {
    form: "quote",
    fields: ["name", "email", "phone", "organization", "serviceType", "category", "message"],
    schema: QuoteFormSchema,
    toInquiry: (quote) => ({
      source: "quote",
      name: quote.name,
      email: quote.email,
      phone: quote.phone,
      message: composeQuoteMessage(quote),
      organization: quote.organization,
      serviceType: quote.serviceType,
      category: quote.category,
    }),
    description: "a consultation request",
  });
}

import type { RouterContextProvider } from "react-router";
import { createInquiry } from "~/.server/inquiries";
import { composeQuoteMessage, QuoteFormSchema } from "~/lib/schemas/quote";
import { echoValues, fieldErrorsOf, isHoneypotFilled, MAX_INQUIRY_BODY_BYTES, readForm } from "./read-form";
import type { FormResult, FormValues } from "./result";

const FIELDS = ["name", "email", "phone", "organization", "serviceType", "category", "message"] as const;

/**
 * The /quote consultation request: validates, stores an inquiry (source "quote") whose message combines the
 * service, organization and text as the spec describes, with those parts also in their own columns.
 */
export async function submitQuote(request: Request, _context: Readonly<RouterContextProvider>): Promise<FormResult> {
  let values: FormValues = {};
  try {
    const form = await readForm(request, {
      maxBodyBytes: MAX_INQUIRY_BODY_BYTES,
      maxFileBytes: MAX_INQUIRY_BODY_BYTES,
      maxFiles: 0,
    });
    if (form.kind === "too-large") return { status: "too-large", values };
    if (form.kind === "malformed") return { status: "invalid", errors: { [form.field]: form.message }, values };

    values = echoValues(form.fields, { names: FIELDS });
    if (isHoneypotFilled(form.fields)) return { status: "success" };

    const parsed = QuoteFormSchema.safeParse(
      Object.fromEntries(FIELDS.map((name) => [name, form.fields.get(name)?.[0]])),
    );
    if (!parsed.success) return { status: "invalid", errors: fieldErrorsOf(parsed.error), values };

    const quote = parsed.data;
    await createInquiry({
      source: "quote",
      name: quote.name,
      email: quote.email,
      phone: quote.phone,
      message: composeQuoteMessage(quote),
      organization: quote.organization,
      serviceType: quote.serviceType,
      category: quote.category,
    });
    return { status: "success" };
  } catch (error) {
    console.error(`Could not save a consultation request (${new URL(request.url).pathname}):`, error);
    return { status: "failed", values };
  }
}

import type { RouterContextProvider } from "react-router";
import { createInquiry } from "~/.server/inquiries";
import { redactError } from "~/.server/redact-error";
import { composeQuoteMessage, QuoteFormSchema } from "~/lib/schemas/quote";
import { admitSubmission, logHoneypotHit, requireCounted, senderOf } from "./guard";
import { echoValues, fieldErrorsOf, isHoneypotFilled, MAX_INQUIRY_BODY_BYTES, readForm } from "./read-form";
import type { FormResult, FormValues } from "./result";

const FIELDS = ["name", "email", "phone", "organization", "serviceType", "category", "message"] as const;
const LIMITS = { maxBodyBytes: MAX_INQUIRY_BODY_BYTES, maxFileBytes: MAX_INQUIRY_BODY_BYTES, maxFiles: 0 };

/**
 * The /quote consultation request: validates, stores an inquiry (source "quote") whose message combines the
 * service, organization and text as the spec describes, with those parts also in their own columns. Counts the
 * submission against the per-IP limit first. Never throws.
 */
export async function submitQuote(request: Request, context: Readonly<RouterContextProvider>): Promise<FormResult> {
  let values: FormValues = {};
  const sender = senderOf(request, context, "quote");
  try {
    const admission = await admitSubmission(sender);
    const form = await readForm(request, LIMITS);
    if (form.kind === "ok") values = echoValues(form.fields, { names: FIELDS });
    if (admission.status === "limited") return { status: "rate-limited", values };
    if (form.kind === "too-large") return { status: "too-large", values };
    if (form.kind === "malformed") return { status: "invalid", errors: { [form.field]: form.message }, values };

    if (isHoneypotFilled(form.fields)) {
      logHoneypotHit(sender);
      return { status: "success" };
    }

    const parsed = QuoteFormSchema.safeParse(
      Object.fromEntries(FIELDS.map((name) => [name, form.fields.get(name)?.[0]])),
    );
    if (!parsed.success) return { status: "invalid", errors: fieldErrorsOf(parsed.error), values };

    const quote = parsed.data;
    requireCounted(admission);
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
    console.error(`Could not save a consultation request (${sender.path}):`, redactError(error));
    return { status: "failed", values };
  }
}

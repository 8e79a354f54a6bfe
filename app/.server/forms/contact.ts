import type { RouterContextProvider } from "react-router";
import { createInquiry } from "~/.server/inquiries";
import { redactError } from "~/.server/redact-error";
import { ContactFormSchema } from "~/lib/schemas/contact";
import { admitSubmission, logHoneypotHit, requireCounted, senderOf } from "./guard";
import { echoValues, fieldErrorsOf, isHoneypotFilled, MAX_INQUIRY_BODY_BYTES, readForm } from "./read-form";
import type { FormResult, FormValues } from "./result";

const FIELDS = ["name", "email", "phone", "message"] as const;
const LIMITS = { maxBodyBytes: MAX_INQUIRY_BODY_BYTES, maxFileBytes: MAX_INQUIRY_BODY_BYTES, maxFiles: 0 };

/**
 * The /contact form: counts the submission against the per-IP limit, validates, stores an inquiry (source
 * "contact"). Never throws.
 */
export async function submitContact(request: Request, context: Readonly<RouterContextProvider>): Promise<FormResult> {
  let values: FormValues = {};
  const sender = senderOf(request, context, "contact");
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

    const parsed = ContactFormSchema.safeParse(
      Object.fromEntries(FIELDS.map((name) => [name, form.fields.get(name)?.[0]])),
    );
    if (!parsed.success) return { status: "invalid", errors: fieldErrorsOf(parsed.error), values };

    requireCounted(admission);
    await createInquiry({ source: "contact", ...parsed.data });
    return { status: "success" };
  } catch (error) {
    console.error(`Could not save a contact message (${sender.path}):`, redactError(error));
    return { status: "failed", values };
  }
}

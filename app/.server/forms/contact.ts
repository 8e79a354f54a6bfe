import type { RouterContextProvider } from "react-router";
import { createInquiry } from "~/.server/inquiries";
import { ContactFormSchema } from "~/lib/schemas/contact";
import { echoValues, fieldErrorsOf, isHoneypotFilled, MAX_INQUIRY_BODY_BYTES, readForm } from "./read-form";
import type { FormResult, FormValues } from "./result";

const FIELDS = ["name", "email", "phone", "message"] as const;

/** The /contact form: validates, stores an inquiry (source "contact"), never throws. */
export async function submitContact(request: Request, _context: Readonly<RouterContextProvider>): Promise<FormResult> {
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

    const parsed = ContactFormSchema.safeParse(
      Object.fromEntries(FIELDS.map((name) => [name, form.fields.get(name)?.[0]])),
    );
    if (!parsed.success) return { status: "invalid", errors: fieldErrorsOf(parsed.error), values };

    await createInquiry({ source: "contact", ...parsed.data });
    return { status: "success" };
  } catch (error) {
    console.error(`Could not save a contact message (${new URL(request.url).pathname}):`, error);
    return { status: "failed", values };
  }
}

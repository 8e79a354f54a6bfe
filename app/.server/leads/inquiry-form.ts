// The inquiry forms (contact, quote, the call request and the chat's hand-off) and the path they share: count the
// submission against the per-IP limit, read and validate the body, answer a honeypot hit like a success, store one
// inquiry (once per submission key), with the visitor's receipt for the forms that send one. Never throws.
import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { type AppContext, appContextOf } from "~/.server/app-context";
import { findCallsAt } from "~/.server/leads/call-requests";
import { type CreateInquiryInput, createInquiry } from "~/.server/leads/inquiries";
import { logger } from "~/.server/runtime/logger";
import { redactError } from "~/.server/runtime/redact-error";
import { CALL_TIME_TAKEN, type CallRequestForm, callRequestFormSchema } from "~/lib/schemas/call-request";
import { CALL_REQUEST_FIELDS } from "~/lib/schemas/call-request-fields";
import { ContactFormSchema } from "~/lib/schemas/contact";
import { CONTACT_FIELDS } from "~/lib/schemas/contact-fields";
import type { FormResult, FormValues } from "~/lib/schemas/form-result";
import { QuoteFormSchema } from "~/lib/schemas/quote";
import { QUOTE_FIELDS } from "~/lib/schemas/quote-fields";
import { requestFacts } from "../runtime/request-context.ts";
import type { PublicForm } from "../runtime/security-log.ts";
import { echoValues, fieldErrorsOf, firstTouchOf, submissionKeyOf } from "./form-fields.ts";
import { admitSubmission } from "./form-guard.ts";
import { admitReceipt } from "./receipts.ts";

/** Generous for 5,000 characters of any script, URL-encoded; anything bigger is not a person typing. */
export const MAX_INQUIRY_BODY_BYTES = 256 * 1024;

const LIMITS = { maxBodyBytes: MAX_INQUIRY_BODY_BYTES, maxFileBytes: MAX_INQUIRY_BODY_BYTES, maxFiles: 0 };

export type InquiryForm<S extends z.ZodType> = {
  form: Exclude<PublicForm, "application">;
  /** The form's field names: read from the body and echoed back on an error. */
  fields: readonly string[];
  schema: S;
  /** The row to store for a valid submission. */
  toInquiry: (data: z.output<S>) => CreateInquiryInput;
  /** Names the submission in the server log when saving fails, e.g. "a contact message". */
  description: string;
  /** Runs once a new inquiry is stored (not for a repeat); its failure is logged, the visitor still told it was sent. */
  afterSave?: (data: z.output<S>) => Promise<void>;
  /**
   * What the database says against a submission the schema accepted (a call's time taken since the page was
   * loaded): errors by field, answered like the schema's, or null.
   */
  refuse?: (app: AppContext, data: z.output<S>) => Promise<Record<string, string> | null>;
  /** The visitor gets a receipt (receipts.ts decides whether it may go). */
  sendsReceipt?: boolean;
};

export async function submitInquiryForm<S extends z.ZodType>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  { form: formName, fields, schema, toInquiry, description, afterSave, refuse, sendsReceipt }: InquiryForm<S>,
): Promise<FormResult> {
  let values: FormValues = {};
  const app = appContextOf(context);
  const sender = { ...requestFacts(request, context), form: formName };
  try {
    const intake = await admitSubmission(app, request, sender, { limits: LIMITS, readWhenLimited: true });
    if (intake.form?.kind === "ok") values = echoValues(intake.form.fields, { names: fields });
    if (intake.status === "limited") {
      return { status: "rate-limited", values, retryAfterSeconds: intake.retryAfterSeconds };
    }
    const { form } = intake;
    if (form.kind === "too-large") return { status: "too-large", values };
    if (form.kind === "malformed") return { status: "invalid", errors: { [form.field]: form.message }, values };
    if (intake.status === "honeypot") return { status: "success" };

    const parsed = schema.safeParse(Object.fromEntries(fields.map((name) => [name, form.fields.get(name)?.[0]])));
    if (!parsed.success) return { status: "invalid", errors: fieldErrorsOf(parsed.error), values };

    if (intake.status === "uncounted") throw intake.error;
    const refused = refuse ? await refuse(app, parsed.data) : null;
    if (refused) return { status: "invalid", errors: refused, values };
    const inquiry = toInquiry(parsed.data);
    // A repeat of a stored submission (same key) stores nothing and is answered like the first time.
    const stored = await createInquiry(app, {
      ...inquiry,
      submissionKey: submissionKeyOf(form.fields),
      firstTouch: firstTouchOf(form.fields),
      sendsReceipt: sendsReceipt === true && (await admitReceipt(app, sender.subject, inquiry.email)),
    });
    // Only for a new row: a repeat of a stored submission has had its follow-up already.
    if (stored && afterSave) {
      await afterSave(parsed.data).catch((error: unknown) => {
        logger.error(
          { reqId: sender.reqId, path: sender.path, err: redactError(error) },
          `after saving ${description}`,
        );
      });
    }
    return { status: "success" };
  } catch (error) {
    logger.error({ reqId: sender.reqId, path: sender.path, err: redactError(error) }, `could not save ${description}`);
    return { status: "failed", values };
  }
}

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

/**
 * The /book call request: an inquiry (source "call") with its preferred slots, checked against the times open now
 * and those another call has taken (a time on the field to change). The note is optional; stored as the message.
 * The visitor gets a receipt. Never throws.
 */
export function submitCallRequest(request: Request, context: Readonly<RouterContextProvider>): Promise<FormResult> {
  return submitInquiryForm(request, context, {
    form: "book",
    fields: CALL_REQUEST_FIELDS,
    schema: callRequestFormSchema(new Date()),
    toInquiry: ({ slots, slotFields: _, message, ...call }) => ({
      source: "call",
      ...call,
      message: message ?? "",
      callSlots: slots,
    }),
    refuse: refuseTakenTimes,
    description: "a call request",
    sendsReceipt: true,
  });
}

/** A chosen time another call has taken since the page listed it: an error on that choice's time. */
async function refuseTakenTimes({ db }: AppContext, call: CallRequestForm) {
  const taken = new Set((await findCallsAt(db, call.slots)).map((other) => other.start));
  const errors: Record<string, string> = {};
  call.slots.forEach((start, index) => {
    if (taken.has(start)) errors[call.slotFields[index]!] = CALL_TIME_TAKEN;
  });
  return Object.keys(errors).length > 0 ? errors : null;
}

import type { RouterContextProvider } from "react-router";
import { appContextOf } from "~/.server/app-context";
import { type FileStorage, newStorageKey } from "~/.server/files/storage";
import { createApplication, hasApplicationWithKey } from "~/.server/leads/applications";
import { logger } from "~/.server/runtime/logger";
import { redactError } from "~/.server/runtime/redact-error";
import { ASKS_CRIMINAL_HISTORY } from "~/content/careers";
import {
  APPLICATION_ROLES,
  type ApplicationRole,
  applicationFormSchema,
  applicationInputFrom,
  MAX_RESUME_BYTES,
} from "~/lib/schemas/application";
import {
  APPLICATION_LIST_FIELDS,
  APPLICATION_TEXT_FIELDS,
  MAX_APPLICATION_BODY_BYTES,
  RESUME_FIELD,
} from "~/lib/schemas/application-fields";
import type { FormResult, FormValues } from "~/lib/schemas/form-result";
import { requestFacts } from "../runtime/request-context.ts";
import { echoValues, fieldErrorsOf, firstTouchOf, submissionKeyOf } from "./form-fields.ts";
import { admitSubmission } from "./form-guard";
import { admitReceipt } from "./receipts";
import { checkResume, RESUME_MESSAGES } from "./resume-check";

const CRIMINAL_HISTORY_FIELDS: readonly string[] = ["criminalBackground", "criminalDetails"];

/** An open job posting an application can name: its address on the job board, its title, whose questions it asks. */
export type OpenPosting = { id: string; slug: string; title: string; role: ApplicationRole };

export type ApplicationOptions = {
  /** Whether the form asks the criminal-history question: the switch in app/content/careers.ts (tests pass it). */
  asksCriminalHistory?: boolean;
  /** The postings open now (the content studio's): an application to one is stored naming it. */
  postings?: readonly OpenPosting[];
};

export const POSTING_CLOSED =
  "This position is no longer open. Choose another one on the job board, or send a general application: your answers are kept.";

/**
 * The /careers application: validates the text fields and the résumé (extension and content, size while it
 * streams), stores the file under a generated key, then the row. If the row cannot be stored, the file is
 * removed again; if anything is invalid, nothing is stored; a repeat with a stored submission key stores
 * nothing. Counts the submission against the per-IP limit first. The applicant gets a receipt.
 */
export async function submitApplication(
  request: Request,
  context: Readonly<RouterContextProvider>,
  { asksCriminalHistory = ASKS_CRIMINAL_HISTORY, postings = [] }: ApplicationOptions = {},
): Promise<FormResult> {
  // Not asked: what a visitor posts for the question is neither stored nor echoed back.
  const textFields = asksCriminalHistory
    ? APPLICATION_TEXT_FIELDS
    : APPLICATION_TEXT_FIELDS.filter((name) => !CRIMINAL_HISTORY_FIELDS.includes(name));
  let values: FormValues = {};
  const app = appContextOf(context);
  const sender = { ...requestFacts(request, context), form: "application" as const };
  try {
    const intake = await admitSubmission(app, request, sender, {
      limits: {
        maxBodyBytes: MAX_APPLICATION_BODY_BYTES,
        maxFileBytes: MAX_RESUME_BYTES,
        // The form sends one file; a few more are tolerated and dropped (only the first is kept).
        maxFiles: 3,
        fileField: RESUME_FIELD,
      },
      // Refused before a byte of the body is read: a sender over the limit costs one counter update, however much
      // it sends. So there is nothing to echo: with JavaScript the form stays as the visitor left it; a plain POST
      // comes back to an empty form with the explanation (the price of never reading an over-limit upload).
      readWhenLimited: false,
    });
    if (intake.status === "limited") {
      return { status: "rate-limited", values, retryAfterSeconds: intake.retryAfterSeconds };
    }
    const { form } = intake;
    if (form.kind === "ok")
      values = echoValues(form.fields, {
        names: textFields,
        lists: APPLICATION_LIST_FIELDS,
        answers: true,
      });
    if (form.kind === "too-large") return { status: "too-large", values };
    if (form.kind === "malformed") return { status: "invalid", errors: { [form.field]: form.message }, values };

    if (intake.status === "honeypot") {
      const role = form.fields.get("role")?.[0];
      return { status: "success", role: APPLICATION_ROLES.find((title) => title === role) };
    }

    // An application to a posting asks that posting's questions, whatever the form said.
    const postingSlug = form.fields.get("posting")?.[0]?.trim() || null;
    const posting = postingSlug ? (postings.find((open) => open.slug === postingSlug) ?? null) : null;
    const input = { ...applicationInputFrom(form.fields), ...(posting ? { role: posting.role } : {}) };
    const parsed = applicationFormSchema({ asksCriminalHistory }).safeParse(input);
    const errors = parsed.success ? {} : fieldErrorsOf(parsed.error, APPLICATION_LIST_FIELDS);
    if (postingSlug && !posting) errors.posting = POSTING_CLOSED;
    const resume = form.file ? checkResume(form.file) : { ok: false as const, message: RESUME_MESSAGES.missing };
    if (!resume.ok) errors[RESUME_FIELD] = resume.message;
    if (!parsed.success || !resume.ok || !form.file || errors.posting) return { status: "invalid", errors, values };

    const application = parsed.data;
    if (intake.status === "uncounted") throw intake.error;
    // A repeat of a stored application (its answer was lost) is answered like the first time; no second file.
    const submissionKey = submissionKeyOf(form.fields);
    // The thank-you names what was applied for: the posting, or the role.
    const appliedFor = posting?.title ?? application.role;
    if (submissionKey && (await hasApplicationWithKey(app.db, submissionKey))) {
      return { status: "success", role: appliedFor };
    }
    const sendsReceipt = await admitReceipt(app, sender.subject, application.email);
    const { storage } = app;
    const key = newStorageKey();
    await storage.put(key, form.file.bytes);
    let stored: Awaited<ReturnType<typeof createApplication>>;
    try {
      stored = await createApplication(app, {
        fullName: application.fullName,
        email: application.email,
        phone: application.phone,
        address: application.address,
        gender: application.gender,
        race: application.race,
        authorized: application.authorized,
        veteran: application.veteran,
        workHistory: application.workHistory,
        education: application.education,
        interest: application.interest,
        role: application.role,
        roleAnswers: application.answers,
        postingId: posting?.id ?? null,
        postingTitle: posting?.title ?? null,
        criminalBackground: application.criminalBackground,
        criminalDetails: application.criminalDetails,
        drugTest: application.drugTest,
        resumeFileName: resume.fileName,
        resumeFileKey: key,
        resumeFileSize: form.file.bytes.byteLength,
        resumeFileType: resume.contentType,
        submissionKey,
        firstTouch: firstTouchOf(form.fields),
        sendsReceipt,
      });
    } catch (error) {
      // No row points at the file: remove it rather than leave an orphan.
      await removeResume(storage, key, sender.reqId);
      throw error;
    }
    // The same key arrived twice at once and the other request stored its row first: this file is not needed.
    if (!stored) await removeResume(storage, key, sender.reqId);
    return { status: "success", role: appliedFor };
  } catch (error) {
    logger.error(
      { reqId: sender.reqId, path: sender.path, err: redactError(error) },
      "could not save a job application",
    );
    return { status: "failed", values };
  }
}

async function removeResume(storage: FileStorage, key: string, reqId: string | undefined) {
  await storage.delete(key).catch((error) => logger.error({ reqId, key, err: error }, "could not remove a résumé"));
}

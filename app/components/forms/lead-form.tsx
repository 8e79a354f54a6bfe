import { createContext, type ReactNode, use } from "react";
import { CardSection } from "~/components/sections/card-section";
import { SUBMISSION_KEY_FIELD } from "~/lib/submission-key";
import { ErrorSummary } from "./error-summary";
import { Field } from "./field";
import { FirstTouchField } from "./first-touch-field";
import { Honeypot } from "./honeypot";
import { LazyDraftNotice, LazySentConfirmation, prefetchSentConfirmation } from "./lazy-form-parts";
import { SentNotice } from "./sent-notice";
import { SubmissionAlert } from "./submission-alert";
import { fieldIdOf, fieldOf, textOf, unplacedErrors } from "./submission-result";
import { SubmitButton } from "./submit-button";
import type { LeadFormState } from "./use-lead-form";

type Message = { title: string; description: string };

type LeadFormCopy = {
  /** The error toast's words, repeated above the form (the only feedback without JavaScript). */
  failureDescription: string;
  submitLabel: string;
  submittingLabel: string;
  /** The success message: the note after a plain POST, and the toast's words. */
  success: Message;
  confirmation: { title: string; received: string; nextSteps: string; sendAnother: string };
};

/**
 * What every public lead form shares around its own fields: the success note after a plain POST, the
 * confirmation that replaces the form after a success with JavaScript, the alert with the reason a submission
 * failed (and any message no field shows), the draft note, and the form itself with its honeypot, submission key,
 * hidden fields and submit button. The page keeps its fields (`children`) and calls useLeadForm for `form`.
 */
export function LeadForm({
  form,
  copy,
  fields,
  summaryLabels,
  labelledBy,
  sentNoticeId,
  formKey,
  action,
  encType,
  hiddenFields = {},
  fieldsetClassName = "grid min-w-0 gap-5",
  children,
}: {
  form: LeadFormState;
  copy: LeadFormCopy;
  /**
   * The form's field names, in the order the form shows them; those not hidden show their own error, and the error
   * summary links to them in this order (messages about any other are listed without a link).
   */
  fields: readonly string[];
  /** Names the error summary puts before a field's message that does not say which field it is about. */
  summaryLabels?: Readonly<Record<string, string>>;
  /** The id of the heading that names the form; by default, the heading of the LeadFormCard the form sits in. */
  labelledBy?: string;
  /** The id of the note a plain POST's Post/Redirect/Get lands on (see SentPageHandle); none for no such note. */
  sentNoticeId?: string;
  /** Remounts the form with fresh fields when it changes (e.g. another category), as a success does. */
  formKey?: string;
  action?: string;
  encType?: "multipart/form-data";
  /** Hidden inputs sent with the form, by name (e.g. the category the visitor arrived with). */
  hiddenFields?: Record<string, string>;
  fieldsetClassName?: string;
  children: ReactNode;
}) {
  const { success } = copy;
  const cardTitleId = use(CardTitleIdContext);
  const shownFields = fields.filter((name) => !(name in hiddenFields));
  return (
    <>
      {sentNoticeId ? <SentNotice id={sentNoticeId} title={success.title} description={success.description} /> : null}
      {form.sent ? (
        <LazySentConfirmation
          title={copy.confirmation.title}
          received={copy.confirmation.received}
          nextSteps={copy.confirmation.nextSteps}
          sendAnotherLabel={copy.confirmation.sendAnother}
          onSendAnother={form.sendAnother}
        />
      ) : (
        <>
          <div className="mt-6 empty:hidden">
            {form.result?.status === "invalid" ? (
              // A problem with some answers, not a failure to send: each is listed with a link to its field.
              <ErrorSummary ref={form.summaryRef} errors={form.errors} order={shownFields} labels={summaryLabels} />
            ) : (
              <SubmissionAlert
                failure={copy.failureDescription}
                problem={form.problem}
                details={unplacedErrors(form.errors, shownFields)}
                success={form.isPlainPostSuccess ? success : undefined}
              />
            )}
          </div>
          {form.isDraftRestored ? <LazyDraftNotice onClear={form.clearForm} /> : null}
          <form.fetcher.Form
            key={`${formKey ?? ""}-${form.formKey}`}
            ref={form.formRef}
            method="post"
            action={action}
            encType={encType}
            aria-labelledby={labelledBy ?? cardTitleId}
            aria-busy={form.isSubmitting}
            // The server checks every answer and lists all its problems at once in the error summary; the browser's
            // own checks would stop at the first. `required` stays on the fields for what it tells assistive tech.
            noValidate
            className="mt-6"
            // The confirmation's code starts loading with the submission, so a success shows it at once.
            onSubmit={prefetchSentConfirmation}
          >
            <fieldset disabled={form.isSubmitting} className={fieldsetClassName}>
              {children}
              {Object.entries(hiddenFields).map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              <input type="hidden" name={SUBMISSION_KEY_FIELD} value={form.submissionKey} />
              <FirstTouchField />
              <Honeypot />
              <div>
                <SubmitButton
                  isSubmitting={form.isSubmitting}
                  label={copy.submitLabel}
                  submittingLabel={copy.submittingLabel}
                />
              </div>
            </fieldset>
          </form.fetcher.Form>
        </>
      )}
    </>
  );
}

// The id of the heading of the LeadFormCard a form sits in: the card names the form, so the id is written once.
const CardTitleIdContext = createContext<string | undefined>(undefined);

/** The card a public lead form sits in: the heading that names the form (and the form inside it) and an intro. */
export function LeadFormCard({
  titleId,
  title,
  intro,
  children,
}: {
  titleId: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <CardSection titleId={titleId} title={title} intro={intro} className="md:p-8 lg:col-span-3">
      <CardTitleIdContext value={titleId}>{children}</CardTitleIdContext>
    </CardSection>
  );
}

/** The visitor's name and email, as every lead form asks them (the fields "name" and "email"). */
export function NameAndEmailFields({ form, labels }: { form: LeadFormState; labels: { name: string; email: string } }) {
  return (
    <>
      <Field label={labels.name} {...fieldOf(form, "name")} autoComplete="name" required />
      <Field label={labels.email} {...fieldOf(form, "email")} type="email" autoComplete="email" required />
    </>
  );
}

type RequesterLabels = { name: string; email: string; phone: string; organization: string };

/**
 * Who is asking, as the consultation and call requests ask it: name, e-mail, phone (required there) and
 * organization, two to a row.
 */
export function RequesterFields({ form, labels }: { form: LeadFormState; labels: RequesterLabels }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <NameAndEmailFields form={form} labels={labels} />
      <Field label={labels.phone} {...fieldOf(form, "phone")} type="tel" autoComplete="tel" required />
      <Field label={labels.organization} {...fieldOf(form, "organization")} autoComplete="organization" />
    </div>
  );
}

/**
 * The service list's field (everything but its options) as the consultation and call requests ask it: required,
 * with the visitor's entry put back, else `preselected` (the service they arrived about). Props, not a component,
 * so that this chunk does not take in the select and its icon, which pages without a form load.
 */
export function serviceTypeFieldOf(
  form: LeadFormState,
  copy: { labels: { serviceType: string }; serviceTypePlaceholder: string },
  preselected: string | null | undefined,
) {
  return {
    label: copy.labels.serviceType,
    name: "serviceType",
    id: fieldIdOf("serviceType"),
    required: true,
    placeholder: copy.serviceTypePlaceholder,
    defaultValue: textOf(form.values, "serviceType") ?? preselected ?? "",
    error: form.errors.serviceType,
  };
}

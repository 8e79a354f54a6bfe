import { useCallback } from "react";
import { data } from "react-router";
import { z } from "zod";
import { submitBook } from "~/.server/forms/book";
import { responseInitOf } from "~/.server/forms/result";
import { Field, TextareaField } from "~/components/forms/field";
import { FirstTouchField } from "~/components/forms/first-touch-field";
import { textOf, unplacedErrors } from "~/components/forms/form-result";
import { Honeypot } from "~/components/forms/honeypot";
import { LazyDraftNotice, LazySentConfirmation } from "~/components/forms/lazy-form-parts";
import { SelectField } from "~/components/forms/select-field";
import { SentNotice, type SentPageHandle } from "~/components/forms/sent-notice";
import { SubmissionAlert } from "~/components/forms/submission-alert";
import { SubmitButton } from "~/components/forms/submit-button";
import { submitLeadForm } from "~/components/forms/submit-lead-form";
import { useLeadForm } from "~/components/forms/use-lead-form";
import { Hero } from "~/components/sections/hero";
import { bookMeta, bookPage } from "~/content/book";
import { getMeta } from "~/content/meta";
import { MAX_CATEGORY_LENGTH, quotePresetFor } from "~/content/quote";
import { SUBMIT_TIMEOUT_MS } from "~/lib/answer-or-failure";
import { callDays } from "~/lib/call-slots";
import { MAX_CALL_NOTE } from "~/lib/schemas/book-fields";
import { SERVICE_TYPES } from "~/lib/schemas/quote-fields";
import { SUBMISSION_KEY_FIELD } from "~/lib/submission-key";
import type { Route } from "./+types/book";
import { type SlotDay, SlotPicker } from "./book-slots";

export const meta = () => getMeta({ ...bookMeta, path: "/book" });

const CategoryParamSchema = z.string().trim().min(1).max(MAX_CATEGORY_LENGTH);

/** Per request: the slots on offer change with the clock. `?category=` presets the topic as on /quote. */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams.getAll("category");
  const parsed = params.length === 1 ? CategoryParamSchema.safeParse(params[0]) : undefined;
  const preset = quotePresetFor(parsed?.success ? parsed.data : null);
  const days: SlotDay[] = callDays(new Date()).map((day) => ({
    date: day.date,
    starts: day.kind === "slots" ? day.slots.map((slot) => slot.start) : null,
  }));
  return { serviceType: preset.serviceType ?? null, category: preset.category, days };
}

const SENT_ID = "call-requested";
// Rendered per request (its times are today's), so its scripts are put after the first paint here rather than by the
// build, as on the prerendered pages.
export const handle: SentPageHandle & { deferHydration: true } = { sentNoticeId: SENT_ID, deferHydration: true };

export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers(actionHeaders);
  // The list of times is today's: never kept by a cache.
  headers.set("Cache-Control", "no-store");
  return headers;
};

export async function action({ request, context }: Route.ActionArgs) {
  const result = await submitBook(request, context);
  return data(result, responseInitOf(result));
}

export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return submitLeadForm(request, serverAction, SUBMIT_TIMEOUT_MS);
}

const FIELDS = ["name", "email", "phone", "organization", "serviceType", "slot1", "slot2", "slot3", "message"] as const;
const SERVICE_OPTIONS = SERVICE_TYPES.map((type) => ({ value: type, label: type }));

export default function BookPage({ loaderData, actionData }: Route.ComponentProps) {
  const { serviceType, category, days } = loaderData;
  const successToast = useCallback(() => bookPage.success, []);
  const form = useLeadForm({
    actionData,
    successToast,
    failureDescription: bookPage.failureDescription,
    messages: { tooLarge: bookPage.tooLarge },
    draftKey: `book:${category ?? ""}`,
  });
  const { values, errors } = form;

  return (
    <>
      <Hero title={bookPage.heading} description={bookPage.description} art="conversation" />
      <div className="mx-auto max-w-3xl px-4 py-16">
        <section
          aria-labelledby="book-form-title"
          className="rounded-xl border border-border bg-card p-6 shadow-sm md:p-8"
        >
          <h2 id="book-form-title" className="text-2xl font-bold text-primary">
            {bookPage.formTitle}
          </h2>
          <p className="mt-2 text-muted-foreground">{bookPage.intro}</p>
          <SentNotice id={SENT_ID} title={bookPage.success.title} description={bookPage.success.description} />
          {form.sent ? (
            <LazySentConfirmation
              title={bookPage.confirmation.title}
              received={bookPage.confirmation.received}
              nextSteps={bookPage.confirmation.nextSteps}
              sendAnotherLabel={bookPage.confirmation.sendAnother}
              onSendAnother={form.sendAnother}
            />
          ) : (
            <>
              <div className="mt-6 empty:hidden">
                <SubmissionAlert
                  failure={bookPage.failureDescription}
                  problem={form.problem}
                  details={unplacedErrors(errors, FIELDS)}
                  success={form.isPlainPostSuccess ? bookPage.success : undefined}
                />
              </div>
              {form.isDraftRestored ? <LazyDraftNotice onClear={form.clearForm} /> : null}
              <form.fetcher.Form
                key={`${category}-${form.formKey}`}
                ref={form.formRef}
                method="post"
                aria-labelledby="book-form-title"
                aria-busy={form.isSubmitting}
                className="mt-6"
              >
                <fieldset disabled={form.isSubmitting} className="grid min-w-0 gap-5">
                  <SlotPicker
                    days={days}
                    values={[textOf(values, "slot1"), textOf(values, "slot2"), textOf(values, "slot3")]}
                    errors={[errors.slot1, errors.slot2, errors.slot3]}
                  />
                  <div className="grid gap-5 sm:grid-cols-2">
                    <Field
                      label={bookPage.labels.name}
                      name="name"
                      autoComplete="name"
                      required
                      defaultValue={textOf(values, "name")}
                      error={errors.name}
                    />
                    <Field
                      label={bookPage.labels.email}
                      name="email"
                      type="email"
                      autoComplete="email"
                      required
                      defaultValue={textOf(values, "email")}
                      error={errors.email}
                    />
                    <Field
                      label={bookPage.labels.phone}
                      name="phone"
                      type="tel"
                      autoComplete="tel"
                      required
                      defaultValue={textOf(values, "phone")}
                      error={errors.phone}
                    />
                    <Field
                      label={bookPage.labels.organization}
                      name="organization"
                      autoComplete="organization"
                      defaultValue={textOf(values, "organization")}
                      error={errors.organization}
                    />
                  </div>
                  <SelectField
                    label={bookPage.labels.serviceType}
                    name="serviceType"
                    required
                    options={SERVICE_OPTIONS}
                    placeholder={bookPage.serviceTypePlaceholder}
                    defaultValue={textOf(values, "serviceType") ?? serviceType ?? ""}
                    error={errors.serviceType}
                  />
                  <TextareaField
                    label={bookPage.labels.message}
                    name="message"
                    rows={3}
                    maxLength={MAX_CALL_NOTE}
                    hint={bookPage.messageHint}
                    defaultValue={textOf(values, "message")}
                    error={errors.message}
                  />
                  <input type="hidden" name="category" value={category ?? ""} />
                  <Honeypot />
                  <input type="hidden" name={SUBMISSION_KEY_FIELD} value={form.submissionKey} />
                  <FirstTouchField />
                  <div>
                    <SubmitButton
                      isSubmitting={form.isSubmitting}
                      label={bookPage.submitLabel}
                      submittingLabel={bookPage.submittingLabel}
                    />
                  </div>
                </fieldset>
              </form.fetcher.Form>
            </>
          )}
        </section>
      </div>
    </>
  );
}

import { useCallback, useEffect, useRef, useState } from "react";
import { ChoiceField } from "~/components/forms/choice-field";
import { Field, TextareaField } from "~/components/forms/field";
import { FileField } from "~/components/forms/file-field";
import { LeadForm } from "~/components/forms/lead-form";
import { SelectField } from "~/components/forms/select-field";
import { fieldIdOf, fieldOf, type SubmissionResult, textOf } from "~/components/forms/submission-result";
import { useLeadForm } from "~/components/forms/use-lead-form";
import { ASKS_CRIMINAL_HISTORY, applicationCopy } from "~/content/careers";
import {
  ANSWER_PREFIX,
  APPLICATION_DRAFT_KEY,
  APPLICATION_LIST_FIELDS,
  type ApplicationRole,
  MAX_EDUCATION,
  MAX_WORK_HISTORY,
  RESUME_EXTENSIONS,
  RESUME_FIELD,
  roleQuestionsFor,
  VETERAN_STATUSES,
  YES_NO_OPTIONS,
} from "~/lib/schemas/application-fields";
import type { FormValues } from "~/lib/schemas/form-result";
import { RepeatedField, RoleQuestionField } from "./application-form-fields";

const { labels, hints, sections } = applicationCopy;

/** The fields of the form's sections, in the order it shows them (the background lists and role questions aside). */
const CONTACT_SECTION_FIELDS = ["fullName", "email", "phone", "address", "authorized", RESUME_FIELD, "interest"];
const SCREENING_FIELDS = ["criminalBackground", "criminalDetails", "drugTest"];
const VOLUNTARY_FIELDS = ["gender", "race", "veteran"];

/** The background section's lists: a few entries under one name each, in the order the visitor gives them. */
const BACKGROUND_LISTS = [
  { name: "workHistory", slots: MAX_WORK_HISTORY, slotLabel: "Position" },
  { name: "education", slots: MAX_EDUCATION, slotLabel: "School or program" },
] as const;

/**
 * The job application for `role` (a position title or "General"). Only the browser's own required checks run
 * here; the server checks everything again and its messages appear next to the fields.
 */
export function ApplicationForm({
  role,
  posting = null,
  actionData,
  asksCriminalHistory = ASKS_CRIMINAL_HISTORY,
}: {
  role: ApplicationRole;
  /** The job posting applied to (its address and title); the stored application names it. */
  posting?: { slug: string; title: string } | null;
  actionData: SubmissionResult | undefined;
  /** The switch in app/content/careers.ts; tests render the other value. */
  asksCriminalHistory?: boolean;
}) {
  const appliedFor = posting?.title ?? role;
  const successToast = useCallback(
    (result: { role?: string }) => ({
      title: applicationCopy.success.title,
      description: applicationCopy.success.descriptionFor(result.role ?? appliedFor),
    }),
    [appliedFor],
  );
  const form = useLeadForm({
    actionData,
    copy: applicationCopy,
    successToast,
    draftKey: APPLICATION_DRAFT_KEY,
    draftExtra: { role, posting: posting?.slug ?? "" },
  });
  const { values, errors } = form;
  const questions = roleQuestionsFor(role);
  // In the order the form shows them: the error summary lists the problems so.
  const fields = [
    ...CONTACT_SECTION_FIELDS,
    ...APPLICATION_LIST_FIELDS,
    ...questions.map((q) => `${ANSWER_PREFIX}${q.key}`),
    ...SCREENING_FIELDS,
    ...VOLUNTARY_FIELDS,
  ];
  const sentRole = form.sent?.role ?? (actionData?.status === "success" ? actionData.role : undefined) ?? appliedFor;

  return (
    <LeadForm
      form={form}
      copy={{
        ...applicationCopy,
        confirmation: {
          ...applicationCopy.confirmation,
          received: applicationCopy.confirmation.receivedFor(sentRole),
        },
        success: {
          title: applicationCopy.success.title,
          description: applicationCopy.success.descriptionFor(sentRole),
        },
      }}
      fields={fields}
      labelledBy="application-title"
      // The role rides in the URL too, so a plain POST that the server could not read (a body over the size
      // limit echoes no values) still comes back to this role's form with the explanation.
      action={`/careers?apply=${encodeURIComponent(posting?.slug ?? role)}`}
      encType="multipart/form-data"
      hiddenFields={{ role, posting: posting?.slug ?? "" }}
      fieldsetClassName="grid min-w-0 gap-10"
    >
      <FormSection title={sections.contact}>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={labels.fullName} {...fieldOf(form, "fullName")} autoComplete="name" required />
          <Field label={labels.email} {...fieldOf(form, "email")} type="email" autoComplete="email" required />
          <Field label={labels.phone} {...fieldOf(form, "phone")} type="tel" autoComplete="tel" required />
          <Field
            label={labels.address}
            {...fieldOf(form, "address")}
            autoComplete="street-address"
            // Sensitive answers (address, demographics, criminal history) are never kept in the tab's draft.
            data-draft="off"
          />
        </div>
        <ChoiceField legend={labels.authorized} {...fieldOf(form, "authorized")} options={YES_NO_OPTIONS} required />
        <FileField
          label={labels.resume}
          id={fieldIdOf(RESUME_FIELD)}
          name={RESUME_FIELD}
          accept={RESUME_EXTENSIONS.join(",")}
          required
          hint={hints.resume}
          error={errors.resume}
        />
        <TextareaField label={labels.interest} {...fieldOf(form, "interest")} rows={4} required />
      </FormSection>

      <FormSection title={sections.background}>
        {BACKGROUND_LISTS.map(({ name, slots, slotLabel }) => (
          <RepeatedField
            key={name}
            legend={labels[name]}
            hint={hints[name]}
            name={name}
            slots={slots}
            slotLabel={slotLabel}
            values={values}
            error={errors[name]}
          />
        ))}
      </FormSection>

      {questions.length > 0 ? (
        // Keyed by role so that switching roles never carries one role's answers into another's.
        <FormSection key={role} title={sections.role}>
          {questions.map((question) => (
            <RoleQuestionField
              key={question.key}
              question={question}
              defaultValue={textOf(values, `answers.${question.key}`)}
              error={errors[`answers.${question.key}`]}
            />
          ))}
        </FormSection>
      ) : null}

      <FormSection title={sections.screening}>
        <ScreeningQuestions values={values} errors={errors} asksCriminalHistory={asksCriminalHistory} />
      </FormSection>

      <FormSection title={sections.voluntary} hint={hints.demographics}>
        <div data-draft="off" className="grid gap-5 sm:grid-cols-3">
          <Field label={labels.gender} {...fieldOf(form, "gender")} />
          <Field label={labels.race} {...fieldOf(form, "race")} />
          <SelectField
            label={labels.veteran}
            id={fieldIdOf("veteran")}
            name="veteran"
            options={VETERAN_STATUSES}
            placeholder={applicationCopy.veteranPlaceholder}
            defaultValue={textOf(values, "veteran") ?? ""}
            error={errors.veteran}
          />
        </div>
      </FormSection>
    </LeadForm>
  );
}

function FormSection({ title, hint, children }: { title: string; hint?: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-5">
      <div className="border-b border-border pb-2">
        <h3 className="text-lg font-semibold text-primary">{title}</h3>
        {hint ? <p className="mt-1 text-sm text-muted-foreground">{hint}</p> : null}
      </div>
      {children}
    </div>
  );
}

/**
 * The details field is shown by CSS whenever "yes" is checked, so it appears even without JavaScript; it is
 * required only while "yes" is chosen, which needs the state below.
 */
function ScreeningQuestions({
  values,
  errors,
  asksCriminalHistory,
}: {
  values: FormValues;
  errors: Record<string, string>;
  asksCriminalHistory: boolean;
}) {
  const [criminalBackground, setCriminalBackground] = useState(textOf(values, "criminalBackground"));
  const groupRef = useRef<HTMLDivElement>(null);
  // An answer given before the app had loaded (ADR 010) is only in the DOM: hydration keeps the checked radio but not
  // this state, and the details field would show without being required.
  useEffect(() => {
    const checked = groupRef.current?.querySelector<HTMLInputElement>("input[name=criminalBackground]:checked");
    if (checked) setCriminalBackground(checked.value);
  }, []);
  return (
    <>
      {asksCriminalHistory ? (
        <div ref={groupRef} data-draft="off" className="group/criminal grid gap-4">
          <ChoiceField
            legend={labels.criminalBackground}
            id={fieldIdOf("criminalBackground")}
            name="criminalBackground"
            options={YES_NO_OPTIONS}
            required
            defaultValue={criminalBackground}
            onChange={setCriminalBackground}
            error={errors.criminalBackground}
          />
          <div className="hidden group-has-[input[name=criminalBackground][value=yes]:checked]/criminal:block">
            <TextareaField
              label={labels.criminalDetails}
              {...fieldOf({ values, errors }, "criminalDetails")}
              rows={3}
              required={criminalBackground === "yes"}
            />
          </div>
        </div>
      ) : null}
      <ChoiceField
        legend={labels.drugTest}
        {...fieldOf({ values, errors }, "drugTest")}
        options={YES_NO_OPTIONS}
        required
      />
    </>
  );
}

// The application form's fields that are more than a Field: the repeated work-history and education entries, and
// one role question in the input its kind asks for.
import { ChoiceField } from "~/components/forms/choice-field";
import { Field, TextareaField } from "~/components/forms/field";
import { entryOf, fieldIdOf } from "~/components/forms/submission-result";
import type { RoleQuestion } from "~/lib/schemas/application-fields";
import type { FormValues } from "~/lib/schemas/form-result";

/** A fixed number of inputs sharing one name (the server keeps the non-blank ones, in order); the first is required. */
export function RepeatedField({
  legend,
  hint,
  name,
  slots,
  slotLabel,
  values,
  error,
}: {
  legend: string;
  hint: string;
  name: string;
  slots: number;
  slotLabel: string;
  values: FormValues;
  error: string | undefined;
}) {
  const hintId = `${name}-hint`;
  return (
    <fieldset className="grid min-w-0 gap-3" aria-describedby={hintId}>
      <legend className="text-sm font-semibold text-foreground">{legend}</legend>
      <p id={hintId} className="-mt-1 text-sm text-muted-foreground">
        {hint}
      </p>
      {Array.from({ length: slots }, (_, index) => (
        <Field
          // biome-ignore lint/suspicious/noArrayIndexKey: the slots are fixed positions, never reordered
          key={index}
          // The first entry has the list's own id: the error summary's link for the list leads to it.
          id={index === 0 ? fieldIdOf(name) : `${fieldIdOf(name)}-${index + 1}`}
          label={`${slotLabel} ${index + 1}`}
          name={name}
          required={index === 0}
          defaultValue={entryOf(values, name, index)}
          // The server's message is about the list as a whole; it sits under the first (required) entry.
          error={index === 0 ? error : undefined}
        />
      ))}
    </fieldset>
  );
}

export function RoleQuestionField({
  question,
  defaultValue,
  error,
}: {
  question: RoleQuestion;
  defaultValue: string | undefined;
  error: string | undefined;
}) {
  const name = `answers.${question.key}`;
  const id = fieldIdOf(name);
  switch (question.kind) {
    case "choice":
      return (
        <ChoiceField
          legend={question.label}
          id={id}
          name={name}
          options={question.options}
          defaultValue={defaultValue}
          error={error}
        />
      );
    case "textarea":
      return (
        <TextareaField label={question.label} id={id} name={name} rows={3} defaultValue={defaultValue} error={error} />
      );
    case "years":
      return (
        <Field
          label={question.label}
          id={id}
          name={name}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          defaultValue={defaultValue}
          error={error}
          className="sm:max-w-xs"
        />
      );
    case "date":
      return (
        <Field
          label={question.label}
          id={id}
          name={name}
          type="date"
          defaultValue={defaultValue}
          error={error}
          className="sm:max-w-xs"
        />
      );
    case "text":
      return <Field label={question.label} id={id} name={name} defaultValue={defaultValue} error={error} />;
  }
}

import { Field, TextareaField } from "~/components/forms/field";
import { FieldError } from "~/components/forms/field-error";
import { SelectField } from "~/components/forms/select-field";
import type { FormValues, StudioField } from "~/content/studio";
import { MarkdownField } from "./markdown-field";

const INPUT_TYPES = { text: "text", date: "date", time: "time", email: "email", tel: "tel", url: "url" } as const;

/** One field of a section's editor, with its label, hint and the server's message. */
function StudioFieldControl({
  field,
  value,
  error,
  readOnly,
}: {
  field: StudioField;
  value: string | string[] | undefined;
  error: string | undefined;
  readOnly: boolean;
}) {
  const text = Array.isArray(value) ? value.join("\n") : (value ?? "");
  const common = {
    label: field.label,
    hint: field.hint,
    error,
    name: field.name,
    required: field.isRequired,
    readOnly,
  };
  switch (field.kind) {
    case "markdown":
      return (
        <MarkdownField
          name={field.name}
          label={field.label}
          hint={field.hint}
          error={error}
          defaultValue={text}
          readOnly={readOnly}
          isRequired={field.isRequired}
        />
      );
    case "textarea":
    case "lines":
      return <TextareaField {...common} defaultValue={text} rows={field.kind === "lines" ? 6 : 3} />;
    case "select":
      return <SelectField {...common} defaultValue={text} disabled={readOnly} options={field.options ?? []} />;
    case "number":
      return <Field {...common} defaultValue={text} inputMode="decimal" className="max-w-xs" />;
    case "days":
      return <DaysField field={field} chosen={Array.isArray(value) ? value : []} error={error} readOnly={readOnly} />;
    default:
      return <Field {...common} type={INPUT_TYPES[field.kind]} defaultValue={text} />;
  }
}

/** Days of the week as checkboxes in a group its legend names. */
function DaysField({
  field,
  chosen,
  error,
  readOnly,
}: {
  field: StudioField;
  chosen: string[];
  error: string | undefined;
  readOnly: boolean;
}) {
  const errorId = `${field.name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="grid gap-2">
      <legend className="text-sm font-medium">{field.label}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {(field.options ?? []).map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name={field.name}
              value={option.value}
              defaultChecked={chosen.includes(option.value)}
              disabled={readOnly}
              className="size-4"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

/** Every field of a section, in order. */
export function ContentFields({
  fields,
  values,
  errors,
  readOnly = false,
}: {
  fields: StudioField[];
  values: FormValues;
  errors: Record<string, string>;
  readOnly?: boolean;
}) {
  return (
    <>
      {fields.map((field) => (
        <StudioFieldControl
          key={field.name}
          field={field}
          value={values[field.name]}
          error={errors[field.name]}
          readOnly={readOnly}
        />
      ))}
    </>
  );
}

import { Select } from "~/components/ui/select";
import { type FieldFrame, FieldShell } from "./field";

export type Option = { value: string; label: string; disabled?: boolean };

export function SelectField({
  label,
  hint,
  error,
  className,
  id,
  options,
  placeholder,
  markOptional = true,
  ...selectProps
}: FieldFrame &
  React.ComponentProps<"select"> & {
    options: readonly Option[];
    placeholder?: string;
    /** False where the list's group already says it is optional (its legend), so the label need not repeat it. */
    markOptional?: boolean;
  }) {
  return (
    <FieldShell
      frame={{ label, hint, error, className }}
      id={id}
      isRequired={Boolean(selectProps.required) || !markOptional}
    >
      {(control) => (
        <Select {...control} {...selectProps}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </FieldShell>
  );
}

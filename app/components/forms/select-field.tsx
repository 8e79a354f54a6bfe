import { Select } from "~/components/ui/select";
import { cn } from "~/lib/utils";
import { type FieldFrame, FieldLabel, Hint, useDescribedBy } from "./field";
import { FieldError } from "./field-error";

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
  const { controlId, hintId, errorId, aria } = useDescribedBy(hint, error, id);
  return (
    <div className={cn("grid gap-1.5", className)}>
      <FieldLabel htmlFor={controlId} label={label} isRequired={Boolean(selectProps.required) || !markOptional} />
      <Hint id={hintId} hint={hint} />
      <Select id={controlId} {...aria} {...selectProps}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </Select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

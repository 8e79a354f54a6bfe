import { Label } from "~/components/ui/label";
import { Radio } from "~/components/ui/radio";
import { cn } from "~/lib/utils";
import { Hint, useDescribedBy } from "./field";
import { FieldError } from "./field-error";
import type { Option } from "./select-field";

/**
 * A group of radio buttons in a fieldset; `required` marks each of them required. `id` names the fieldset (an error
 * summary's link leads to it) and prefixes its options' ids.
 */
export function ChoiceField({
  legend,
  id,
  name,
  options,
  defaultValue,
  required = false,
  hint,
  error,
  className,
  onChange,
}: {
  legend: React.ReactNode;
  id?: string;
  name: string;
  options: readonly Option[];
  defaultValue?: string;
  required?: boolean;
  hint?: React.ReactNode;
  error?: string;
  className?: string;
  onChange?: (value: string) => void;
}) {
  const { controlId, hintId, errorId, aria } = useDescribedBy(hint, error, id);
  return (
    <fieldset id={id} className={cn("grid gap-2", className)} aria-describedby={aria["aria-describedby"]}>
      <legend className="text-sm font-semibold text-foreground">
        {legend}
        {required ? null : <span className="font-normal text-muted-foreground"> (optional)</span>}
      </legend>
      <Hint id={hintId} hint={hint} />
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {options.map((option) => {
          const optionId = `${controlId}-${option.value}`;
          return (
            <div key={option.value} className="flex items-center gap-2">
              <Radio
                id={optionId}
                name={name}
                value={option.value}
                defaultChecked={defaultValue === option.value}
                required={required}
                aria-invalid={aria["aria-invalid"]}
                aria-describedby={error ? errorId : undefined}
                onChange={onChange ? (event) => onChange(event.currentTarget.value) : undefined}
              />
              <Label htmlFor={optionId} className="font-normal">
                {option.label}
              </Label>
            </div>
          );
        })}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

import { useId } from "react";
import { controlClassName } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { cn } from "~/lib/utils";
import { FieldError } from "./field-error";

/**
 * A native file input: it posts with the form with or without JavaScript. No `multiple`, so the browser
 * only ever lets the visitor pick one file.
 */
export function FileField({
  label,
  hint,
  error,
  className,
  id: givenId,
  ...inputProps
}: { label: React.ReactNode; hint?: React.ReactNode; error?: string } & Omit<React.ComponentProps<"input">, "type">) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div className={cn("grid gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        type="file"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={cn(
          controlClassName,
          "cursor-pointer px-3 py-1.5 file:mr-3 file:cursor-pointer file:rounded file:border-0 file:bg-secondary file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-secondary-foreground",
        )}
        {...inputProps}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}

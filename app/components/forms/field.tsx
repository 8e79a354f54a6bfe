import { useId } from "react";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { cn } from "~/lib/utils";
import { FieldError } from "./field-error";

export type FieldFrame = {
  label: React.ReactNode;
  /** A short help text under the label, read out with the field. */
  hint?: React.ReactNode;
  /** The server's message for this field; marks the control invalid and is read out with it. */
  error?: string;
  className?: string;
};

/** Ids for the hint and error, and the aria attributes that tie them to the control. */
export function useDescribedBy(hint: React.ReactNode, error: string | undefined, id?: string) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return {
    controlId,
    hintId,
    errorId,
    aria: { "aria-invalid": error ? true : undefined, "aria-describedby": describedBy || undefined },
  };
}

function FieldLabel({ htmlFor, label, isRequired }: { htmlFor: string; label: React.ReactNode; isRequired: boolean }) {
  return (
    <Label htmlFor={htmlFor}>
      {label}
      {isRequired ? null : <span className="font-normal text-muted-foreground"> (optional)</span>}
    </Label>
  );
}

export function Hint({ id, hint }: { id: string; hint: React.ReactNode }) {
  if (!hint) return null;
  return (
    <p id={id} className="text-sm text-muted-foreground">
      {hint}
    </p>
  );
}

/** What a control needs from its frame: its id, and the aria attributes that tie the hint and error to it. */
type ControlProps = ReturnType<typeof useDescribedBy>["aria"] & { id: string };

/**
 * The frame every labelled control shares: the label ("(optional)" unless the control is required), the hint, the
 * control itself, and the server's error under it.
 */
export function FieldShell({
  frame: { label, hint, error, className },
  id,
  isRequired,
  children,
}: {
  frame: FieldFrame;
  id: string | undefined;
  isRequired: boolean;
  children: (control: ControlProps) => React.ReactNode;
}) {
  const { controlId, hintId, errorId, aria } = useDescribedBy(hint, error, id);
  return (
    <div className={cn("grid gap-1.5", className)}>
      <FieldLabel htmlFor={controlId} label={label} isRequired={isRequired} />
      <Hint id={hintId} hint={hint} />
      {children({ id: controlId, ...aria })}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function Field({
  label,
  hint,
  error,
  className,
  id,
  ...inputProps
}: FieldFrame & React.ComponentProps<"input">) {
  return (
    <FieldShell frame={{ label, hint, error, className }} id={id} isRequired={Boolean(inputProps.required)}>
      {(control) => <Input {...control} {...inputProps} />}
    </FieldShell>
  );
}

export function TextareaField({
  label,
  hint,
  error,
  className,
  id,
  ...textareaProps
}: FieldFrame & React.ComponentProps<"textarea">) {
  return (
    <FieldShell frame={{ label, hint, error, className }} id={id} isRequired={Boolean(textareaProps.required)}>
      {(control) => <Textarea {...control} {...textareaProps} />}
    </FieldShell>
  );
}

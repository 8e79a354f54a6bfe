import { Button } from "~/components/ui/button";

/** The form's submit button; while the form is sending it says so (e.g. "Sending...") and cannot be pressed twice. */
export function SubmitButton({
  isSubmitting,
  label,
  submittingLabel,
}: {
  isSubmitting: boolean;
  label: string;
  submittingLabel: string;
}) {
  return (
    <Button type="submit" size="lg" variant="accent" disabled={isSubmitting} className="w-full sm:w-auto">
      {isSubmitting ? submittingLabel : label}
    </Button>
  );
}

// A change that cannot be undone, asked twice: the button opens a short note of what will happen, and only the
// button inside it posts. A disclosure (<details>), so it works by keyboard and without JavaScript.
import { Form } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";

export function ConfirmedAction({
  label,
  subject,
  intent,
  fields,
  warning,
  confirm,
  isBusy,
}: {
  /** The first button's words ("Revoke"). */
  label: string;
  /** Who or what it is about, for screen readers ("ana@example.com"). */
  subject: string;
  intent: string;
  fields: Record<string, string>;
  /** What will happen, and who will be told. */
  warning: string;
  /** The confirming button's words ("Revoke access"). */
  confirm: string;
  isBusy: boolean;
}) {
  return (
    <details className="group text-left">
      <summary className={buttonVariants({ variant: "outline", size: "sm", className: "cursor-pointer list-none" })}>
        {label}
        <span className="sr-only"> for {subject}</span>
      </summary>
      <Form method="post" className="mt-2 grid max-w-xs gap-2 rounded-md border border-border bg-background p-3">
        <p className="text-sm">{warning}</p>
        <input type="hidden" name="intent" value={intent} />
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div>
          <Button
            type="submit"
            size="sm"
            variant="outline"
            className="border-destructive text-destructive"
            disabled={isBusy}
          >
            {confirm}
            <span className="sr-only"> for {subject}</span>
          </Button>
        </div>
      </Form>
    </details>
  );
}

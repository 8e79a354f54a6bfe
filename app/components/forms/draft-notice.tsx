import { Button } from "~/components/ui/button";
import { Info } from "~/components/ui/icons/info";

/** Says the form holds answers kept from earlier in this tab, with a way to start over. */
export function DraftNotice({ onClear }: { onClear: () => void }) {
  return (
    <div
      role="status"
      className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-muted p-4"
    >
      <p className="flex items-center gap-2">
        <Info aria-hidden="true" className="size-5 shrink-0 text-primary" />
        <span>
          <strong>Draft restored.</strong> Your answers from earlier in this tab are back in the form.
        </span>
      </p>
      <Button type="button" size="sm" variant="outline" onClick={onClear}>
        Clear form
      </Button>
    </div>
  );
}

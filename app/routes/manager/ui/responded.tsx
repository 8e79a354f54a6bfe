import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Check } from "~/components/ui/icons/check";
import { Undo2 } from "~/components/ui/icons/undo-2";
import type { RespondedKind } from "~/lib/schemas/dashboard";
import { toast } from "~/lib/toast";
import { cn } from "~/lib/utils";

export type ToggleResult = { ok: true; responded: boolean } | { ok: false };

/** Where the toggle posts: the dashboard route's action (it checks the session and role itself). */
const TOGGLE_ACTION = "/manager-dashboard";

function useRespondedFetcher(kind: RespondedKind, id: string) {
  return useFetcher<ToggleResult>({ key: `responded-${kind}-${id}` });
}

/** The value to show: the one being submitted while a toggle is in flight, else the stored one. */
function optimisticResponded(fetcher: ReturnType<typeof useRespondedFetcher>, stored: boolean) {
  const submitted = fetcher.formData?.get("responded");
  return submitted === "true" ? true : submitted === "false" ? false : stored;
}

function StatusBadge({ responded }: { responded: boolean }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold",
        responded ? "bg-secondary text-secondary-foreground" : "bg-amber-100 text-amber-900",
      )}
    >
      {responded ? "Responded" : "Pending"}
    </span>
  );
}

/**
 * Pending or Responded, and "Overdue" beside it while the lead is pending past the reply promise. Both follow a
 * toggle in flight (the same fetcher as the lead's RespondedToggle), so Overdue goes the moment it is marked
 * responded.
 */
export function RespondedStatus({
  kind,
  id,
  responded,
  isOverdue,
}: {
  kind: RespondedKind;
  id: string;
  responded: boolean;
  isOverdue: boolean;
}) {
  const shown = optimisticResponded(useRespondedFetcher(kind, id), responded);
  return (
    <>
      <StatusBadge responded={shown} />
      {isOverdue && !shown ? (
        <span className="ml-1 inline-flex items-center rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-900">
          Overdue
        </span>
      ) : null}
    </>
  );
}

/**
 * Flips responded either way, optimistically: the badge changes at once, and if the server refuses, the stored
 * value shows again (no revalidation happens after a failed action) with an error toast.
 */
export function RespondedToggle({
  kind,
  id,
  responded,
  subject,
}: {
  kind: RespondedKind;
  id: string;
  responded: boolean;
  /** Whose row this is, read after the button's text in lists: "Mark as responded (inquiry from Ana B.)". */
  subject?: string;
}) {
  const fetcher = useRespondedFetcher(kind, id);
  const shown = optimisticResponded(fetcher, responded);
  const handled = useRef<ToggleResult | undefined>(undefined);

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok) toast({ title: result.responded ? "Marked as responded." : "Marked as pending." });
    else toast({ title: "Failed to update status.", variant: "error" });
  }, [fetcher.state, fetcher.data]);

  const next = !shown;
  return (
    // A plain form handed to the fetcher, not fetcher.Form: the same request, without resolving the action's path
    // again for each of a page's fifty rows. Without JavaScript it posts as any form does.
    <form
      method="post"
      action={TOGGLE_ACTION}
      className="inline"
      onSubmit={(event) => {
        event.preventDefault();
        fetcher.submit(event.currentTarget);
      }}
    >
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="responded" value={String(next)} />
      <Button type="submit" size="sm" variant="outline">
        {next ? <Check aria-hidden="true" /> : <Undo2 aria-hidden="true" />}
        {next ? "Mark as responded" : "Mark as pending"}
        {subject ? <span className="sr-only">{` (${subject})`}</span> : null}
      </Button>
    </form>
  );
}

/** Pending or Responded, and two marks: Overdue (past the reply promise) and Yours (assigned to the manager). */
export function LeadStatus({
  kind,
  row,
}: {
  kind: RespondedKind;
  row: { id: string; responded: boolean; isOverdue: boolean; isMine: boolean };
}) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <RespondedStatus kind={kind} id={row.id} responded={row.responded} isOverdue={row.isOverdue} />
      {row.isMine ? (
        <span className="inline-flex items-center rounded-full border border-border px-2.5 py-0.5 text-xs font-semibold">
          Yours
        </span>
      ) : null}
    </span>
  );
}

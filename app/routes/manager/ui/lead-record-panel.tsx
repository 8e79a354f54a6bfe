// A lead's handling on its details page: who owns it, the outcome (inquiries), private notes, the history, and, for
// admins, deletion. Each form posts to the details route's action (app/.server/leads/lead-record-action.ts) through a
// fetcher, so the page keeps its place; without JavaScript the same forms work as plain posts.
import { useEffect, useId, useRef, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { useFormDraft } from "~/components/forms/use-form-draft";
import { Button } from "~/components/ui/button";
import { LEAD_OUTCOMES, type LeadOutcome, OUTCOME_LABELS } from "~/lib/lead-outcomes";
import type { LeadRecordActionResult } from "~/lib/schemas/lead-record";
import { MAX_NOTE_CHARS } from "~/lib/schemas/lead-record";
import { toast } from "~/lib/toast";
import { ErrorLine } from "./error-line";

type View = {
  owner: { id: string; name: string } | null;
  managers: { id: string; name: string }[];
  notes: { id: string; authorName: string; body: string; at: string; atText: string }[];
  history: { at: string; atText: string; label: string; actorName: string | null; detail: string | null }[];
};

const selectClass =
  "h-9 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring";

/**
 * Toasts a fetcher's failure once; returns its error for an inline message that stays (with the sign-in link when
 * the session ended).
 */
function useFailure(fetcher: ReturnType<typeof useFetcher<LeadRecordActionResult>>, failure: string) {
  const shown = useRef<unknown>(undefined);
  useEffect(() => {
    if (!fetcher.data || shown.current === fetcher.data || fetcher.data.ok) return;
    shown.current = fetcher.data;
    const description = fetcher.data.signInHref ? fetcher.data.error : failure;
    toast({ title: "Error", description, variant: "error" });
  }, [fetcher.data, failure]);
  return fetcher.data && !fetcher.data.ok ? fetcher.data : null;
}

export function LeadRecordPanel({
  view,
  outcome,
  isAdmin,
  currentUserId,
}: {
  view: View;
  /** The inquiry's outcome; absent for applications. */
  outcome?: LeadOutcome;
  isAdmin: boolean;
  currentUserId: string;
}) {
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 pb-10" data-print-hide>
      <section aria-labelledby="handling-title" className="rounded-lg border border-border bg-card p-6 shadow-sm">
        <h2 id="handling-title" className="text-lg font-semibold text-primary">
          Handling
        </h2>
        <div className="mt-4 flex flex-wrap gap-6">
          <OwnerForm view={view} currentUserId={currentUserId} />
          {outcome ? <OutcomeForm outcome={outcome} /> : null}
        </div>
      </section>
      <NotesSection notes={view.notes} />
      <section aria-labelledby="history-title" className="rounded-lg border border-border bg-card p-6 shadow-sm">
        <h2 id="history-title" className="text-lg font-semibold text-primary">
          History
        </h2>
        <ol className="mt-4 space-y-2 text-sm">
          {view.history.map((line, index) => (
            // Lines are append-only and never reordered.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index}>
              <time dateTime={line.at} className="text-muted-foreground">
                {line.atText}
              </time>{" "}
              — {line.label}
              {line.detail ? `: ${line.detail}` : ""}
              {line.actorName ? ` (by ${line.actorName})` : ""}
            </li>
          ))}
        </ol>
      </section>
      {isAdmin ? <DeleteForm /> : null}
    </div>
  );
}

function OwnerForm({ view, currentUserId }: { view: View; currentUserId: string }) {
  const fetcher = useFetcher<LeadRecordActionResult>({ key: "lead-owner" });
  const failed = useFailure(fetcher, "Failed to assign the lead.");
  const id = useId();
  const pending = fetcher.formData?.get("ownerId");
  const shown = typeof pending === "string" ? pending : (view.owner?.id ?? "");
  return (
    <fetcher.Form method="post" className="grid gap-1.5">
      <input type="hidden" name="intent" value="assign" />
      <label htmlFor={id} className="text-sm font-semibold text-muted-foreground">
        Assigned to
      </label>
      <div className="flex flex-wrap gap-2">
        <select id={id} name="ownerId" defaultValue={shown} key={shown} className={selectClass}>
          <option value="">Nobody yet</option>
          {view.managers.map((manager) => (
            <option key={manager.id} value={manager.id}>
              {manager.id === currentUserId ? `${manager.name} (me)` : manager.name}
            </option>
          ))}
        </select>
        <Button type="submit" size="sm" variant="outline" disabled={fetcher.state !== "idle"}>
          Assign
        </Button>
      </div>
      <ErrorLine error={failed?.error ?? null} signInHref={failed?.signInHref} />
    </fetcher.Form>
  );
}

function OutcomeForm({ outcome }: { outcome: LeadOutcome }) {
  const fetcher = useFetcher<LeadRecordActionResult>({ key: "lead-outcome" });
  const failed = useFailure(fetcher, "Failed to update the outcome.");
  const id = useId();
  return (
    <fetcher.Form method="post" className="grid gap-1.5">
      <input type="hidden" name="intent" value="outcome" />
      <label htmlFor={id} className="text-sm font-semibold text-muted-foreground">
        Outcome
      </label>
      <div className="flex flex-wrap gap-2">
        <select id={id} name="outcome" defaultValue={outcome} key={outcome} className={selectClass}>
          {LEAD_OUTCOMES.map((value) => (
            <option key={value} value={value}>
              {OUTCOME_LABELS[value]}
            </option>
          ))}
        </select>
        <Button type="submit" size="sm" variant="outline" disabled={fetcher.state !== "idle"}>
          Save outcome
        </Button>
      </div>
      <ErrorLine error={failed?.error ?? null} signInHref={failed?.signInHref} />
    </fetcher.Form>
  );
}

function NotesSection({ notes }: { notes: View["notes"] }) {
  const fetcher = useFetcher<LeadRecordActionResult>({ key: "lead-note" });
  const failed = useFailure(fetcher, "Failed to add the note.");
  const error = failed?.error ?? null;
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  // A note being written is kept in this tab while it is typed: a session that ends (or a reload) loses nothing, and
  // the sign-in that comes back to this page puts it back.
  const { pathname } = useLocation();
  const [savedCount, setSavedCount] = useState(0);
  const { clearDraft } = useFormDraft(formRef, `lead-note:${pathname}`, savedCount);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data?.ok) return;
    formRef.current?.reset();
    clearDraft();
    setSavedCount((count) => count + 1);
  }, [fetcher.state, fetcher.data, clearDraft]);
  return (
    <section aria-labelledby="notes-title" className="rounded-lg border border-border bg-card p-6 shadow-sm">
      <h2 id="notes-title" className="text-lg font-semibold text-primary">
        Notes
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">Private to the firm's managers.</p>
      <fetcher.Form method="post" ref={formRef} className="mt-4 grid gap-2">
        <input type="hidden" name="intent" value="note" />
        <label htmlFor={id} className="text-sm font-semibold">
          Add a note
        </label>
        <textarea
          id={id}
          name="body"
          required
          maxLength={MAX_NOTE_CHARS}
          rows={3}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="rounded-md border border-input bg-background p-3 text-sm focus-visible:outline-2 focus-visible:outline-ring"
        />
        <ErrorLine error={error} id={`${id}-error`} signInHref={failed?.signInHref} />
        <div>
          <Button type="submit" size="sm" disabled={fetcher.state !== "idle"}>
            {fetcher.state !== "idle" ? "Saving..." : "Add note"}
          </Button>
        </div>
      </fetcher.Form>
      {notes.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">No notes yet.</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {notes.map((note) => (
            <li key={note.id} className="border-l-2 border-border pl-3">
              <p className="text-xs text-muted-foreground">
                {note.authorName}, <time dateTime={note.at}>{note.atText}</time>
              </p>
              <p className="mt-1 whitespace-pre-wrap text-sm">{note.body}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function DeleteForm() {
  const fetcher = useFetcher<LeadRecordActionResult>({ key: "lead-delete" });
  const failed = useFailure(fetcher, "Failed to delete the lead.");
  const id = useId();
  return (
    <section aria-labelledby="delete-title" className="rounded-lg border border-destructive/40 bg-card p-6">
      <h2 id="delete-title" className="text-lg font-semibold text-destructive">
        Delete this lead
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Removes the lead, its notes and any file for good. The history keeps a line saying who deleted it and when.
      </p>
      <fetcher.Form method="post" className="mt-4 grid gap-2">
        <input type="hidden" name="intent" value="delete" />
        <label className="flex items-center gap-2 text-sm" htmlFor={id}>
          <input id={id} type="checkbox" name="confirm" value="delete" required />
          Yes, delete this lead and everything stored with it.
        </label>
        <ErrorLine error={failed?.error ?? null} signInHref={failed?.signInHref} />
        <div>
          <Button
            type="submit"
            size="sm"
            variant="outline"
            className="border-destructive text-destructive"
            disabled={fetcher.state !== "idle"}
          >
            Delete lead
          </Button>
        </div>
      </fetcher.Form>
    </section>
  );
}

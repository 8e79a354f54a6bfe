// The parts of an upload request's page below its details: what the link may receive (and the form to change it),
// reopening or extending the link, the files the page refused, and the request's history.
import { Form } from "react-router";
import { Field as FormField } from "~/components/forms/field";
import { Button } from "~/components/ui/button";
import { DEFAULT_EXPIRY_DAYS } from "~/lib/schemas/upload-request";

type Errors = Record<string, string | undefined>;

const section = "mt-6 rounded-lg border border-border bg-card p-6 shadow-sm";

/** The link's totals, with the form that changes them. */
export function LimitsPanel({
  maxFiles,
  maxTotalMb,
  receivedFiles,
  receivedText,
  errors,
  isBusy,
}: {
  maxFiles: number;
  maxTotalMb: number;
  receivedFiles: number;
  receivedText: string;
  errors: Errors;
  isBusy: boolean;
}) {
  return (
    <section aria-labelledby="limits-heading" className={section} data-print-hide>
      <h2 id="limits-heading" className="font-semibold text-lg">
        What the link may receive
      </h2>
      <p className="mt-1 text-sm">
        Received so far: {receivedFiles} {receivedFiles === 1 ? "file" : "files"}, {receivedText}. Once either total is
        reached, the agency's page refuses more and says so.
      </p>
      <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2" noValidate>
        <input type="hidden" name="intent" value="limits" />
        <FormField
          label="Files in all"
          name="maxFiles"
          type="number"
          min={1}
          max={1000}
          defaultValue={String(maxFiles)}
          error={errors.maxFiles}
          required
        />
        <FormField
          label="MB in all"
          name="maxTotalMb"
          type="number"
          min={1}
          max={5000}
          defaultValue={String(maxTotalMb)}
          error={errors.maxTotalMb}
          required
        />
        <Button type="submit" variant="outline" size="sm" disabled={isBusy} className="justify-self-start">
          Save limits
        </Button>
      </Form>
    </section>
  );
}

/** Reopening a revoked or expired link, or giving an open one more days. */
export function ReopenPanel({
  state,
  errors,
  isBusy,
}: {
  state: "open" | "expired" | "revoked";
  errors: Errors;
  isBusy: boolean;
}) {
  const isOpen = state === "open";
  return (
    <section aria-labelledby="reopen-heading" className={section} data-print-hide>
      <h2 id="reopen-heading" className="font-semibold text-lg">
        {isOpen ? "Extend the link" : "Reopen the link"}
      </h2>
      <p className="mt-1 text-sm">
        {isOpen
          ? "The link keeps working for the number of days you choose, counted from now."
          : "The same link works again, for the number of days you choose, counted from now. The agency can then send files again."}
      </p>
      <Form method="post" className="mt-4 flex flex-wrap items-end gap-4" noValidate>
        <input type="hidden" name="intent" value="reopen" />
        <FormField
          label="Works for (days)"
          name="expiresInDays"
          type="number"
          min={1}
          max={30}
          defaultValue={String(DEFAULT_EXPIRY_DAYS)}
          error={errors.expiresInDays}
          hint="1 to 30 days."
          required
        />
        <Button type="submit" variant="outline" size="sm" disabled={isBusy}>
          {isOpen ? "Extend link" : "Reopen link"}
        </Button>
      </Form>
    </section>
  );
}

/** The files the agency's page refused: name and reason, so the firm can follow up. */
export function RefusedFiles({
  files,
}: {
  files: { id: number; fileName: string; reason: string; createdText: string }[];
}) {
  if (files.length === 0) return null;
  return (
    <section aria-labelledby="refused-heading" className={section}>
      <h2 id="refused-heading" className="font-semibold text-lg">
        Files not received
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">The agency tried to send these; nothing of them was kept.</p>
      <ul className="mt-3 grid gap-2">
        {files.map((file) => (
          <li key={file.id} className="break-words text-sm">
            <span className="font-semibold">{file.fileName}</span>: {file.reason}, {file.createdText}
          </li>
        ))}
      </ul>
    </section>
  );
}

const EVENT_TEXT = {
  created: "Created the request",
  revoked: "Revoked the link",
  reopened: "Reopened the link",
  "limits-changed": "Changed what the link may receive",
} as const;

/** What managers did with the request, oldest first. */
export function RequestHistory({
  events,
}: {
  events: {
    id: number;
    action: keyof typeof EVENT_TEXT;
    actorName: string | null;
    detail: string | null;
    createdText: string;
  }[];
}) {
  return (
    <section aria-labelledby="history-heading" className={section}>
      <h2 id="history-heading" className="font-semibold text-lg">
        History
      </h2>
      {events.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">Nothing recorded yet.</p>
      ) : (
        <ol className="mt-3 grid gap-2">
          {events.map((event) => (
            <li key={event.id} className="break-words text-sm">
              {event.createdText}: {EVENT_TEXT[event.action]}
              {event.detail ? ` (${event.detail})` : ""}
              {event.actorName ? `, by ${event.actorName}` : ""}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

// /manager-dashboard/upload-requests/:id — one upload request: who it is for, its state, when its files are purged,
// the files with their downloads, Revoke, E-mail the link again (when mail is on), what the link may receive in all,
// reopening or extending it, the files the page refused, the request's history and the access log of its files.
// The page reloads its data when the manager comes back to it and now and then while it is shown, so files that
// arrive meanwhile appear.
import { data, Form, useNavigation } from "react-router";
import { z } from "zod";
import { appContextOf } from "~/.server/app-context";
import { actorOf } from "~/.server/auth/actor";
import { requireManager } from "~/.server/auth/session";
import { toAccessLines } from "~/.server/files/access-lines";
import { listRequestAccesses } from "~/.server/files/access-log";
import {
  emailUploadLinkAgain,
  getUploadRequestDetails,
  purgeDateOf,
  reopenUploadRequest,
  revokeUploadRequest,
  setUploadLimits,
  stateOf,
} from "~/.server/uploads/upload-requests";
import { Button } from "~/components/ui/button";
import { formatCentralDateTime } from "~/lib/central-time";
import { mbOfBytes, ReopenUploadRequestSchema, UploadLimitsSchema } from "~/lib/schemas/upload-request";

import type { Route } from "./+types/upload-request-detail";
import { loadDetails } from "./details-loader";
import { AccessLog } from "./ui/access-log";
import { CONFIRM_FIELD, ConfirmStep } from "./ui/confirm-step";
import { DetailsLayout, Field } from "./ui/details";
import { DownloadLink, fileUrl } from "./ui/download-link";
import { formatFileSize } from "./ui/format";
import { notFound, privatePageHeaders, privatePageMeta } from "./ui/private-page";
import { LimitsPanel, RefusedFiles, ReopenPanel, RequestHistory } from "./ui/upload-request-panels";
import { useRevalidateWhileShown } from "./ui/use-revalidate-while-shown";

export const meta = privatePageMeta("Upload request", "An upload request's files.");

export const headers = privatePageHeaders;

export const STATE_LABELS = { open: "Open", expired: "Expired", revoked: "Revoked" } as const;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const found = await loadDetails({ request, context }, (db) => getUploadRequestDetails(db, params.id));
  const { app, manager } = found;
  const { request: row, files, refused, events } = found.record;
  const accesses = await listRequestAccesses(app.db, row.id);
  const purgeDate = row.purgedAt ?? purgeDateOf(row, app.config.RETENTION_UPLOAD_DAYS);
  return {
    isAdmin: manager.role === "admin",
    canEmail: app.notifications.mailHost !== null,
    request: {
      id: row.id,
      agencyName: row.agencyName,
      contactEmail: row.contactEmail,
      purpose: row.purpose,
      createdByName: row.createdByName,
      hasPasscode: row.passcodeHash !== null,
      state: stateOf(row),
      createdText: formatCentralDateTime(row.createdAt),
      expiresText: formatCentralDateTime(row.expiresAt),
      revokedText: row.revokedAt ? formatCentralDateTime(row.revokedAt) : null,
      isPurged: row.purgedAt !== null,
      purgeText: formatCentralDateTime(purgeDate),
      maxFiles: row.maxFiles,
      maxTotalMb: mbOfBytes(row.maxTotalBytes),
    },
    files: files.map((file) => ({ ...file, createdAtText: formatCentralDateTime(file.createdAt) })),
    receivedText: formatFileSize(files.reduce((sum, file) => sum + (file.fileSize ?? 0), 0)),
    refused: refused.map((file) => ({ ...file, createdText: formatCentralDateTime(file.createdAt) })),
    events: events.map((event) => ({
      id: event.id,
      action: event.action,
      actorName: event.actorName,
      detail: event.detail,
      createdText: formatCentralDateTime(event.createdAt),
    })),
    accesses: toAccessLines(accesses, formatCentralDateTime),
  };
}

type ActionResult = {
  ok: boolean;
  intent: "email" | "revoke" | "reopen" | "limits" | null;
  errors?: Record<string, string | undefined>;
};

/** The first message of each field of a zod error. */
const errorsOf = (error: z.ZodError): Record<string, string | undefined> =>
  Object.fromEntries(
    Object.entries(z.flattenError(error).fieldErrors as Record<string, string[] | undefined>).map(([name, list]) => [
      name,
      list?.[0],
    ]),
  );

export async function action({ request, params, context }: Route.ActionArgs) {
  const app = appContextOf(context);
  const manager = await requireManager(app, request);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "email") {
    const host = app.notifications.mailHost;
    // Only an open request's link is e-mailed; the sender checks again when it sends.
    const isQueued = host !== null && (await emailUploadLinkAgain(app.db, params.id, host));
    if (isQueued) app.notifications.nudge();
    return { ok: isQueued, intent: "email" } satisfies ActionResult;
  }
  if (intent === "reopen") {
    const parsed = ReopenUploadRequestSchema.safeParse({ expiresInDays: form.get("expiresInDays") });
    if (!parsed.success) return data({ ok: false, intent, errors: errorsOf(parsed.error) } satisfies ActionResult, 400);
    const reopened = await reopenUploadRequest(app.db, params.id, parsed.data.expiresInDays, actorOf(manager));
    if (!reopened) throw notFound();
    return { ok: true, intent } satisfies ActionResult;
  }
  if (intent === "limits") {
    const parsed = UploadLimitsSchema.safeParse({ maxFiles: form.get("maxFiles"), maxTotalMb: form.get("maxTotalMb") });
    if (!parsed.success) return data({ ok: false, intent, errors: errorsOf(parsed.error) } satisfies ActionResult, 400);
    if (!(await setUploadLimits(app.db, params.id, parsed.data, actorOf(manager)))) throw notFound();
    return { ok: true, intent } satisfies ActionResult;
  }
  if (intent !== "revoke") return { ok: false, intent: null } satisfies ActionResult;
  // The link stops working at once: only a confirmed revoke goes through (ConfirmStep).
  if (form.get(CONFIRM_FIELD) !== "revoke") return data({ ok: false, intent } satisfies ActionResult, 400);
  if (!(await revokeUploadRequest(app.db, params.id, actorOf(manager)))) throw notFound();
  return { ok: true, intent: "revoke" } satisfies ActionResult;
}

const CONFIRMATIONS: Partial<Record<NonNullable<ActionResult["intent"]>, string>> = {
  reopen: "The link works again. The agency can use the link it has.",
  limits: "The new limits are saved.",
};

export default function UploadRequestDetailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { request: req, files, accesses, isAdmin, canEmail, refused, events, receivedText } = loaderData;
  const isRevoking = useNavigation().state === "submitting";
  useRevalidateWhileShown();
  const result = actionData as ActionResult | undefined;
  const errorsFor = (intent: ActionResult["intent"]) => (result?.intent === intent ? (result.errors ?? {}) : {});
  return (
    <>
      <DetailsLayout
        backTo="/manager-dashboard?tab=uploads"
        backLabel="Back to uploads"
        title={`Upload request for ${req.agencyName}`}
        after={
          <p role="status" className="mt-4 text-sm" data-print-hide>
            {result?.intent === "email"
              ? result.ok
                ? `An e-mail with a new link is on its way to ${req.contactEmail}.`
                : "The link was not e-mailed: the request is no longer open, or e-mail is off."
              : result?.intent === "revoke" && !result.ok
                ? "The link was not revoked: confirm it first."
                : result?.ok && result.intent
                  ? (CONFIRMATIONS[result.intent] ?? "")
                  : ""}
          </p>
        }
        actions={
          req.state === "open" ? (
            <>
              {canEmail ? (
                <Form method="post">
                  <Button type="submit" name="intent" value="email" variant="outline" size="sm" disabled={isRevoking}>
                    E-mail the link again
                  </Button>
                </Form>
              ) : null}
              <Form method="post" className="grid gap-2">
                <input type="hidden" name="intent" value="revoke" />
                <ConfirmStep
                  action="revoke"
                  label="Revoke link"
                  title="Revoke this upload link?"
                  confirmLabel="Revoke link"
                  noScriptConfirm="Yes, revoke the link now."
                  disabled={isRevoking}
                >
                  <p>
                    The link stops working at once: {req.agencyName} can no longer send files through it. The files
                    already received stay.
                  </p>
                  <p>Nobody is e-mailed. If {req.contactEmail} still expects to send documents, tell them yourself.</p>
                </ConfirmStep>
              </Form>
            </>
          ) : null
        }
      >
        <Field label="Status">{STATE_LABELS[req.state]}</Field>
        <Field label="Agency">{req.agencyName}</Field>
        <Field label="Contact e-mail">{req.contactEmail}</Field>
        <Field label="Purpose">
          <p className="whitespace-pre-wrap">{req.purpose}</p>
        </Field>
        <Field label="Requested by">{req.createdByName}</Field>
        <Field label="Created">{req.createdText}</Field>
        <Field label="Link works until">{req.expiresText}</Field>
        {req.revokedText ? <Field label="Revoked">{req.revokedText}</Field> : null}
        <Field label="Passcode">{req.hasPasscode ? "Required" : "None"}</Field>
        <Field label={req.isPurged ? "Files purged" : "Files purged on"}>{req.purgeText}</Field>
        <Field label="Limits">
          {req.maxFiles} files, {req.maxTotalMb.toLocaleString("en-US")} MB in all
        </Field>
        <Field label={`Files (${files.length})`}>
          {files.length === 0 ? (
            "No files yet."
          ) : (
            <ul className="grid gap-2">
              {files.map((file) => (
                <li key={file.id} className="flex flex-wrap items-center gap-3">
                  <span>
                    {file.fileName} ({formatFileSize(file.fileSize ?? 0)}), {file.createdAtText}, receipt {file.receipt}
                  </span>
                  {file.hasFile ? (
                    <DownloadLink href={fileUrl("upload", file.id)} fileName={file.fileName ?? "document"} hasFile>
                      Download<span className="sr-only"> {file.fileName}</span>
                    </DownloadLink>
                  ) : (
                    <span className="text-muted-foreground">Purged</span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Field>
      </DetailsLayout>
      <div className="mx-auto max-w-4xl px-4">
        <RefusedFiles files={refused} />
        <LimitsPanel
          maxFiles={req.maxFiles}
          maxTotalMb={req.maxTotalMb}
          receivedFiles={files.length}
          receivedText={receivedText}
          errors={errorsFor("limits")}
          isBusy={isRevoking}
        />
        <ReopenPanel state={req.state} errors={errorsFor("reopen")} isBusy={isRevoking} />
        <RequestHistory events={events} />
      </div>
      <AccessLog lines={accesses} isAdmin={isAdmin} />
    </>
  );
}

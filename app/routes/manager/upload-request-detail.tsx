// /manager-dashboard/upload-requests/:id — one upload request: who it is for, its state, when its files are purged,
// the files with their downloads, Revoke, E-mail the link again (when mail is on), and the access log of its files.
import { data, Form, useNavigation } from "react-router";
import { appContextOf } from "~/.server/app-context";
import { requireManager } from "~/.server/auth/session";
import { toAccessLines } from "~/.server/files/access-lines";
import { listRequestAccesses } from "~/.server/files/access-log";
import {
  emailUploadLinkAgain,
  getUploadRequestDetails,
  purgeDateOf,
  revokeUploadRequest,
  stateOf,
} from "~/.server/uploads/upload-requests";
import { Button } from "~/components/ui/button";
import { formatCentralDateTime } from "~/lib/central-time";
import type { Route } from "./+types/upload-request-detail";
import { loadDetails } from "./details-loader";
import { AccessLog } from "./ui/access-log";
import { CONFIRM_FIELD, ConfirmStep } from "./ui/confirm-step";
import { DetailsLayout, Field } from "./ui/details";
import { DownloadLink, fileUrl } from "./ui/download-link";
import { formatFileSize } from "./ui/format";
import { notFound, privatePageHeaders, privatePageMeta } from "./ui/private-page";

export const meta = privatePageMeta("Upload request", "An upload request's files.");

export const headers = privatePageHeaders;

export const STATE_LABELS = { open: "Open", expired: "Expired", revoked: "Revoked" } as const;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const found = await loadDetails({ request, context }, (db) => getUploadRequestDetails(db, params.id));
  const { app, manager } = found;
  const { request: row, files } = found.record;
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
    },
    files: files.map((file) => ({ ...file, createdAtText: formatCentralDateTime(file.createdAt) })),
    accesses: toAccessLines(accesses, formatCentralDateTime),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const app = appContextOf(context);
  await requireManager(app, request);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "email") {
    const host = app.notifications.mailHost;
    // Only an open request's link is e-mailed; the sender checks again when it sends.
    const isQueued = host !== null && (await emailUploadLinkAgain(app.db, params.id, host));
    if (isQueued) app.notifications.nudge();
    return { ok: isQueued, intent: "email" as const };
  }
  if (intent !== "revoke") return { ok: false as const, intent: null };
  // The link stops working at once: only a confirmed revoke goes through (ConfirmStep).
  if (form.get(CONFIRM_FIELD) !== "revoke") {
    return data({ ok: false as const, intent: "revoke" as const }, { status: 400 });
  }
  if (!(await revokeUploadRequest(app.db, params.id))) throw notFound();
  return { ok: true as const, intent: "revoke" as const };
}

export default function UploadRequestDetailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { request: req, files, accesses, isAdmin, canEmail } = loaderData;
  const isRevoking = useNavigation().state === "submitting";
  return (
    <>
      <DetailsLayout
        backTo="/manager-dashboard?tab=uploads"
        backLabel="Back to uploads"
        title={`Upload request for ${req.agencyName}`}
        after={
          <p role="status" className="mt-4 text-sm" data-print-hide>
            {actionData?.intent === "email"
              ? actionData.ok
                ? `An e-mail with a new link is on its way to ${req.contactEmail}.`
                : "The link was not e-mailed: the request is no longer open, or e-mail is off."
              : actionData?.intent === "revoke" && !actionData.ok
                ? "The link was not revoked: confirm it first."
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
        <Field label="Files">
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
      <AccessLog lines={accesses} isAdmin={isAdmin} />
    </>
  );
}

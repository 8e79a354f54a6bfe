// GET /manager-dashboard/files/:kind/:id — an applicant's résumé (kind "resume", the application's id) or an
// agency's document (kind "upload", the upload's id). The file is found through its row, never by a key from the
// URL. Every download is written to the access log (and a résumé's to the application's history). The file is
// decrypted and checked whole before its first byte is sent: a changed file is refused, never served in part.
import { appContextOf } from "~/.server/app-context";
import { actorOf } from "~/.server/auth/actor";
import { requireManagerForResource } from "~/.server/auth/session";
import { recordFileAccess } from "~/.server/files/access-log";
import { attachmentDisposition, FILE_KINDS, type FileKind, findDownload } from "~/.server/files/downloads";
import { storedFileOf } from "~/.server/leads/lead-details";
import { recordLeadEvent } from "~/.server/leads/lead-record";
import { logger } from "~/.server/runtime/logger";
import { redactError } from "~/.server/runtime/redact-error";
import { requestFacts } from "~/.server/runtime/request-context";
import type { Route } from "./+types/file-download";

const text = (body: string, status: number) =>
  new Response(body, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

export const INTEGRITY_FAILURE_MESSAGE =
  "This file failed its integrity check (it was changed or damaged where it is stored), so it was not sent.";

/** Reads the file to its end; false (logged with the record it belongs to, never its bytes) when it fails. */
async function readsWhole(stream: ReadableStream<Uint8Array>, record: { kind: FileKind; id: string }) {
  try {
    const reader = stream.getReader();
    for (;;) if ((await reader.read()).done) return true;
  } catch (error) {
    logger.error({ ...record, err: redactError(error) }, "a stored file failed its integrity check");
    return false;
  }
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const app = appContextOf(context);
  const manager = await requireManagerForResource(app, request);
  if (!FILE_KINDS.includes(params.kind as FileKind)) return text("Not found.", 404);
  const kind = params.kind as FileKind;
  const file = await findDownload(app.storage, { kind, id: params.id }, await storedFileOf(app.db, kind, params.id));
  if (file.status === "not-found") return text("Not found.", 404);
  if (file.status === "no-file") return text("No file available for download.", 404);
  if (file.status === "missing") return text("The stored file is missing.", 404);
  if (!(await readsWhole(file.stream(), { kind, id: params.id }))) return text(INTEGRITY_FAILURE_MESSAGE, 500);
  const actor = actorOf(manager);
  const clientIp = requestFacts(request, context).ip;
  await recordFileAccess(app.db, {
    kind,
    recordId: params.id,
    requestId: file.requestId,
    fileName: file.fileName,
    actor,
    clientIp,
  });
  if (kind === "resume") {
    await recordLeadEvent(app.db, { kind: "application", leadId: params.id, action: "resume-downloaded", actor });
  }
  return new Response(file.stream(), {
    headers: {
      "Content-Type": file.type,
      "Content-Length": String(file.size),
      "Content-Disposition": attachmentDisposition(file.fileName),
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

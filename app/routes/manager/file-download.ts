// GET /manager-dashboard/files/:kind/:id — an applicant's résumé (kind "resume", the application's id) or an
// upload's document (kind "upload"). The file is found through its row, never by a key from the URL.
import { appContextOf } from "~/.server/app-context";
import { requireManagerForResource } from "~/.server/auth";
import { actorOf, recordLeadEvent } from "~/.server/lead-record";
import { attachmentDisposition, FILE_KINDS, type FileKind, findDownload } from "~/.server/managers";
import type { Route } from "./+types/file-download";

const text = (body: string, status: number) =>
  new Response(body, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const app = appContextOf(context);
  const manager = await requireManagerForResource(app, request);
  if (!FILE_KINDS.includes(params.kind as FileKind)) return text("Not found.", 404);
  const file = await findDownload(app, params.kind as FileKind, params.id);
  if (file.status === "not-found") return text("Not found.", 404);
  if (file.status === "no-file") return text("No file available for download.", 404);
  if (file.status === "missing") return text("The stored file is missing.", 404);
  if (params.kind === "resume") {
    await recordLeadEvent(app.db, {
      kind: "application",
      leadId: params.id,
      action: "resume-downloaded",
      actor: actorOf(manager),
    });
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

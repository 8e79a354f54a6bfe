// Upload requests as the dashboard's Uploads tab shows them: each request with its state, purge date and files.
import { formatCentralDateTime } from "~/lib/central-time";
import { type listUploadRequests, purgeDateOf, stateOf } from "./upload-requests.ts";

type Groups = Awaited<ReturnType<typeof listUploadRequests>>["requests"];

/** The requests with their files, ready to show; `retentionDays` is RETENTION_UPLOAD_DAYS. */
export function describeRequestGroups(groups: Groups, now: Date, retentionDays: number) {
  return groups.map(({ request, files }) => ({
    id: request.id,
    agencyName: request.agencyName,
    purpose: request.purpose,
    state: stateOf(request, now),
    createdAt: request.createdAt.toISOString(),
    createdText: formatCentralDateTime(request.createdAt),
    expiresText: formatCentralDateTime(request.expiresAt),
    purgeText: formatCentralDateTime(request.purgedAt ?? purgeDateOf(request, retentionDays)),
    isPurged: request.purgedAt !== null,
    totalBytes: files.reduce((sum, file) => sum + (file.fileSize ?? 0), 0),
    files: files.map((file) => ({
      id: file.id,
      fileName: file.fileName ?? "document",
      fileSize: file.fileSize ?? 0,
      hasFile: file.hasFile,
      createdText: formatCentralDateTime(file.createdAt),
    })),
  }));
}

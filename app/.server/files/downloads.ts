// A stored file for a manager to download: an applicant's résumé or an upload's document, found through its row,
// with the Content-Type and Content-Disposition to serve it with. Callers check the manager's session and role
// first (requireManager).
import { logger } from "~/.server/runtime/logger";
import { DOC, DOCX, PDF, STORED_FILE_TYPES } from "./file-types.ts";
import type { FileStorage } from "./storage.ts";

const ACCEPTED_TYPES = new Set(STORED_FILE_TYPES.map((type) => type.contentType));
/** A stored type that is not one of ours is replaced by the document type its extension names, if it names one. */
const TYPE_BY_EXTENSION = new Map(
  [PDF, DOC, DOCX].flatMap((type) => type.extensions.map((extension) => [extension.slice(1), type.contentType])),
);

/** The Content-Type to serve: the stored type when it is one we accept, else one from the extension, else binary. */
export function downloadTypeOf(fileName: string, storedType: string | null) {
  if (storedType && ACCEPTED_TYPES.has(storedType)) return storedType;
  const extension = fileName.split(".").pop()?.toLowerCase() ?? "";
  return TYPE_BY_EXTENSION.get(extension) ?? "application/octet-stream";
}

export const FILE_KINDS = ["resume", "upload"] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export type DownloadableFile =
  | {
      status: "found";
      fileName: string;
      type: string;
      size: number;
      /** The upload request the file came through (uploads only). */
      requestId: string | null;
      stream: () => ReadableStream<Uint8Array>;
    }
  | { status: "no-file" }
  | { status: "missing" }
  | { status: "not-found" };

/** Where a record keeps its file: the storage key (null once the file was removed), the visitor's name, its type. */
export type StoredFileOf = {
  key: string | null;
  fileName: string | null;
  storedType: string | null;
  /** The upload request the file came through (uploads only). */
  requestId: string | null;
};

/**
 * The applicant's résumé or an upload's document: `stored` is what its row (kind and id) names, null when there is
 * no such row. The file is found through the row, never by a storage key from the request.
 */
export async function findDownload(
  storage: FileStorage,
  { kind, id }: { kind: FileKind; id: string },
  stored: StoredFileOf | null,
): Promise<DownloadableFile> {
  if (!stored) return { status: "not-found" };
  const { key, fileName, storedType, requestId } = stored;
  if (!key) return { status: "no-file" };
  const file = await storage.get(key);
  if (!file) {
    logger.warn({ kind, id, key }, "a record names a stored file that is missing");
    return { status: "missing" };
  }
  const name = fileName || "download";
  return {
    status: "found",
    fileName: name,
    type: downloadTypeOf(name, storedType),
    size: file.size,
    requestId,
    stream: file.stream,
  };
}

/** A Content-Disposition header that forces a download and survives any file name (quotes, non-ASCII). */
export function attachmentDisposition(fileName: string) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what must go
  const cleaned = fileName.replace(/[\u0000-\u001f\u007f/\\]/g, "_").trim() || "download";
  const ascii = cleaned.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  const encoded = encodeURIComponent(cleaned).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

// The access log of stored files: every download of a résumé or an agency's document, with who, when, which file
// and from which IP. Shown on the application's and the upload request's pages; admins export all of it as CSV.
import { and, desc, eq, type SQL } from "drizzle-orm";
import type { Actor } from "~/.server/auth/actor";
import type { Database } from "../db/client.ts";
import { type FileAccess, type FileAccessKind, fileAccesses } from "../db/schema.ts";
import { csvOf } from "../runtime/csv.ts";

/** Records one access. */
export async function recordFileAccess(
  db: Database,
  access: {
    kind: FileAccessKind;
    recordId: string;
    requestId?: string | null;
    fileName: string;
    actor: Actor;
    clientIp: string;
  },
) {
  await db.insert(fileAccesses).values({
    fileKind: access.kind,
    recordId: access.recordId,
    requestId: access.requestId ?? null,
    fileName: access.fileName,
    actorId: access.actor.id,
    actorName: access.actor.name,
    clientIp: access.clientIp,
  });
}

/** Accesses matching `where` (every one without it), newest first. */
function newestAccesses(db: Database, where?: SQL) {
  return db.select().from(fileAccesses).where(where).orderBy(desc(fileAccesses.id));
}

/** The accesses to one application's résumé, newest first. */
export function listResumeAccesses(db: Database, applicationId: string) {
  return newestAccesses(db, and(eq(fileAccesses.fileKind, "resume"), eq(fileAccesses.recordId, applicationId)));
}

/** The accesses to the files of one upload request, newest first. */
export function listRequestAccesses(db: Database, requestId: string) {
  return newestAccesses(db, and(eq(fileAccesses.fileKind, "upload"), eq(fileAccesses.requestId, requestId)));
}

/** Every access, newest first (the admins' CSV export). */
export function listAllAccesses(db: Database) {
  return newestAccesses(db).limit(100_000);
}

const ACCESS_LOG_COLUMNS = [
  "Time (UTC)",
  "Manager",
  "File kind",
  "File",
  "Record id",
  "Upload request id",
  "IP address",
];

/** The access log as CSV (UTC times). */
export function accessLogCsv(rows: FileAccess[]) {
  return csvOf(
    ACCESS_LOG_COLUMNS,
    rows.map((row) => [
      row.createdAt.toISOString(),
      row.actorName,
      row.fileKind === "resume" ? "Résumé" : "Uploaded document",
      row.fileName,
      row.recordId,
      row.requestId,
      row.clientIp,
    ]),
  );
}

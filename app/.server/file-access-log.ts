// The access log of stored files: every download of a résumé or an agency's document, with who, when, which file
// and from which IP. Shown on the application's and the upload request's pages; admins export all of it as CSV.
import { and, desc, eq } from "drizzle-orm";
import type { Actor } from "~/.server/lead-record";
import type { Database } from "./db/client.ts";
import { type FileAccessKind, fileAccesses } from "./db/schema.ts";

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

/** The accesses to one application's résumé, newest first. */
export function listResumeAccesses(db: Database, applicationId: string) {
  return db
    .select()
    .from(fileAccesses)
    .where(and(eq(fileAccesses.fileKind, "resume"), eq(fileAccesses.recordId, applicationId)))
    .orderBy(desc(fileAccesses.id));
}

/** The accesses to the files of one upload request, newest first. */
export function listRequestAccesses(db: Database, requestId: string) {
  return db
    .select()
    .from(fileAccesses)
    .where(and(eq(fileAccesses.fileKind, "upload"), eq(fileAccesses.requestId, requestId)))
    .orderBy(desc(fileAccesses.id));
}

/** Every access, newest first (the admins' CSV export). */
export function listAllAccesses(db: Database) {
  return db.select().from(fileAccesses).orderBy(desc(fileAccesses.id)).limit(100_000);
}

/** A CSV value: quoted, quotes doubled, and a leading = + - @ neutralised so spreadsheets do not run it. */
function csvCell(value: string) {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** The access log as CSV (UTC times). */
export function accessLogCsv(rows: Awaited<ReturnType<typeof listAllAccesses>>) {
  const head = ["Time (UTC)", "Manager", "File kind", "File", "Record id", "Upload request id", "IP address"];
  const lines = rows.map((row) =>
    [
      row.createdAt.toISOString(),
      row.actorName ?? "",
      row.fileKind === "resume" ? "Résumé" : "Uploaded document",
      row.fileName,
      row.recordId,
      row.requestId ?? "",
      row.clientIp,
    ]
      .map(csvCell)
      .join(","),
  );
  return `\uFEFF${[head.map(csvCell).join(","), ...lines].join("\r\n")}\r\n`;
}

// The access log's rows as the manager pages show them.
import type { FileAccess } from "../db/schema.ts";

/** Rows of file_accesses with their times formatted by `formatTime`. */
export function toAccessLines(rows: FileAccess[], formatTime: (date: Date) => string) {
  return rows.map((row) => ({
    id: row.id,
    at: row.createdAt.toISOString(),
    atText: formatTime(row.createdAt),
    actorName: row.actorName ?? "Unknown",
    fileName: row.fileName,
    clientIp: row.clientIp,
  }));
}

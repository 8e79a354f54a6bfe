// One inquiry, application or upload by its id, for the detail pages and downloads, and an application's
// role-specific answers in words. Callers check the manager's session and role first (requireManager).
import { eq } from "drizzle-orm";
import { z } from "zod";
import { roleQuestionsFor } from "~/lib/schemas/application";
import type { Database } from "../db/client.ts";
import { applications, inquiries, type RoleAnswers, uploads } from "../db/schema.ts";
import type { FileKind, StoredFileOf } from "../files/downloads.ts";

const UuidSchema = z.uuid();

/** The inquiry, or null when no row has this id (or the id is not a UUID). */
export async function getInquiry(db: Database, id: string) {
  if (!UuidSchema.safeParse(id).success) return null;
  const rows = await db.select().from(inquiries).where(eq(inquiries.id, id)).limit(1);
  return rows[0] ?? null;
}

/** The application, or null when no row has this id (or the id is not a UUID). */
export async function getApplication(db: Database, id: string) {
  if (!UuidSchema.safeParse(id).success) return null;
  const rows = await db.select().from(applications).where(eq(applications.id, id)).limit(1);
  return rows[0] ?? null;
}

/** The upload, or null when no row has this id (or the id is not a UUID). */
export async function getUpload(db: Database, id: string) {
  if (!UuidSchema.safeParse(id).success) return null;
  const rows = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
  return rows[0] ?? null;
}

/** The stored file a résumé's or an upload's row names, or null when no row has this id. */
export async function storedFileOf(db: Database, kind: FileKind, id: string): Promise<StoredFileOf | null> {
  if (kind === "resume") {
    const row = await getApplication(db, id);
    return (
      row && { key: row.resumeFileKey, fileName: row.resumeFileName, storedType: row.resumeFileType, requestId: null }
    );
  }
  const row = await getUpload(db, id);
  return (
    row && {
      key: row.filePath,
      fileName: row.fileName ?? row.documentTitle,
      storedType: row.fileType,
      requestId: row.requestId,
    }
  );
}

/**
 * The role-specific answers with their questions' labels, in the form's order; answers to questions the form no
 * longer asks keep their key as the label, so nothing stored is hidden.
 */
export function describeRoleAnswers(role: string, answers: RoleAnswers) {
  const questions = roleQuestionsFor(role);
  const known = questions.flatMap((question) => {
    const value = answers[question.key];
    if (!value) return [];
    const option =
      question.kind === "choice" ? question.options.find((candidate) => candidate.value === value) : undefined;
    return [{ key: question.key, label: question.label, value: option?.label ?? value }];
  });
  const unknown = Object.entries(answers)
    .filter(([key, value]) => value && !questions.some((question) => question.key === key))
    .map(([key, value]) => ({ key, label: key, value }));
  return [...known, ...unknown];
}

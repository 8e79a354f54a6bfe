import { desc, eq } from "drizzle-orm";
import { type Database, getDb } from "~/.server/db/client";
import { type Application, applications, type NewApplication } from "~/.server/db/schema";

export type CreateApplicationInput = Omit<NewApplication, "id" | "createdAt" | "responded">;

/**
 * Stores a job application and returns the new row, or null when an application with the same submission key is
 * already stored (nothing is written then). The résumé file must already be in storage.
 */
export async function createApplication(
  input: CreateApplicationInput,
  db: Database = getDb(),
): Promise<Application | null> {
  const [row] = await db
    .insert(applications)
    .values(input)
    .onConflictDoNothing({ target: applications.submissionKey })
    .returning();
  if (row) return row;
  if (input.submissionKey) return null;
  throw new Error("The application insert returned no row.");
}

/** Whether an application sent with this submission key is already stored (a retry after a lost answer). */
export async function hasApplicationWithKey(submissionKey: string, db: Database = getDb()): Promise<boolean> {
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.submissionKey, submissionKey))
    .limit(1);
  return rows.length > 0;
}

/** Applications, newest first. */
export async function listApplications(
  { limit = 50, offset = 0 } = {},
  db: Database = getDb(),
): Promise<Application[]> {
  return db.select().from(applications).orderBy(desc(applications.createdAt)).limit(limit).offset(offset);
}

import { desc } from "drizzle-orm";
import { type Database, getDb } from "~/.server/db/client";
import { type Application, applications, type NewApplication } from "~/.server/db/schema";

export type CreateApplicationInput = Omit<NewApplication, "id" | "createdAt" | "responded">;

/** Stores a job application and returns the new row. The résumé file must already be in storage. */
export async function createApplication(input: CreateApplicationInput, db: Database = getDb()): Promise<Application> {
  const [row] = await db.insert(applications).values(input).returning();
  if (!row) throw new Error("The application insert returned no row.");
  return row;
}

/** Applications, newest first. */
export async function listApplications(
  { limit = 50, offset = 0 } = {},
  db: Database = getDb(),
): Promise<Application[]> {
  return db.select().from(applications).orderBy(desc(applications.createdAt)).limit(limit).offset(offset);
}

import { type Database, getDb } from "~/.server/db/client";
import { type Application, applications, type NewApplication } from "~/.server/db/schema";
import { leadAlerts, nudgeOutbox } from "~/.server/mail/notifications";
import { enqueueLeadAlerts } from "~/.server/mail/outbox";

export type CreateApplicationInput = Omit<NewApplication, "id" | "createdAt" | "responded">;

/**
 * Stores a job application, and its alert when notifications are on, in one transaction, and returns the new row.
 * The résumé file must already be in storage.
 */
export async function createApplication(input: CreateApplicationInput, db: Database = getDb()): Promise<Application> {
  const alerts = leadAlerts();
  const row = await db.transaction(async (tx) => {
    const [stored] = await tx.insert(applications).values(input).returning();
    if (!stored) throw new Error("The application insert returned no row.");
    await enqueueLeadAlerts(tx, "application", [stored.id], alerts);
    return stored;
  });
  if (alerts) nudgeOutbox();
  return row;
}

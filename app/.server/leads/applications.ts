import { eq } from "drizzle-orm";
import type { AppContext } from "~/.server/app-context";
import type { Database } from "~/.server/db/client";
import { type Application, applications, type NewApplication } from "~/.server/db/schema";
import { enqueueLeadAlerts, enqueueReceipts } from "~/.server/mail/outbox";

export type CreateApplicationInput = Omit<NewApplication, "id" | "createdAt" | "responded"> & {
  /** Queue the applicant's receipt with it (receipts.ts said it may go). */
  sendsReceipt?: boolean;
};

/**
 * Stores a job application, its alert when notifications are on and the applicant's receipt when asked, in one
 * transaction, and returns the new row, or null when an application with the same submission key is already stored
 * (nothing is written then, and no second alert or receipt is queued). The résumé file must already be in storage.
 */
export async function createApplication(
  { db, notifications }: Pick<AppContext, "db" | "notifications">,
  { sendsReceipt = false, ...input }: CreateApplicationInput,
): Promise<Application | null> {
  const { alerts } = notifications;
  const row = await db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(applications)
      .values(input)
      .onConflictDoNothing({ target: applications.submissionKey })
      .returning();
    if (stored) {
      await enqueueLeadAlerts(tx, "application", [stored.id], alerts);
      if (sendsReceipt) await enqueueReceipts(tx, "application", [stored], notifications.mailHost);
    }
    return stored ?? null;
  });
  if (row) {
    if (alerts || sendsReceipt) notifications.nudge();
    return row;
  }
  if (input.submissionKey) return null;
  throw new Error("The application insert returned no row.");
}

/** Whether an application sent with this submission key is already stored (a retry after a lost answer). */
export async function hasApplicationWithKey(db: Database, submissionKey: string): Promise<boolean> {
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.submissionKey, submissionKey))
    .limit(1);
  return rows.length > 0;
}

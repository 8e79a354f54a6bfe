import { randomUUID } from "node:crypto";
import { inArray, sql } from "drizzle-orm";
import { type Database, getDb } from "~/.server/db/client";
import { callRequests, type Inquiry, inquiries, type NewInquiry } from "~/.server/db/schema";
import { batchPerDatabase, createWriteBatch } from "~/.server/db/write-batch";
import { leadAlerts, nudgeOutbox } from "~/.server/mail/notifications";
import { enqueueLeadAlerts } from "~/.server/mail/outbox";

export type CreateInquiryInput = Omit<NewInquiry, "id" | "createdAt" | "responded"> & {
  /** A call request's preferred slots (start instants, ISO): stored with the inquiry in call_requests. */
  callSlots?: string[];
};

// Concurrent submissions share one INSERT (see write-batch.ts). Each row gets its id here, to hand every caller
// its own row back, and clock_timestamp() so rows of one statement keep their arrival order on the dashboard.
// A row whose submission key is already stored (a retry after a lost answer) is skipped by ON CONFLICT, and its
// caller gets the row stored the first time.
const inquiryBatch = batchPerDatabase((db: Database) =>
  createWriteBatch(async (inputs: CreateInquiryInput[]) => {
    const slotsOf = new Map<string, string[]>();
    const rows = inputs.map(({ callSlots, ...input }) => {
      const id = randomUUID();
      if (callSlots) slotsOf.set(id, callSlots);
      return { ...input, id, createdAt: sql`clock_timestamp()` };
    });
    const alerts = leadAlerts();
    // Each new lead, its call slots and its alert are stored together or not at all; a repeated submission key
    // stores nothing and queues no second alert.
    const insert = (executor: Pick<Database, "insert">) =>
      executor.insert(inquiries).values(rows).onConflictDoNothing({ target: inquiries.submissionKey }).returning();
    const inserted =
      alerts || slotsOf.size > 0
        ? await db.transaction(async (tx) => {
            const stored = await insert(tx);
            const calls = stored.flatMap((row) => {
              const slots = slotsOf.get(row.id);
              return slots ? [{ inquiryId: row.id, slots }] : [];
            });
            if (calls.length > 0) await tx.insert(callRequests).values(calls);
            await enqueueLeadAlerts(
              tx,
              "inquiry",
              stored.map((row) => row.id),
              alerts,
            );
            return stored;
          })
        : await insert(db);
    if (alerts && inserted.length > 0) nudgeOutbox();
    const saved = new Map(inserted.map((row) => [row.id, row]));
    const repeatedKeys = rows.filter((row) => !saved.has(row.id) && row.submissionKey).map((row) => row.submissionKey);
    const earlier =
      repeatedKeys.length > 0
        ? new Map(
            (
              await db
                .select()
                .from(inquiries)
                .where(inArray(inquiries.submissionKey, repeatedKeys as string[]))
            ).map((row) => [row.submissionKey, row]),
          )
        : new Map<string | null, Inquiry>();
    return rows.map((row) => {
      const inquiry = saved.get(row.id) ?? (row.submissionKey ? earlier.get(row.submissionKey) : undefined);
      if (!inquiry) throw new Error("The inquiry insert returned no row.");
      return inquiry;
    });
  }),
);

/**
 * Stores a contact message, consultation request or call request (with its slots) and returns the row once it is committed. When a row with the
 * same submission key is already stored, nothing is written and that earlier row is returned.
 */
export function createInquiry(input: CreateInquiryInput, db: Database = getDb()): Promise<Inquiry> {
  return inquiryBatch(db)(input);
}

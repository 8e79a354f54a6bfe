import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { AppContext } from "~/.server/app-context";
import type { Database } from "~/.server/db/client";
import { callRequests, type Inquiry, inquiries, type NewInquiry } from "~/.server/db/schema";
import { batchPerDatabase, createWriteBatch } from "~/.server/db/write-batch";
import { enqueueLeadAlerts } from "~/.server/mail/outbox";

export type CreateInquiryInput = Omit<NewInquiry, "id" | "createdAt" | "responded"> & {
  /** A call request's preferred slots (start instants, ISO): stored with the inquiry in call_requests. */
  callSlots?: string[];
};

type InquiryDeps = Pick<AppContext, "db" | "notifications">;

// Concurrent submissions share one INSERT (see write-batch.ts). Each row gets its id here, to hand every caller
// its own row back, and clock_timestamp() so rows of one statement keep their arrival order on the dashboard.
// A row whose submission key is already stored (a retry after a lost answer) is skipped by ON CONFLICT, and its
// caller gets null.
// One batch per app context: its database, and its lead alerts.
const inquiryBatch = batchPerDatabase(({ db, notifications }: InquiryDeps) =>
  createWriteBatch(async (inputs: CreateInquiryInput[]) => {
    const slotsOf = new Map<string, string[]>();
    const rows = inputs.map(({ callSlots, ...input }) => {
      const id = randomUUID();
      if (callSlots) slotsOf.set(id, callSlots);
      return { ...input, id, createdAt: sql`clock_timestamp()` };
    });
    const { alerts } = notifications;
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
    if (alerts && inserted.length > 0) notifications.nudge();
    const saved = new Map(inserted.map((row) => [row.id, row]));
    return rows.map((row) => saved.get(row.id) ?? null);
  }),
);

/**
 * Stores a contact message, consultation request or call request (with its slots) and returns the row once it is
 * committed. When a row with the same submission key is already stored, nothing is written and the answer is null.
 */
export function createInquiry(app: InquiryDeps, input: CreateInquiryInput): Promise<Inquiry | null> {
  return inquiryBatch(app)(input);
}

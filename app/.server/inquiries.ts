import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { type Database, getDb } from "~/.server/db/client";
import { type Inquiry, inquiries, type NewInquiry } from "~/.server/db/schema";
import { batchPerDatabase, createWriteBatch } from "~/.server/db/write-batch";
import { leadAlerts, nudgeOutbox } from "~/.server/mail/notifications";
import { enqueueLeadAlerts } from "~/.server/mail/outbox";

export type CreateInquiryInput = Omit<NewInquiry, "id" | "createdAt" | "responded">;

// Concurrent submissions share one INSERT (see write-batch.ts). Each row gets its id here, to hand every caller
// its own row back, and clock_timestamp() so rows of one statement keep their arrival order on the dashboard.
const inquiryBatch = batchPerDatabase((db: Database) =>
  createWriteBatch(async (inputs: CreateInquiryInput[]) => {
    const rows = inputs.map((input) => ({ ...input, id: randomUUID(), createdAt: sql`clock_timestamp()` }));
    const alerts = leadAlerts();
    // With alerts on, each lead and its alert are stored together or not at all.
    const inserted = alerts
      ? await db.transaction(async (tx) => {
          const stored = await tx.insert(inquiries).values(rows).returning();
          await enqueueLeadAlerts(
            tx,
            "inquiry",
            stored.map((row) => row.id),
            alerts,
          );
          return stored;
        })
      : await db.insert(inquiries).values(rows).returning();
    if (alerts) nudgeOutbox();
    const saved = new Map(inserted.map((row) => [row.id, row]));
    return rows.map((row) => {
      const inquiry = saved.get(row.id);
      if (!inquiry) throw new Error("The inquiry insert returned no row.");
      return inquiry;
    });
  }),
);

/** Stores a contact message or consultation request and returns the new row once it is committed. */
export function createInquiry(input: CreateInquiryInput, db: Database = getDb()): Promise<Inquiry> {
  return inquiryBatch(db)(input);
}

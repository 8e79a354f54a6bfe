import { randomUUID } from "node:crypto";
import { getTableColumns, type SQL, sql } from "drizzle-orm";
import type { AppContext } from "~/.server/app-context";
import type { Database } from "~/.server/db/client";
import { callRequests, type Inquiry, inquiries, type NewInquiry } from "~/.server/db/schema";
import { batchPerDatabase, createWriteBatch } from "~/.server/db/write-batch";
import { enqueueLeadAlerts, enqueueReceipts } from "~/.server/mail/outbox";

export type CreateInquiryInput = Omit<NewInquiry, "id" | "createdAt" | "responded"> & {
  /** A call request's preferred slots (start instants, ISO): stored with the inquiry in call_requests. */
  callSlots?: string[];
  /** Queue the visitor's receipt with it (receipts.ts said it may go). */
  sendsReceipt?: boolean;
};

type InquiryDeps = Pick<AppContext, "db" | "notifications">;

type InquiryRow = Omit<CreateInquiryInput, "callSlots" | "sendsReceipt"> & { id: string };

const COLUMNS = Object.entries(getTableColumns(inquiries));
const RETURNING = sql.join(
  COLUMNS.map(([key, column]) => sql`${sql.identifier(column.name)} as ${sql.identifier(key)}`),
  sql`, `,
);

/**
 * One INSERT for a whole batch, its rows sent as one JSON parameter and unpacked by jsonb_to_recordset: the
 * statement's text depends only on which columns the batch fills, not on its number of rows. Built by Drizzle, a
 * batch of n rows was a parameter per column and row, and building and sending it cost more than the database's own
 * work. A row whose submission key is already stored is skipped by ON CONFLICT. Returns the stored rows.
 */
async function insertInquiries(executor: Pick<Database, "execute">, rows: InquiryRow[]): Promise<Inquiry[]> {
  const keys = new Set<string>();
  for (const row of rows) for (const [key, value] of Object.entries(row)) if (value !== undefined) keys.add(key);
  const filled = COLUMNS.filter(([key]) => keys.has(key));
  const names = sql.join(
    filled.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const recordType = sql.join(
    filled.map(([, column]) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  // Text goes in as the driver would send a text parameter: a lone UTF-16 surrogate becomes U+FFFD.
  const json = rows.map((row) =>
    Object.fromEntries(
      filled.map(([key, column]) => {
        const value = row[key as keyof InquiryRow];
        return [column.name, typeof value === "string" ? value.toWellFormed() : (value ?? null)];
      }),
    ),
  );
  // clock_timestamp(), not now(): rows of one statement keep their arrival order on the dashboard.
  const query: SQL = sql`insert into ${inquiries} (${names}, "created_at")
    select ${names}, clock_timestamp() from jsonb_to_recordset(${JSON.stringify(json)}::jsonb) as batch(${recordType})
    on conflict ("submission_key") do nothing
    returning ${RETURNING}`;
  const { rows: stored } = (await executor.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return stored.map(
    (raw) =>
      Object.fromEntries(
        COLUMNS.map(([key, column]) => [key, raw[key] === null ? null : column.mapFromDriverValue(raw[key])]),
      ) as Inquiry,
  );
}

// Concurrent submissions share one INSERT (see write-batch.ts). Each row gets its id here, to hand every caller
// its own row back. A row whose submission key is already stored (a retry after a lost answer) is skipped, and its
// caller gets null.
// One batch per app context: its database, and its lead alerts.
const inquiryBatch = batchPerDatabase(({ db, notifications }: InquiryDeps) =>
  createWriteBatch(async (inputs: CreateInquiryInput[]) => {
    const slotsOf = new Map<string, string[]>();
    const receiptFor = new Set<string>();
    const rows = inputs.map(({ callSlots, sendsReceipt, ...input }): InquiryRow => {
      const id = randomUUID();
      if (callSlots) slotsOf.set(id, callSlots);
      if (sendsReceipt) receiptFor.add(id);
      return { ...input, id };
    });
    const { alerts, mailHost } = notifications;
    // Each new lead, its call slots, its alert and its receipt are stored together or not at all; a repeated
    // submission key stores nothing and queues no second alert or receipt.
    const insert = (executor: Pick<Database, "execute">) => insertInquiries(executor, rows);
    const inserted =
      alerts || slotsOf.size > 0 || receiptFor.size > 0
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
            await enqueueReceipts(
              tx,
              "inquiry",
              stored.filter((row) => receiptFor.has(row.id)),
              mailHost,
            );
            return stored;
          })
        : await insert(db);
    if ((alerts || receiptFor.size > 0) && inserted.length > 0) notifications.nudge();
    const saved = new Map(inserted.map((row) => [row.id, row]));
    return rows.map((row) => saved.get(row.id) ?? null);
  }),
);

/**
 * Stores a contact message, consultation request, call request (with its slots) or chat hand-off, with its alert and,
 * when asked, the visitor's receipt, and returns the row once it is committed. When a row with the same submission
 * key is already stored, nothing is written and the answer is null.
 */
export function createInquiry(app: InquiryDeps, input: CreateInquiryInput): Promise<Inquiry | null> {
  return inquiryBatch(app)(input);
}

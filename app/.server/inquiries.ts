import { type Database, getDb } from "~/.server/db/client";
import { type Inquiry, inquiries, type NewInquiry } from "~/.server/db/schema";

export type CreateInquiryInput = Omit<NewInquiry, "id" | "createdAt" | "responded">;

/** Stores a contact message or consultation request and returns the new row. */
export async function createInquiry(input: CreateInquiryInput, db: Database = getDb()): Promise<Inquiry> {
  const [row] = await db.insert(inquiries).values(input).returning();
  if (!row) throw new Error("The inquiry insert returned no row.");
  return row;
}

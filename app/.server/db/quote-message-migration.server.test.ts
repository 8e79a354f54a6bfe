// The migration that moved older consultation requests' service and organization lines out of their message,
// run again over rows written the old way, against a real database (PGlite, or PostgreSQL in CI).
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { asc, sql } from "drizzle-orm";
import { expect, test } from "vitest";
import { setupTestServerState, TEST_DATABASE_KIND } from "#tests/support/test-db.ts";
import { inquiries, type NewInquiry } from "./schema";

const state = setupTestServerState();

async function migrationSql() {
  const folder = path.resolve("drizzle");
  const name = (await readdir(folder)).find((file) => file.endsWith("_quote_message_own_words.sql"));
  if (!name) throw new Error("The quote message migration is missing from drizzle/.");
  return readFile(path.join(folder, name), "utf8");
}

const oldQuote = (service: string, organization: string, text: string) =>
  `Service requested: ${service}\nOrganization: ${organization}\n\n${text}`;

test(`older quote requests keep only the visitor's words as the message (${TEST_DATABASE_KIND})`, async () => {
  const base = Date.parse("2026-01-01T00:00:00Z");
  const rows: NewInquiry[] = [
    {
      source: "quote",
      name: "A",
      email: "a@example.com",
      message: oldQuote("Licensing Support", "Bright Path Center", "Please call me.\n\nTuesdays are best."),
      serviceType: "Licensing Support",
      organization: "Bright Path Center",
    },
    {
      source: "quote",
      name: "B",
      email: "b@example.com",
      message: oldQuote("Other (Billing Compliance)", "Not provided", "Our claims keep bouncing."),
      serviceType: "Other",
      category: "Billing Compliance",
    },
    // A row whose parts were only in the text.
    {
      source: "quote",
      name: "C",
      email: "c@example.com",
      message: oldQuote("Staff Training", "North Star Autism", "Training for six new technicians."),
    },
    // Already the visitor's own words, and a contact message that happens to look like the old form: untouched.
    { source: "quote", name: "D", email: "d@example.com", message: "Just my words.", serviceType: "Consultation" },
    {
      source: "contact",
      name: "E",
      email: "e@example.com",
      message: oldQuote("Made up", "Mine", "A contact message."),
    },
    // Not the exact old shape (no blank line): left alone rather than guessed at.
    {
      source: "quote",
      name: "F",
      email: "f@example.com",
      message: "Service requested: ABA Therapy\nOrganization: X\nNo blank line.",
      serviceType: "ABA Therapy",
    },
  ];
  await state
    .db()
    .insert(inquiries)
    .values(rows.map((row, i) => ({ ...row, createdAt: new Date(base + i * 60_000) })));

  await state.db().execute(sql.raw(await migrationSql()));

  const after = await state
    .db()
    .select({
      name: inquiries.name,
      message: inquiries.message,
      serviceType: inquiries.serviceType,
      organization: inquiries.organization,
      category: inquiries.category,
    })
    .from(inquiries)
    .orderBy(asc(inquiries.createdAt));
  expect(after).toEqual([
    {
      name: "A",
      message: "Please call me.\n\nTuesdays are best.",
      serviceType: "Licensing Support",
      organization: "Bright Path Center",
      category: null,
    },
    {
      name: "B",
      message: "Our claims keep bouncing.",
      serviceType: "Other",
      organization: null,
      category: "Billing Compliance",
    },
    {
      name: "C",
      message: "Training for six new technicians.",
      serviceType: "Staff Training",
      organization: "North Star Autism",
      category: null,
    },
    { name: "D", message: "Just my words.", serviceType: "Consultation", organization: null, category: null },
    { name: "E", message: rows[4]!.message, serviceType: null, organization: null, category: null },
    { name: "F", message: rows[5]!.message, serviceType: "ABA Therapy", organization: null, category: null },
  ]);
});

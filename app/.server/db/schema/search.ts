// The text the dashboard searches in each lead and upload table, and the trigram index over it: the tables'
// indexes and the dashboard's query (app/.server/leads/lead-lists.ts) build the same expression from these lists.
import { type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, index } from "drizzle-orm/pg-core";

/**
 * The text the dashboard searches in a table: its searched (NOT NULL) columns joined by U+001F, a character no
 * stored field and no search holds (lead-lists.ts checks), so a match never spans two columns and `doc ILIKE
 * '%q%'` means the same as an ILIKE on each column. One trigram GIN index over this expression serves the
 * search with a single index scan; the query must repeat the expression exactly for the planner to use it.
 */
export function searchDocument(columns: SearchPart[]): SQL {
  return sql`(${sql.join(columns, sql` || chr(31) || `)})`;
}

/** A searched column, or a nullable one written as coalesce(column, '') so the joined text is never null. */
export type SearchPart = AnyPgColumn | SQL;

/**
 * What the inquiries search covers: the sender's name and e-mail, their message, and a consultation request's
 * organization and service. The table's index (leads.ts) and the dashboard's query (lead-lists.ts) both use this
 * list, as they do the two lists after it.
 */
export function inquirySearchParts(table: {
  name: AnyPgColumn;
  email: AnyPgColumn;
  message: AnyPgColumn;
  organization: AnyPgColumn;
  serviceType: AnyPgColumn;
}): SearchPart[] {
  return [
    table.name,
    table.email,
    table.message,
    sql`coalesce(${table.organization}, '')`,
    sql`coalesce(${table.serviceType}, '')`,
  ];
}

/** What the applications search covers: name, e-mail, interest and the position applied for. */
export function applicationSearchParts(table: {
  fullName: AnyPgColumn;
  email: AnyPgColumn;
  interest: AnyPgColumn;
  role: AnyPgColumn;
}): SearchPart[] {
  return [table.fullName, table.email, table.interest, table.role];
}

/** What the uploads search covers: the sender, the document's title and the kind of submission. */
export function uploadSearchParts(table: {
  senderName: AnyPgColumn;
  documentTitle: AnyPgColumn;
  submissionType: AnyPgColumn;
}): SearchPart[] {
  return [table.senderName, table.documentTitle, table.submissionType];
}

/**
 * The trigram GIN index over a table's searchDocument (needs pg_trgm, drizzle/0004). Its expression keeps a larger
 * statistics sample (drizzle/0020), which Drizzle's schema cannot say: a migration that recreates the index must
 * set it again.
 */
export function searchIndex(name: string, columns: SearchPart[]) {
  return index(name).using("gin", sql`${searchDocument(columns)} gin_trgm_ops`);
}

// Drizzle gives PGlite a set of value parsers with every query (dates, times and intervals, and their arrays, kept as
// the text PostgreSQL sent, for Drizzle to map), and PGlite merges that set into its own table on each call: a copy
// of one parser per type the database knows, hundreds of entries keyed by type id, about 150 KB of garbage a query
// and a tenth of all a dashboard page allocated (bench/results.md). The same parsers are set on the client once
// instead, and each query goes without its copy. Results are unchanged: the test compares them with Drizzle's own.
import type { PGlite, QueryOptions, Transaction } from "@electric-sql/pglite";

// PostgreSQL's type ids (pg_type.oid) of the types Drizzle's PGlite driver keeps as text
// (drizzle-orm/pglite/session.js): timestamp, timestamptz, interval, date, and numeric[], timestamp[],
// timestamptz[], interval[], date[].
export const DRIZZLE_TEXT_TYPES = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182] as const;

const asText = (value: string) => value;

function withoutParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers) return options;
  const { parsers: _, ...rest } = options;
  return rest;
}

/** Sets Drizzle's parsers on `client` once and stops its queries from passing them again (see the top of the file). */
export function parseForDrizzleOnce(client: PGlite) {
  for (const type of DRIZZLE_TEXT_TYPES) client.parsers[type] = asText;
  const query = client.query.bind(client);
  client.query = ((sql, params, options) => query(sql, params, withoutParsers(options))) as PGlite["query"];
  const transaction = client.transaction.bind(client);
  client.transaction = ((callback: (tx: Transaction) => Promise<unknown>) =>
    transaction((tx) =>
      callback(
        // The transaction's other members (exec, rollback, its `closed` getter) are its own, through the prototype.
        Object.create(tx, {
          query: {
            value: ((sql, params, options) => tx.query(sql, params, withoutParsers(options))) as Transaction["query"],
          },
        }),
      ),
    )) as PGlite["transaction"];
}

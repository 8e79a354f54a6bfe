// Errors are logged, visitors' entries are not. Drizzle's DrizzleQueryError puts every parameter of the failed
// statement into its message — for an insert, the whole contact message or application — and node's console
// prints the error's own fields (params, the driver error's parameters) too.
import { DrizzleQueryError } from "drizzle-orm";

/**
 * The error to log in place of `error`: a failed query becomes the database's reason, its code and the SQL
 * text with placeholders ($1, $2 …), with the original stack, and none of the values; anything else is
 * returned as it is.
 */
export function redactError(error: unknown): unknown {
  if (!(error instanceof DrizzleQueryError)) return error;
  const cause = error.cause instanceof Error ? error.cause : undefined;
  const code = cause && "code" in cause && typeof cause.code === "string" ? ` (code ${cause.code})` : "";
  const redacted = new Error(`${cause?.message ?? "The query failed"}${code}. Query: ${error.query}`);
  redacted.name = "DatabaseQueryError";
  const frames = (error.stack ?? "").split("\n").filter((line) => line.trimStart().startsWith("at "));
  redacted.stack = [`${redacted.name}: ${redacted.message}`, ...frames].join("\n");
  return redacted;
}

// The one database schema, shared by PGlite and PostgreSQL, gathered from its parts in schema/ (one file per area).
// Drizzle's client and drizzle-kit read it from here, so a table in a file not listed below exists for neither
// (schema.test.ts checks that every file is). Migrations in drizzle/ are generated from it with
// `npm run db:generate`; never edit a migration that has been committed.
export * from "./schema/calls.ts";
export * from "./schema/chat-counts.ts";
export * from "./schema/content.ts";
export * from "./schema/dashboard-counts.ts";
export * from "./schema/files.ts";
export * from "./schema/insight-counts.ts";
export * from "./schema/lead-history.ts";
export * from "./schema/leads.ts";
export * from "./schema/mail-outbox.ts";
export * from "./schema/manager-accounts.ts";
export * from "./schema/manager-roles.ts";
export * from "./schema/rate-limits.ts";
export * from "./schema/search.ts";
export * from "./schema/uploads.ts";

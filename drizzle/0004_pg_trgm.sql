-- Trigram indexes (next migration) let the dashboard's case-insensitive substring search (ILIKE '%q%') use an
-- index instead of reading every row. PostgreSQL ships pg_trgm in contrib; PGlite loads it from
-- @electric-sql/pglite/contrib/pg_trgm (app/.server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

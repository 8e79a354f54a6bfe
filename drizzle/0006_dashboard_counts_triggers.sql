-- Keeps dashboard_counts (created in 0005) exact, so the dashboard's summary never counts the tables.
-- Statement-level triggers with transition tables append one signed delta row per statement: a bulk insert
-- costs one row, and concurrent writers insert rows instead of waiting on one shared counter row.
-- app/.server/managers.ts sums the rows per table and folds them together now and then.
-- (PostgreSQL allows transition tables only on single-event triggers, hence one trigger per event.)
CREATE FUNCTION dashboard_counts_track_responded() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO dashboard_counts (table_name, total, pending)
    SELECT TG_TABLE_NAME, count(*), count(*) FILTER (WHERE NOT responded) FROM new_rows HAVING count(*) > 0;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO dashboard_counts (table_name, total, pending)
    SELECT TG_TABLE_NAME, -count(*), -count(*) FILTER (WHERE NOT responded) FROM old_rows HAVING count(*) > 0;
  ELSE
    INSERT INTO dashboard_counts (table_name, total, pending)
    SELECT TG_TABLE_NAME, 0, delta
    FROM (
      SELECT (SELECT count(*) FILTER (WHERE NOT responded) FROM new_rows)
           - (SELECT count(*) FILTER (WHERE NOT responded) FROM old_rows) AS delta
    ) AS changed
    WHERE delta <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION dashboard_counts_track_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO dashboard_counts (table_name, total, pending)
    SELECT TG_TABLE_NAME, count(*), 0 FROM new_rows HAVING count(*) > 0;
  ELSE
    INSERT INTO dashboard_counts (table_name, total, pending)
    SELECT TG_TABLE_NAME, -count(*), 0 FROM old_rows HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- TRUNCATE fires no row-level or delete triggers: it empties the table, so its counts start again from zero.
CREATE FUNCTION dashboard_counts_reset() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM dashboard_counts WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER inquiries_counts_insert AFTER INSERT ON inquiries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_counts_track_responded();
--> statement-breakpoint
CREATE TRIGGER inquiries_counts_delete AFTER DELETE ON inquiries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_counts_track_responded();
--> statement-breakpoint
CREATE TRIGGER inquiries_counts_update AFTER UPDATE ON inquiries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_counts_track_responded();
--> statement-breakpoint
CREATE TRIGGER inquiries_counts_truncate AFTER TRUNCATE ON inquiries
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_counts_reset();
--> statement-breakpoint
CREATE TRIGGER applications_counts_insert AFTER INSERT ON applications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_counts_track_responded();
--> statement-breakpoint
CREATE TRIGGER applications_counts_delete AFTER DELETE ON applications
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_counts_track_responded();
--> statement-breakpoint
CREATE TRIGGER applications_counts_update AFTER UPDATE ON applications
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_counts_track_responded();
--> statement-breakpoint
CREATE TRIGGER applications_counts_truncate AFTER TRUNCATE ON applications
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_counts_reset();
--> statement-breakpoint
CREATE TRIGGER uploads_counts_insert AFTER INSERT ON uploads
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_counts_track_rows();
--> statement-breakpoint
CREATE TRIGGER uploads_counts_delete AFTER DELETE ON uploads
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_counts_track_rows();
--> statement-breakpoint
CREATE TRIGGER uploads_counts_truncate AFTER TRUNCATE ON uploads
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_counts_reset();
--> statement-breakpoint
-- Backfill from the rows already there. The triggers above exist in this same transaction and CREATE TRIGGER
-- locks each table against writes until it commits, so no row is counted twice or missed.
INSERT INTO dashboard_counts (table_name, total, pending)
SELECT 'inquiries', count(*), count(*) FILTER (WHERE NOT responded) FROM inquiries
UNION ALL
SELECT 'applications', count(*), count(*) FILTER (WHERE NOT responded) FROM applications
UNION ALL
SELECT 'uploads', count(*), 0 FROM uploads;

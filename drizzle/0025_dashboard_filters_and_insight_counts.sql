CREATE TABLE "lead_day_counts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_day_counts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"lead_kind" text NOT NULL,
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"label" text NOT NULL,
	"leads" bigint NOT NULL,
	"clients" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "lead_day_counts_lead_kind_check" CHECK ("lead_day_counts"."lead_kind" in ('inquiry', 'application')),
	CONSTRAINT "lead_day_counts_dimension_check" CHECK ("lead_day_counts"."dimension" in ('kind', 'category', 'source', 'landing', 'response'))
);
--> statement-breakpoint
CREATE TABLE "lead_first_responses" (
	"lead_kind" text NOT NULL,
	"lead_id" uuid NOT NULL,
	"lead_day" date NOT NULL,
	"seconds" double precision NOT NULL,
	"bucket" integer NOT NULL,
	CONSTRAINT "lead_first_responses_lead_kind_lead_id_pk" PRIMARY KEY("lead_kind","lead_id"),
	CONSTRAINT "lead_first_responses_lead_kind_check" CHECK ("lead_first_responses"."lead_kind" in ('inquiry', 'application'))
);
--> statement-breakpoint
ALTER TABLE "dashboard_counts" ADD COLUMN "owner_id" text;--> statement-breakpoint
ALTER TABLE "dashboard_counts" ADD COLUMN "outcome" text;--> statement-breakpoint
CREATE INDEX "lead_day_counts_day_idx" ON "lead_day_counts" USING btree ("day");--> statement-breakpoint
CREATE INDEX "lead_first_responses_bucket_day_idx" ON "lead_first_responses" USING btree ("bucket","lead_day");--> statement-breakpoint
CREATE INDEX "applications_owner_created_at_id_idx" ON "applications" USING btree ("owner_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "inquiries_owner_created_at_id_idx" ON "inquiries" USING btree ("owner_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "inquiries_outcome_created_at_id_idx" ON "inquiries" USING btree ("outcome","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- hand-written below: keep when regenerating
-- The dashboard's list totals under the Assigned and Outcome filters, and the Insights tab's figures, from counts the
-- triggers keep, as the summary cards' were (0006): with 100,000 leads, counting them per page took 30-50 ms on
-- PGlite, and the Insights tab's grouping of every lead in its range over a second.
--
-- The Insights tab's labels of one lead, a row per figure it counts in: its kind, for inquiries the service category
-- (and whether it became a client), where it first arrived from and the page it landed on. (A VALUES list, not a
-- UNION: PostgreSQL 15 fails to plan the inlined function with a UNION inside when its rows are grouped.)
CREATE FUNCTION first_touch_source(first_touch jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(first_touch->>'utmSource', first_touch->>'referrerHost',
                  CASE WHEN first_touch IS NULL THEN 'Not recorded' ELSE 'Direct' END)
$$;
--> statement-breakpoint
CREATE FUNCTION first_touch_landing(first_touch jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(first_touch->>'landingPath', 'Not recorded')
$$;
--> statement-breakpoint
CREATE FUNCTION inquiry_insight_labels(lead inquiries) RETURNS TABLE (day date, dimension text, label text, clients integer)
LANGUAGE sql STABLE AS $$
  SELECT (lead.created_at AT TIME ZONE 'America/Chicago')::date, parts.dimension, parts.label, parts.clients
  FROM (VALUES
    ('kind', lead.source, 0),
    ('category', coalesce(nullif(lead.service_type, ''), nullif(lead.category, ''), 'Not given'),
     (lead.outcome = 'client')::integer),
    ('source', first_touch_source(lead.first_touch), 0),
    ('landing', first_touch_landing(lead.first_touch), 0)
  ) AS parts (dimension, label, clients)
$$;
--> statement-breakpoint
CREATE FUNCTION application_insight_labels(lead applications) RETURNS TABLE (day date, dimension text, label text, clients integer)
LANGUAGE sql STABLE AS $$
  SELECT (lead.created_at AT TIME ZONE 'America/Chicago')::date, parts.dimension, parts.label, 0
  FROM (VALUES
    ('kind', 'application'),
    ('source', first_touch_source(lead.first_touch)),
    ('landing', first_touch_landing(lead.first_touch))
  ) AS parts (dimension, label)
$$;
--> statement-breakpoint
-- Response times in buckets 10 % wide (bucket 0: under a second), for the median's histogram.
CREATE FUNCTION response_bucket(seconds double precision) RETURNS integer
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN seconds < 1 THEN 0 ELSE 1 + floor(ln(seconds) / ln(1.1))::integer END
$$;
--> statement-breakpoint
-- One function per lead table keeps both tables of counts: its statement-level triggers append one signed row per
-- owner and outcome (dashboard_counts) and per day and label (lead_day_counts) that the statement touched, and an
-- update whose groups did not change (a note, a call's state) appends nothing. A deleted lead's first response goes
-- with it.
CREATE FUNCTION inquiries_track_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO dashboard_counts (table_name, owner_id, outcome, total, pending)
    SELECT 'inquiries', owner_id, outcome, count(*), count(*) FILTER (WHERE NOT responded)
    FROM new_rows GROUP BY owner_id, outcome;
    INSERT INTO lead_day_counts (lead_kind, day, dimension, label, leads, clients)
    SELECT 'inquiry', parts.day, parts.dimension, parts.label, count(*), sum(parts.clients)
    FROM new_rows AS lead, inquiry_insight_labels(lead) AS parts GROUP BY 2, 3, 4;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO dashboard_counts (table_name, owner_id, outcome, total, pending)
    SELECT 'inquiries', owner_id, outcome, -count(*), -count(*) FILTER (WHERE NOT responded)
    FROM old_rows GROUP BY owner_id, outcome;
    INSERT INTO lead_day_counts (lead_kind, day, dimension, label, leads, clients)
    SELECT 'inquiry', parts.day, parts.dimension, parts.label, -count(*), -sum(parts.clients)
    FROM old_rows AS lead, inquiry_insight_labels(lead) AS parts GROUP BY 2, 3, 4;
    WITH removed AS (
      DELETE FROM lead_first_responses AS responses USING old_rows AS lead
      WHERE responses.lead_kind = 'inquiry' AND responses.lead_id = lead.id
      RETURNING responses.lead_day, responses.bucket
    )
    INSERT INTO lead_day_counts (lead_kind, day, dimension, label, leads)
    SELECT 'inquiry', lead_day, 'response', bucket::text, -count(*) FROM removed GROUP BY lead_day, bucket;
  ELSE
    INSERT INTO dashboard_counts (table_name, owner_id, outcome, total, pending)
    SELECT 'inquiries', owner_id, outcome, sum(total), sum(pending)
    FROM (
      SELECT owner_id, outcome, 1 AS total, (NOT responded)::integer AS pending FROM new_rows
      UNION ALL
      SELECT owner_id, outcome, -1, -(NOT responded)::integer FROM old_rows
    ) AS changed
    GROUP BY owner_id, outcome HAVING sum(total) <> 0 OR sum(pending) <> 0;
    INSERT INTO lead_day_counts (lead_kind, day, dimension, label, leads, clients)
    SELECT 'inquiry', day, dimension, label, sum(leads), sum(clients)
    FROM (
      SELECT parts.day, parts.dimension, parts.label, 1 AS leads, parts.clients
      FROM new_rows AS lead, inquiry_insight_labels(lead) AS parts
      UNION ALL
      SELECT parts.day, parts.dimension, parts.label, -1, -parts.clients
      FROM old_rows AS lead, inquiry_insight_labels(lead) AS parts
    ) AS changed
    GROUP BY day, dimension, label HAVING sum(leads) <> 0 OR sum(clients) <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION applications_track_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO dashboard_counts (table_name, owner_id, total, pending)
    SELECT 'applications', owner_id, count(*), count(*) FILTER (WHERE NOT responded) FROM new_rows GROUP BY owner_id;
    INSERT INTO lead_day_counts (lead_kind, day, dimension, label, leads)
    SELECT 'application', parts.day, parts.dimension, parts.label, count(*)
    FROM new_rows AS lead, application_insight_labels(lead) AS parts GROUP BY 2, 3, 4;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO dashboard_counts (table_name, owner_id, total, pending)
    SELECT 'applications', owner_id, -count(*), -count(*) FILTER (WHERE NOT responded) FROM old_rows GROUP BY owner_id;
    INSERT INTO lead_day_counts (lead_kind, day, dimension, label, leads)
    SELECT 'application', parts.day, parts.dimension, parts.label, -count(*)
    FROM old_rows AS lead, application_insight_labels(lead) AS parts GROUP BY 2, 3, 4;
    WITH removed AS (
      DELETE FROM lead_first_responses AS responses USING old_rows AS lead
      WHERE responses.lead_kind = 'application' AND responses.lead_id = lead.id
      RETURNING responses.lead_day, responses.bucket
    )
    INSERT INTO lead_day_counts (lead_kind, day, dimension, label, leads)
    SELECT 'application', lead_day, 'response', bucket::text, -count(*) FROM removed GROUP BY lead_day, bucket;
  ELSE
    -- An application's insight labels never change after it arrives; only its owner and status can.
    INSERT INTO dashboard_counts (table_name, owner_id, total, pending)
    SELECT 'applications', owner_id, sum(total), sum(pending)
    FROM (
      SELECT owner_id, 1 AS total, (NOT responded)::integer AS pending FROM new_rows
      UNION ALL
      SELECT owner_id, -1, -(NOT responded)::integer FROM old_rows
    ) AS changed
    GROUP BY owner_id HAVING sum(total) <> 0 OR sum(pending) <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A lead's first "responded": its time to answer, and a count in its bucket. A later "responded" (after the lead
-- was set back to pending) changes neither: lead_events is written as things happen, so the first one recorded is
-- the earliest.
CREATE FUNCTION lead_events_track_first_responses() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH firsts AS (
    SELECT lead_kind, lead_id, min(created_at) AS responded_at FROM new_rows
    WHERE action = 'responded' GROUP BY lead_kind, lead_id
  ), answered AS (
    SELECT firsts.lead_kind, firsts.lead_id, lead.created_at, firsts.responded_at
    FROM firsts JOIN inquiries AS lead ON firsts.lead_kind = 'inquiry' AND lead.id = firsts.lead_id
    UNION ALL
    SELECT firsts.lead_kind, firsts.lead_id, lead.created_at, firsts.responded_at
    FROM firsts JOIN applications AS lead ON firsts.lead_kind = 'application' AND lead.id = firsts.lead_id
  ), added AS (
    INSERT INTO lead_first_responses (lead_kind, lead_id, lead_day, seconds, bucket)
    SELECT lead_kind, lead_id, (created_at AT TIME ZONE 'America/Chicago')::date, seconds, response_bucket(seconds)
    FROM answered, LATERAL (SELECT extract(epoch FROM responded_at - created_at)::float8 AS seconds) AS waited
    ON CONFLICT DO NOTHING
    RETURNING lead_kind, lead_day, bucket
  )
  INSERT INTO lead_day_counts (lead_kind, day, dimension, label, leads)
  SELECT lead_kind, lead_day, 'response', bucket::text, count(*) FROM added GROUP BY lead_kind, lead_day, bucket;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- TRUNCATE fires no delete triggers: it empties the table, so its counts start again from zero.
CREATE FUNCTION lead_counts_reset() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'lead_events' THEN
    DELETE FROM lead_first_responses;
    DELETE FROM lead_day_counts WHERE dimension = 'response';
  ELSE
    DELETE FROM dashboard_counts WHERE table_name = TG_TABLE_NAME;
    DELETE FROM lead_day_counts WHERE lead_kind = TG_ARGV[0];
    DELETE FROM lead_first_responses WHERE lead_kind = TG_ARGV[0];
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER inquiries_counts_insert ON inquiries;
--> statement-breakpoint
DROP TRIGGER inquiries_counts_delete ON inquiries;
--> statement-breakpoint
DROP TRIGGER inquiries_counts_update ON inquiries;
--> statement-breakpoint
DROP TRIGGER inquiries_counts_truncate ON inquiries;
--> statement-breakpoint
DROP TRIGGER applications_counts_insert ON applications;
--> statement-breakpoint
DROP TRIGGER applications_counts_delete ON applications;
--> statement-breakpoint
DROP TRIGGER applications_counts_update ON applications;
--> statement-breakpoint
DROP TRIGGER applications_counts_truncate ON applications;
--> statement-breakpoint
DROP FUNCTION dashboard_counts_track_responded();
--> statement-breakpoint
CREATE TRIGGER inquiries_counts_insert AFTER INSERT ON inquiries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inquiries_track_counts();
--> statement-breakpoint
CREATE TRIGGER inquiries_counts_delete AFTER DELETE ON inquiries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION inquiries_track_counts();
--> statement-breakpoint
CREATE TRIGGER inquiries_counts_update AFTER UPDATE ON inquiries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inquiries_track_counts();
--> statement-breakpoint
CREATE TRIGGER inquiries_counts_truncate AFTER TRUNCATE ON inquiries
  FOR EACH STATEMENT EXECUTE FUNCTION lead_counts_reset('inquiry');
--> statement-breakpoint
CREATE TRIGGER applications_counts_insert AFTER INSERT ON applications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION applications_track_counts();
--> statement-breakpoint
CREATE TRIGGER applications_counts_delete AFTER DELETE ON applications
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION applications_track_counts();
--> statement-breakpoint
CREATE TRIGGER applications_counts_update AFTER UPDATE ON applications
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION applications_track_counts();
--> statement-breakpoint
CREATE TRIGGER applications_counts_truncate AFTER TRUNCATE ON applications
  FOR EACH STATEMENT EXECUTE FUNCTION lead_counts_reset('application');
--> statement-breakpoint
CREATE TRIGGER lead_events_first_responses_insert AFTER INSERT ON lead_events
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_events_track_first_responses();
--> statement-breakpoint
CREATE TRIGGER lead_events_first_responses_truncate AFTER TRUNCATE ON lead_events
  FOR EACH STATEMENT EXECUTE FUNCTION lead_counts_reset();
--> statement-breakpoint
-- The counts of the rows already there, taken after the triggers above exist in this same transaction (CREATE
-- TRIGGER locks each table against writes until it commits, so no row is counted twice or missed).
DELETE FROM dashboard_counts WHERE table_name IN ('inquiries', 'applications');
--> statement-breakpoint
INSERT INTO dashboard_counts (table_name, owner_id, outcome, total, pending)
SELECT 'inquiries', owner_id, outcome, count(*), count(*) FILTER (WHERE NOT responded) FROM inquiries GROUP BY 2, 3
UNION ALL
SELECT 'applications', owner_id, NULL, count(*), count(*) FILTER (WHERE NOT responded) FROM applications GROUP BY 2;
--> statement-breakpoint
INSERT INTO lead_day_counts (lead_kind, day, dimension, label, leads, clients)
SELECT 'inquiry', parts.day, parts.dimension, parts.label, count(*), sum(parts.clients)
FROM inquiries AS lead, inquiry_insight_labels(lead) AS parts GROUP BY 2, 3, 4
UNION ALL
SELECT 'application', parts.day, parts.dimension, parts.label, count(*), 0
FROM applications AS lead, application_insight_labels(lead) AS parts GROUP BY 2, 3, 4;
--> statement-breakpoint
INSERT INTO lead_first_responses (lead_kind, lead_id, lead_day, seconds, bucket)
SELECT firsts.lead_kind, firsts.lead_id, (lead.created_at AT TIME ZONE 'America/Chicago')::date, waited.seconds,
       response_bucket(waited.seconds)
FROM (
  SELECT lead_kind, lead_id, min(created_at) AS responded_at FROM lead_events
  WHERE action = 'responded' GROUP BY lead_kind, lead_id
) AS firsts
JOIN (
  SELECT 'inquiry' AS kind, id, created_at FROM inquiries
  UNION ALL
  SELECT 'application', id, created_at FROM applications
) AS lead ON lead.kind = firsts.lead_kind AND lead.id = firsts.lead_id,
LATERAL (SELECT extract(epoch FROM firsts.responded_at - lead.created_at)::float8 AS seconds) AS waited;
--> statement-breakpoint
INSERT INTO lead_day_counts (lead_kind, day, dimension, label, leads)
SELECT lead_kind, lead_day, 'response', bucket::text, count(*) FROM lead_first_responses GROUP BY 1, 2, 4;

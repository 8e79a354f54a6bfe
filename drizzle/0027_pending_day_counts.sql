ALTER TABLE "lead_day_counts" DROP CONSTRAINT "lead_day_counts_dimension_check";--> statement-breakpoint
CREATE INDEX "lead_day_counts_dimension_day_idx" ON "lead_day_counts" USING btree ("dimension","day");--> statement-breakpoint
ALTER TABLE "lead_day_counts" ADD CONSTRAINT "lead_day_counts_dimension_check" CHECK ("lead_day_counts"."dimension" in ('kind', 'category', 'source', 'landing', 'response', 'pending'));--> statement-breakpoint
-- hand-written below: keep when regenerating
-- The dashboard's overdue counts (every page's summary cards, and the Overdue filter's total) are each table's pending
-- count less its pending leads still within the reply promise. Those recent leads were counted from the lead table on
-- every page: a few thousand index entries with 100,000 leads, 2-8 ms on PGlite. The same triggers now keep the
-- pending leads per Central day in lead_day_counts (dimension and label "pending"), so the dashboard sums a few
-- rows. The write path adds one label to the groups its statement already appends.
--
-- No lead is written while this runs: the tables stay locked until the migration commits.
LOCK TABLE inquiries, applications IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
-- The labels a lead counts under per day: those of the Insights tab, and "pending" while it has no reply. An update
-- that sets a reply, or takes it back, so changes the lead's labels like a change of outcome does.
CREATE OR REPLACE FUNCTION inquiry_insight_labels(lead inquiries) RETURNS TABLE (day date, dimension text, label text, clients integer)
LANGUAGE sql STABLE AS $$
  SELECT (lead.created_at AT TIME ZONE 'America/Chicago')::date, parts.dimension, parts.label, parts.clients
  FROM (VALUES
    ('kind', lead.source, 0),
    ('category', coalesce(nullif(lead.service_type, ''), nullif(lead.category, ''), 'Not given'),
     (lead.outcome = 'client')::integer),
    ('source', first_touch_source(lead.first_touch), 0),
    ('landing', first_touch_landing(lead.first_touch), 0),
    ('pending', 'pending', 0)
  ) AS parts (dimension, label, clients)
  WHERE parts.dimension <> 'pending' OR NOT lead.responded
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION application_insight_labels(lead applications) RETURNS TABLE (day date, dimension text, label text, clients integer)
LANGUAGE sql STABLE AS $$
  SELECT (lead.created_at AT TIME ZONE 'America/Chicago')::date, parts.dimension, parts.label, 0
  FROM (VALUES
    ('kind', 'application'),
    ('source', first_touch_source(lead.first_touch)),
    ('landing', first_touch_landing(lead.first_touch)),
    ('pending', 'pending')
  ) AS parts (dimension, label)
  WHERE parts.dimension <> 'pending' OR NOT lead.responded
$$;
--> statement-breakpoint
-- As in 0025, with an update's changed labels now kept for applications too: its reply status can change.
CREATE OR REPLACE FUNCTION applications_track_counts() RETURNS trigger LANGUAGE plpgsql AS $$
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
    INSERT INTO dashboard_counts (table_name, owner_id, total, pending)
    SELECT 'applications', owner_id, sum(total), sum(pending)
    FROM (
      SELECT owner_id, 1 AS total, (NOT responded)::integer AS pending FROM new_rows
      UNION ALL
      SELECT owner_id, -1, -(NOT responded)::integer FROM old_rows
    ) AS changed
    GROUP BY owner_id HAVING sum(total) <> 0 OR sum(pending) <> 0;
    INSERT INTO lead_day_counts (lead_kind, day, dimension, label, leads)
    SELECT 'application', day, dimension, label, sum(leads)
    FROM (
      SELECT parts.day, parts.dimension, parts.label, 1 AS leads FROM new_rows AS lead, application_insight_labels(lead) AS parts
      UNION ALL
      SELECT parts.day, parts.dimension, parts.label, -1 FROM old_rows AS lead, application_insight_labels(lead) AS parts
    ) AS changed
    GROUP BY day, dimension, label HAVING sum(leads) <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The pending leads already there.
INSERT INTO lead_day_counts (lead_kind, day, dimension, label, leads)
SELECT 'inquiry', (created_at AT TIME ZONE 'America/Chicago')::date, 'pending', 'pending', count(*)
FROM inquiries WHERE NOT responded GROUP BY 2
UNION ALL
SELECT 'application', (created_at AT TIME ZONE 'America/Chicago')::date, 'pending', 'pending', count(*)
FROM applications WHERE NOT responded GROUP BY 2;

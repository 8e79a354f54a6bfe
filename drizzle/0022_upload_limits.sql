CREATE TABLE "refused_uploads" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refused_uploads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"request_id" uuid NOT NULL,
	"receipt" text,
	"file_name" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upload_request_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "upload_request_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"request_id" uuid NOT NULL,
	"action" text NOT NULL,
	"actor_id" text,
	"actor_name" text,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upload_request_events_action_check" CHECK ("upload_request_events"."action" in ('created', 'revoked', 'reopened', 'limits-changed'))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_lead_kind_check";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_kind_check";--> statement-breakpoint
ALTER TABLE "upload_requests" ADD COLUMN "max_files" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "upload_requests" ADD COLUMN "max_total_bytes" bigint DEFAULT 524288000 NOT NULL;--> statement-breakpoint
ALTER TABLE "refused_uploads" ADD CONSTRAINT "refused_uploads_request_id_upload_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."upload_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_request_events" ADD CONSTRAINT "upload_request_events_request_id_upload_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."upload_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refused_uploads_request_idx" ON "refused_uploads" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "upload_request_events_request_idx" ON "upload_request_events" USING btree ("request_id","id");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_lead_kind_check" CHECK ("mail_outbox"."lead_kind" in ('inquiry', 'application', 'upload-request', 'upload'));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_kind_check" CHECK ("mail_outbox"."kind" in ('lead-alert', 'call-confirmed', 'call-declined', 'call-cancelled', 'call-cancelled-alert', 'upload-link', 'upload-received-alert', 'upload-receipt'));--> statement-breakpoint
ALTER TABLE "upload_requests" ADD CONSTRAINT "upload_requests_max_files_check" CHECK ("upload_requests"."max_files" > 0);--> statement-breakpoint
ALTER TABLE "upload_requests" ADD CONSTRAINT "upload_requests_max_total_bytes_check" CHECK ("upload_requests"."max_total_bytes" > 0);--> statement-breakpoint
-- hand-written below: keep when regenerating
-- Requests made before the history existed start it with their creation, by whoever made them.
INSERT INTO "upload_request_events" ("request_id", "action", "actor_id", "actor_name", "created_at")
SELECT "id", 'created', "created_by_id", "created_by_name", "created_at" FROM "upload_requests";

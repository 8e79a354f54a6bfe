CREATE TABLE "file_accesses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "file_accesses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"file_kind" text NOT NULL,
	"record_id" uuid NOT NULL,
	"request_id" uuid,
	"file_name" text NOT NULL,
	"actor_id" text,
	"actor_name" text,
	"client_ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_accesses_file_kind_check" CHECK ("file_accesses"."file_kind" in ('resume', 'upload'))
);
--> statement-breakpoint
CREATE TABLE "file_keys" (
	"key" uuid PRIMARY KEY NOT NULL,
	"wrapped_key" "bytea" NOT NULL,
	"master_key_id" text NOT NULL,
	"size" bigint NOT NULL,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upload_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"agency_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"purpose" text NOT NULL,
	"passcode_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"purged_at" timestamp with time zone,
	"created_by_id" text,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upload_requests_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "request_id" uuid;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "receipt" text;--> statement-breakpoint
CREATE INDEX "file_accesses_record_idx" ON "file_accesses" USING btree ("file_kind","record_id","id");--> statement-breakpoint
CREATE INDEX "file_accesses_request_idx" ON "file_accesses" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "upload_requests_created_at_idx" ON "upload_requests" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_request_id_upload_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."upload_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_request_id_idx" ON "uploads" USING btree ("request_id");
CREATE TABLE "call_requests" (
	"inquiry_id" uuid PRIMARY KEY NOT NULL,
	"slots" jsonb NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"scheduled_at" timestamp with time zone,
	"cancel_token_hash" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_requests_cancel_token_hash_unique" UNIQUE("cancel_token_hash"),
	CONSTRAINT "call_requests_status_check" CHECK ("call_requests"."status" in ('requested', 'confirmed', 'proposed', 'declined', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "inquiries" DROP CONSTRAINT "inquiries_source_check";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "kind" text DEFAULT 'lead-alert' NOT NULL;--> statement-breakpoint
ALTER TABLE "call_requests" ADD CONSTRAINT "call_requests_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_source_check" CHECK ("inquiries"."source" in ('contact', 'quote', 'call', 'chat'));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_kind_check" CHECK ("mail_outbox"."kind" in ('lead-alert', 'call-confirmed', 'call-declined', 'call-cancelled'));
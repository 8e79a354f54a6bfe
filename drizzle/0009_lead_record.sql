CREATE TABLE "lead_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"lead_kind" text NOT NULL,
	"lead_id" uuid NOT NULL,
	"action" text NOT NULL,
	"actor_id" text,
	"actor_name" text,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_kind" text NOT NULL,
	"lead_id" uuid NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "owner_id" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "outcome" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "owner_id" text;--> statement-breakpoint
CREATE INDEX "lead_events_lead_idx" ON "lead_events" USING btree ("lead_kind","lead_id","id");--> statement-breakpoint
CREATE INDEX "lead_notes_lead_idx" ON "lead_notes" USING btree ("lead_kind","lead_id","created_at");--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_outcome_check" CHECK ("inquiries"."outcome" in ('open', 'client', 'not-a-fit', 'spam'));
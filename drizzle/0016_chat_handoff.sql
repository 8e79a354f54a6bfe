CREATE TABLE "chat_counts" (
	"day" date NOT NULL,
	"event" text NOT NULL,
	"node" text NOT NULL,
	"option" text DEFAULT '' NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "chat_counts_day_event_node_option_pk" PRIMARY KEY("day","event","node","option"),
	CONSTRAINT "chat_counts_event_check" CHECK ("chat_counts"."event" in ('reached', 'chose', 'recommended', 'handoff'))
);
--> statement-breakpoint
ALTER TABLE "inquiries" DROP CONSTRAINT "inquiries_source_check";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "first_touch" jsonb;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "first_touch" jsonb;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "transcript" jsonb;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_source_check" CHECK ("inquiries"."source" in ('contact', 'quote', 'chat'));
CREATE TABLE "content_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"item_id" uuid NOT NULL,
	"action" text NOT NULL,
	"revision" integer,
	"actor_id" text,
	"actor_name" text,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_events_action_check" CHECK ("content_events"."action" in ('created', 'saved', 'restored', 'published', 'scheduled', 'schedule-cancelled', 'unpublished'))
);
--> statement-breakpoint
CREATE TABLE "content_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"section" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"slug" text NOT NULL,
	"current_revision" integer NOT NULL,
	"published_revision" integer,
	"published_slug" text,
	"publish_at" timestamp with time zone,
	"first_published_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_items_section_check" CHECK ("content_items"."section" in ('news', 'jobs', 'resources', 'faq', 'testimonials', 'firm')),
	CONSTRAINT "content_items_locale_check" CHECK ("content_items"."locale" in ('en'))
);
--> statement-breakpoint
CREATE TABLE "content_redirects" (
	"section" text NOT NULL,
	"locale" text NOT NULL,
	"from_slug" text NOT NULL,
	"item_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_redirects_section_locale_from_slug_pk" PRIMARY KEY("section","locale","from_slug")
);
--> statement-breakpoint
CREATE TABLE "content_revisions" (
	"item_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"slug" text NOT NULL,
	"fields" jsonb NOT NULL,
	"author_id" text,
	"author_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_revisions_item_id_number_pk" PRIMARY KEY("item_id","number")
);
--> statement-breakpoint
CREATE TABLE "content_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "posting_id" uuid;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "posting_title" text;--> statement-breakpoint
ALTER TABLE "content_events" ADD CONSTRAINT "content_events_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_redirects" ADD CONSTRAINT "content_redirects_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_events_item_idx" ON "content_events" USING btree ("item_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_items_slug_unique" ON "content_items" USING btree ("section","locale","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "content_items_published_slug_unique" ON "content_items" USING btree ("section","locale","published_slug") WHERE "content_items"."published_slug" is not null;--> statement-breakpoint
CREATE INDEX "content_items_publish_at_idx" ON "content_items" USING btree ("publish_at") WHERE "content_items"."publish_at" is not null;--> statement-breakpoint
-- hand-written below: keep when regenerating
-- The content version's one row: 0 until the server has filled the studio from the built-in content
-- (app/.server/content/seed.ts), which moves it to 1.
ALTER TABLE "content_version" ADD CONSTRAINT "content_version_one_row" CHECK ("id" = 1);--> statement-breakpoint
INSERT INTO "content_version" ("id", "version") VALUES (1, 0);

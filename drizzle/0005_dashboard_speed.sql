CREATE TABLE "dashboard_counts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dashboard_counts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"table_name" text NOT NULL,
	"total" bigint NOT NULL,
	"pending" bigint NOT NULL,
	CONSTRAINT "dashboard_counts_table_name_check" CHECK ("dashboard_counts"."table_name" in ('inquiries', 'applications', 'uploads'))
);
--> statement-breakpoint
DROP INDEX "applications_created_at_idx";--> statement-breakpoint
DROP INDEX "inquiries_created_at_idx";--> statement-breakpoint
DROP INDEX "uploads_created_at_idx";--> statement-breakpoint
CREATE INDEX "applications_created_at_id_idx" ON "applications" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "applications_responded_created_at_id_idx" ON "applications" USING btree ("responded","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "applications_search_trgm_idx" ON "applications" USING gin (("full_name" || chr(31) || "email" || chr(31) || "interest" || chr(31) || "role") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inquiries_created_at_id_idx" ON "inquiries" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "inquiries_responded_created_at_id_idx" ON "inquiries" USING btree ("responded","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "inquiries_search_trgm_idx" ON "inquiries" USING gin (("name" || chr(31) || "email" || chr(31) || "message") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "uploads_created_at_id_idx" ON "uploads" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "uploads_search_trgm_idx" ON "uploads" USING gin (("sender_name" || chr(31) || "document_title" || chr(31) || "submission_type") gin_trgm_ops);
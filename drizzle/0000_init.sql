CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"address" text,
	"gender" text,
	"race" text,
	"authorized" text NOT NULL,
	"veteran" text,
	"work_history" text[] DEFAULT '{}'::text[] NOT NULL,
	"education" text[] DEFAULT '{}'::text[] NOT NULL,
	"interest" text NOT NULL,
	"role" text NOT NULL,
	"role_answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"criminal_background" text NOT NULL,
	"criminal_details" text,
	"drug_test" text NOT NULL,
	"resume_file_name" text,
	"resume_file_key" text,
	"resume_file_size" integer,
	"resume_file_type" text,
	"responded" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_authorized_check" CHECK ("applications"."authorized" in ('yes', 'no')),
	CONSTRAINT "applications_criminal_background_check" CHECK ("applications"."criminal_background" in ('yes', 'no')),
	CONSTRAINT "applications_drug_test_check" CHECK ("applications"."drug_test" in ('yes', 'no'))
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"message" text NOT NULL,
	"organization" text,
	"service_type" text,
	"category" text,
	"responded" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiries_source_check" CHECK ("inquiries"."source" in ('contact', 'quote'))
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sender_name" text NOT NULL,
	"document_title" text NOT NULL,
	"submission_type" text NOT NULL,
	"file_path" text,
	"file_name" text,
	"file_size" integer,
	"file_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "user_roles_role_check" CHECK ("user_roles"."role" in ('manager', 'admin'))
);
--> statement-breakpoint
CREATE INDEX "applications_created_at_idx" ON "applications" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inquiries_created_at_idx" ON "inquiries" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "uploads_created_at_idx" ON "uploads" USING btree ("created_at" DESC NULLS LAST);
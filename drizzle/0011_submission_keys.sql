ALTER TABLE "applications" ADD COLUMN "submission_key" uuid;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "submission_key" uuid;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_submission_key_unique" UNIQUE("submission_key");--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_submission_key_unique" UNIQUE("submission_key");
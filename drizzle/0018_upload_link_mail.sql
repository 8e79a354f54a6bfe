ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_lead_kind_check";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_kind_check";--> statement-breakpoint
ALTER TABLE "upload_requests" ADD COLUMN "emailed_token_hash" text;--> statement-breakpoint
ALTER TABLE "upload_requests" ADD CONSTRAINT "upload_requests_emailed_token_hash_unique" UNIQUE("emailed_token_hash");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_lead_kind_check" CHECK ("mail_outbox"."lead_kind" in ('inquiry', 'application', 'upload-request'));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_kind_check" CHECK ("mail_outbox"."kind" in ('lead-alert', 'call-confirmed', 'call-declined', 'call-cancelled', 'upload-link'));
-- A call's calendar SEQUENCE, the index of the times taken by confirmed or proposed calls, and the visitors' receipts
-- (mail kind "lead-receipt").
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_kind_check";--> statement-breakpoint
ALTER TABLE "call_requests" ADD COLUMN "calendar_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "call_requests_scheduled_idx" ON "call_requests" USING btree ("scheduled_at") WHERE status in ('confirmed', 'proposed');--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_kind_check" CHECK ("mail_outbox"."kind" in ('lead-alert', 'call-confirmed', 'call-declined', 'call-cancelled', 'call-cancelled-alert', 'upload-link', 'upload-received-alert', 'upload-receipt', 'manager-invitation', 'password-reset', 'account-notice', 'lead-receipt'));
-- The firm's note that a visitor cancelled their call (mail kind "call-cancelled-alert").
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_kind_check";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_kind_check" CHECK ("mail_outbox"."kind" in ('lead-alert', 'call-confirmed', 'call-declined', 'call-cancelled', 'call-cancelled-alert', 'upload-link'));
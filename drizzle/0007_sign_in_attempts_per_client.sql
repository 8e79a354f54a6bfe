-- Sign-in attempts are counted per e-mail address and client from now on. The old per-address counts last 15 minutes
-- at most and cannot be attributed to a client, so they are dropped.
DELETE FROM "sign_in_attempts";--> statement-breakpoint
ALTER TABLE "sign_in_attempts" DROP CONSTRAINT "sign_in_attempts_pkey";--> statement-breakpoint
ALTER TABLE "sign_in_attempts" ADD COLUMN "client" text NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_attempts" ADD CONSTRAINT "sign_in_attempts_email_client_pk" PRIMARY KEY("email","client");

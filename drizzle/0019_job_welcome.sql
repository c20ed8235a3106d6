ALTER TABLE "jobs" ADD COLUMN "welcome_requested" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "welcome_sent_at" timestamp with time zone;
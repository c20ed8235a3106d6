CREATE TABLE "claim_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text,
	"inspection_at" timestamp with time zone,
	"author" text NOT NULL,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"content_hash" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"variants" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"file_key" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"certificate_number" text,
	"edition" integer DEFAULT 1 NOT NULL,
	"superseded_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_documents_kind_check" CHECK ("job_documents"."kind" IN ('workmanship-certificate', 'manufacturer-certificate', 'document'))
);
--> statement-breakpoint
CREATE TABLE "job_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"summary" text NOT NULL,
	"author" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"content_hash" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"variants" jsonb NOT NULL,
	"caption" text,
	"album_photo_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"lead_id" uuid,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_phone" text,
	"street" text NOT NULL,
	"town" text NOT NULL,
	"zip" text,
	"material" text NOT NULL,
	"manufacturer" text,
	"product_line" text,
	"squares" double precision,
	"started_on" date,
	"completed_on" date,
	"workmanship_years" integer DEFAULT 5 NOT NULL,
	"manufacturer_warranty" text,
	"registration_confirmation" text,
	"registered_on" date,
	"registered_by" text,
	"notes" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_workmanship_years_check" CHECK ("jobs"."workmanship_years" BETWEEN 1 AND 50),
	CONSTRAINT "jobs_squares_check" CHECK ("jobs"."squares" IS NULL OR "jobs"."squares" > 0),
	CONSTRAINT "jobs_customer_email_lower_check" CHECK ("jobs"."customer_email" = lower("jobs"."customer_email"))
);
--> statement-breakpoint
CREATE TABLE "mail_once" (
	"key" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_once_state_check" CHECK ("mail_once"."state" IN ('sending', 'sent'))
);
--> statement-breakpoint
CREATE TABLE "maintenance_reminders" (
	"email" text PRIMARY KEY NOT NULL,
	"spring_month" integer,
	"fall_month" integer,
	"after_storms" boolean DEFAULT false NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_reminders_spring_check" CHECK ("maintenance_reminders"."spring_month" IS NULL OR "maintenance_reminders"."spring_month" IN (3, 4, 5)),
	CONSTRAINT "maintenance_reminders_fall_check" CHECK ("maintenance_reminders"."fall_month" IS NULL OR "maintenance_reminders"."fall_month" IN (9, 10, 11))
);
--> statement-breakpoint
CREATE TABLE "portal_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"purpose" text NOT NULL,
	"new_email" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portal_links_purpose_check" CHECK ("portal_links"."purpose" IN ('sign-in', 'change-email'))
);
--> statement-breakpoint
CREATE TABLE "portal_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warranty_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"what" text NOT NULL,
	"location" text NOT NULL,
	"discovered_on" date NOT NULL,
	"reported_late" boolean NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"inspection_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warranty_claims_status_check" CHECK ("warranty_claims"."status" IN ('received', 'inspection-scheduled', 'inspected', 'approved', 'declined', 'repaired'))
);
--> statement-breakpoint
ALTER TABLE "claim_events" ADD CONSTRAINT "claim_events_claim_id_warranty_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."warranty_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_photos" ADD CONSTRAINT "claim_photos_claim_id_warranty_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."warranty_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_documents" ADD CONSTRAINT "job_documents_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_events" ADD CONSTRAINT "job_events_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_photos" ADD CONSTRAINT "job_photos_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_photos" ADD CONSTRAINT "job_photos_album_photo_id_image_variables_id_fk" FOREIGN KEY ("album_photo_id") REFERENCES "public"."image_variables"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_events_claim_id_idx" ON "claim_events" USING btree ("claim_id","created_at");--> statement-breakpoint
CREATE INDEX "claim_events_unmailed_idx" ON "claim_events" USING btree ("created_at") WHERE "claim_events"."mailed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "claim_photos_claim_id_idx" ON "claim_photos" USING btree ("claim_id","position");--> statement-breakpoint
CREATE INDEX "claim_photos_content_hash_idx" ON "claim_photos" USING btree ("content_hash");--> statement-breakpoint
CREATE INDEX "job_documents_job_id_idx" ON "job_documents" USING btree ("job_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "job_documents_certificate_number_key" ON "job_documents" USING btree ("certificate_number");--> statement-breakpoint
CREATE INDEX "job_events_job_id_idx" ON "job_events" USING btree ("job_id","created_at");--> statement-breakpoint
CREATE INDEX "job_photos_job_id_idx" ON "job_photos" USING btree ("job_id","position");--> statement-breakpoint
CREATE INDEX "job_photos_content_hash_idx" ON "job_photos" USING btree ("content_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_reference_key" ON "jobs" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "jobs_customer_email_idx" ON "jobs" USING btree ("customer_email");--> statement-breakpoint
CREATE INDEX "jobs_lead_id_idx" ON "jobs" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "jobs_created_at_idx" ON "jobs" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_unregistered_idx" ON "jobs" USING btree ("completed_on") WHERE "jobs"."registered_on" IS NULL AND "jobs"."manufacturer_warranty" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "mail_once_claimed_at_idx" ON "mail_once" USING btree ("claimed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "maintenance_reminders_unsubscribe_token_key" ON "maintenance_reminders" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE INDEX "portal_links_expires_at_idx" ON "portal_links" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "portal_sessions_email_idx" ON "portal_sessions" USING btree ("email");--> statement-breakpoint
CREATE INDEX "portal_sessions_expires_at_idx" ON "portal_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "warranty_claims_reference_key" ON "warranty_claims" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "warranty_claims_job_id_idx" ON "warranty_claims" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "warranty_claims_created_at_idx" ON "warranty_claims" USING btree ("created_at" DESC NULLS LAST);
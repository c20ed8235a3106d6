CREATE TABLE "customer_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"via" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_feedback_via_check" CHECK ("customer_feedback"."via" IN ('review-email', 'portal'))
);
--> statement-breakpoint
CREATE TABLE "review_clicks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"destination" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_requests" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"token" text NOT NULL,
	"trigger" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"clicked_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_requests_trigger_check" CHECK ("review_requests"."trigger" IN ('completed', 'certificate'))
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"email" text NOT NULL,
	"quote" text,
	"name_style" text NOT NULL,
	"shown_name" text NOT NULL,
	"town" text NOT NULL,
	"consent_wording" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"on_home" boolean DEFAULT false NOT NULL,
	"on_services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"on_town_page" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "testimonials_name_style_check" CHECK ("testimonials"."name_style" IN ('full', 'first-name-town', 'initials')),
	CONSTRAINT "testimonials_withdrawn_check" CHECK (("testimonials"."withdrawn_at" IS NULL) = ("testimonials"."quote" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "customer_feedback" ADD CONSTRAINT "customer_feedback_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_clicks" ADD CONSTRAINT "review_clicks_job_id_review_requests_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."review_requests"("job_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_feedback_created_at_idx" ON "customer_feedback" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "review_clicks_created_at_idx" ON "review_clicks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "review_clicks_job_id_idx" ON "review_clicks" USING btree ("job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_requests_token_key" ON "review_requests" USING btree ("token");--> statement-breakpoint
CREATE INDEX "review_requests_email_idx" ON "review_requests" USING btree ("email");--> statement-breakpoint
CREATE INDEX "review_requests_sent_at_idx" ON "review_requests" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "testimonials_job_id_idx" ON "testimonials" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "testimonials_email_idx" ON "testimonials" USING btree ("email");--> statement-breakpoint
-- A quote consented to, withdrawn or placed changes public pages: every server drops its page cache
-- (docs/decisions/023-reviews.md; the trigger function of 0005).
CREATE TRIGGER "testimonials_public" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "testimonials" FOR EACH STATEMENT EXECUTE FUNCTION "public_content_changed"();

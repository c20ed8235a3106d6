CREATE TABLE "analytics_conversions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_conversions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"visitor" text,
	"path" text DEFAULT '' NOT NULL,
	"landing_path" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"source_detail" text DEFAULT '' NOT NULL,
	"utm_source" text DEFAULT '' NOT NULL,
	"utm_medium" text DEFAULT '' NOT NULL,
	"utm_campaign" text DEFAULT '' NOT NULL,
	"town_id" uuid,
	"post_id" uuid,
	"lead_id" uuid
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_conversions" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"path" text NOT NULL,
	"landing_path" text NOT NULL,
	"source" text NOT NULL,
	"source_detail" text NOT NULL,
	"utm_source" text NOT NULL,
	"utm_medium" text NOT NULL,
	"utm_campaign" text NOT NULL,
	"town_id" uuid,
	"post_id" uuid,
	"count" integer NOT NULL,
	"visitors" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_pages" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"post_id" uuid,
	"town_id" uuid,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL,
	"entries" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_sources" (
	"day" date NOT NULL,
	"source" text NOT NULL,
	"source_detail" text NOT NULL,
	"utm_source" text NOT NULL,
	"utm_medium" text NOT NULL,
	"utm_campaign" text NOT NULL,
	"visits" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_totals" (
	"day" date PRIMARY KEY NOT NULL,
	"visitors" integer NOT NULL,
	"views" integer NOT NULL,
	"requests" integer NOT NULL,
	"calls" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_monthly_pages" (
	"month" date NOT NULL,
	"path" text NOT NULL,
	"post_id" uuid,
	"town_id" uuid,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL,
	"entries" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_page_views" (
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	"path" text NOT NULL,
	"post_id" uuid,
	"town_id" uuid,
	"views" integer DEFAULT 1 NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "analytics_page_views_day_visitor_path_pk" PRIMARY KEY("day","visitor","path")
);
--> statement-breakpoint
CREATE TABLE "analytics_report_opt_outs" (
	"user_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_rolled_days" (
	"day" date PRIMARY KEY NOT NULL,
	"rolled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_rolled_months" (
	"month" date PRIMARY KEY NOT NULL,
	"rolled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_visits" (
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"landing_path" text NOT NULL,
	"source" text NOT NULL,
	"source_detail" text DEFAULT '' NOT NULL,
	"utm_source" text DEFAULT '' NOT NULL,
	"utm_medium" text DEFAULT '' NOT NULL,
	"utm_campaign" text DEFAULT '' NOT NULL,
	CONSTRAINT "analytics_visits_day_visitor_pk" PRIMARY KEY("day","visitor")
);
--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "range_shown_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "landing_page" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "visit_source" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "visit_source_detail" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "attributed_town_id" uuid;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "attributed_post_id" uuid;--> statement-breakpoint
ALTER TABLE "analytics_conversions" ADD CONSTRAINT "analytics_conversions_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_report_opt_outs" ADD CONSTRAINT "analytics_report_opt_outs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_conversions_day_idx" ON "analytics_conversions" USING btree ("day");--> statement-breakpoint
CREATE INDEX "analytics_conversions_lead_id_idx" ON "analytics_conversions" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "analytics_daily_conversions_day_idx" ON "analytics_daily_conversions" USING btree ("day");--> statement-breakpoint
CREATE INDEX "analytics_daily_pages_day_idx" ON "analytics_daily_pages" USING btree ("day");--> statement-breakpoint
CREATE INDEX "analytics_daily_pages_post_id_idx" ON "analytics_daily_pages" USING btree ("post_id","day") WHERE "analytics_daily_pages"."post_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "analytics_daily_sources_day_idx" ON "analytics_daily_sources" USING btree ("day");--> statement-breakpoint
CREATE INDEX "analytics_monthly_pages_month_idx" ON "analytics_monthly_pages" USING btree ("month");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_attributed_town_id_service_locations_id_fk" FOREIGN KEY ("attributed_town_id") REFERENCES "public"."service_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_attributed_post_id_blog_posts_id_fk" FOREIGN KEY ("attributed_post_id") REFERENCES "public"."blog_posts"("id") ON DELETE set null ON UPDATE no action;
CREATE TABLE "estimate_lookups" (
	"address_key" text PRIMARY KEY NOT NULL,
	"geocode" jsonb,
	"measurement" jsonb,
	"measure_outcome" text,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "estimates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text NOT NULL,
	"lead_id" uuid NOT NULL,
	"price_book_version" integer NOT NULL,
	"address" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"method" text NOT NULL,
	"fallback" text,
	"measurement" jsonb,
	"answers" jsonb,
	"facts" jsonb NOT NULL,
	"ranges" jsonb NOT NULL,
	"assumptions" jsonb NOT NULL,
	"inspection_requested" boolean DEFAULT false NOT NULL,
	"contacted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estimates_method_check" CHECK ("estimates"."method" IN ('measured', 'answers'))
);
--> statement-breakpoint
CREATE TABLE "price_books" (
	"version" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_books_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"book" jsonb NOT NULL,
	"saved_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ALTER COLUMN "name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_price_book_version_price_books_version_fk" FOREIGN KEY ("price_book_version") REFERENCES "public"."price_books"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "estimate_lookups_expires_at_idx" ON "estimate_lookups" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "estimates_token_key" ON "estimates" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "estimates_lead_id_key" ON "estimates" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "estimates_price_book_version_idx" ON "estimates" USING btree ("price_book_version");--> statement-breakpoint
-- Whether a price book exists decides where every "Instant Estimate" button leads, and public pages
-- are cached whole (docs/decisions/008-page-cache.md): saving one must empty every server's cache.
CREATE TRIGGER "price_books_public" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "price_books" FOR EACH STATEMENT EXECUTE FUNCTION "public_content_changed"();

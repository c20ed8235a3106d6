ALTER TABLE "county_facts" ADD COLUMN "median_year_built" integer;--> statement-breakpoint
ALTER TABLE "county_facts" ADD COLUMN "housing_note" text;--> statement-breakpoint
ALTER TABLE "county_facts" ADD COLUMN "sources" jsonb DEFAULT '[]'::jsonb NOT NULL;
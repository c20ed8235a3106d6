CREATE TABLE "county_facts" (
	"county" text PRIMARY KEY NOT NULL,
	"seat" text NOT NULL,
	"permit_office" text,
	"permit_office_url" text,
	"reroof_permit" text,
	"design_wind_speed_mph" integer,
	"windborne_debris" boolean,
	"storms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

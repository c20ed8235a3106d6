CREATE TABLE "town_similarity_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"report" jsonb NOT NULL,
	"fingerprint" text NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);

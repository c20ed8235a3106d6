CREATE TABLE "used_form_stamps" (
	"stamp_hash" text PRIMARY KEY NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "used_form_stamps_used_at_idx" ON "used_form_stamps" USING btree ("used_at");
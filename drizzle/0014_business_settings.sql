CREATE TABLE "business_setting_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"old_value" jsonb,
	"new_value" jsonb,
	"user_id" text,
	"author" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_setting_changes" ADD CONSTRAINT "business_setting_changes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_setting_changes_created_at_idx" ON "business_setting_changes" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
-- Every public page, e-mail and structured record states these settings: a change empties every
-- server's page cache like any other public content (docs/decisions/008-page-cache.md).
CREATE TRIGGER "business_settings_public" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "business_settings" FOR EACH STATEMENT EXECUTE FUNCTION "public_content_changed"();
--> statement-breakpoint
-- The business placeholders ({{businessName}}, {{businessPhone}}…) are filled from the settings; the
-- library copies of them that "Add Default Variables" used to store never changed a page. They go,
-- so nobody edits a value that does nothing (docs/decisions/014-business-settings.md).
DELETE FROM "content_variables" WHERE "name" IN ('businessName', 'businessPhone', 'businessEmail', 'businessAddress', 'businessWebsite', 'locationPhone');

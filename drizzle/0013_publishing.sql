ALTER TABLE "post_revisions" DROP CONSTRAINT "post_revisions_kind_check";--> statement-breakpoint
ALTER TABLE "image_variables" ADD COLUMN "show_in_gallery" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "post_revisions" ADD COLUMN "doorway_override" jsonb;--> statement-breakpoint
ALTER TABLE "post_revisions" ADD CONSTRAINT "post_revisions_kind_check" CHECK ("post_revisions"."kind" IN ('save', 'autosave', 'publish', 'unpublish', 'schedule'));--> statement-breakpoint
-- Pictures nobody chose for the public gallery leave it: AI pictures (already hidden by their own
-- column until now) and the pictures of imported documents, which the import titles "… – picture N".
UPDATE "image_variables" SET "show_in_gallery" = false WHERE "ai_generated" OR "title" ~ ' – picture [0-9]+$';

ALTER TABLE "blog_posts" ADD COLUMN "trashed_slug" text;--> statement-breakpoint
-- Posts already in the trash give up their address too (docs/decisions/013-publishing.md).
UPDATE "blog_posts" SET "trashed_slug" = "slug", "slug" = '~trashed~' || "id" WHERE "deleted_at" IS NOT NULL;

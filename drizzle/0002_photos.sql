ALTER TABLE "blog_posts" ADD COLUMN "featured_photo_id" uuid;--> statement-breakpoint
ALTER TABLE "image_variables" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "image_variables" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "image_variables" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "image_variables" ADD COLUMN "dominant_color" text;--> statement-breakpoint
ALTER TABLE "image_variables" ADD COLUMN "placeholder" text;--> statement-breakpoint
ALTER TABLE "image_variables" ADD COLUMN "variants" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "image_variables" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "image_variables" ADD COLUMN "location_id" uuid;--> statement-breakpoint
ALTER TABLE "image_variables" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_featured_photo_id_image_variables_id_fk" FOREIGN KEY ("featured_photo_id") REFERENCES "public"."image_variables"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_variables" ADD CONSTRAINT "image_variables_location_id_service_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."service_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_posts_featured_photo_id_idx" ON "blog_posts" USING btree ("featured_photo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "image_variables_content_hash_key" ON "image_variables" USING btree ("content_hash");--> statement-breakpoint
CREATE INDEX "image_variables_created_at_idx" ON "image_variables" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "image_variables_category_idx" ON "image_variables" USING btree ("category");--> statement-breakpoint
CREATE INDEX "image_variables_location_id_idx" ON "image_variables" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "image_variables_tags_idx" ON "image_variables" USING gin ("tags");
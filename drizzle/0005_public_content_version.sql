-- Issue 14: every write that can change a public page bumps one counter and notifies every server
-- (LISTEN public_content), so each instance drops its page cache, the sitemap and feeds with it.
-- Triggers, not application code, so no new write path (revisions, scheduled publishing, a trash)
-- can forget to invalidate. A sequence, not a row: no lock is taken, so content writes never queue
-- behind each other; a rolled-back write only costs an unneeded invalidation.
CREATE SEQUENCE "public_content_version";
--> statement-breakpoint
CREATE FUNCTION "public_content_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('public_content', nextval('public_content_version')::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Posts only matter to the public while published (before or after the write): drafts being
-- edited all day do not empty the cache.
CREATE FUNCTION "blog_posts_public_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF EXISTS (SELECT 1 FROM new_rows WHERE status = 'published') THEN PERFORM pg_notify('public_content', nextval('public_content_version')::text); END IF;
  ELSIF TG_OP = 'UPDATE' THEN
    IF EXISTS (SELECT 1 FROM old_rows WHERE status = 'published') OR EXISTS (SELECT 1 FROM new_rows WHERE status = 'published') THEN
      PERFORM pg_notify('public_content', nextval('public_content_version')::text);
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM old_rows WHERE status = 'published') THEN PERFORM pg_notify('public_content', nextval('public_content_version')::text); END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "blog_posts_public_insert" AFTER INSERT ON "blog_posts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "blog_posts_public_changed"();
--> statement-breakpoint
CREATE TRIGGER "blog_posts_public_update" AFTER UPDATE ON "blog_posts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "blog_posts_public_changed"();
--> statement-breakpoint
CREATE TRIGGER "blog_posts_public_delete" AFTER DELETE ON "blog_posts" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "blog_posts_public_changed"();
--> statement-breakpoint
CREATE TRIGGER "blog_posts_public_truncate" AFTER TRUNCATE ON "blog_posts" FOR EACH STATEMENT EXECUTE FUNCTION "public_content_changed"();
--> statement-breakpoint
-- Everything else public pages show: photos, towns and their counties, brands, services, content variables.
CREATE TRIGGER "image_variables_public" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "image_variables" FOR EACH STATEMENT EXECUTE FUNCTION "public_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "service_locations_public" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "service_locations" FOR EACH STATEMENT EXECUTE FUNCTION "public_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "roofing_brands_public" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "roofing_brands" FOR EACH STATEMENT EXECUTE FUNCTION "public_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "roofing_services_public" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "roofing_services" FOR EACH STATEMENT EXECUTE FUNCTION "public_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "content_variables_public" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content_variables" FOR EACH STATEMENT EXECUTE FUNCTION "public_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "county_facts_public" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "county_facts" FOR EACH STATEMENT EXECUTE FUNCTION "public_content_changed"();

CREATE TABLE "ai_generations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"user_email" text NOT NULL,
	"kind" text NOT NULL,
	"model" text NOT NULL,
	"prompt_tokens" integer,
	"completion_tokens" integer,
	"images" integer DEFAULT 0 NOT NULL,
	"outcome" text NOT NULL,
	"error_message" text,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_generations_kind_check" CHECK ("ai_generations"."kind" IN ('text', 'image', 'localize')),
	CONSTRAINT "ai_generations_outcome_check" CHECK ("ai_generations"."outcome" IN ('ok', 'error', 'stopped'))
);
--> statement-breakpoint
CREATE INDEX "ai_generations_created_at_idx" ON "ai_generations" USING btree ("created_at" DESC NULLS LAST);
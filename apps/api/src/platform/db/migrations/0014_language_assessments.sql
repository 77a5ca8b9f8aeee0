CREATE TABLE "assessment_percentiles" (
	"percentile" smallint PRIMARY KEY NOT NULL,
	"minimum_score_tenths" smallint NOT NULL,
	"source" text NOT NULL,
	"sample_size" integer DEFAULT 0 NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "language_assessments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"identity" text NOT NULL,
	"user_id" bigint,
	"visitor_token_hash" text,
	"name" text NOT NULL,
	"file_identity" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text,
	"score_status" text DEFAULT 'processing' NOT NULL,
	"error_count_status" text DEFAULT 'processing' NOT NULL,
	"reason_key" text,
	"reason_params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"score_tenths" smallint,
	"error_counts" jsonb,
	"findings" jsonb,
	"word_count" integer,
	"style" text,
	"check_millis" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	CONSTRAINT "language_assessments_identity_unique" UNIQUE("identity")
);
--> statement-breakpoint
ALTER TABLE "language_assessments" ADD CONSTRAINT "language_assessments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "language_assessments_user_idx" ON "language_assessments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "language_assessments_visitor_idx" ON "language_assessments" USING btree ("visitor_token_hash");--> statement-breakpoint
CREATE INDEX "language_assessments_completed_idx" ON "language_assessments" USING btree ("completed_at");
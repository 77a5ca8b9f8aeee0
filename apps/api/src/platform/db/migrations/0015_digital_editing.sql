CREATE TABLE "digital_editing_feedback" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text NOT NULL,
	"edit_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "digital_edits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"identity" text NOT NULL,
	"user_id" bigint NOT NULL,
	"purchase_id" bigint,
	"access" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"word_count" integer NOT NULL,
	"style_of_english" text NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"result_key" text,
	"result_size" bigint,
	"changes" jsonb,
	"failure_reason" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "digital_edits_identity_unique" UNIQUE("identity")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "digital_editing_trial" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "digital_purchases" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "digital_purchases" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "digital_editing_feedback" ADD CONSTRAINT "digital_editing_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digital_editing_feedback" ADD CONSTRAINT "digital_editing_feedback_edit_id_digital_edits_id_fk" FOREIGN KEY ("edit_id") REFERENCES "public"."digital_edits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digital_edits" ADD CONSTRAINT "digital_edits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digital_edits" ADD CONSTRAINT "digital_edits_purchase_id_digital_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."digital_purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "digital_editing_feedback_created_idx" ON "digital_editing_feedback" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "digital_edits_user_idx" ON "digital_edits" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "digital_edits_one_processing_idx" ON "digital_edits" USING btree ("user_id") WHERE status = 'processing';
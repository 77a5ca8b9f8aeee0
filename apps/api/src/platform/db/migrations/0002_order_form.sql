CREATE TABLE "service_bundle_question_choices" (
	"id" integer PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"choice" text NOT NULL,
	"implies_services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_bundle_questions" (
	"id" integer PRIMARY KEY NOT NULL,
	"term" text NOT NULL,
	"type" text NOT NULL,
	"implies_services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" smallint NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_questions" (
	"id" integer PRIMARY KEY NOT NULL,
	"service_identity" text NOT NULL,
	"term" text NOT NULL,
	"type" text NOT NULL,
	"choices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"show_when" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort_order" smallint NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "preferred_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"discount_percent" smallint NOT NULL,
	"shareable" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preferred_groups_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "promotional_code_uses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"promotional_code_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"order_id" bigint,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotional_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"percent_based" boolean NOT NULL,
	"percent" smallint,
	"amount_usd_cents" integer,
	"service_identities" jsonb,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"max_uses" integer,
	"max_uses_per_customer" integer DEFAULT 1 NOT NULL,
	"new_customers_only" boolean DEFAULT false NOT NULL,
	"user_id" bigint,
	"listed" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotional_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "journals" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_normalized" text NOT NULL,
	"issn" text,
	"eissn" text,
	"publisher" text,
	"url" text
);
--> statement-breakpoint
CREATE TABLE "order_form_files" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"order_form_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL,
	"analysis_status" text DEFAULT 'skipped' NOT NULL,
	"word_count" integer,
	"language_iso_code" text,
	"analysis_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_form_files_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "order_form_services" (
	"order_form_id" bigint NOT NULL,
	"service_identity" text NOT NULL,
	"quantity" smallint DEFAULT 1 NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_form_services_order_form_id_service_identity_pk" PRIMARY KEY("order_form_id","service_identity")
);
--> statement-breakpoint
CREATE TABLE "order_forms" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"user_id" bigint,
	"visitor_token_hash" text,
	"status" text DEFAULT 'open' NOT NULL,
	"step_name" text DEFAULT 'get-started' NOT NULL,
	"localization" text DEFAULT 'us' NOT NULL,
	"customer_goal" text,
	"upload_later" boolean DEFAULT false NOT NULL,
	"word_count" integer,
	"calculated_word_count" integer,
	"manuscript_language_id" integer,
	"detected_language_id" integer,
	"currency" text,
	"rush" boolean DEFAULT false NOT NULL,
	"decline_editing" boolean DEFAULT false NOT NULL,
	"service_bundle_interested" boolean DEFAULT false NOT NULL,
	"service_bundle_id" integer,
	"bundle_answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"project_title" text,
	"project_authors" text,
	"style_of_english" text,
	"area_of_study_id" integer,
	"journal_id" integer,
	"journal_name" text,
	"journal_url" text,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"referral_emails" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"promotional_code_id" integer,
	"estimate_id" text,
	"admin_created" boolean DEFAULT false NOT NULL,
	"suppress_invoice_creation" boolean,
	"notify_customer" boolean,
	"created_by_staff_id" bigint,
	"reedit_of_order_id" bigint,
	"rework_of_order_id" bigint,
	"rework_details" text,
	"duplicate_acknowledged_title" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_forms_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "price_quotes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"estimate_id" text NOT NULL,
	"order_form_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"total" bigint NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	CONSTRAINT "price_quotes_estimate_id_unique" UNIQUE("estimate_id")
);
--> statement-breakpoint
CREATE TABLE "referral_invites" (
	"user_id" bigint NOT NULL,
	"email_normalized" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_invites_user_id_email_normalized_pk" PRIMARY KEY("user_id","email_normalized")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "preferred_group_id" integer;--> statement-breakpoint
ALTER TABLE "service_bundle_question_choices" ADD CONSTRAINT "service_bundle_question_choices_question_id_service_bundle_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."service_bundle_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_questions" ADD CONSTRAINT "service_questions_service_identity_services_identity_fk" FOREIGN KEY ("service_identity") REFERENCES "public"."services"("identity") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotional_code_uses" ADD CONSTRAINT "promotional_code_uses_promotional_code_id_promotional_codes_id_fk" FOREIGN KEY ("promotional_code_id") REFERENCES "public"."promotional_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotional_code_uses" ADD CONSTRAINT "promotional_code_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotional_code_uses" ADD CONSTRAINT "promotional_code_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotional_codes" ADD CONSTRAINT "promotional_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_form_files" ADD CONSTRAINT "order_form_files_order_form_id_order_forms_id_fk" FOREIGN KEY ("order_form_id") REFERENCES "public"."order_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_form_services" ADD CONSTRAINT "order_form_services_order_form_id_order_forms_id_fk" FOREIGN KEY ("order_form_id") REFERENCES "public"."order_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_form_services" ADD CONSTRAINT "order_form_services_service_identity_services_identity_fk" FOREIGN KEY ("service_identity") REFERENCES "public"."services"("identity") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_forms" ADD CONSTRAINT "order_forms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_forms" ADD CONSTRAINT "order_forms_localization_localizations_identity_fk" FOREIGN KEY ("localization") REFERENCES "public"."localizations"("identity") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_forms" ADD CONSTRAINT "order_forms_customer_goal_customer_goals_name_fk" FOREIGN KEY ("customer_goal") REFERENCES "public"."customer_goals"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_forms" ADD CONSTRAINT "order_forms_manuscript_language_id_manuscript_languages_id_fk" FOREIGN KEY ("manuscript_language_id") REFERENCES "public"."manuscript_languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_forms" ADD CONSTRAINT "order_forms_detected_language_id_manuscript_languages_id_fk" FOREIGN KEY ("detected_language_id") REFERENCES "public"."manuscript_languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_forms" ADD CONSTRAINT "order_forms_currency_currencies_iso_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("iso_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_forms" ADD CONSTRAINT "order_forms_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_forms" ADD CONSTRAINT "order_forms_promotional_code_id_promotional_codes_id_fk" FOREIGN KEY ("promotional_code_id") REFERENCES "public"."promotional_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_forms" ADD CONSTRAINT "order_forms_created_by_staff_id_users_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_forms" ADD CONSTRAINT "order_forms_reedit_of_order_id_orders_id_fk" FOREIGN KEY ("reedit_of_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_forms" ADD CONSTRAINT "order_forms_rework_of_order_id_orders_id_fk" FOREIGN KEY ("rework_of_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_quotes" ADD CONSTRAINT "price_quotes_order_form_id_order_forms_id_fk" FOREIGN KEY ("order_form_id") REFERENCES "public"."order_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_quotes" ADD CONSTRAINT "price_quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_quotes" ADD CONSTRAINT "price_quotes_currency_currencies_iso_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("iso_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_invites" ADD CONSTRAINT "referral_invites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotional_code_uses_code_idx" ON "promotional_code_uses" USING btree ("promotional_code_id","user_id");--> statement-breakpoint
CREATE INDEX "journals_title_idx" ON "journals" USING btree ("title_normalized");--> statement-breakpoint
CREATE INDEX "journals_issn_idx" ON "journals" USING btree ("issn");--> statement-breakpoint
CREATE INDEX "order_form_files_form_idx" ON "order_form_files" USING btree ("order_form_id");--> statement-breakpoint
CREATE INDEX "order_forms_user_idx" ON "order_forms" USING btree ("user_id","status","updated_at");--> statement-breakpoint
CREATE INDEX "order_forms_visitor_idx" ON "order_forms" USING btree ("visitor_token_hash");--> statement-breakpoint
CREATE INDEX "price_quotes_user_idx" ON "price_quotes" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_preferred_group_id_preferred_groups_id_fk" FOREIGN KEY ("preferred_group_id") REFERENCES "public"."preferred_groups"("id") ON DELETE no action ON UPDATE no action;
CREATE TABLE "areas_of_study" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"parent_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" integer PRIMARY KEY NOT NULL,
	"iso2" text NOT NULL,
	"name" text NOT NULL,
	"phone_code" text NOT NULL,
	"default_currency" text NOT NULL,
	"localization" text NOT NULL,
	CONSTRAINT "countries_iso2_unique" UNIQUE("iso2")
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"iso_code" text PRIMARY KEY NOT NULL,
	"short_name" text NOT NULL,
	"sign" text NOT NULL,
	"num_decimals" smallint NOT NULL,
	"exchange_rate" numeric(18, 10) NOT NULL,
	"per_usd" numeric(18, 6) NOT NULL,
	"selectable" boolean DEFAULT true NOT NULL,
	"sort_order" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_goals" (
	"name" text PRIMARY KEY NOT NULL,
	"requires_word_count" boolean NOT NULL,
	"upload_type" text NOT NULL,
	"selectable" boolean DEFAULT true NOT NULL,
	"sort_order" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"localization" text NOT NULL,
	"day" date NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "holidays_localization_day_pk" PRIMARY KEY("localization","day")
);
--> statement-breakpoint
CREATE TABLE "localizations" (
	"identity" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"company_name" text NOT NULL,
	"default_language" text NOT NULL,
	"default_currency" text NOT NULL,
	"secure_site" text NOT NULL,
	"invoice_prefix" text NOT NULL,
	"allows_fapiao_processing_after_payment" boolean DEFAULT false NOT NULL,
	"sort_order" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_levels" (
	"identity" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"minimum_points_needed" integer NOT NULL,
	"minimum_orders_needed" integer NOT NULL,
	"discount_percent" smallint DEFAULT 0 NOT NULL,
	"sort_order" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manuscript_languages" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"iso_code" text,
	"sort_order" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_languages" (
	"code" text PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"native_name" text NOT NULL,
	"sort_order" smallint NOT NULL,
	CONSTRAINT "site_languages_locale_unique" UNIQUE("locale")
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" integer PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_bundle_services" (
	"bundle_id" integer NOT NULL,
	"service_identity" text NOT NULL,
	"add_on" boolean DEFAULT false NOT NULL,
	CONSTRAINT "service_bundle_services_bundle_id_service_identity_pk" PRIMARY KEY("bundle_id","service_identity")
);
--> statement-breakpoint
CREATE TABLE "service_bundles" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"primary_service_identity" text NOT NULL,
	"discount_percent" smallint NOT NULL,
	"rush_discount_percent" smallint NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_group_members" (
	"group_slug" text NOT NULL,
	"service_identity" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "service_group_members_group_slug_service_identity_pk" PRIMARY KEY("group_slug","service_identity")
);
--> statement-breakpoint
CREATE TABLE "service_groups" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"service_type" text NOT NULL,
	"brand" text,
	"brand_url" text,
	"price_label" text,
	"delay_service_selection" boolean DEFAULT false NOT NULL,
	"sort_order" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_identity" text NOT NULL,
	"length_low" integer NOT NULL,
	"length_high" integer NOT NULL,
	"price_usd_cents" integer NOT NULL,
	"timeline_business_days" smallint NOT NULL,
	"rush" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"identity" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"service_type" text NOT NULL,
	"options_determined_by_count" text NOT NULL,
	"requires_journal_details" boolean DEFAULT false NOT NULL,
	"includes_certificate" boolean DEFAULT false NOT NULL,
	"can_be_removed_from_order" boolean DEFAULT true NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"reward_points_per_usd" smallint DEFAULT 1 NOT NULL,
	"sort_order" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_flags" (
	"key" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"description" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"impersonator_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"identity" text NOT NULL,
	"email" text NOT NULL,
	"email_normalized" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"password_hash" text,
	"role" text DEFAULT 'researcher' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"country_id" integer,
	"currency" text,
	"site_language" text DEFAULT 'en' NOT NULL,
	"localization" text DEFAULT 'us' NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"institution" text,
	"hide_invoices" boolean DEFAULT false NOT NULL,
	"has_rewards" boolean DEFAULT true NOT NULL,
	"voucher_available" boolean DEFAULT false NOT NULL,
	"override_download_available" boolean DEFAULT false NOT NULL,
	"language_assessment_enabled" boolean DEFAULT true NOT NULL,
	"show_check_spam_message" boolean DEFAULT true NOT NULL,
	"submitted_testimonial" boolean DEFAULT false NOT NULL,
	"referral_code" text NOT NULL,
	"total_reward_points" integer DEFAULT 0 NOT NULL,
	"loyalty_level_identity" text DEFAULT 'level1' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_identity_unique" UNIQUE("identity"),
	CONSTRAINT "users_email_normalized_unique" UNIQUE("email_normalized"),
	CONSTRAINT "users_referral_code_unique" UNIQUE("referral_code")
);
--> statement-breakpoint
CREATE TABLE "order_services" (
	"order_id" bigint NOT NULL,
	"service_identity" text NOT NULL,
	"service_option_id" integer,
	"quantity" smallint DEFAULT 1 NOT NULL,
	"list_price" bigint NOT NULL,
	"discount_amount" bigint DEFAULT 0 NOT NULL,
	"total_price" bigint NOT NULL,
	CONSTRAINT "order_services_order_id_service_identity_pk" PRIMARY KEY("order_id","service_identity")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"external_id" text NOT NULL,
	"user_id" bigint NOT NULL,
	"title" text NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"customer_goal" text NOT NULL,
	"word_count" integer NOT NULL,
	"manuscript_language_id" integer NOT NULL,
	"style_of_english" text DEFAULT 'american' NOT NULL,
	"journal_name" text,
	"currency" text NOT NULL,
	"total_amount" bigint NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"admin_created" boolean DEFAULT false NOT NULL,
	"rush" boolean DEFAULT false NOT NULL,
	"reward_points" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "orders_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"max_attempts" smallint DEFAULT 5 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_at" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"unique_key" text,
	"timeout_seconds" integer DEFAULT 300 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "countries" ADD CONSTRAINT "countries_default_currency_currencies_iso_code_fk" FOREIGN KEY ("default_currency") REFERENCES "public"."currencies"("iso_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "countries" ADD CONSTRAINT "countries_localization_localizations_identity_fk" FOREIGN KEY ("localization") REFERENCES "public"."localizations"("identity") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_localization_localizations_identity_fk" FOREIGN KEY ("localization") REFERENCES "public"."localizations"("identity") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "localizations" ADD CONSTRAINT "localizations_default_language_site_languages_code_fk" FOREIGN KEY ("default_language") REFERENCES "public"."site_languages"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "states" ADD CONSTRAINT "states_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_bundle_services" ADD CONSTRAINT "service_bundle_services_bundle_id_service_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."service_bundles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_bundle_services" ADD CONSTRAINT "service_bundle_services_service_identity_services_identity_fk" FOREIGN KEY ("service_identity") REFERENCES "public"."services"("identity") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_bundles" ADD CONSTRAINT "service_bundles_primary_service_identity_services_identity_fk" FOREIGN KEY ("primary_service_identity") REFERENCES "public"."services"("identity") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_group_members" ADD CONSTRAINT "service_group_members_group_slug_service_groups_slug_fk" FOREIGN KEY ("group_slug") REFERENCES "public"."service_groups"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_group_members" ADD CONSTRAINT "service_group_members_service_identity_services_identity_fk" FOREIGN KEY ("service_identity") REFERENCES "public"."services"("identity") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_options" ADD CONSTRAINT "service_options_service_identity_services_identity_fk" FOREIGN KEY ("service_identity") REFERENCES "public"."services"("identity") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_impersonator_id_users_id_fk" FOREIGN KEY ("impersonator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_currency_currencies_iso_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("iso_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_site_language_site_languages_code_fk" FOREIGN KEY ("site_language") REFERENCES "public"."site_languages"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_localization_localizations_identity_fk" FOREIGN KEY ("localization") REFERENCES "public"."localizations"("identity") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_loyalty_level_identity_loyalty_levels_identity_fk" FOREIGN KEY ("loyalty_level_identity") REFERENCES "public"."loyalty_levels"("identity") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_services" ADD CONSTRAINT "order_services_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_services" ADD CONSTRAINT "order_services_service_identity_services_identity_fk" FOREIGN KEY ("service_identity") REFERENCES "public"."services"("identity") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_services" ADD CONSTRAINT "order_services_service_option_id_service_options_id_fk" FOREIGN KEY ("service_option_id") REFERENCES "public"."service_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_goal_customer_goals_name_fk" FOREIGN KEY ("customer_goal") REFERENCES "public"."customer_goals"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_manuscript_language_id_manuscript_languages_id_fk" FOREIGN KEY ("manuscript_language_id") REFERENCES "public"."manuscript_languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_currency_currencies_iso_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("iso_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "states_country_idx" ON "states" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "service_options_service_idx" ON "service_options" USING btree ("service_identity","length_low");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_last_name_idx" ON "users" USING btree ("last_name");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_deadline_idx" ON "orders" USING btree ("status","deadline");--> statement-breakpoint
CREATE INDEX "jobs_claim_idx" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_unique_key_idx" ON "jobs" USING btree ("unique_key") WHERE status in ('queued', 'running') and unique_key is not null;
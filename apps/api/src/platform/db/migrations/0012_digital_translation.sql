CREATE TABLE "digital_products" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"identity" text NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"allowed_languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"number_of_uses" integer,
	"valid_days" integer,
	"prices" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digital_products_identity_unique" UNIQUE("identity")
);
--> statement-breakpoint
CREATE TABLE "digital_purchases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"identity" text NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"product_id" bigint,
	"label" text NOT NULL,
	"source" text NOT NULL,
	"payment_id" bigint,
	"invoice_id" bigint,
	"receipt_code" text,
	"allowed_languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"number_of_uses" integer,
	"uses_remaining" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"granted_by_staff_id" bigint,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digital_purchases_identity_unique" UNIQUE("identity")
);
--> statement-breakpoint
CREATE TABLE "digital_translations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"identity" text NOT NULL,
	"user_id" bigint NOT NULL,
	"purchase_id" bigint,
	"language" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"word_count" integer NOT NULL,
	"detected_language" text,
	"status" text DEFAULT 'processing' NOT NULL,
	"engine" text,
	"result_key" text,
	"result_size" bigint,
	"failure_reason" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "digital_translations_identity_unique" UNIQUE("identity")
);
--> statement-breakpoint
ALTER TABLE "digital_purchases" ADD CONSTRAINT "digital_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digital_purchases" ADD CONSTRAINT "digital_purchases_product_id_digital_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."digital_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digital_purchases" ADD CONSTRAINT "digital_purchases_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digital_purchases" ADD CONSTRAINT "digital_purchases_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digital_purchases" ADD CONSTRAINT "digital_purchases_granted_by_staff_id_users_id_fk" FOREIGN KEY ("granted_by_staff_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digital_translations" ADD CONSTRAINT "digital_translations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digital_translations" ADD CONSTRAINT "digital_translations_purchase_id_digital_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."digital_purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "digital_products_kind_idx" ON "digital_products" USING btree ("kind","sort_order");--> statement-breakpoint
CREATE INDEX "digital_purchases_user_idx" ON "digital_purchases" USING btree ("user_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "digital_purchases_payment_idx" ON "digital_purchases" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "digital_purchases_receipt_idx" ON "digital_purchases" USING btree ("receipt_code");--> statement-breakpoint
CREATE UNIQUE INDEX "digital_purchases_trial_idx" ON "digital_purchases" USING btree ("user_id","kind") WHERE source = 'trial';--> statement-breakpoint
CREATE INDEX "digital_translations_user_idx" ON "digital_translations" USING btree ("user_id","created_at");
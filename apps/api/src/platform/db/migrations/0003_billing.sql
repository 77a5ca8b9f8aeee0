CREATE TABLE "credit_uses" (
	"credit_id" bigint NOT NULL,
	"payment_id" bigint NOT NULL,
	"usd_cents" bigint NOT NULL,
	CONSTRAINT "credit_uses_credit_id_payment_id_pk" PRIMARY KEY("credit_id","payment_id")
);
--> statement-breakpoint
CREATE TABLE "credits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference_number" text NOT NULL,
	"user_id" bigint NOT NULL,
	"source" text NOT NULL,
	"invoice_id" bigint,
	"total_usd_cents" bigint NOT NULL,
	"balance_usd_cents" bigint NOT NULL,
	"expires_at" timestamp with time zone,
	"note" text,
	"granted_by_staff_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credits_reference_number_unique" UNIQUE("reference_number")
);
--> statement-breakpoint
CREATE TABLE "fapiaos" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"identity" text NOT NULL,
	"user_id" bigint NOT NULL,
	"invoice_id" bigint NOT NULL,
	"payment_id" bigint,
	"type" text NOT NULL,
	"service_type_id" integer NOT NULL,
	"organization_name" text NOT NULL,
	"taxpayer_number" text,
	"contact_email" text NOT NULL,
	"contact_phone" text,
	"shipping_address" text,
	"delivery_timeline" text,
	"special_instructions" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"number" text,
	"file_key" text,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "fapiaos_identity_unique" UNIQUE("identity")
);
--> statement-breakpoint
CREATE TABLE "gateway_events" (
	"gateway" text NOT NULL,
	"event_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_events_gateway_event_id_pk" PRIMARY KEY("gateway","event_id")
);
--> statement-breakpoint
CREATE TABLE "invoice_sequences" (
	"localization" text NOT NULL,
	"kind" text NOT NULL,
	"next_number" integer NOT NULL,
	CONSTRAINT "invoice_sequences_localization_kind_pk" PRIMARY KEY("localization","kind")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"invoice_number" text NOT NULL,
	"receipt_code" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" bigint NOT NULL,
	"localization" text NOT NULL,
	"order_id" bigint,
	"currency" text NOT NULL,
	"total_amount" bigint NOT NULL,
	"balance" bigint NOT NULL,
	"exchange_rate" numeric(18, 10) NOT NULL,
	"description" text NOT NULL,
	"purchase_order" text,
	"billing_address" jsonb,
	"invoice_address" jsonb,
	"pending_writeoff" boolean DEFAULT false NOT NULL,
	"written_off_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "invoices_invoice_number_unique" UNIQUE("invoice_number"),
	CONSTRAINT "invoices_receipt_code_unique" UNIQUE("receipt_code")
);
--> statement-breakpoint
CREATE TABLE "payment_allocations" (
	"payment_id" bigint NOT NULL,
	"invoice_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "payment_allocations_payment_id_invoice_id_pk" PRIMARY KEY("payment_id","invoice_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"user_id" bigint NOT NULL,
	"purpose" text NOT NULL,
	"subject" jsonb NOT NULL,
	"method_id" smallint NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" text NOT NULL,
	"gateway" text,
	"gateway_transaction_id" text,
	"card_type" text,
	"card_last_four" text,
	"installments" smallint,
	"boleto_url" text,
	"action_url" text,
	"failure_key" text,
	"result" jsonb,
	"form" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"recorded_by_staff_id" bigint,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payments_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "payments_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "sandbox_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"method" text,
	"status" text NOT NULL,
	"amount" bigint,
	"currency" text,
	"idempotency_key" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_transactions_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "voucher_applications" (
	"order_form_id" bigint PRIMARY KEY NOT NULL,
	"voucher_id" bigint NOT NULL,
	"order_id" bigint,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"institution" text NOT NULL,
	"max_amount_usd_cents" bigint,
	"remaining_uses" integer,
	"expires_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_form_id" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_forms" ADD COLUMN "receipt_code" text;--> statement-breakpoint
ALTER TABLE "credit_uses" ADD CONSTRAINT "credit_uses_credit_id_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."credits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_uses" ADD CONSTRAINT "credit_uses_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_granted_by_staff_id_users_id_fk" FOREIGN KEY ("granted_by_staff_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fapiaos" ADD CONSTRAINT "fapiaos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fapiaos" ADD CONSTRAINT "fapiaos_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fapiaos" ADD CONSTRAINT "fapiaos_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_sequences" ADD CONSTRAINT "invoice_sequences_localization_localizations_identity_fk" FOREIGN KEY ("localization") REFERENCES "public"."localizations"("identity") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_localization_localizations_identity_fk" FOREIGN KEY ("localization") REFERENCES "public"."localizations"("identity") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_currency_currencies_iso_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("iso_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_currency_currencies_iso_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("iso_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_staff_id_users_id_fk" FOREIGN KEY ("recorded_by_staff_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_applications" ADD CONSTRAINT "voucher_applications_order_form_id_order_forms_id_fk" FOREIGN KEY ("order_form_id") REFERENCES "public"."order_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_applications" ADD CONSTRAINT "voucher_applications_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_applications" ADD CONSTRAINT "voucher_applications_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credits_user_idx" ON "credits" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "fapiaos_user_idx" ON "fapiaos" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "fapiaos_invoice_idx" ON "fapiaos" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_user_created_idx" ON "invoices" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_allocations_invoice_idx" ON "payment_allocations" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_tx_idx" ON "payments" USING btree ("gateway","gateway_transaction_id");--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_order_form_id_unique" UNIQUE("order_form_id");--> statement-breakpoint
ALTER TABLE "order_forms" ADD CONSTRAINT "order_forms_receipt_code_unique" UNIQUE("receipt_code");
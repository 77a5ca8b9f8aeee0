CREATE TABLE "support_attachments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"message_id" bigint,
	"uploader_user_id" bigint,
	"uploader_visitor_hash" text,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_attachments_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"author_id" bigint,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_payment_proofs" (
	"request_id" bigint PRIMARY KEY NOT NULL,
	"invoice_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"transferred_on" text NOT NULL,
	"bank_reference" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"user_id" bigint,
	"contact_name" text,
	"contact_email" text,
	"language" text NOT NULL,
	"type" text NOT NULL,
	"quote_service" text,
	"order_id" bigint,
	"channel" text DEFAULT 'form' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"assignee_id" bigint,
	"answer_by_email" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_response_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"customer_read_at" timestamp with time zone,
	CONSTRAINT "support_requests_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "account_erasures" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"erased_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "support_attachments" ADD CONSTRAINT "support_attachments_message_id_support_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."support_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_attachments" ADD CONSTRAINT "support_attachments_uploader_user_id_users_id_fk" FOREIGN KEY ("uploader_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_request_id_support_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."support_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_payment_proofs" ADD CONSTRAINT "support_payment_proofs_request_id_support_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."support_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_payment_proofs" ADD CONSTRAINT "support_payment_proofs_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_payment_proofs" ADD CONSTRAINT "support_payment_proofs_currency_currencies_iso_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("iso_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_language_site_languages_code_fk" FOREIGN KEY ("language") REFERENCES "public"."site_languages"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_erasures" ADD CONSTRAINT "account_erasures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_attachments_message_idx" ON "support_attachments" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "support_attachments_unattached_idx" ON "support_attachments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "support_messages_request_idx" ON "support_messages" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "support_payment_proofs_invoice_idx" ON "support_payment_proofs" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "support_requests_user_idx" ON "support_requests" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "support_requests_status_idx" ON "support_requests" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "support_requests_assignee_idx" ON "support_requests" USING btree ("assignee_id","status");--> statement-breakpoint
CREATE INDEX "support_requests_order_idx" ON "support_requests" USING btree ("order_id");
DROP INDEX "orders_user_created_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "journal_url" text;--> statement-breakpoint
ALTER TABLE "preferred_groups" ADD COLUMN "free_trial" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_forms" ADD COLUMN "free_reedit_since" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "order_forms_rework_of_idx" ON "order_forms" USING btree ("rework_of_order_id");--> statement-breakpoint
CREATE INDEX "order_forms_reedit_of_idx" ON "order_forms" USING btree ("reedit_of_order_id");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at","id","external_id","title");--> statement-breakpoint
UPDATE "orders" SET "journal_url" = "order_forms"."journal_url" FROM "order_forms" WHERE "order_forms"."id" = "orders"."order_form_id" AND "order_forms"."journal_url" IS NOT NULL;

CREATE TABLE "identity_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint,
	"token_hash" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Every process caches sessions and users and drops them by these rows; triggers make sure no write is missed.
CREATE FUNCTION "identity_changed_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "identity_changes" ("user_id") VALUES (OLD."id");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_identity_changes" AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "identity_changed_user"();--> statement-breakpoint
CREATE FUNCTION "identity_changed_session"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "identity_changes" ("token_hash") VALUES (OLD."token_hash");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sessions_identity_ended" AFTER DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "identity_changed_session"();--> statement-breakpoint
-- Extending a session (last_seen_at, a later expires_at) is not a change: a process holding the older
-- expiry asks the database again once it passes. Shortening one is.
CREATE TRIGGER "sessions_identity_changes" AFTER UPDATE ON "sessions" FOR EACH ROW
  WHEN (OLD."token_hash" IS DISTINCT FROM NEW."token_hash" OR OLD."user_id" IS DISTINCT FROM NEW."user_id"
    OR OLD."impersonator_id" IS DISTINCT FROM NEW."impersonator_id" OR NEW."expires_at" < OLD."expires_at")
  EXECUTE FUNCTION "identity_changed_session"();--> statement-breakpoint
-- The load's summary of a user counts their orders.
CREATE FUNCTION "identity_changed_order_owner"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN INSERT INTO "identity_changes" ("user_id") VALUES (OLD."user_id"); END IF;
  IF TG_OP <> 'DELETE' THEN INSERT INTO "identity_changes" ("user_id") VALUES (NEW."user_id"); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_identity_changes" AFTER INSERT OR DELETE OR UPDATE OF "user_id" ON "orders" FOR EACH ROW EXECUTE FUNCTION "identity_changed_order_owner"();--> statement-breakpoint
-- Countries, migration groups and preferred groups are shown in many users' summaries: everything is dropped.
CREATE FUNCTION "identity_changed_everyone"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "identity_changes" ("user_id", "token_hash") VALUES (NULL, NULL);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "countries_identity_changes" AFTER UPDATE OR DELETE ON "countries" FOR EACH STATEMENT EXECUTE FUNCTION "identity_changed_everyone"();--> statement-breakpoint
CREATE TRIGGER "migration_groups_identity_changes" AFTER UPDATE OR DELETE ON "migration_groups" FOR EACH STATEMENT EXECUTE FUNCTION "identity_changed_everyone"();--> statement-breakpoint
CREATE TRIGGER "preferred_groups_identity_changes" AFTER UPDATE OR DELETE ON "preferred_groups" FOR EACH STATEMENT EXECUTE FUNCTION "identity_changed_everyone"();

DROP INDEX "users_login_key";--> statement-breakpoint
DROP INDEX "users_email_key";--> statement-breakpoint
ALTER TABLE "team_invites" ADD COLUMN "superseded_at" timestamp with time zone;--> statement-breakpoint
-- Races before this index could leave several open invites of one address: the newest stays open.
UPDATE "team_invites" AS "older" SET "superseded_at" = now() WHERE "older"."accepted_at" IS NULL AND "older"."cancelled_at" IS NULL AND EXISTS (SELECT 1 FROM "team_invites" AS "newer" WHERE "newer"."customer_id" = "older"."customer_id" AND lower("newer"."email") = lower("older"."email") AND "newer"."accepted_at" IS NULL AND "newer"."cancelled_at" IS NULL AND ("newer"."created_at", "newer"."id") > ("older"."created_at", "older"."id"));--> statement-breakpoint
CREATE UNIQUE INDEX "team_invites_open_email_key" ON "team_invites" USING btree ("customer_id",lower("email")) WHERE "team_invites"."accepted_at" is null and "team_invites"."cancelled_at" is null and "team_invites"."superseded_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_login_lower_key" ON "users" USING btree (lower("login"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));
DROP INDEX "login_failures_account_idx";--> statement-breakpoint
DROP INDEX "login_failures_ip_idx";--> statement-breakpoint
CREATE INDEX "login_failures_pair_idx" ON "login_failures" USING btree ("account_key","ip_address","created_at");--> statement-breakpoint
CREATE INDEX "login_failures_created_idx" ON "login_failures" USING btree ("created_at");
CREATE INDEX "cloud_router_connections_port_idx" ON "cloud_router_connections" USING btree ("customer_id","port_circuit_id");--> statement-breakpoint
CREATE INDEX "event_subscriptions_session_idx" ON "event_subscriptions" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "event_subscriptions_api_key_idx" ON "event_subscriptions" USING btree ("api_key_id");--> statement-breakpoint
-- Every subscription was made by a session or (only without one) an API key, so all rows fit the check; one with
-- neither could never be streamed by anyone, and goes rather than stopping the migration.
DELETE FROM "event_subscriptions" WHERE num_nonnulls("session_id", "api_key_id") <> 1;--> statement-breakpoint
ALTER TABLE "event_subscriptions" ADD CONSTRAINT "event_subscriptions_one_owner" CHECK (num_nonnulls("event_subscriptions"."session_id", "event_subscriptions"."api_key_id") = 1);

ALTER TABLE "cloud_router_connections" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "cloud_router_connections" ADD COLUMN "region" text;--> statement-breakpoint
ALTER TABLE "cloud_router_connections" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "cloud_router_connections" ADD COLUMN "settings" jsonb;--> statement-breakpoint
ALTER TABLE "cloud_router_connections" ADD COLUMN "cloud_settings" jsonb;--> statement-breakpoint
ALTER TABLE "cloud_router_connections" ADD COLUMN "provider_state" text;--> statement-breakpoint
ALTER TABLE "cloud_router_connections" ADD COLUMN "provider_message" text;--> statement-breakpoint
ALTER TABLE "cloud_router_connections" ADD COLUMN "provider_connection_id" text;--> statement-breakpoint
ALTER TABLE "cloud_router_connections" ADD COLUMN "cloud_state" jsonb;--> statement-breakpoint
ALTER TABLE "cloud_router_connections" ADD COLUMN "is_network_ready" boolean DEFAULT false NOT NULL;
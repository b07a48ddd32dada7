CREATE TABLE "cloud_credentials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"cloud_provider" text NOT NULL,
	"description" text NOT NULL,
	"secret" text NOT NULL,
	"hint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cloud_provider_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"connection_id" text NOT NULL,
	"provider" text NOT NULL,
	"port_type" text NOT NULL,
	"state" text NOT NULL,
	"message" text,
	"provider_key" text,
	"provider_connection_id" text,
	"speed_mbps" integer DEFAULT 0 NOT NULL,
	"cloud_state" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"facts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"acceptance_due_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cloud_credentials" ADD CONSTRAINT "cloud_credentials_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_provider_connections" ADD CONSTRAINT "cloud_provider_connections_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cloud_credentials_customer_idx" ON "cloud_credentials" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cloud_provider_connections_connection_idx" ON "cloud_provider_connections" USING btree ("connection_id");--> statement-breakpoint
CREATE INDEX "cloud_provider_connections_key_idx" ON "cloud_provider_connections" USING btree ("provider","provider_key");
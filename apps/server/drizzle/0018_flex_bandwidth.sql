CREATE TABLE "flex_bandwidth_pools" (
	"flex_bandwidth_id" text PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"account_uuid" uuid NOT NULL,
	"description" text NOT NULL,
	"subscription_term" integer NOT NULL,
	"capacity_mbps" integer NOT NULL,
	"po_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flex_bandwidth_pools" ADD CONSTRAINT "flex_bandwidth_pools_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flex_bandwidth_pools_customer_created_idx" ON "flex_bandwidth_pools" USING btree ("customer_id","created_at");--> statement-breakpoint
ALTER TABLE "virtual_circuits" ADD CONSTRAINT "virtual_circuits_flex_bandwidth_id_flex_bandwidth_pools_flex_bandwidth_id_fk" FOREIGN KEY ("flex_bandwidth_id") REFERENCES "public"."flex_bandwidth_pools"("flex_bandwidth_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "virtual_circuits_flex_bandwidth_idx" ON "virtual_circuits" USING btree ("flex_bandwidth_id");
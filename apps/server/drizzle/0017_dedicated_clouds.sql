CREATE TABLE "dedicated_clouds" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"circuit_id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"account_uuid" uuid NOT NULL,
	"user_uuid" uuid,
	"provider" text NOT NULL,
	"pop" text NOT NULL,
	"zone" text NOT NULL,
	"speed" text NOT NULL,
	"media" text NOT NULL,
	"service_class" text NOT NULL,
	"subscription_term" integer NOT NULL,
	"description" text NOT NULL,
	"po_number" text,
	"state" text NOT NULL,
	"autoneg" boolean DEFAULT false NOT NULL,
	"aws_region" text,
	"should_create_lag" boolean DEFAULT false NOT NULL,
	"encapsulation" text,
	"port_category" text,
	"loa" text,
	"provider_connection_id" text,
	"admin_status" text DEFAULT 'down' NOT NULL,
	"operational_status" text DEFAULT 'down' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dedicated_clouds" ADD CONSTRAINT "dedicated_clouds_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dedicated_clouds" ADD CONSTRAINT "dedicated_clouds_pop_locations_pop_fk" FOREIGN KEY ("pop") REFERENCES "public"."locations"("pop") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dedicated_clouds_circuit_idx" ON "dedicated_clouds" USING btree ("circuit_id");--> statement-breakpoint
CREATE INDEX "dedicated_clouds_customer_created_idx" ON "dedicated_clouds" USING btree ("customer_id","created_at");
CREATE TABLE "bgp_session_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"router_id" uuid NOT NULL,
	"connection_circuit_id" text NOT NULL,
	"bgp_settings_uuid" uuid NOT NULL,
	"severity" text NOT NULL,
	"message" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bgp_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"connection_id" uuid NOT NULL,
	"address_family" text NOT NULL,
	"remote_asn" bigint NOT NULL,
	"remote_address" text NOT NULL,
	"l3_address" text NOT NULL,
	"primary_subnet" text,
	"secondary_subnet" text,
	"multihop_ttl" integer DEFAULT 1 NOT NULL,
	"local_preference" bigint,
	"med" bigint,
	"as_prepend" integer,
	"md5" text,
	"orlonger" boolean DEFAULT false NOT NULL,
	"bfd_interval" integer,
	"bfd_multiplier" integer,
	"include_sub_defaults" boolean DEFAULT false NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"nat" jsonb,
	"prefixes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"peer" jsonb NOT NULL,
	"bgp_state" text NOT NULL,
	"state_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cloud_router_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"circuit_id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"router_id" uuid NOT NULL,
	"connection_type" text NOT NULL,
	"account_uuid" uuid NOT NULL,
	"description" text NOT NULL,
	"speed" text NOT NULL,
	"subscription_term" integer NOT NULL,
	"po_number" text,
	"pop" text NOT NULL,
	"zone" text,
	"port_circuit_id" text,
	"vlan" integer,
	"untagged" boolean DEFAULT false NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"nat_capable" boolean DEFAULT false NOT NULL,
	"dnat_capable" boolean DEFAULT false NOT NULL,
	"customer_gateway_address" text,
	"ipsec" jsonb,
	"shared_key" text,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cloud_routers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"circuit_id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"account_uuid" uuid NOT NULL,
	"name" text NOT NULL,
	"asn" bigint NOT NULL,
	"regions" jsonb NOT NULL,
	"capacity" text NOT NULL,
	"subscription_term" integer NOT NULL,
	"po_number" text,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bgp_session_events" ADD CONSTRAINT "bgp_session_events_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bgp_session_events" ADD CONSTRAINT "bgp_session_events_router_id_cloud_routers_id_fk" FOREIGN KEY ("router_id") REFERENCES "public"."cloud_routers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bgp_sessions" ADD CONSTRAINT "bgp_sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bgp_sessions" ADD CONSTRAINT "bgp_sessions_connection_id_cloud_router_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."cloud_router_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_router_connections" ADD CONSTRAINT "cloud_router_connections_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_router_connections" ADD CONSTRAINT "cloud_router_connections_router_id_cloud_routers_id_fk" FOREIGN KEY ("router_id") REFERENCES "public"."cloud_routers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_routers" ADD CONSTRAINT "cloud_routers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bgp_session_events_router_idx" ON "bgp_session_events" USING btree ("router_id","at");--> statement-breakpoint
CREATE INDEX "bgp_sessions_connection_idx" ON "bgp_sessions" USING btree ("connection_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cloud_router_connections_circuit_idx" ON "cloud_router_connections" USING btree ("circuit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cloud_router_connections_gateway_idx" ON "cloud_router_connections" USING btree ("customer_gateway_address") WHERE "cloud_router_connections"."customer_gateway_address" is not null;--> statement-breakpoint
CREATE INDEX "cloud_router_connections_router_idx" ON "cloud_router_connections" USING btree ("router_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cloud_routers_circuit_idx" ON "cloud_routers" USING btree ("circuit_id");--> statement-breakpoint
CREATE INDEX "cloud_routers_customer_idx" ON "cloud_routers" USING btree ("customer_id","created_at");
CREATE TABLE "hosted_cloud_vlans" (
	"circuit_id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"port_circuit_id" text NOT NULL,
	"kind" text NOT NULL,
	"vlan" integer NOT NULL,
	"svlan" integer,
	"outer_vlan" integer NOT NULL,
	"inner_vlan" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hosted_clouds" (
	"circuit_id" text PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"user_id" uuid,
	"account_uuid" uuid NOT NULL,
	"provider" text NOT NULL,
	"description" text NOT NULL,
	"po_number" text,
	"speed" text NOT NULL,
	"service_class" text NOT NULL,
	"port_circuit_id" text NOT NULL,
	"pop" text NOT NULL,
	"zone" text NOT NULL,
	"region" text NOT NULL,
	"vlan_id_pf" integer NOT NULL,
	"state" text NOT NULL,
	"is_network_ready" boolean DEFAULT false NOT NULL,
	"provider_state" text,
	"provider_message" text,
	"provider_connection_id" text,
	"settings" jsonb NOT NULL,
	"cloud_settings" jsonb,
	"cloud_state" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hosted_cloud_vlans" ADD CONSTRAINT "hosted_cloud_vlans_circuit_id_hosted_clouds_circuit_id_fk" FOREIGN KEY ("circuit_id") REFERENCES "public"."hosted_clouds"("circuit_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hosted_cloud_vlans" ADD CONSTRAINT "hosted_cloud_vlans_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hosted_cloud_vlans" ADD CONSTRAINT "hosted_cloud_vlans_port_circuit_id_ports_circuit_id_fk" FOREIGN KEY ("port_circuit_id") REFERENCES "public"."ports"("circuit_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hosted_clouds" ADD CONSTRAINT "hosted_clouds_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hosted_clouds" ADD CONSTRAINT "hosted_clouds_port_circuit_id_ports_circuit_id_fk" FOREIGN KEY ("port_circuit_id") REFERENCES "public"."ports"("circuit_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hosted_cloud_vlans_circuit_kind_idx" ON "hosted_cloud_vlans" USING btree ("circuit_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "hosted_cloud_vlans_port_vlan_idx" ON "hosted_cloud_vlans" USING btree ("port_circuit_id","outer_vlan","inner_vlan");--> statement-breakpoint
CREATE UNIQUE INDEX "hosted_clouds_uuid_idx" ON "hosted_clouds" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "hosted_clouds_customer_created_idx" ON "hosted_clouds" USING btree ("customer_id","created_at");
CREATE TABLE "vc_interfaces" (
	"vc_circuit_id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"side" text NOT NULL,
	"port_circuit_id" text NOT NULL,
	"vlan" integer,
	"svlan" integer,
	"untagged" boolean DEFAULT false NOT NULL,
	"outer_vlan" integer NOT NULL,
	"inner_vlan" integer NOT NULL,
	"provisioning_status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "virtual_circuits" (
	"circuit_id" text PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"account_uuid" uuid NOT NULL,
	"service_type" text NOT NULL,
	"mode" text NOT NULL,
	"service_class" text NOT NULL,
	"longhaul_type" text NOT NULL,
	"speed" text NOT NULL,
	"burst_speed_mbps" integer DEFAULT 0 NOT NULL,
	"subscription_term" integer NOT NULL,
	"rate_limit_in" integer,
	"rate_limit_out" integer,
	"flex_bandwidth_id" text,
	"state" text NOT NULL,
	"description" text NOT NULL,
	"po_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vc_interfaces" ADD CONSTRAINT "vc_interfaces_vc_circuit_id_virtual_circuits_circuit_id_fk" FOREIGN KEY ("vc_circuit_id") REFERENCES "public"."virtual_circuits"("circuit_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vc_interfaces" ADD CONSTRAINT "vc_interfaces_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vc_interfaces" ADD CONSTRAINT "vc_interfaces_port_circuit_id_ports_circuit_id_fk" FOREIGN KEY ("port_circuit_id") REFERENCES "public"."ports"("circuit_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_circuits" ADD CONSTRAINT "virtual_circuits_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vc_interfaces_vc_side_idx" ON "vc_interfaces" USING btree ("vc_circuit_id","side");--> statement-breakpoint
CREATE UNIQUE INDEX "vc_interfaces_port_vlan_idx" ON "vc_interfaces" USING btree ("port_circuit_id","outer_vlan","inner_vlan");--> statement-breakpoint
CREATE INDEX "virtual_circuits_customer_created_idx" ON "virtual_circuits" USING btree ("customer_id","created_at");
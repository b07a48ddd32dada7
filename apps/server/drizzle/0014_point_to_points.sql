CREATE TABLE "point_to_points" (
	"ptp_uuid" uuid PRIMARY KEY NOT NULL,
	"circuit_id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"account_uuid" uuid NOT NULL,
	"description" text NOT NULL,
	"speed" text NOT NULL,
	"media" text NOT NULL,
	"service_class" text NOT NULL,
	"subscription_term" integer NOT NULL,
	"state" text NOT NULL,
	"po_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ptp_endpoints" (
	"ptp_uuid" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"side" text NOT NULL,
	"port_circuit_id" text NOT NULL,
	"pop" text NOT NULL,
	"zone" text NOT NULL,
	"autoneg" boolean DEFAULT false NOT NULL,
	"customer_site_code" text,
	"loa" text,
	"provisioning_status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "point_to_points" ADD CONSTRAINT "point_to_points_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ptp_endpoints" ADD CONSTRAINT "ptp_endpoints_ptp_uuid_point_to_points_ptp_uuid_fk" FOREIGN KEY ("ptp_uuid") REFERENCES "public"."point_to_points"("ptp_uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ptp_endpoints" ADD CONSTRAINT "ptp_endpoints_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "point_to_points_circuit_idx" ON "point_to_points" USING btree ("circuit_id");--> statement-breakpoint
CREATE INDEX "point_to_points_customer_created_idx" ON "point_to_points" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ptp_endpoints_ptp_side_idx" ON "ptp_endpoints" USING btree ("ptp_uuid","side");--> statement-breakpoint
CREATE UNIQUE INDEX "ptp_endpoints_port_idx" ON "ptp_endpoints" USING btree ("port_circuit_id");
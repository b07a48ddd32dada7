CREATE TABLE "alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text NOT NULL,
	"subject_id" text NOT NULL,
	"kind" text NOT NULL,
	"severity" text NOT NULL,
	"message" text NOT NULL,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cleared_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "circuits" (
	"circuit_id" text PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"service_type" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"labels" text[] DEFAULT '{}'::text[] NOT NULL,
	"parent_circuit_id" text,
	"related_services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" text NOT NULL,
	"summary" text NOT NULL,
	"pop" text,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"mime_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"circuit_id" text,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"outbox_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbound_cross_connects" (
	"circuit_id" text PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"port_circuit_id" text NOT NULL,
	"site" text NOT NULL,
	"pop" text NOT NULL,
	"document_id" uuid NOT NULL,
	"outbound_cross_connect_id" text NOT NULL,
	"obcc_status" text NOT NULL,
	"state" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"description" text NOT NULL,
	"user_description" text,
	"destination_name" text,
	"destination_circuit_id" text,
	"panel" text,
	"module" text,
	"position" text,
	"data_center_cross_connect_id" text,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbound_cross_connects_outbound_cross_connect_id_unique" UNIQUE("outbound_cross_connect_id")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"customer_id" uuid NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"object_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_customer_id_scope_key_pk" PRIMARY KEY("customer_id","scope","key")
);
--> statement-breakpoint
CREATE TABLE "port_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"pop" text NOT NULL,
	"zone" text NOT NULL,
	"speed" text NOT NULL,
	"media" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ports" (
	"circuit_id" text PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"account_uuid" uuid NOT NULL,
	"is_lag" boolean DEFAULT false NOT NULL,
	"lag_id" text,
	"lag_number" integer,
	"lag_interval" text,
	"pop" text NOT NULL,
	"zone" text NOT NULL,
	"speed" text NOT NULL,
	"media" text NOT NULL,
	"demarcation_site" text NOT NULL,
	"demarcation_cage" text NOT NULL,
	"demarcation_panel" text NOT NULL,
	"demarcation_module" text NOT NULL,
	"demarcation_position" text NOT NULL,
	"state" text NOT NULL,
	"status" text NOT NULL,
	"admin_status" text NOT NULL,
	"operational_status" text NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"autoneg" boolean DEFAULT false NOT NULL,
	"is_nni" boolean DEFAULT false NOT NULL,
	"mtu" integer DEFAULT 9000 NOT NULL,
	"subscription_term" integer NOT NULL,
	"description" text NOT NULL,
	"po_number" text,
	"holds_capacity" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"query" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circuits" ADD CONSTRAINT "circuits_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_attachments" ADD CONSTRAINT "mail_attachments_outbox_id_mail_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."mail_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_cross_connects" ADD CONSTRAINT "outbound_cross_connects_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_cross_connects" ADD CONSTRAINT "outbound_cross_connects_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "port_bookings" ADD CONSTRAINT "port_bookings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "port_bookings" ADD CONSTRAINT "port_bookings_pop_locations_pop_fk" FOREIGN KEY ("pop") REFERENCES "public"."locations"("pop") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ports" ADD CONSTRAINT "ports_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ports" ADD CONSTRAINT "ports_pop_locations_pop_fk" FOREIGN KEY ("pop") REFERENCES "public"."locations"("pop") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_log" ADD CONSTRAINT "search_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_log" ADD CONSTRAINT "search_log_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_open_subject_idx" ON "alerts" USING btree ("kind","subject_id","customer_id") WHERE "alerts"."cleared_at" is null;--> statement-breakpoint
CREATE INDEX "alerts_customer_raised_idx" ON "alerts" USING btree ("customer_id","raised_at");--> statement-breakpoint
CREATE INDEX "circuits_customer_type_idx" ON "circuits" USING btree ("customer_id","service_type","summary");--> statement-breakpoint
CREATE INDEX "circuits_search_trgm_idx" ON "circuits" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "circuits_parent_idx" ON "circuits" USING btree ("parent_circuit_id");--> statement-breakpoint
CREATE INDEX "documents_customer_created_idx" ON "documents" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "documents_customer_circuit_idx" ON "documents" USING btree ("customer_id","circuit_id");--> statement-breakpoint
CREATE INDEX "mail_attachments_outbox_idx" ON "mail_attachments" USING btree ("outbox_id");--> statement-breakpoint
CREATE INDEX "outbound_cross_connects_customer_idx" ON "outbound_cross_connects" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "outbound_cross_connects_one_per_port_idx" ON "outbound_cross_connects" USING btree ("port_circuit_id") WHERE "outbound_cross_connects"."deleted" = false;--> statement-breakpoint
CREATE INDEX "port_bookings_customer_idx" ON "port_bookings" USING btree ("customer_id","pop");--> statement-breakpoint
CREATE INDEX "ports_customer_created_idx" ON "ports" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "ports_lag_idx" ON "ports" USING btree ("lag_id");--> statement-breakpoint
CREATE INDEX "search_log_user_customer_created_idx" ON "search_log" USING btree ("user_id","customer_id","created_at");
CREATE TABLE "network_workflows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"operation" text NOT NULL,
	"name" text NOT NULL,
	"steps" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'RUNNING' NOT NULL,
	"object_state" text NOT NULL,
	"failures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_final" boolean DEFAULT false NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"fail_at_step" integer,
	"fail_reason" text,
	"fail_times" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "network_workflows" ADD CONSTRAINT "network_workflows_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "network_workflows_object_idx" ON "network_workflows" USING btree ("customer_id","object_type","object_id","created_at");--> statement-breakpoint
CREATE INDEX "network_workflows_running_idx" ON "network_workflows" USING btree ("object_type","object_id") WHERE "network_workflows"."is_final" = false;
CREATE TABLE "reseller_brands" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"brand_key" text NOT NULL,
	"public_name" text NOT NULL,
	"main_color" text,
	"favicon_image_id" uuid,
	"logo_image_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reseller_brands" ADD CONSTRAINT "reseller_brands_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reseller_brands" ADD CONSTRAINT "reseller_brands_favicon_image_id_customer_images_id_fk" FOREIGN KEY ("favicon_image_id") REFERENCES "public"."customer_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reseller_brands" ADD CONSTRAINT "reseller_brands_logo_image_id_customer_images_id_fk" FOREIGN KEY ("logo_image_id") REFERENCES "public"."customer_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reseller_brands_brand_key_key" ON "reseller_brands" USING btree ("brand_key");
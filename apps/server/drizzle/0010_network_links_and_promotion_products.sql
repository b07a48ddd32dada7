CREATE TABLE "network_link_changes" (
	"link_id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"admin_status" text NOT NULL,
	"operational_status" text NOT NULL,
	CONSTRAINT "network_link_changes_link_id_changed_at_pk" PRIMARY KEY("link_id","changed_at")
);
--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "product_type" text;--> statement-breakpoint
ALTER TABLE "telemetry_interfaces" ADD COLUMN "link_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "network_link_changes_customer_idx" ON "network_link_changes" USING btree ("customer_id","link_id");
--> statement-breakpoint
-- Interfaces measured before the network recorded links: a port or LAG crosses its own link, a VC or cloud
-- connection the ports and LAGs it rides on (its inventory row's related services).
UPDATE "telemetry_interfaces" AS "measured" SET "link_ids" = ARRAY["measured"."object_id"]
  FROM "ports" WHERE "ports"."circuit_id" = "measured"."object_id" AND "ports"."customer_id" = "measured"."customer_id";
--> statement-breakpoint
UPDATE "telemetry_interfaces" AS "measured" SET "link_ids" = "ends"."link_ids"
  FROM (
    SELECT "circuits"."customer_id", "circuits"."circuit_id", array_agg("related"->>'circuit_id') AS "link_ids"
      FROM "circuits", jsonb_array_elements("circuits"."related_services") AS "related"
      WHERE "related"->>'service_type' IN ('port', 'lag')
      GROUP BY "circuits"."customer_id", "circuits"."circuit_id"
  ) AS "ends"
  WHERE "ends"."circuit_id" = "measured"."object_id" AND "ends"."customer_id" = "measured"."customer_id"
    AND "measured"."link_ids" = '{}'::text[];
--> statement-breakpoint
-- Ports that are down now have been down since their last change, as far as anything recorded tells.
INSERT INTO "network_link_changes" ("link_id", "customer_id", "changed_at", "admin_status", "operational_status")
  SELECT "circuit_id", "customer_id", "updated_at", "admin_status", "operational_status" FROM "ports"
  WHERE "state" = 'active' AND ("admin_status" = 'down' OR "operational_status" = 'down')
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- History stored before then carried traffic over those links: it carried none, and the optics saw no light.
UPDATE "telemetry_1m" AS "series" SET "rx_avg" = 0, "rx_min" = 0, "rx_max" = 0, "tx_avg" = 0, "tx_min" = 0, "tx_max" = 0,
  "rx_unicast" = 0, "rx_multicast" = 0, "rx_broadcast" = 0, "tx_unicast" = 0, "tx_multicast" = 0, "tx_broadcast" = 0,
  "rx_errors" = 0, "tx_errors" = 0, "rx_crc" = 0, "rx_discards" = 0, "tx_discards" = 0,
  "receive_0" = CASE WHEN "receive_0" IS NULL THEN NULL ELSE -40 END,
  "receive_1" = CASE WHEN "receive_1" IS NULL THEN NULL ELSE -40 END,
  "receive_2" = CASE WHEN "receive_2" IS NULL THEN NULL ELSE -40 END,
  "receive_3" = CASE WHEN "receive_3" IS NULL THEN NULL ELSE -40 END,
  "output_0" = CASE WHEN "output_0" IS NULL OR "down"."admin_status" = 'up' THEN "output_0" ELSE -40 END,
  "output_1" = CASE WHEN "output_1" IS NULL OR "down"."admin_status" = 'up' THEN "output_1" ELSE -40 END,
  "output_2" = CASE WHEN "output_2" IS NULL OR "down"."admin_status" = 'up' THEN "output_2" ELSE -40 END,
  "output_3" = CASE WHEN "output_3" IS NULL OR "down"."admin_status" = 'up' THEN "output_3" ELSE -40 END
  FROM "telemetry_interfaces" AS "measured", "network_link_changes" AS "down"
  WHERE "series"."telemetry_id" = "measured"."telemetry_id" AND "down"."link_id" = ANY("measured"."link_ids")
    AND "series"."ts" >= "down"."changed_at";
--> statement-breakpoint
UPDATE "telemetry_5m" AS "series" SET "rx_avg" = 0, "rx_min" = 0, "rx_max" = 0, "tx_avg" = 0, "tx_min" = 0, "tx_max" = 0,
  "rx_unicast" = 0, "rx_multicast" = 0, "rx_broadcast" = 0, "tx_unicast" = 0, "tx_multicast" = 0, "tx_broadcast" = 0,
  "rx_errors" = 0, "tx_errors" = 0, "rx_crc" = 0, "rx_discards" = 0, "tx_discards" = 0,
  "receive_0" = CASE WHEN "receive_0" IS NULL THEN NULL ELSE -40 END,
  "receive_1" = CASE WHEN "receive_1" IS NULL THEN NULL ELSE -40 END,
  "receive_2" = CASE WHEN "receive_2" IS NULL THEN NULL ELSE -40 END,
  "receive_3" = CASE WHEN "receive_3" IS NULL THEN NULL ELSE -40 END,
  "output_0" = CASE WHEN "output_0" IS NULL OR "down"."admin_status" = 'up' THEN "output_0" ELSE -40 END,
  "output_1" = CASE WHEN "output_1" IS NULL OR "down"."admin_status" = 'up' THEN "output_1" ELSE -40 END,
  "output_2" = CASE WHEN "output_2" IS NULL OR "down"."admin_status" = 'up' THEN "output_2" ELSE -40 END,
  "output_3" = CASE WHEN "output_3" IS NULL OR "down"."admin_status" = 'up' THEN "output_3" ELSE -40 END
  FROM "telemetry_interfaces" AS "measured", "network_link_changes" AS "down"
  WHERE "series"."telemetry_id" = "measured"."telemetry_id" AND "down"."link_id" = ANY("measured"."link_ids")
    AND "series"."ts" >= "down"."changed_at";
--> statement-breakpoint
UPDATE "telemetry_1h" AS "series" SET "rx_avg" = 0, "rx_min" = 0, "rx_max" = 0, "tx_avg" = 0, "tx_min" = 0, "tx_max" = 0,
  "rx_unicast" = 0, "rx_multicast" = 0, "rx_broadcast" = 0, "tx_unicast" = 0, "tx_multicast" = 0, "tx_broadcast" = 0,
  "rx_errors" = 0, "tx_errors" = 0, "rx_crc" = 0, "rx_discards" = 0, "tx_discards" = 0,
  "receive_0" = CASE WHEN "receive_0" IS NULL THEN NULL ELSE -40 END,
  "receive_1" = CASE WHEN "receive_1" IS NULL THEN NULL ELSE -40 END,
  "receive_2" = CASE WHEN "receive_2" IS NULL THEN NULL ELSE -40 END,
  "receive_3" = CASE WHEN "receive_3" IS NULL THEN NULL ELSE -40 END,
  "output_0" = CASE WHEN "output_0" IS NULL OR "down"."admin_status" = 'up' THEN "output_0" ELSE -40 END,
  "output_1" = CASE WHEN "output_1" IS NULL OR "down"."admin_status" = 'up' THEN "output_1" ELSE -40 END,
  "output_2" = CASE WHEN "output_2" IS NULL OR "down"."admin_status" = 'up' THEN "output_2" ELSE -40 END,
  "output_3" = CASE WHEN "output_3" IS NULL OR "down"."admin_status" = 'up' THEN "output_3" ELSE -40 END
  FROM "telemetry_interfaces" AS "measured", "network_link_changes" AS "down"
  WHERE "series"."telemetry_id" = "measured"."telemetry_id" AND "down"."link_id" = ANY("measured"."link_ids")
    AND "series"."ts" >= "down"."changed_at";
--> statement-breakpoint
-- The demo's discount (its fixed id) is on backbone virtual circuits.
UPDATE "promotions" SET "product_type" = 'vc' WHERE "id" = '00000000-0000-4000-8000-0000000000f1' AND "product_type" IS NULL;

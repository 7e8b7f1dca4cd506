CREATE TABLE "filed_periods" (
	"period" text PRIMARY KEY NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"filed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"filed_by" text,
	CONSTRAINT "filed_periods_range_check" CHECK ("filed_periods"."from_date" <= "filed_periods"."to_date")
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "transport_distance_km" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "transporter_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "transporter_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "irp" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "eway_bill" jsonb;--> statement-breakpoint
ALTER TABLE "notes" ADD COLUMN "irp" jsonb;--> statement-breakpoint
CREATE INDEX "filed_periods_to_date_idx" ON "filed_periods" USING btree ("to_date","from_date");
CREATE TABLE "master"."shop_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"phase" text DEFAULT '' NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"include_pdfs" boolean DEFAULT true NOT NULL,
	"file_name" text NOT NULL,
	"path" text,
	"size_bytes" bigint,
	"error" text,
	"requested_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "shop_exports_status_check" CHECK ("master"."shop_exports"."status" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "master"."shop_exports" ADD CONSTRAINT "shop_exports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "master"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_exports_one_active_idx" ON "master"."shop_exports" USING btree ("tenant_id") WHERE "master"."shop_exports"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "shop_exports_tenant_idx" ON "master"."shop_exports" USING btree ("tenant_id","created_at");
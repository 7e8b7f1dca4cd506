CREATE TABLE "master"."tenant_moves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"source" text NOT NULL,
	"target" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "tenant_moves_status_check" CHECK ("master"."tenant_moves"."status" in ('running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "master"."tenant_moves" ADD CONSTRAINT "tenant_moves_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "master"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_moves_one_running_idx" ON "master"."tenant_moves" USING btree ("tenant_id") WHERE "master"."tenant_moves"."status" = 'running';--> statement-breakpoint
CREATE INDEX "tenant_moves_tenant_idx" ON "master"."tenant_moves" USING btree ("tenant_id","started_at");
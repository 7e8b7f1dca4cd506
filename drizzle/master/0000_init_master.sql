CREATE SCHEMA "master";
--> statement-breakpoint
CREATE TABLE "master"."tenant_migration_state" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"last_migration_tag" text NOT NULL,
	"last_migration_at" integer DEFAULT 0 NOT NULL,
	"migrated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "master"."tenants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"schema_name" text NOT NULL,
	"name" text NOT NULL,
	"domain" text DEFAULT '' NOT NULL,
	"gstin" text DEFAULT '' NOT NULL,
	"owner_email" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"last_ping" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenants_tenantId_unique" UNIQUE("tenant_id"),
	CONSTRAINT "tenants_schemaName_unique" UNIQUE("schema_name"),
	CONSTRAINT "tenants_status_check" CHECK ("master"."tenants"."status" in ('active', 'inactive')),
	CONSTRAINT "tenants_schema_name_check" CHECK ("master"."tenants"."schema_name" ~ '^tenant_[a-z0-9_]{1,48}$')
);
--> statement-breakpoint
CREATE TABLE "master"."login_attempts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "master"."login_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"scope" text NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"succeeded" boolean NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "master"."operators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT 'Master' NOT NULL,
	"password_hash" text NOT NULL,
	"last_login" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operators_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "master"."sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"tenant_id" uuid,
	"user_id" uuid,
	"operator_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text,
	"ip" text,
	CONSTRAINT "sessions_owner_check" CHECK (("master"."sessions"."kind" = 'user' and "master"."sessions"."tenant_id" is not null and "master"."sessions"."user_id" is not null and "master"."sessions"."operator_id" is null)
        or ("master"."sessions"."kind" = 'operator' and "master"."sessions"."operator_id" is not null and "master"."sessions"."tenant_id" is null))
);
--> statement-breakpoint
ALTER TABLE "master"."tenant_migration_state" ADD CONSTRAINT "tenant_migration_state_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "master"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master"."sessions" ADD CONSTRAINT "sessions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "master"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master"."sessions" ADD CONSTRAINT "sessions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "master"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tenants_name_idx" ON "master"."tenants" USING btree ("name");--> statement-breakpoint
CREATE INDEX "login_attempts_scope_email_attempted_at_idx" ON "master"."login_attempts" USING btree ("scope","email","attempted_at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_attempted_at_idx" ON "master"."login_attempts" USING btree ("ip","attempted_at");--> statement-breakpoint
CREATE INDEX "sessions_tenant_id_user_id_idx" ON "master"."sessions" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "sessions_operator_id_idx" ON "master"."sessions" USING btree ("operator_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "master"."sessions" USING btree ("expires_at");
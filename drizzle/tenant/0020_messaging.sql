CREATE TABLE IF NOT EXISTS "mail_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"host" text DEFAULT '' NOT NULL,
	"port" integer DEFAULT 587 NOT NULL,
	"security" text DEFAULT 'starttls' NOT NULL,
	"username" text DEFAULT '' NOT NULL,
	"password_encrypted" text,
	"from_name" text DEFAULT '' NOT NULL,
	"from_address" text DEFAULT '' NOT NULL,
	"reply_to" text DEFAULT '' NOT NULL,
	"templates" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reminders_enabled" boolean DEFAULT false NOT NULL,
	"reminder_offsets" jsonb DEFAULT '[-3,0,7,15]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_settings_single_row_check" CHECK ("mail_settings"."id" = 1),
	CONSTRAINT "mail_settings_port_check" CHECK ("mail_settings"."port" between 1 and 65535)
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "mail_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"document_id" uuid,
	"customer_id" uuid,
	"to_addresses" jsonb NOT NULL,
	"cc_addresses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"attachment_name" text DEFAULT '' NOT NULL,
	"period_from" date,
	"period_to" date,
	"status" text DEFAULT 'queued' NOT NULL,
	"transport" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"message_id" text DEFAULT '' NOT NULL,
	"raw" "bytea",
	"sending_until" timestamp with time zone,
	"created_by" uuid,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_messages_attempts_check" CHECK ("mail_messages"."attempts" >= 0),
	CONSTRAINT "mail_messages_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE set null ON UPDATE no action
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "payment_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"customer_id" uuid,
	"reminder_date" date NOT NULL,
	"offset_days" integer NOT NULL,
	"mail_message_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_reminders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE set null ON UPDATE no action,
	CONSTRAINT "payment_reminders_mail_message_id_mail_messages_id_fk" FOREIGN KEY ("mail_message_id") REFERENCES "mail_messages"("id") ON DELETE set null ON UPDATE no action
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "recurring_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"template" jsonb NOT NULL,
	"frequency" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"max_runs" integer,
	"next_run_date" date,
	"run_count" integer DEFAULT 0 NOT NULL,
	"mode" text DEFAULT 'issue' NOT NULL,
	"email_on_issue" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"status_reason" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_profiles_max_runs_check" CHECK ("recurring_profiles"."max_runs" is null or "recurring_profiles"."max_runs" >= 1),
	CONSTRAINT "recurring_profiles_run_count_check" CHECK ("recurring_profiles"."run_count" >= 0),
	CONSTRAINT "recurring_profiles_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE restrict ON UPDATE no action
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "recurring_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"run_date" date NOT NULL,
	"sequence" integer NOT NULL,
	"status" text NOT NULL,
	"invoice_id" uuid,
	"draft" jsonb,
	"error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_runs_profile_id_recurring_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "recurring_profiles"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "share_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text NOT NULL,
	"kind" text NOT NULL,
	"document_id" uuid,
	"customer_id" uuid,
	"period_from" date,
	"period_to" date,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"first_viewed_at" timestamp with time zone,
	"last_viewed_at" timestamp with time zone,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "share_links_token_check" CHECK (length("share_links"."token") >= 32),
	CONSTRAINT "share_links_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "webhook_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"url" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"events" jsonb NOT NULL,
	"secret_encrypted" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_endpoints_url_check" CHECK ("webhook_endpoints"."url" ~ '^https?://')
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"event" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"response_status" integer,
	"last_error" text DEFAULT '' NOT NULL,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN IF NOT EXISTS "reminders_opt_out" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mail_messages_document_idx" ON "mail_messages" USING btree ("document_id","created_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mail_messages_created_at_idx" ON "mail_messages" USING btree ("created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "payment_reminders_invoice_date_idx" ON "payment_reminders" USING btree ("invoice_id","reminder_date");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_reminders_created_at_idx" ON "payment_reminders" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "recurring_profiles_next_run_idx" ON "recurring_profiles" USING btree ("status","next_run_date");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "recurring_runs_profile_date_idx" ON "recurring_runs" USING btree ("profile_id","run_date");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "recurring_runs_invoice_idx" ON "recurring_runs" USING btree ("invoice_id");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "share_links_token_idx" ON "share_links" USING btree ("token");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "share_links_document_idx" ON "share_links" USING btree ("document_id");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "webhook_deliveries_endpoint_event_idx" ON "webhook_deliveries" USING btree ("endpoint_id","event_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "webhook_deliveries_created_at_idx" ON "webhook_deliveries" USING btree ("created_at");

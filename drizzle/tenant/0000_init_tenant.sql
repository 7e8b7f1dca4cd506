CREATE TABLE "permission_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"page" text NOT NULL,
	"permissions" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"image" text,
	"role" text DEFAULT 'staff' NOT NULL,
	"last_login" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('superadmin', 'admin', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"gstin" text DEFAULT '' NOT NULL,
	"state_code" integer DEFAULT 19 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"serial_no" text NOT NULL,
	"type" text DEFAULT 'Module' NOT NULL,
	"sold_to_invoice" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_unique_id" text NOT NULL,
	"product_name" text NOT NULL,
	"product_label" text NOT NULL,
	"product_min_price" numeric(14, 2) DEFAULT '0' NOT NULL,
	"product_hsn_code" text DEFAULT '' NOT NULL,
	"product_category" text DEFAULT '' NOT NULL,
	"gst_percentage" numeric(5, 2) DEFAULT '0' NOT NULL,
	"uom_unit" text DEFAULT 'UNITS' NOT NULL,
	"product_capacity" numeric(12, 2) DEFAULT '0' NOT NULL,
	"product_meta_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"product_weight" numeric(10, 2),
	"product_width" numeric(10, 2),
	"product_length" numeric(10, 2),
	"product_warranty" numeric(5, 1),
	"product_output_warranty" numeric(5, 1),
	"product_link" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_gst_percentage_check" CHECK ("products"."gst_percentage" >= 0 and "products"."gst_percentage" <= 100),
	CONSTRAINT "products_min_price_check" CHECK ("products"."product_min_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quote_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid,
	"product_name" text NOT NULL,
	"quantity" numeric(12, 3) DEFAULT '1' NOT NULL,
	"price" numeric(14, 2) DEFAULT '0' NOT NULL,
	"gst_percentage" numeric(5, 2) DEFAULT '0' NOT NULL,
	"uom_unit" text DEFAULT 'UNITS' NOT NULL,
	CONSTRAINT "quote_lines_quantity_check" CHECK ("quote_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_number" text NOT NULL,
	"year" integer NOT NULL,
	"quote_date" date NOT NULL,
	"expiry_date" date NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"customer_id" uuid,
	"customer_name" text NOT NULL,
	"gstin" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"user_demand" numeric(10, 2) DEFAULT '5' NOT NULL,
	"discount_price" numeric(14, 2) DEFAULT '0' NOT NULL,
	"terms_and_conditions" text DEFAULT '' NOT NULL,
	"is_installation_required" boolean DEFAULT false NOT NULL,
	"quote_type" text DEFAULT 'Quote' NOT NULL,
	"tax_included" boolean DEFAULT false NOT NULL,
	"total_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"user_message" text DEFAULT '' NOT NULL,
	"status_message" text DEFAULT '' NOT NULL,
	"expected_date" date,
	"source" text DEFAULT 'backoffice' NOT NULL,
	"file_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_status_check" CHECK ("quotes"."status" in ('Pending', 'Approved', 'Rejected')),
	CONSTRAINT "quotes_type_check" CHECK ("quotes"."quote_type" in ('Quote', 'Proforma Invoice')),
	CONSTRAINT "quotes_discount_check" CHECK ("quotes"."discount_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_line_serials" (
	"invoice_line_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	CONSTRAINT "invoice_line_serials_invoice_line_id_item_id_pk" PRIMARY KEY("invoice_line_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid NOT NULL,
	"product_label" text NOT NULL,
	"product_category" text DEFAULT '' NOT NULL,
	"hsn_code" text DEFAULT '' NOT NULL,
	"uom_unit" text DEFAULT 'UNITS' NOT NULL,
	"product_min_price" numeric(14, 2) DEFAULT '0' NOT NULL,
	"gst_percentage" numeric(5, 2) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"quantity" numeric(12, 3) DEFAULT '1' NOT NULL,
	"price" numeric(14, 2) DEFAULT '0' NOT NULL,
	"taxable_value" numeric(14, 2) NOT NULL,
	"tax_amount" numeric(14, 2) NOT NULL,
	"serial_details" text DEFAULT '' NOT NULL,
	CONSTRAINT "invoice_lines_quantity_check" CHECK ("invoice_lines"."quantity" > 0),
	CONSTRAINT "invoice_lines_price_check" CHECK ("invoice_lines"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_number" text NOT NULL,
	"financial_year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"invoice_date" date NOT NULL,
	"due_date" date NOT NULL,
	"date_of_supply" date,
	"transport_mode" text DEFAULT 'Road' NOT NULL,
	"vehicle_number" text DEFAULT '' NOT NULL,
	"place_of_supply" integer NOT NULL,
	"bill_to_id" uuid NOT NULL,
	"ship_to_id" uuid,
	"terms_and_conditions" text DEFAULT '' NOT NULL,
	"delivery_address" jsonb,
	"is_inter_state" boolean NOT NULL,
	"taxable_amount" numeric(14, 2) NOT NULL,
	"cgst_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"sgst_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"utgst_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"igst_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total_amount" numeric(14, 2) NOT NULL,
	"tax_split" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"file_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_total_check" CHECK ("invoices"."total_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" text,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_counters" (
	"kind" text NOT NULL,
	"financial_year" integer NOT NULL,
	"next_value" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "document_counters_kind_financial_year_pk" PRIMARY KEY("kind","financial_year"),
	CONSTRAINT "document_counters_next_value_check" CHECK ("document_counters"."next_value" >= 1)
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" text PRIMARY KEY NOT NULL,
	"folder" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"source_type" text,
	"source_id" uuid,
	"source_version" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_id_check" CHECK ("files"."id" ~ '^[A-Za-z0-9_-]{32}$')
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"request_hash" text NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "permission_sets" ADD CONSTRAINT "permission_sets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_line_serials" ADD CONSTRAINT "invoice_line_serials_invoice_line_id_invoice_lines_id_fk" FOREIGN KEY ("invoice_line_id") REFERENCES "invoice_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_line_serials" ADD CONSTRAINT "invoice_line_serials_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_bill_to_id_customers_id_fk" FOREIGN KEY ("bill_to_id") REFERENCES "customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_ship_to_id_customers_id_fk" FOREIGN KEY ("ship_to_id") REFERENCES "customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "permission_sets_user_id_page_idx" ON "permission_sets" USING btree ("user_id","page");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "customers_name_lower_idx" ON "customers" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "customers_gstin_idx" ON "customers" USING btree ("gstin");--> statement-breakpoint
CREATE INDEX "customers_phone_number_idx" ON "customers" USING btree ("phone_number");--> statement-breakpoint
CREATE INDEX "customers_created_at_idx" ON "customers" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "items_product_id_serial_no_idx" ON "items" USING btree ("product_id","serial_no");--> statement-breakpoint
CREATE INDEX "items_product_id_sold_idx" ON "items" USING btree ("product_id","sold_to_invoice");--> statement-breakpoint
CREATE INDEX "items_serial_no_idx" ON "items" USING btree ("serial_no");--> statement-breakpoint
CREATE INDEX "items_created_at_idx" ON "items" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "products_product_unique_id_idx" ON "products" USING btree ("product_unique_id");--> statement-breakpoint
CREATE INDEX "products_label_lower_idx" ON "products" USING btree (lower("product_label"));--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("product_category");--> statement-breakpoint
CREATE INDEX "products_capacity_idx" ON "products" USING btree ("product_capacity");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_lines_quote_id_position_idx" ON "quote_lines" USING btree ("quote_id","position");--> statement-breakpoint
CREATE INDEX "quote_lines_product_id_idx" ON "quote_lines" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_year_quote_number_idx" ON "quotes" USING btree ("year","quote_number");--> statement-breakpoint
CREATE INDEX "quotes_year_created_at_idx" ON "quotes" USING btree ("year","created_at");--> statement-breakpoint
CREATE INDEX "quotes_user_demand_idx" ON "quotes" USING btree ("user_demand");--> statement-breakpoint
CREATE INDEX "quotes_customer_id_idx" ON "quotes" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "quotes_quote_number_phone_idx" ON "quotes" USING btree ("quote_number","phone_number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_line_serials_item_id_idx" ON "invoice_line_serials" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_invoice_id_position_idx" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE INDEX "invoice_lines_product_id_idx" ON "invoice_lines" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_financial_year_invoice_number_idx" ON "invoices" USING btree ("financial_year","invoice_number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_financial_year_sequence_idx" ON "invoices" USING btree ("financial_year","sequence");--> statement-breakpoint
CREATE INDEX "invoices_invoice_date_idx" ON "invoices" USING btree ("invoice_date","created_at");--> statement-breakpoint
CREATE INDEX "invoices_bill_to_id_idx" ON "invoices" USING btree ("bill_to_id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "files_source_idx" ON "files" USING btree ("source_type","source_id");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");
-- Issue 31: the buying half of the books (schema/tenant/purchases.ts): suppliers, purchase bills and
-- their lines (ITC eligibility, reverse charge, unit cost), purchase returns and their serials,
-- where each serial-numbered item came from (item_purchases), supplier payments and allocations,
-- expenses and their categories, the stock ledger (stock_movements) and stock now (product_stock),
-- and invoice_lines.unit_cost. Every statement can run again (IF NOT EXISTS, ON CONFLICT), as the
-- migrator re-applies a tenant's missing migrations through Citus (see 0008); constraints are
-- written inline so they come and go with their table or column.
CREATE TABLE IF NOT EXISTS "expense_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "expenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"expense_number" text NOT NULL,
	"financial_year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"expense_date" date NOT NULL,
	"category" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"paid_from" text DEFAULT 'cash' NOT NULL,
	"bank_account" text DEFAULT '' NOT NULL,
	"payee" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"attachment_file_id" text,
	"status" text DEFAULT 'active' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expenses_amount_check" CHECK ("expenses"."amount" > 0),
	CONSTRAINT "expenses_paid_from_check" CHECK ("expenses"."paid_from" in ('cash', 'bank')),
	CONSTRAINT "expenses_status_check" CHECK ("expenses"."status" in ('active', 'cancelled')),
	CONSTRAINT "expenses_attachment_file_id_files_id_fk" FOREIGN KEY ("attachment_file_id") REFERENCES "files"("id") ON DELETE set null ON UPDATE no action
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "suppliers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"gstin" text DEFAULT '' NOT NULL,
	"registration" text DEFAULT 'regular' NOT NULL,
	"state_code" integer DEFAULT 19 NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"pin_code" text DEFAULT '' NOT NULL,
	"contact_person" text DEFAULT '' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"opening_balance" numeric(14, 2) DEFAULT '0' NOT NULL,
	"credit_period_days" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suppliers_registration_check" CHECK ("suppliers"."registration" in ('regular', 'composition', 'unregistered', 'overseas')),
	CONSTRAINT "suppliers_credit_period_days_check" CHECK ("suppliers"."credit_period_days" is null or ("suppliers"."credit_period_days" >= 0 and "suppliers"."credit_period_days" <= 365))
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "purchase_bills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_number" text NOT NULL,
	"financial_year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"supplier_id" uuid NOT NULL,
	"supplier_invoice_number" text NOT NULL,
	"supplier_invoice_key" text NOT NULL,
	"bill_date" date NOT NULL,
	"supplier_financial_year" integer NOT NULL,
	"received_date" date NOT NULL,
	"due_date" date NOT NULL,
	"place_of_supply" integer NOT NULL,
	"is_inter_state" boolean NOT NULL,
	"tax_inclusive" boolean DEFAULT false NOT NULL,
	"taxable_amount" numeric(14, 2) NOT NULL,
	"cgst_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"sgst_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"utgst_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"igst_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"reverse_charge_tax" numeric(14, 2) DEFAULT '0' NOT NULL,
	"round_off" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total_amount" numeric(14, 2) NOT NULL,
	"supplier_total" numeric(14, 2) NOT NULL,
	"tax_split" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"attachment_file_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_bills_status_check" CHECK ("purchase_bills"."status" in ('active', 'cancelled')),
	CONSTRAINT "purchase_bills_total_check" CHECK ("purchase_bills"."total_amount" >= 0),
	CONSTRAINT "purchase_bills_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "suppliers"("id") ON DELETE restrict ON UPDATE no action,
	CONSTRAINT "purchase_bills_attachment_file_id_files_id_fk" FOREIGN KEY ("attachment_file_id") REFERENCES "files"("id") ON DELETE set null ON UPDATE no action
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "purchase_bill_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bill_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text DEFAULT 'goods' NOT NULL,
	"product_id" uuid,
	"description" text DEFAULT '' NOT NULL,
	"hsn_code" text DEFAULT '' NOT NULL,
	"uom_unit" text DEFAULT 'UNITS' NOT NULL,
	"quantity" numeric(12, 3) DEFAULT '1' NOT NULL,
	"price" numeric(14, 2) DEFAULT '0' NOT NULL,
	"discount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"gst_percentage" numeric(5, 2) NOT NULL,
	"taxability" text DEFAULT 'taxable' NOT NULL,
	"taxable_value" numeric(14, 2) NOT NULL,
	"tax_amount" numeric(14, 2) NOT NULL,
	"cgst" numeric(14, 2) DEFAULT '0' NOT NULL,
	"sgst" numeric(14, 2) DEFAULT '0' NOT NULL,
	"utgst" numeric(14, 2) DEFAULT '0' NOT NULL,
	"igst" numeric(14, 2) DEFAULT '0' NOT NULL,
	"itc_eligibility" text DEFAULT 'inputs' NOT NULL,
	"itc_reason" text DEFAULT '' NOT NULL,
	"reverse_charge" boolean DEFAULT false NOT NULL,
	"expense_category" text DEFAULT '' NOT NULL,
	"unit_cost" numeric(16, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "purchase_bill_lines_quantity_check" CHECK ("purchase_bill_lines"."quantity" > 0),
	CONSTRAINT "purchase_bill_lines_price_check" CHECK ("purchase_bill_lines"."price" >= 0),
	CONSTRAINT "purchase_bill_lines_discount_check" CHECK ("purchase_bill_lines"."discount" >= 0),
	CONSTRAINT "purchase_bill_lines_kind_check" CHECK ("purchase_bill_lines"."kind" in ('goods', 'expense')),
	CONSTRAINT "purchase_bill_lines_goods_product_check" CHECK ("purchase_bill_lines"."kind" = 'expense' or "purchase_bill_lines"."product_id" is not null),
	CONSTRAINT "purchase_bill_lines_itc_check" CHECK ("purchase_bill_lines"."itc_eligibility" in ('inputs', 'capital-goods', 'input-services', 'blocked', 'ineligible')),
	CONSTRAINT "purchase_bill_lines_bill_id_purchase_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "purchase_bills"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "purchase_bill_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE restrict ON UPDATE no action
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "purchase_returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"return_number" text NOT NULL,
	"financial_year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"kind" text DEFAULT 'debit-note' NOT NULL,
	"bill_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"return_date" date NOT NULL,
	"supplier_note_number" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"taxable_amount" numeric(14, 2) NOT NULL,
	"cgst_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"sgst_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"utgst_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"igst_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"reverse_charge_tax" numeric(14, 2) DEFAULT '0' NOT NULL,
	"round_off" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total_amount" numeric(14, 2) NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_returns_kind_check" CHECK ("purchase_returns"."kind" in ('debit-note', 'supplier-credit-note')),
	CONSTRAINT "purchase_returns_status_check" CHECK ("purchase_returns"."status" in ('active', 'cancelled')),
	CONSTRAINT "purchase_returns_bill_id_purchase_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "purchase_bills"("id") ON DELETE restrict ON UPDATE no action,
	CONSTRAINT "purchase_returns_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "suppliers"("id") ON DELETE restrict ON UPDATE no action
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "purchase_return_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"return_id" uuid NOT NULL,
	"bill_line_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"taxable_value" numeric(14, 2) NOT NULL,
	"tax_amount" numeric(14, 2) NOT NULL,
	"cgst" numeric(14, 2) DEFAULT '0' NOT NULL,
	"sgst" numeric(14, 2) DEFAULT '0' NOT NULL,
	"utgst" numeric(14, 2) DEFAULT '0' NOT NULL,
	"igst" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "purchase_return_lines_quantity_check" CHECK ("purchase_return_lines"."quantity" > 0),
	CONSTRAINT "purchase_return_lines_return_id_purchase_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "purchase_returns"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "purchase_return_lines_bill_line_id_purchase_bill_lines_id_fk" FOREIGN KEY ("bill_line_id") REFERENCES "purchase_bill_lines"("id") ON DELETE restrict ON UPDATE no action
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "item_purchases" (
	"item_id" uuid PRIMARY KEY NOT NULL,
	"bill_line_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"purchased_on" date NOT NULL,
	"unit_cost" numeric(16, 4) NOT NULL,
	"return_line_id" uuid,
	CONSTRAINT "item_purchases_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "items"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "item_purchases_bill_line_id_purchase_bill_lines_id_fk" FOREIGN KEY ("bill_line_id") REFERENCES "purchase_bill_lines"("id") ON DELETE restrict ON UPDATE no action,
	CONSTRAINT "item_purchases_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "suppliers"("id") ON DELETE restrict ON UPDATE no action,
	CONSTRAINT "item_purchases_return_line_id_purchase_return_lines_id_fk" FOREIGN KEY ("return_line_id") REFERENCES "purchase_return_lines"("id") ON DELETE set null ON UPDATE no action
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "product_stock" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"on_hand" numeric(12, 3) DEFAULT '0' NOT NULL,
	"value" numeric(14, 2) DEFAULT '0' NOT NULL,
	"average_cost" numeric(16, 4) DEFAULT '0' NOT NULL,
	"low_stock_level" numeric(12, 3),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "purchase_return_line_serials" (
	"return_line_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	CONSTRAINT "purchase_return_line_serials_return_line_id_item_id_pk" PRIMARY KEY("return_line_id","item_id"),
	CONSTRAINT "purchase_return_line_serials_return_line_id_purchase_return_lines_id_fk" FOREIGN KEY ("return_line_id") REFERENCES "purchase_return_lines"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "purchase_return_line_serials_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "items"("id") ON DELETE restrict ON UPDATE no action
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "stock_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"movement_date" date NOT NULL,
	"kind" text NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"unit_cost" numeric(16, 4) DEFAULT '0' NOT NULL,
	"value" numeric(14, 2) NOT NULL,
	"source_line_id" uuid,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_quantity_check" CHECK ("stock_movements"."quantity" <> 0),
	CONSTRAINT "stock_movements_kind_check" CHECK ("stock_movements"."kind" in ('opening', 'purchase', 'sale', 'sales-return', 'purchase-return', 'adjustment')),
	CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE restrict ON UPDATE no action
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "supplier_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_number" text NOT NULL,
	"financial_year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"supplier_id" uuid NOT NULL,
	"payment_date" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"mode" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"reversed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_payments_amount_check" CHECK ("supplier_payments"."amount" > 0),
	CONSTRAINT "supplier_payments_status_check" CHECK ("supplier_payments"."status" in ('active', 'reversed')),
	CONSTRAINT "supplier_payments_mode_check" CHECK ("supplier_payments"."mode" in ('cash', 'upi', 'bank-transfer', 'cheque', 'card')),
	CONSTRAINT "supplier_payments_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "suppliers"("id") ON DELETE restrict ON UPDATE no action
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "supplier_payment_allocations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"bill_id" uuid NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"allocated_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_payment_allocations_amount_check" CHECK ("supplier_payment_allocations"."amount" > 0),
	CONSTRAINT "supplier_payment_allocations_payment_id_supplier_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "supplier_payments"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "supplier_payment_allocations_bill_id_purchase_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "purchase_bills"("id") ON DELETE restrict ON UPDATE no action
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN IF NOT EXISTS "unit_cost" numeric(16, 4);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "expense_categories_name_lower_idx" ON "expense_categories" USING btree (lower("name"));
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "expenses_financial_year_sequence_idx" ON "expenses" USING btree ("financial_year","sequence");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "expenses_expense_date_idx" ON "expenses" USING btree ("expense_date","created_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "expenses_category_idx" ON "expenses" USING btree ("category");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "item_purchases_bill_line_id_idx" ON "item_purchases" USING btree ("bill_line_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "item_purchases_return_line_id_idx" ON "item_purchases" USING btree ("return_line_id");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "purchase_bill_lines_bill_id_position_idx" ON "purchase_bill_lines" USING btree ("bill_id","position");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "purchase_bill_lines_product_id_idx" ON "purchase_bill_lines" USING btree ("product_id");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "purchase_bills_financial_year_sequence_idx" ON "purchase_bills" USING btree ("financial_year","sequence");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "purchase_bills_supplier_invoice_key_idx" ON "purchase_bills" USING btree ("supplier_id","supplier_financial_year","supplier_invoice_key") WHERE "purchase_bills"."status" = 'active';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "purchase_bills_bill_date_idx" ON "purchase_bills" USING btree ("bill_date","created_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "purchase_bills_supplier_id_bill_date_idx" ON "purchase_bills" USING btree ("supplier_id","bill_date");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "purchase_bills_updated_at_id_idx" ON "purchase_bills" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "purchase_return_line_serials_item_id_idx" ON "purchase_return_line_serials" USING btree ("item_id");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "purchase_return_lines_return_id_position_idx" ON "purchase_return_lines" USING btree ("return_id","position");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "purchase_return_lines_bill_line_id_idx" ON "purchase_return_lines" USING btree ("bill_line_id");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "purchase_returns_financial_year_sequence_idx" ON "purchase_returns" USING btree ("financial_year","sequence");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "purchase_returns_bill_id_idx" ON "purchase_returns" USING btree ("bill_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "purchase_returns_supplier_id_return_date_idx" ON "purchase_returns" USING btree ("supplier_id","return_date");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "stock_movements_product_id_movement_date_idx" ON "stock_movements" USING btree ("product_id","movement_date","created_at","quantity","value");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "stock_movements_movement_date_idx" ON "stock_movements" USING btree ("movement_date");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "stock_movements_source_line_id_idx" ON "stock_movements" USING btree ("source_line_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "supplier_payment_allocations_bill_id_idx" ON "supplier_payment_allocations" USING btree ("bill_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "supplier_payment_allocations_payment_id_idx" ON "supplier_payment_allocations" USING btree ("payment_id");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "supplier_payments_financial_year_sequence_idx" ON "supplier_payments" USING btree ("financial_year","sequence");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "supplier_payments_supplier_id_payment_date_idx" ON "supplier_payments" USING btree ("supplier_id","payment_date");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "suppliers_name_lower_idx" ON "suppliers" USING btree (lower("name"));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "suppliers_gstin_idx" ON "suppliers" USING btree ("gstin");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "suppliers_updated_at_id_idx" ON "suppliers" USING btree ("updated_at","id");
--> statement-breakpoint
INSERT INTO "expense_categories" ("name") VALUES ('Rent'), ('Salaries and wages'), ('Electricity'), ('Fuel and transport'), ('Installation labour'), ('Repairs and maintenance'), ('Office and stationery'), ('Telephone and internet'), ('Bank charges'), ('Other') ON CONFLICT DO NOTHING;

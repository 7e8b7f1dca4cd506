-- Issue 29: the serials a cancelled invoice had sold (serial life keeps the sale and its
-- cancellation; schema/tenant/invoices.ts cancelledSaleSerials), and an (updated_at, id) index on
-- every list a sync filters by `updatedSince` (shared/list-query.ts syncConditions/syncOrder).
-- Every statement can run again (IF NOT EXISTS), as the migrator re-applies a tenant's missing
-- migrations through Citus (see 0008); constraints are written inline so they come and go with
-- their table.
CREATE TABLE IF NOT EXISTS "cancelled_sale_serials" (
	"invoice_line_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	CONSTRAINT "cancelled_sale_serials_invoice_line_id_item_id_pk" PRIMARY KEY("invoice_line_id","item_id"),
	CONSTRAINT "cancelled_sale_serials_invoice_line_id_invoice_lines_id_fk" FOREIGN KEY ("invoice_line_id") REFERENCES "invoice_lines"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "cancelled_sale_serials_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "items"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cancelled_sale_serials_item_id_idx" ON "cancelled_sale_serials" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customers_updated_at_id_idx" ON "customers" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "items_updated_at_id_idx" ON "items" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_updated_at_id_idx" ON "products" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "quotes_updated_at_id_idx" ON "quotes" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invoices_updated_at_id_idx" ON "invoices" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "notes_updated_at_id_idx" ON "notes" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payments_updated_at_id_idx" ON "payments" USING btree ("updated_at","id");

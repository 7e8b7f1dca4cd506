CREATE TABLE "invoice_day_totals" (
	"invoice_date" date PRIMARY KEY NOT NULL,
	"invoices" integer NOT NULL,
	"total_amount" numeric(18, 2) NOT NULL,
	"gst_amount" numeric(18, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_product_day_totals" (
	"invoice_date" date NOT NULL,
	"product_id" uuid NOT NULL,
	"lines" integer NOT NULL,
	"quantity" numeric(18, 3) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"tax_amount" numeric(18, 2) NOT NULL,
	CONSTRAINT "invoice_product_day_totals_invoice_date_product_id_pk" PRIMARY KEY("invoice_date","product_id")
);
--> statement-breakpoint
DROP INDEX "invoice_lines_product_id_idx";--> statement-breakpoint
CREATE INDEX "invoice_lines_product_id_invoice_id_totals_idx" ON "invoice_lines" USING btree ("product_id","invoice_id","quantity","taxable_value","tax_amount");--> statement-breakpoint
CREATE INDEX "invoices_invoice_date_financial_year_sequence_idx" ON "invoices" USING btree ("invoice_date" DESC NULLS FIRST,"financial_year" DESC NULLS FIRST,"sequence" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invoices_invoice_date_bill_to_id_total_amount_id_idx" ON "invoices" USING btree ("invoice_date","bill_to_id","total_amount","id");--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model functions or triggers): the triggers that keep
-- invoice_day_totals and invoice_product_day_totals exact, then the backfill of existing rows.
-- Statement-level with transition tables, so a 10,000-invoice seed batch is one upsert, not
-- 10,000. Functions pin search_path to the tenant schema they were created in. Upserts go in
-- key order, so two transactions touching the same day rows lock them in the same order.
CREATE FUNCTION invoice_day_totals_add() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  -- TG_ARGV[0]: 1 for inserted rows, -1 for deleted rows (both read as transition table "changed").
  INSERT INTO invoice_day_totals AS t (invoice_date, invoices, total_amount, gst_amount)
  SELECT invoice_date, TG_ARGV[0]::int * count(*), TG_ARGV[0]::int * sum(total_amount),
    TG_ARGV[0]::int * sum(cgst_amount + sgst_amount + utgst_amount + igst_amount)
  FROM changed GROUP BY invoice_date ORDER BY invoice_date
  ON CONFLICT (invoice_date) DO UPDATE SET invoices = t.invoices + excluded.invoices,
    total_amount = t.total_amount + excluded.total_amount, gst_amount = t.gst_amount + excluded.gst_amount;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION invoice_day_totals_move() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  INSERT INTO invoice_day_totals AS t (invoice_date, invoices, total_amount, gst_amount)
  SELECT invoice_date, sum(n), sum(total), sum(gst) FROM (
    SELECT invoice_date, -1 AS n, -total_amount AS total,
      -(cgst_amount + sgst_amount + utgst_amount + igst_amount) AS gst FROM old_rows
    UNION ALL
    SELECT invoice_date, 1, total_amount, cgst_amount + sgst_amount + utgst_amount + igst_amount
    FROM new_rows) d
  GROUP BY invoice_date HAVING sum(n) <> 0 OR sum(total) <> 0 OR sum(gst) <> 0 ORDER BY invoice_date
  ON CONFLICT (invoice_date) DO UPDATE SET invoices = t.invoices + excluded.invoices,
    total_amount = t.total_amount + excluded.total_amount, gst_amount = t.gst_amount + excluded.gst_amount;
  -- An invoice moved to another date takes its lines' sums along.
  INSERT INTO invoice_product_day_totals AS t (invoice_date, product_id, lines, quantity, amount, tax_amount)
  SELECT d.invoice_date, l.product_id, sum(d.sign * 1)::int, sum(d.sign * l.quantity),
    sum(d.sign * (l.taxable_value + l.tax_amount)), sum(d.sign * l.tax_amount)
  FROM (SELECT o.id, o.invoice_date, -1 AS sign FROM old_rows o JOIN new_rows n ON n.id = o.id
          WHERE n.invoice_date <> o.invoice_date
        UNION ALL
        SELECT n.id, n.invoice_date, 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
          WHERE n.invoice_date <> o.invoice_date) d
  JOIN invoice_lines l ON l.invoice_id = d.id
  GROUP BY d.invoice_date, l.product_id ORDER BY 1, 2
  ON CONFLICT (invoice_date, product_id) DO UPDATE SET lines = t.lines + excluded.lines,
    quantity = t.quantity + excluded.quantity, amount = t.amount + excluded.amount,
    tax_amount = t.tax_amount + excluded.tax_amount;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION invoice_product_day_totals_add() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  -- TG_ARGV[0]: 1 for inserted lines, -1 for deleted ones. Lines whose invoice is gone (the
  -- cascade of an invoice delete) are skipped here: invoice_lines_of_deleted_invoice took them.
  INSERT INTO invoice_product_day_totals AS t (invoice_date, product_id, lines, quantity, amount, tax_amount)
  SELECT i.invoice_date, c.product_id, TG_ARGV[0]::int * count(*), TG_ARGV[0]::int * sum(c.quantity),
    TG_ARGV[0]::int * sum(c.taxable_value + c.tax_amount), TG_ARGV[0]::int * sum(c.tax_amount)
  FROM changed c JOIN invoices i ON i.id = c.invoice_id
  GROUP BY i.invoice_date, c.product_id ORDER BY 1, 2
  ON CONFLICT (invoice_date, product_id) DO UPDATE SET lines = t.lines + excluded.lines,
    quantity = t.quantity + excluded.quantity, amount = t.amount + excluded.amount,
    tax_amount = t.tax_amount + excluded.tax_amount;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION invoice_product_day_totals_update() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  INSERT INTO invoice_product_day_totals AS t (invoice_date, product_id, lines, quantity, amount, tax_amount)
  SELECT i.invoice_date, c.product_id, sum(c.sign)::int, sum(c.sign * c.quantity),
    sum(c.sign * (c.taxable_value + c.tax_amount)), sum(c.sign * c.tax_amount)
  FROM (SELECT -1 AS sign, invoice_id, product_id, quantity, taxable_value, tax_amount FROM old_rows
        UNION ALL
        SELECT 1, invoice_id, product_id, quantity, taxable_value, tax_amount FROM new_rows) c
  JOIN invoices i ON i.id = c.invoice_id
  GROUP BY i.invoice_date, c.product_id
  HAVING sum(c.sign * c.quantity) <> 0 OR sum(c.sign * c.taxable_value) <> 0
    OR sum(c.sign * c.tax_amount) <> 0 OR sum(c.sign) <> 0
  ORDER BY 1, 2
  ON CONFLICT (invoice_date, product_id) DO UPDATE SET lines = t.lines + excluded.lines,
    quantity = t.quantity + excluded.quantity, amount = t.amount + excluded.amount,
    tax_amount = t.tax_amount + excluded.tax_amount;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION invoice_lines_of_deleted_invoice() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  -- Before the invoice row goes (and its lines with it, by cascade): take its lines out.
  INSERT INTO invoice_product_day_totals AS t (invoice_date, product_id, lines, quantity, amount, tax_amount)
  SELECT OLD.invoice_date, l.product_id, -count(*), -sum(l.quantity),
    -sum(l.taxable_value + l.tax_amount), -sum(l.tax_amount)
  FROM invoice_lines l WHERE l.invoice_id = OLD.id GROUP BY l.product_id ORDER BY 2
  ON CONFLICT (invoice_date, product_id) DO UPDATE SET lines = t.lines + excluded.lines,
    quantity = t.quantity + excluded.quantity, amount = t.amount + excluded.amount,
    tax_amount = t.tax_amount + excluded.tax_amount;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE FUNCTION invoice_totals_truncate() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  IF TG_TABLE_NAME = 'invoices' THEN TRUNCATE invoice_day_totals; END IF;
  TRUNCATE invoice_product_day_totals;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER invoices_day_totals_insert AFTER INSERT ON invoices REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION invoice_day_totals_add('1');
--> statement-breakpoint
CREATE TRIGGER invoices_day_totals_delete AFTER DELETE ON invoices REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION invoice_day_totals_add('-1');
--> statement-breakpoint
CREATE TRIGGER invoices_day_totals_update AFTER UPDATE ON invoices REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION invoice_day_totals_move();
--> statement-breakpoint
CREATE TRIGGER invoices_product_day_totals_delete BEFORE DELETE ON invoices FOR EACH ROW EXECUTE FUNCTION invoice_lines_of_deleted_invoice();
--> statement-breakpoint
CREATE TRIGGER invoices_totals_truncate AFTER TRUNCATE ON invoices FOR EACH STATEMENT EXECUTE FUNCTION invoice_totals_truncate();
--> statement-breakpoint
CREATE TRIGGER invoice_lines_product_day_totals_insert AFTER INSERT ON invoice_lines REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION invoice_product_day_totals_add('1');
--> statement-breakpoint
CREATE TRIGGER invoice_lines_product_day_totals_delete AFTER DELETE ON invoice_lines REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION invoice_product_day_totals_add('-1');
--> statement-breakpoint
CREATE TRIGGER invoice_lines_product_day_totals_update AFTER UPDATE ON invoice_lines REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION invoice_product_day_totals_update();
--> statement-breakpoint
CREATE TRIGGER invoice_lines_totals_truncate AFTER TRUNCATE ON invoice_lines FOR EACH STATEMENT EXECUTE FUNCTION invoice_totals_truncate();
--> statement-breakpoint
INSERT INTO invoice_day_totals (invoice_date, invoices, total_amount, gst_amount)
SELECT invoice_date, count(*), sum(total_amount), sum(cgst_amount + sgst_amount + utgst_amount + igst_amount)
FROM invoices GROUP BY invoice_date;
--> statement-breakpoint
INSERT INTO invoice_product_day_totals (invoice_date, product_id, lines, quantity, amount, tax_amount)
SELECT i.invoice_date, l.product_id, count(*), sum(l.quantity), sum(l.taxable_value + l.tax_amount), sum(l.tax_amount)
FROM invoice_lines l JOIN invoices i ON i.id = l.invoice_id GROUP BY i.invoice_date, l.product_id;

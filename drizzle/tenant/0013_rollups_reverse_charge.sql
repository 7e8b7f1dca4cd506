-- Issue 30: the dashboard's roll-ups leave out the tax of a reverse-charge invoice. Such an
-- invoice (invoices.reverse_charge, 0012) states the tax its recipient pays to the government
-- (CGST Act s.9(3)/(4); Rule 46(p)): its lines and its cgst/sgst/utgst/igst columns carry it for
-- the returns and the PDF, but its total_amount, what the buyer owes the shop, does not. So its
-- GST is not the shop's (gst_amount counts 0) and its lines count their taxable value only
-- (amount = taxable_value, tax_amount 0). Same functions as 0007 (0004 for the delete trigger),
-- the same statement-level triggers (not recreated), the transition tables still read alone
-- (Citus, see 0007). Every statement runs again safely (IF NOT EXISTS, OR REPLACE), as 0008 asks.
-- No backfill: no invoice could be under reverse charge before this release (the column came in
-- 0012, the verbs set it with this one). The partial index serves the dashboard's line-filtered
-- top customers, which take those invoices' line tax out (dashboard.sql.ts).
CREATE INDEX IF NOT EXISTS "invoices_reverse_charge_invoice_date_idx" ON "invoices" USING btree ("invoice_date","id") WHERE "invoices"."reverse_charge";--> statement-breakpoint
CREATE OR REPLACE FUNCTION invoice_day_totals_add() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
  r record;
  s int := TG_ARGV[0]::int; -- 1 for inserted rows, -1 for deleted rows (transition table "changed")
BEGIN
  FOR r IN SELECT invoice_date, count(*)::int AS n, sum(total_amount) AS total,
      sum(CASE WHEN reverse_charge THEN 0 ELSE cgst_amount + sgst_amount + utgst_amount + igst_amount END) AS gst
    FROM changed WHERE status = 'issued' GROUP BY invoice_date ORDER BY invoice_date
  LOOP
    INSERT INTO invoice_day_totals AS t (invoice_date, invoices, total_amount, gst_amount)
    VALUES (r.invoice_date, s * r.n, s * r.total, s * r.gst)
    ON CONFLICT (invoice_date) DO UPDATE SET invoices = t.invoices + excluded.invoices,
      total_amount = t.total_amount + excluded.total_amount, gst_amount = t.gst_amount + excluded.gst_amount;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION invoice_day_totals_move() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE r record;
BEGIN
  FOR r IN SELECT invoice_date, sum(n)::int AS n, sum(total) AS total, sum(gst) AS gst FROM (
      SELECT invoice_date, -1 AS n, -total_amount AS total,
        -(CASE WHEN reverse_charge THEN 0 ELSE cgst_amount + sgst_amount + utgst_amount + igst_amount END) AS gst
      FROM old_rows WHERE status = 'issued'
      UNION ALL
      SELECT invoice_date, 1, total_amount,
        CASE WHEN reverse_charge THEN 0 ELSE cgst_amount + sgst_amount + utgst_amount + igst_amount END
      FROM new_rows WHERE status = 'issued') d
    GROUP BY invoice_date HAVING sum(n) <> 0 OR sum(total) <> 0 OR sum(gst) <> 0 ORDER BY invoice_date
  LOOP
    INSERT INTO invoice_day_totals AS t (invoice_date, invoices, total_amount, gst_amount)
    VALUES (r.invoice_date, r.n, r.total, r.gst)
    ON CONFLICT (invoice_date) DO UPDATE SET invoices = t.invoices + excluded.invoices,
      total_amount = t.total_amount + excluded.total_amount, gst_amount = t.gst_amount + excluded.gst_amount;
  END LOOP;
  -- An invoice moved to another date, cancelled or restored, or put under reverse charge or taken
  -- out of it, takes its lines' sums along: out as they counted before, in as they count now.
  -- (An edit rewrites the lines around the invoice's update, so its lines are usually gone here.)
  FOR r IN SELECT o.id, o.invoice_date, o.reverse_charge AS rc, -1 AS sign
        FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE o.status = 'issued' AND (n.invoice_date <> o.invoice_date OR n.status <> 'issued'
          OR n.reverse_charge <> o.reverse_charge)
      UNION ALL
      SELECT n.id, n.invoice_date, n.reverse_charge, 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE n.status = 'issued' AND (n.invoice_date <> o.invoice_date OR o.status <> 'issued'
          OR n.reverse_charge <> o.reverse_charge)
      ORDER BY 2, 1
  LOOP
    INSERT INTO invoice_product_day_totals AS t (invoice_date, product_id, lines, quantity, amount, tax_amount)
    SELECT r.invoice_date, l.product_id, r.sign * count(*)::int, r.sign * sum(l.quantity),
      r.sign * sum(l.taxable_value + CASE WHEN r.rc THEN 0 ELSE l.tax_amount END),
      r.sign * sum(CASE WHEN r.rc THEN 0 ELSE l.tax_amount END)
    FROM invoice_lines l WHERE l.invoice_id = r.id
    GROUP BY l.product_id ORDER BY 2
    ON CONFLICT (invoice_date, product_id) DO UPDATE SET lines = t.lines + excluded.lines,
      quantity = t.quantity + excluded.quantity, amount = t.amount + excluded.amount,
      tax_amount = t.tax_amount + excluded.tax_amount;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION invoice_product_day_totals_add() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
  r record;
  d date;
  st text;
  rc boolean;
  s int := TG_ARGV[0]::int; -- 1 for inserted lines, -1 for deleted ones
BEGIN
  -- Lines whose invoice is gone (the cascade of an invoice delete) are skipped here:
  -- invoice_lines_of_deleted_invoice took them. Lines of a cancelled invoice never counted.
  FOR r IN SELECT invoice_id, product_id, count(*)::int AS n, sum(quantity) AS quantity,
      sum(taxable_value + tax_amount) AS amount, sum(tax_amount) AS tax
    FROM changed GROUP BY invoice_id, product_id ORDER BY invoice_id, product_id
  LOOP
    SELECT i.invoice_date, i.status, i.reverse_charge INTO d, st, rc FROM invoices i WHERE i.id = r.invoice_id;
    CONTINUE WHEN NOT FOUND OR st <> 'issued';
    INSERT INTO invoice_product_day_totals AS t (invoice_date, product_id, lines, quantity, amount, tax_amount)
    VALUES (d, r.product_id, s * r.n, s * r.quantity,
      s * CASE WHEN rc THEN r.amount - r.tax ELSE r.amount END, s * CASE WHEN rc THEN 0 ELSE r.tax END)
    ON CONFLICT (invoice_date, product_id) DO UPDATE SET lines = t.lines + excluded.lines,
      quantity = t.quantity + excluded.quantity, amount = t.amount + excluded.amount,
      tax_amount = t.tax_amount + excluded.tax_amount;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION invoice_product_day_totals_update() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
  r record;
  d date;
  st text;
  rc boolean;
BEGIN
  -- Old and new lines each count under the invoice they belong to, if it is issued (a line moved
  -- from a cancelled invoice to an issued one is added, and the other way round subtracted).
  FOR r IN SELECT invoice_id, product_id, sum(sign)::int AS n, sum(sign * quantity) AS quantity,
      sum(sign * (taxable_value + tax_amount)) AS amount, sum(sign * tax_amount) AS tax
    FROM (SELECT -1 AS sign, invoice_id, product_id, quantity, taxable_value, tax_amount FROM old_rows
          UNION ALL
          SELECT 1, invoice_id, product_id, quantity, taxable_value, tax_amount FROM new_rows) c
    GROUP BY invoice_id, product_id
    HAVING sum(sign * quantity) <> 0 OR sum(sign * taxable_value) <> 0
      OR sum(sign * tax_amount) <> 0 OR sum(sign) <> 0
    ORDER BY invoice_id, product_id
  LOOP
    SELECT i.invoice_date, i.status, i.reverse_charge INTO d, st, rc FROM invoices i WHERE i.id = r.invoice_id;
    CONTINUE WHEN NOT FOUND OR st <> 'issued';
    INSERT INTO invoice_product_day_totals AS t (invoice_date, product_id, lines, quantity, amount, tax_amount)
    VALUES (d, r.product_id, r.n, r.quantity,
      CASE WHEN rc THEN r.amount - r.tax ELSE r.amount END, CASE WHEN rc THEN 0 ELSE r.tax END)
    ON CONFLICT (invoice_date, product_id) DO UPDATE SET lines = t.lines + excluded.lines,
      quantity = t.quantity + excluded.quantity, amount = t.amount + excluded.amount,
      tax_amount = t.tax_amount + excluded.tax_amount;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION invoice_lines_of_deleted_invoice() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  -- Before the invoice row goes (and its lines with it, by cascade): take its lines out, if they
  -- counted (a cancelled invoice's did not), as they counted (without tax under reverse charge).
  IF OLD.status <> 'issued' THEN RETURN OLD; END IF;
  INSERT INTO invoice_product_day_totals AS t (invoice_date, product_id, lines, quantity, amount, tax_amount)
  SELECT OLD.invoice_date, l.product_id, -count(*), -sum(l.quantity),
    -sum(l.taxable_value + CASE WHEN OLD.reverse_charge THEN 0 ELSE l.tax_amount END),
    -sum(CASE WHEN OLD.reverse_charge THEN 0 ELSE l.tax_amount END)
  FROM invoice_lines l WHERE l.invoice_id = OLD.id GROUP BY l.product_id ORDER BY 2
  ON CONFLICT (invoice_date, product_id) DO UPDATE SET lines = t.lines + excluded.lines,
    quantity = t.quantity + excluded.quantity, amount = t.amount + excluded.amount,
    tax_amount = t.tax_amount + excluded.tax_amount;
  RETURN OLD;
END $$;

-- Issue 18: the dashboard roll-up triggers without a query that joins a transition table to a
-- table. Same sums as 0004 (and the same statement-level triggers, which are not recreated): the
-- transition tables are read alone, grouped, and each group is written with its own statement.
-- Why: on a Citus worker a tenant's tables are shards and a trigger's statements are planned by
-- Citus; it cannot plan a transition table ("could not find named tuplestore") together with a
-- table, and it mis-deparses INSERT … SELECT from a function into a single-shard table. Reading
-- the transition table alone is plain PostgreSQL on any node, and a keyed INSERT … VALUES or an
-- INSERT … SELECT between two tables of the same schema is routed to the same worker. The
-- invoice of a line group is read by its key (one index probe per invoice and product).
CREATE OR REPLACE FUNCTION invoice_day_totals_add() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
  r record;
  s int := TG_ARGV[0]::int; -- 1 for inserted rows, -1 for deleted rows (transition table "changed")
BEGIN
  FOR r IN SELECT invoice_date, count(*)::int AS n, sum(total_amount) AS total,
      sum(cgst_amount + sgst_amount + utgst_amount + igst_amount) AS gst
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
        -(cgst_amount + sgst_amount + utgst_amount + igst_amount) AS gst FROM old_rows
      WHERE status = 'issued'
      UNION ALL
      SELECT invoice_date, 1, total_amount, cgst_amount + sgst_amount + utgst_amount + igst_amount
      FROM new_rows WHERE status = 'issued') d
    GROUP BY invoice_date HAVING sum(n) <> 0 OR sum(total) <> 0 OR sum(gst) <> 0 ORDER BY invoice_date
  LOOP
    INSERT INTO invoice_day_totals AS t (invoice_date, invoices, total_amount, gst_amount)
    VALUES (r.invoice_date, r.n, r.total, r.gst)
    ON CONFLICT (invoice_date) DO UPDATE SET invoices = t.invoices + excluded.invoices,
      total_amount = t.total_amount + excluded.total_amount, gst_amount = t.gst_amount + excluded.gst_amount;
  END LOOP;
  -- An invoice moved to another date, cancelled or restored takes its lines' sums along: out of
  -- the old date if it counted before, into the new date if it counts now.
  FOR r IN SELECT o.id, o.invoice_date, -1 AS sign FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE o.status = 'issued' AND (n.invoice_date <> o.invoice_date OR n.status <> 'issued')
      UNION ALL
      SELECT n.id, n.invoice_date, 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE n.status = 'issued' AND (n.invoice_date <> o.invoice_date OR o.status <> 'issued')
      ORDER BY 2, 1
  LOOP
    INSERT INTO invoice_product_day_totals AS t (invoice_date, product_id, lines, quantity, amount, tax_amount)
    SELECT r.invoice_date, l.product_id, r.sign * count(*)::int, r.sign * sum(l.quantity),
      r.sign * sum(l.taxable_value + l.tax_amount), r.sign * sum(l.tax_amount)
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
  s int := TG_ARGV[0]::int; -- 1 for inserted lines, -1 for deleted ones
BEGIN
  -- Lines whose invoice is gone (the cascade of an invoice delete) are skipped here:
  -- invoice_lines_of_deleted_invoice took them. Lines of a cancelled invoice never counted.
  FOR r IN SELECT invoice_id, product_id, count(*)::int AS n, sum(quantity) AS quantity,
      sum(taxable_value + tax_amount) AS amount, sum(tax_amount) AS tax
    FROM changed GROUP BY invoice_id, product_id ORDER BY invoice_id, product_id
  LOOP
    SELECT i.invoice_date, i.status INTO d, st FROM invoices i WHERE i.id = r.invoice_id;
    CONTINUE WHEN NOT FOUND OR st <> 'issued';
    INSERT INTO invoice_product_day_totals AS t (invoice_date, product_id, lines, quantity, amount, tax_amount)
    VALUES (d, r.product_id, s * r.n, s * r.quantity, s * r.amount, s * r.tax)
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
    SELECT i.invoice_date, i.status INTO d, st FROM invoices i WHERE i.id = r.invoice_id;
    CONTINUE WHEN NOT FOUND OR st <> 'issued';
    INSERT INTO invoice_product_day_totals AS t (invoice_date, product_id, lines, quantity, amount, tax_amount)
    VALUES (d, r.product_id, r.n, r.quantity, r.amount, r.tax)
    ON CONFLICT (invoice_date, product_id) DO UPDATE SET lines = t.lines + excluded.lines,
      quantity = t.quantity + excluded.quantity, amount = t.amount + excluded.amount,
      tax_amount = t.tax_amount + excluded.tax_amount;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- TRUNCATE of invoices empties both roll-ups; of invoice_lines, the product one. On a Citus worker
-- the trigger fires on the shard (invoices_102008): it truncates the roll-ups' shards on the same
-- worker directly (a TRUNCATE of the distributed table from inside a shard's trigger would wait for
-- the locks of the statement that fired it: a distributed deadlock).
CREATE OR REPLACE FUNCTION invoice_totals_truncate() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
  t text;
  on_shard boolean := TG_TABLE_NAME ~ '_[0-9]+$';
BEGIN
  FOREACH t IN ARRAY CASE WHEN TG_TABLE_NAME ~ '^invoices(_[0-9]+)?$'
    THEN ARRAY['invoice_day_totals', 'invoice_product_day_totals'] ELSE ARRAY['invoice_product_day_totals'] END
  LOOP
    IF on_shard THEN
      EXECUTE format('TRUNCATE %I', t || '_' || (SELECT shardid FROM pg_dist_shard WHERE logicalrelid = t::regclass));
    ELSE
      EXECUTE format('TRUNCATE %I', t);
    END IF;
  END LOOP;
  RETURN NULL;
END $$;

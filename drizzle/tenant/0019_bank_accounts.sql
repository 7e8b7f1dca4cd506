-- Issue 33: the shop's bank accounts (schema/tenant/bank-accounts.ts), and the account each
-- non-cash receipt, refund, supplier payment and bank-paid expense went through (nullable: cash
-- names none; old rows the backfill below cannot place stay null and the bank book lists them
-- as "Other (as typed)"). Every statement can run again (IF NOT EXISTS, NOT EXISTS guards), as
-- the migrator re-applies a tenant's missing migrations through Citus (see 0008); constraints are
-- written inline so they come and go with their table or column.
CREATE TABLE IF NOT EXISTS "bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"account_number" text DEFAULT '' NOT NULL,
	"ifsc" text DEFAULT '' NOT NULL,
	"opening_balance_paise" bigint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_accounts_name_check" CHECK (length(trim("bank_accounts"."name")) > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "bank_accounts_name_lower_idx" ON "bank_accounts" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN IF NOT EXISTS "bank_account_id" uuid CONSTRAINT "payments_bank_account_id_bank_accounts_id_fk" REFERENCES "bank_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN IF NOT EXISTS "bank_account_id" uuid CONSTRAINT "refunds_bank_account_id_bank_accounts_id_fk" REFERENCES "bank_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN IF NOT EXISTS "bank_account_id" uuid CONSTRAINT "expenses_bank_account_id_bank_accounts_id_fk" REFERENCES "bank_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payments" ADD COLUMN IF NOT EXISTS "bank_account_id" uuid CONSTRAINT "supplier_payments_bank_account_id_bank_accounts_id_fk" REFERENCES "bank_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- An existing shop whose Settings (Banking Info) name a bank gets that account, so its bank book
-- reads as before: "Bank ••1234" (the bank's name and the number's last four digits).
INSERT INTO "bank_accounts" ("name", "account_number", "ifsc")
SELECT CASE
    WHEN s."bank" <> '' AND s."number" <> '' THEN s."bank" || ' ••' || right(s."number", 4)
    WHEN s."bank" <> '' THEN s."bank"
    ELSE 'A/c ••' || right(s."number", 4)
  END, s."number", s."ifsc"
FROM (
  SELECT
    coalesce((SELECT trim("value") FROM "settings" WHERE "key" = 'bankName'), '') AS "bank",
    coalesce((SELECT trim("value") FROM "settings" WHERE "key" = 'accountNumber'), '') AS "number",
    coalesce((SELECT upper(trim("value")) FROM "settings" WHERE "key" = 'ifscCode'), '') AS "ifsc"
) s
WHERE (s."bank" <> '' OR s."number" <> '') AND NOT EXISTS (SELECT 1 FROM "bank_accounts");--> statement-breakpoint
-- Receipts, refunds and supplier payments not in cash went through that account (the bank book
-- said so before); so did an expense whose text was blank or named it (its bank's name, its
-- number, its last 3+ digits, or the old "<bank> <number>" label). Other text stays as typed.
UPDATE "payments" SET "bank_account_id" = (SELECT "id" FROM "bank_accounts" ORDER BY "created_at", "id" LIMIT 1)
WHERE "mode" <> 'cash' AND "bank_account_id" IS NULL AND (SELECT count(*) FROM "bank_accounts") = 1;--> statement-breakpoint
UPDATE "refunds" SET "bank_account_id" = (SELECT "id" FROM "bank_accounts" ORDER BY "created_at", "id" LIMIT 1)
WHERE "mode" <> 'cash' AND "bank_account_id" IS NULL AND (SELECT count(*) FROM "bank_accounts") = 1;--> statement-breakpoint
UPDATE "supplier_payments" SET "bank_account_id" = (SELECT "id" FROM "bank_accounts" ORDER BY "created_at", "id" LIMIT 1)
WHERE "mode" <> 'cash' AND "bank_account_id" IS NULL AND (SELECT count(*) FROM "bank_accounts") = 1;--> statement-breakpoint
UPDATE "expenses" e SET "bank_account_id" = a."id"
FROM (
  SELECT b."id", lower(b."name") AS "label", b."account_number" AS "number",
    lower(coalesce((SELECT trim("value") FROM "settings" WHERE "key" = 'bankName'), '')) AS "bank"
  FROM "bank_accounts" b
  WHERE (SELECT count(*) FROM "bank_accounts") = 1
) a
WHERE e."paid_from" = 'bank' AND e."bank_account_id" IS NULL AND (
  trim(e."bank_account") = ''
  OR lower(trim(e."bank_account")) = a."label"
  OR (a."bank" <> '' AND lower(trim(e."bank_account")) IN (a."bank", trim(a."bank" || ' ' || a."number")))
  OR (a."number" <> '' AND lower(trim(e."bank_account")) = 'a/c ' || a."number")
  OR (a."number" <> '' AND trim(e."bank_account") ~ '^[0-9]{3,}$' AND right(a."number", length(trim(e."bank_account"))) = trim(e."bank_account"))
);

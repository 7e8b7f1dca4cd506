import { MoneyDecimal, todayIN } from '@gst/domain';
import { withTenant, type Db } from '@gst/db/client';
import { customers, invoices, products, settings, users } from '@gst/db/schema';
import type { ApiDeps } from '@gst/api';
// The API's own verbs, bulk path and input contracts: every document is checked, computed,
// numbered, stored and audited as the product does it.
import {
  createBankAccount,
  createCreditNote,
  createDebitNote,
  createInvoicesInBulk,
  createPaymentsInBulk,
  createQuote,
  deleteInvoice,
  listBankAccounts,
  lockPeriod,
  updateBankAccount,
  ZBankAccountInput,
  ZCreditNoteInput,
  ZDebitNoteInput,
  ZInvoiceInput,
  ZPaymentInput,
  ZQuoteInput,
  type ServiceCtx,
  type TPaymentInput,
} from '@gst/api/seeding';
import {
  planDemoHistory,
  type PlannedInvoice,
  type PlannedNote,
  type PlannedPayment,
  type PlannedQuote,
  type PlanLine,
} from './demo-history-plan';
import { seedDemoGstr2b } from './demo-gstr2b';
import { seedDemoPurchases } from './demo-purchases';

type Tenant = NonNullable<Awaited<ReturnType<ApiDeps['tenants']['find']>>>;

export type DemoHistoryOptions = {
  /** The last day of the history ('YYYY-MM-DD', India); default today. */
  today?: string;
  seed?: number;
};

export type DemoHistorySummary = {
  today: string;
  invoices: number;
  cancelled: number;
  creditNotes: number;
  debitNotes: number;
  receipts: number;
  quotes: number;
  purchaseBills: number;
  /** Months with a GSTR-2B imported (issue 32). */
  gstr2bPeriods: number;
  filedPeriod: string;
  ms: number;
};

export const DEMO_HISTORY_SEED = 19;

/**
 * Gives the demo shop a year of business up to today (demo-history-plan.ts): invoices, some
 * cancelled, credit and debit notes, receipts, quotes and proforma invoices, and the month
 * before last marked as filed, in one transaction, acting as the system for the shop's owner.
 * Everything is written through `@gst/api/seeding`: invoices and receipts through the API's bulk
 * path (createInvoicesInBulk, createPaymentsInBulk: the create verbs' checks, figures, numbers,
 * rows and audit entries, a batch at a time; creating ~300 invoices one verb call at a time took
 * ~70 ms each on PGlite), cancellations, notes, quotes and the filing through the verbs
 * themselves (deleteInvoice, createCreditNote, createDebitNote, createQuote, lockPeriod), every
 * input parsed by the verb's own contract. Deterministic for a given seed and today. The shop
 * must hold the demo catalogue and customers (seedDemoTenant).
 */
export async function seedDemoHistory(
  deps: { db: Db; fileStore: ApiDeps['fileStore'] },
  tenant: Tenant,
  options: DemoHistoryOptions = {},
): Promise<DemoHistorySummary> {
  const started = performance.now();
  const today = options.today ?? todayIN();
  return withTenant(deps.db, tenant, async (tx) => {
    const owner = (await tx.select().from(users).orderBy(users.createdAt)).find(
      (u) => u.role === 'superadmin',
    );
    if (!owner) throw new Error('The demo shop has no owner');
    const ctx: ServiceCtx = {
      tx,
      tenant,
      actor: { type: 'system', id: null },
      user: {
        id: owner.id,
        name: owner.name,
        email: owner.email,
        image: null,
        role: 'superadmin',
        lastLogin: null,
        permissionSets: [],
      },
      sessionId: null,
      fileStore: deps.fileStore,
    };
    const customerRows = await tx
      .select({ id: customers.id, name: customers.name, gstin: customers.gstin })
      .from(customers)
      .orderBy(customers.name);
    const productRows = await tx.select().from(products).orderBy(products.productUniqueId);
    const productOf = new Map(productRows.map((p) => [p.productUniqueId, p]));
    const plan = planDemoHistory({
      today,
      seed: options.seed ?? DEMO_HISTORY_SEED,
      customers: customerRows.map((c, index) => ({
        index,
        name: c.name,
        registered: c.gstin !== '',
      })),
      products: productRows.map((p) => ({
        uid: p.productUniqueId,
        name: p.productName,
        minPrice: Number(p.productMinPrice),
        gst: Number(p.gstPercentage),
      })),
    });
    const customerId = (index: number) => {
      const row = customerRows[index];
      if (!row) throw new Error(`No demo customer ${index}`);
      return row.id;
    };
    const ofKind = <K extends string>(kind: K) =>
      plan.events.filter((e): e is Extract<typeof e, { kind: K }> => e.kind === kind);

    // 1. Invoices, in date order (numbers are issued in that order), then the cancellations.
    if ((await tx.select({ id: invoices.id }).from(invoices).limit(1)).length) {
      throw new Error('The demo history is only seeded into a shop without invoices');
    }
    const invoicesPlanned: PlannedInvoice[] = ofKind('invoice');
    // 0. Issue 31: what the year sells is bought first (suppliers, bills, payments), so the
    // sales below take stock at its cost and the margins, stock and payables are real.
    const setting = new Map((await tx.select().from(settings)).map((r) => [r.key, r.value]));
    const bankAccountId = await demoBankAccount(ctx);
    const purchases = await seedDemoPurchases(ctx, invoicesPlanned, productRows, {
      bankAccountId,
      today,
      shopState: Number(setting.get('stateCode') ?? 19) || 19,
      roundOff: setting.get('roundOffTotals') === '1',
    });
    // Issue 32: each month's GSTR-2B, as the suppliers reported those bills (demo-gstr2b.ts).
    const gstr2b = await seedDemoGstr2b(ctx, { today, gstin: setting.get('gstin') ?? '' });
    const written = await createInvoicesInBulk(
      ctx,
      invoicesPlanned.map((e) =>
        ZInvoiceInput.parse({
          invoiceDate: e.date,
          billToId: customerId(e.customer),
          lines: e.lines.map((l: PlanLine) => ({
            productId: productOf.get(l.uid)?.id ?? '',
            quantity: l.quantity,
            price: l.price,
          })),
        }),
      ),
    );
    const created = new Map(invoicesPlanned.map((e, i) => [e.ref, written[i]]));
    const invoiceOf = (ref: number) => {
      const invoice = created.get(ref);
      if (!invoice) throw new Error(`The demo history names a missing invoice ${ref}`);
      return invoice;
    };
    const cancelled = invoicesPlanned.filter((e) => e.cancel);
    for (const e of cancelled) {
      await deleteInvoice(ctx, { id: invoiceOf(e.ref).id, reason: e.cancel ?? '' });
    }

    // 2. Credit and debit notes through the verbs; what each did to its invoice's balance.
    const adjusted = new Map<string, MoneyDecimal>();
    const notes = plan.events.filter(
      (e): e is PlannedNote => e.kind === 'credit' || e.kind === 'debit',
    );
    for (const e of notes) {
      const invoice = invoiceOf(e.invoice);
      const line = invoice.lines[e.line] ?? invoice.lines[0];
      if (!line) throw new Error(`Demo invoice ${e.invoice} has no lines`);
      // A share of the line's value in whole rupees; the verb computes the tax on it.
      const share = `${Math.max(1, Math.floor((Number(line.taxableValue) * e.percent) / 100))}.00`;
      const base = { noteDate: e.date, reason: e.reason, remarks: 'Demo history' };
      const note =
        e.kind === 'debit'
          ? await createDebitNote(
              ctx,
              ZDebitNoteInput.parse({
                ...base,
                lines: [{ invoiceLineId: line.id, taxableValue: share }],
              }),
            )
          : await createCreditNote(
              ctx,
              ZCreditNoteInput.parse({
                ...base,
                lines: [
                  e.returnOne
                    ? { invoiceLineId: line.id, quantity: 1 }
                    : { invoiceLineId: line.id, quantity: 0, taxableValue: share },
                ],
              }),
            );
      const signed = new MoneyDecimal(note.totalAmount).times(e.kind === 'debit' ? 1 : -1);
      adjusted.set(invoice.id, (adjusted.get(invoice.id) ?? new MoneyDecimal(0)).plus(signed));
    }

    // 3. Quotes and proforma invoices through the verb.
    const quotes: PlannedQuote[] = ofKind('quote');
    for (const e of quotes) await createQuote(ctx, quoteInput(e));

    // 4. Receipts: each pays what is left of its invoice after notes and earlier receipts, in
    // full or a round share, so no allocation is more than the balance.
    const receipts: TPaymentInput[] = [];
    const paid = new Map<string, MoneyDecimal>();
    const paymentsPlanned: PlannedPayment[] = ofKind('payment');
    for (const e of paymentsPlanned) {
      let amount = e.advance ?? '0.00';
      let invoiceId: string | null = null;
      if (e.invoice !== null) {
        const invoice = invoiceOf(e.invoice);
        const balance = new MoneyDecimal(invoice.totalAmount)
          .plus(adjusted.get(invoice.id) ?? new MoneyDecimal(0))
          .minus(paid.get(invoice.id) ?? new MoneyDecimal(0));
        if (!balance.greaterThan(0)) continue;
        amount =
          e.share >= 1
            ? balance.toFixed(2)
            : `${balance.times(e.share).toDecimalPlaces(0, MoneyDecimal.ROUND_DOWN).toFixed(0)}.00`;
        invoiceId = invoice.id;
        paid.set(invoice.id, (paid.get(invoice.id) ?? new MoneyDecimal(0)).plus(amount));
      }
      receipts.push(
        ZPaymentInput.parse({
          customerId: customerId(e.customer),
          paymentDate: e.date,
          amount,
          mode: e.mode,
          bankAccountId: e.mode === 'cash' ? null : bankAccountId,
          reference: e.mode === 'cash' ? '' : `UTR${e.date.replaceAll('-', '')}${receipts.length}`,
          allocations: invoiceId ? [{ invoiceId, amount }] : [],
        }),
      );
    }
    await createPaymentsInBulk(ctx, receipts);

    // 5. The month before last, marked as filed (its books are locked from here on).
    await lockPeriod(ctx, { period: plan.filedPeriod });
    return {
      today,
      invoices: invoicesPlanned.length,
      cancelled: cancelled.length,
      creditNotes: notes.filter((n) => n.kind === 'credit').length,
      debitNotes: notes.filter((n) => n.kind === 'debit').length,
      receipts: receipts.length,
      quotes: quotes.length,
      purchaseBills: purchases.bills,
      gstr2bPeriods: gstr2b.periods,
      filedPeriod: plan.filedPeriod,
      ms: Math.round(performance.now() - started),
    };

    function quoteInput(e: PlannedQuote) {
      return ZQuoteInput.parse({
        quoteDate: e.date,
        status: e.status,
        quoteType: e.quoteType,
        userDemand: e.userDemand,
        ...(e.customer !== null
          ? { customerId: customerId(e.customer) }
          : {
              customerName: e.lead?.name,
              phoneNumber: e.lead?.phoneNumber,
              address: e.lead?.address,
            }),
        lines: e.lines.map((l) => {
          const product = productOf.get(l.uid);
          return {
            productId: product?.id,
            productName: product?.productName ?? l.uid,
            quantity: l.quantity,
            price: l.price,
            gstPercentage: Number(product?.gstPercentage ?? 0),
            uomUnit: product?.uomUnit,
          };
        }),
      });
    }
  });
}

/**
 * Issue 33: the demo shop's current account, with the balance it held before the year's first
 * entry (₹2,50,000), so its bank book starts from it. The account made from its Settings by
 * migration 0019, if any, is that account.
 */
async function demoBankAccount(ctx: ServiceCtx): Promise<string> {
  const [existing] = await listBankAccounts(ctx, { includeInactive: false });
  if (existing) {
    await updateBankAccount(ctx, { id: existing.id, openingBalance: '250000.00' });
    return existing.id;
  }
  const created = await createBankAccount(
    ctx,
    ZBankAccountInput.parse({
      name: 'HDFC current ••5678',
      accountNumber: '50100012345678',
      ifsc: 'HDFC0001234',
      openingBalance: '250000.00',
    }),
  );
  return created.id;
}

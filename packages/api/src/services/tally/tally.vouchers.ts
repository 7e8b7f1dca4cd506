import { stateName, toMoney, toPaise } from '@gst/domain';
import {
  expenseLedger,
  LEDGERS,
  moneyLedger,
  plainNumber,
  taxLedger,
  tradeLedger,
  type TaxHead,
} from './tally.names';

/**
 * The period's documents as Tally vouchers (issue 33), before they are written as XML. Amounts
 * are integer paise (bigint) in Tally's sign: a credit is positive, a debit negative (with
 * ISDEEMEDPOSITIVE Yes), so every voucher's entries add up to zero. Every figure is a stored one
 * (the document's total, tax heads, round-off and its lines' taxable values), never recomputed;
 * what the stored total and its parts disagree by (a discount after tax) is posted to a discount
 * ledger so the voucher still balances to the paisa.
 */
export type TallyBillType = 'New Ref' | 'Agst Ref' | 'On Account';
export type TallyBill = { type: TallyBillType; name: string; amount: bigint };
export type TallyLedgerEntry = {
  ledger: string;
  amount: bigint;
  isParty: boolean;
  bills: TallyBill[];
};
export type TallyInventoryEntry = {
  item: string;
  unit: string;
  quantity: string;
  /** Per unit, 2 decimals (the line's taxable value over its quantity). */
  rate: string;
  amount: bigint;
  /** The sales or purchase ledger the line's value goes to (ACCOUNTINGALLOCATIONS). */
  ledger: string;
};
export type TallyVoucherType =
  'Sales' | 'Purchase' | 'Credit Note' | 'Debit Note' | 'Receipt' | 'Payment';
export type TallyVoucher = {
  /** The shop and the document's id: where the voucher came from. */
  remoteId: string;
  type: TallyVoucherType;
  /** YYYY-MM-DD. */
  date: string;
  number: string;
  reference: string;
  partyLedger: string;
  partyGstin: string;
  partyState: string;
  placeOfSupply: string;
  narration: string;
  /** Invoice Voucher View (with stock) or Accounting Voucher View (receipts, payments). */
  invoice: boolean;
  inventory: TallyInventoryEntry[];
  ledgers: TallyLedgerEntry[];
};

/** The side of the books a trade document is on and which way it runs. */
export type TradeKind = 'invoice' | 'credit-note' | 'debit-note' | 'bill' | 'purchase-return';

export type TradeLine = {
  productId: string | null;
  kind: 'goods' | 'expense';
  rate: string;
  taxability: string;
  expenseCategory: string;
  quantity: string;
  unit: string;
  taxableValue: string;
};

export type TradeDoc = {
  id: string;
  kind: TradeKind;
  number: string;
  /** Printed beside the number: the supplier's bill number, the invoice a note corrects. */
  reference: string;
  date: string;
  partyKey: string;
  partyGstin: string;
  partyStateCode: number;
  placeOfSupply: number;
  /** The bill-wise reference the party's entry opens or settles. */
  bill: { type: 'New Ref' | 'Agst Ref'; name: string };
  taxableAmount: string;
  tax: Record<Exclude<TaxHead, 'cess'>, string>;
  /** False for an outward supply under reverse charge: the recipient pays its tax. */
  taxPosted: boolean;
  reverseChargeTax: string;
  roundOff: string;
  total: string;
  lines: TradeLine[];
};

export type MoneyDoc = {
  id: string;
  kind: 'receipt' | 'supplier-payment' | 'refund';
  number: string;
  date: string;
  partyKey: string;
  partyGstin: string;
  partyStateCode: number;
  amount: string;
  /** Income-tax TDS the customer deducted on a receipt (issue 33): Dr TDS Receivable. */
  tdsAmount?: string;
  mode: string;
  reference: string;
  /** The bills the money settles (bill-wise names and amounts); the rest is on account. */
  allocations: { name: string; amount: string }[];
};

export type VoucherNames = {
  tenant: string;
  party: (key: string) => string;
  item: (productId: string) => string;
  /** The stock item's unit (its base unit in the masters file). */
  unit: (productId: string) => string;
};

const TRADE: Record<
  TradeKind,
  { type: TallyVoucherType; sales: boolean; partySign: 1n | -1n; label: string }
> = {
  // partySign: the party's entry is a debit (−1: it owes the shop more) or a credit (+1).
  invoice: { type: 'Sales', sales: true, partySign: -1n, label: 'Invoice' },
  'debit-note': { type: 'Debit Note', sales: true, partySign: -1n, label: 'Debit note' },
  'credit-note': { type: 'Credit Note', sales: true, partySign: 1n, label: 'Credit note' },
  bill: { type: 'Purchase', sales: false, partySign: 1n, label: 'Purchase bill' },
  'purchase-return': {
    type: 'Debit Note',
    sales: false,
    partySign: -1n,
    label: 'Purchase return',
  },
};

const p = (value: string) => toPaise(value);

/** An entry list that merges entries of one ledger and drops zero ones. */
function entries() {
  const byLedger = new Map<string, TallyLedgerEntry>();
  return {
    add(ledger: string, amount: bigint, party = false, bills: TallyBill[] = []) {
      const entry = byLedger.get(ledger);
      if (entry && !party && !entry.isParty) entry.amount += amount;
      else byLedger.set(ledger, { ledger, amount, isParty: party, bills });
    },
    list: () => [...byLedger.values()].filter((e) => e.amount !== 0n || e.isParty),
  };
}

/** Taxable value over quantity in decimal arithmetic (Tally shows it; the amount is stored). */
const rateOf = (taxableValue: string, quantity: string) =>
  toMoney(taxableValue).dividedBy(quantity).toFixed(2);

/** An invoice, note, bill or purchase return as its Tally voucher. */
export function tradeVoucher(doc: TradeDoc, names: VoucherNames): TallyVoucher {
  const spec = TRADE[doc.kind];
  const sign = -spec.partySign; // income, expense, tax and round-off entries run the other way
  const total = p(doc.total);
  const list = entries();
  const inventory: TallyInventoryEntry[] = [];
  list.add(names.party(doc.partyKey), spec.partySign * total, true, [
    { ...doc.bill, amount: spec.partySign * total },
  ]);
  let linesTotal = 0n;
  for (const line of doc.lines) {
    const value = p(line.taxableValue);
    linesTotal += value;
    const ledger =
      line.kind === 'expense'
        ? expenseLedger(line.expenseCategory)
        : tradeLedger(spec.sales ? 'Sales' : 'Purchase', line.rate, line.taxability);
    if (line.productId && Number(line.quantity) > 0) {
      inventory.push({
        item: names.item(line.productId),
        unit: names.unit(line.productId),
        quantity: plainNumber(line.quantity),
        rate: rateOf(line.taxableValue, line.quantity),
        amount: sign * value,
        ledger,
      });
    } else {
      list.add(ledger, sign * value);
    }
  }
  const side = spec.sales ? 'output' : 'input';
  let taxPosted = 0n;
  if (doc.taxPosted) {
    for (const head of ['cgst', 'sgst', 'igst'] as const) {
      const amount = p(doc.tax[head]);
      taxPosted += amount;
      list.add(taxLedger(side, head), sign * amount);
    }
  }
  const reverseCharge = p(doc.reverseChargeTax);
  list.add(LEDGERS.reverseCharge, spec.partySign * reverseCharge);
  const roundOff = p(doc.roundOff);
  list.add(LEDGERS.roundOff, sign * roundOff);
  // What the stored total and its parts disagree by: a discount after tax (usually zero).
  const rest = total - (linesTotal + taxPosted - reverseCharge + roundOff);
  list.add(spec.sales ? LEDGERS.discountAllowed : LEDGERS.discountReceived, sign * rest);
  return {
    remoteId: `${names.tenant}-${doc.kind}-${doc.id}`,
    type: spec.type,
    date: doc.date,
    number: doc.number,
    reference: doc.reference,
    partyLedger: names.party(doc.partyKey),
    partyGstin: doc.partyGstin,
    partyState: stateName(doc.partyStateCode) ?? '',
    placeOfSupply: stateName(doc.placeOfSupply) ?? '',
    narration: `${spec.label} ${doc.number}${doc.reference ? ` (${doc.reference})` : ''}`,
    invoice: true,
    inventory,
    ledgers: list.list(),
  };
}

const MONEY: Record<
  MoneyDoc['kind'],
  { type: TallyVoucherType; partySign: 1n | -1n; label: string }
> = {
  receipt: { type: 'Receipt', partySign: 1n, label: 'Receipt' },
  'supplier-payment': { type: 'Payment', partySign: -1n, label: 'Payment' },
  refund: { type: 'Payment', partySign: -1n, label: 'Refund' },
};

/** A receipt, supplier payment or refund as its Tally voucher, bill by bill. */
export function moneyVoucher(doc: MoneyDoc, names: VoucherNames): TallyVoucher {
  const spec = MONEY[doc.kind];
  const cash = p(doc.amount);
  const tds = p(doc.tdsAmount ?? '0');
  // A receipt with TDS: Dr bank/cash the money, Dr TDS Receivable the TDS, Cr party both.
  const amount = cash + tds;
  const bills: TallyBill[] = doc.allocations.map((a) => ({
    type: 'Agst Ref',
    name: a.name,
    amount: spec.partySign * p(a.amount),
  }));
  const settled = doc.allocations.reduce((s, a) => s + p(a.amount), 0n);
  if (settled < amount) {
    bills.push({ type: 'On Account', name: '', amount: spec.partySign * (amount - settled) });
  }
  const party = names.party(doc.partyKey);
  return {
    remoteId: `${names.tenant}-${doc.kind}-${doc.id}`,
    type: spec.type,
    date: doc.date,
    number: doc.number,
    reference: doc.reference,
    partyLedger: party,
    partyGstin: doc.partyGstin,
    partyState: stateName(doc.partyStateCode) ?? '',
    placeOfSupply: '',
    narration: `${spec.label} ${doc.number} by ${doc.mode}${doc.reference ? ` (${doc.reference})` : ''}`,
    invoice: false,
    inventory: [],
    ledgers: [
      { ledger: party, amount: spec.partySign * amount, isParty: true, bills },
      { ledger: moneyLedger(doc.mode), amount: -spec.partySign * cash, isParty: false, bills: [] },
      ...(tds > 0n
        ? [
            {
              ledger: LEDGERS.tdsReceivable,
              amount: -spec.partySign * tds,
              isParty: false,
              bills: [],
            },
          ]
        : []),
    ],
  };
}

/** An expense without a supplier's GST bill (rent, wages, fuel), paid in cash or from the bank. */
export type ExpenseDoc = {
  id: string;
  number: string;
  date: string;
  category: string;
  amount: string;
  paidFrom: string;
  payee: string;
  note: string;
};

/**
 * An expense as a Payment voucher with no party: its category's expense ledger debited, cash or
 * the bank credited (the cash or bank ledger stands as the party ledger's name, as Tally does).
 */
export function expenseVoucher(doc: ExpenseDoc, names: Pick<VoucherNames, 'tenant'>): TallyVoucher {
  const amount = p(doc.amount);
  const money = moneyLedger(doc.paidFrom);
  const about = [doc.payee, doc.note].filter((t) => t.trim() !== '').join(': ');
  return {
    remoteId: `${names.tenant}-expense-${doc.id}`,
    type: 'Payment',
    date: doc.date,
    number: doc.number,
    reference: '',
    partyLedger: money,
    partyGstin: '',
    partyState: '',
    placeOfSupply: '',
    narration: `Expense ${doc.number} (${doc.category})${about ? ` ${about}` : ''}`,
    invoice: false,
    inventory: [],
    ledgers: [
      { ledger: expenseLedger(doc.category), amount: -amount, isParty: false, bills: [] },
      { ledger: money, amount, isParty: false, bills: [] },
    ],
  };
}

/** The sum of a voucher's amounts in paise: zero for every voucher this module makes. */
export function voucherBalance(v: TallyVoucher): bigint {
  return (
    v.ledgers.reduce((s, e) => s + e.amount, 0n) + v.inventory.reduce((s, e) => s + e.amount, 0n)
  );
}

import { portalUnit } from '@gst/domain/edocs';

/**
 * The names the Tally files give to ledgers, their groups, stock items and units (issue 33).
 * Tally identifies a master by its name (case-insensitive), so the vouchers name exactly the
 * ledgers and items the masters file creates, and two parties or products of the same name get
 * distinct names. The groups are TallyPrime's predefined ones.
 */
export const GROUPS = {
  debtors: 'Sundry Debtors',
  creditors: 'Sundry Creditors',
  taxes: 'Duties & Taxes',
  sales: 'Sales Accounts',
  purchases: 'Purchase Accounts',
  indirectExpenses: 'Indirect Expenses',
  indirectIncomes: 'Indirect Incomes',
  bank: 'Bank Accounts',
  cash: 'Cash-in-Hand',
  currentAssets: 'Current Assets',
} as const;

export type TaxHead = 'cgst' | 'sgst' | 'igst' | 'cess';

/** Tally's GST duty heads (a tax ledger's GSTDUTYHEAD); UTGST is Tally's "State Tax" too. */
export const DUTY_HEADS: Record<TaxHead, string> = {
  cgst: 'Central Tax',
  sgst: 'State Tax',
  igst: 'Integrated Tax',
  cess: 'Cess',
};

const HEAD_LABEL: Record<TaxHead, string> = {
  cgst: 'CGST',
  sgst: 'SGST/UTGST',
  igst: 'IGST',
  cess: 'Cess',
};

/** "Output IGST", "Input SGST/UTGST", …: one ledger per head and side under Duties & Taxes. */
export const taxLedger = (side: 'output' | 'input', head: TaxHead) =>
  `${side === 'output' ? 'Output' : 'Input'} ${HEAD_LABEL[head]}`;

export const LEDGERS = {
  roundOff: 'Round Off',
  /** TallyPrime's own cash ledger, present in every company (so the masters file omits it). */
  cash: 'Cash',
  bank: 'Bank Account',
  reverseCharge: 'GST Payable on Reverse Charge',
  /** A stored total below (above) the sum of its parts: a discount after tax. */
  discountAllowed: 'Discount Allowed',
  discountReceived: 'Discount Received',
  /** Income-tax TDS customers deducted on receipts (issue 33): an asset, claimed from Form 26AS. */
  tdsReceivable: 'TDS Receivable',
} as const;

/** Receipts and payments in cash go to Cash, every other mode to the bank ledger. */
export const moneyLedger = (mode: string) => (mode === 'cash' ? LEDGERS.cash : LEDGERS.bank);

/** '18.00' → '18', '0.25' → '0.25' (a rate or a quantity as Tally prints it). */
export function plainNumber(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}

const TAXABILITY_LABEL: Record<string, string> = {
  'nil-rated': 'Nil Rated',
  exempt: 'Exempt',
  'non-gst': 'Non-GST',
};

/** A line's income or expense ledger: by rate, or by taxability for a supply GST does not tax. */
export function tradeLedger(kind: 'Sales' | 'Purchase', rate: string, taxability: string): string {
  const label = TAXABILITY_LABEL[taxability];
  return label ? `${kind} - ${label}` : `${kind} @ ${plainNumber(rate)}%`;
}

/** An expense line of a purchase bill: its expense category's ledger. */
export const expenseLedger = (category: string) => `Expenses - ${category.trim() || 'General'}`;

type Party = { id: string; name: string; gstin: string };

/**
 * Ledger names for every customer and supplier of the shop, keyed `c:<id>` and `s:<id>`: the
 * party's name, or, where names meet (ignoring case), the name with the role and GSTIN (and the
 * id's first characters if that still meets another). Computed over all parties so the masters
 * file and any period's vouchers agree.
 */
export function partyLedgerNames(customers: Party[], suppliers: Party[]): Map<string, string> {
  const all = [
    ...customers.map((p) => ({ ...p, key: `c:${p.id}`, role: 'Customer' })),
    ...suppliers.map((p) => ({ ...p, key: `s:${p.id}`, role: 'Supplier' })),
  ];
  const count = (names: string[]) => {
    const seen = new Map<string, number>();
    for (const n of names) seen.set(n.toLowerCase(), (seen.get(n.toLowerCase()) ?? 0) + 1);
    return seen;
  };
  const base = all.map((p) => p.name.trim() || p.role);
  const baseCount = count(base);
  const second = all.map((p, i) => {
    const name = base[i] ?? '';
    if ((baseCount.get(name.toLowerCase()) ?? 0) === 1) return name;
    return `${name} (${p.role}${p.gstin ? ` ${p.gstin}` : ''})`;
  });
  const secondCount = count(second);
  const names = new Map<string, string>();
  all.forEach((p, i) => {
    const name = second[i] ?? '';
    const unique = (secondCount.get(name.toLowerCase()) ?? 0) === 1;
    names.set(p.key, unique ? name : `${name} ${p.id.slice(0, 8)}`);
  });
  return names;
}

/** Stock item names: the product's name, with its unique id where two names meet. */
export function stockItemNames(
  products: { id: string; name: string; uniqueId: string }[],
): Map<string, string> {
  const seen = new Map<string, number>();
  for (const p of products) {
    const key = p.name.trim().toLowerCase();
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  return new Map(
    products.map((p) => {
      const name = p.name.trim() || p.uniqueId;
      const unique = (seen.get(p.name.trim().toLowerCase()) ?? 0) === 1 && name !== '';
      return [p.id, unique ? name : `${name} (${p.uniqueId})`];
    }),
  );
}

const UQC_DESCRIPTION: Record<string, string> = {
  BOX: 'BOX',
  KGS: 'KILOGRAMS',
  LTR: 'LITRE',
  MTR: 'METERS',
  NOS: 'NUMBERS',
  OTH: 'OTHERS',
  PAC: 'PACKS',
  PCS: 'PIECES',
  PRS: 'PAIRS',
  ROL: 'ROLLS',
  SET: 'SETS',
  SQF: 'SQUARE FEET',
  SQM: 'SQUARE METERS',
  UNT: 'UNITS',
};

/** A unit's GST reporting UQC as Tally lists it ("NOS-NUMBERS"), from the shop's unit. */
export function unitUqc(unit: string): string {
  const code = portalUnit(unit);
  const description = UQC_DESCRIPTION[code];
  return description ? `${code}-${description}` : code;
}

/** The unit's name in Tally: the shop's own unit as written ('UNITS', 'NOS', …). */
export const unitName = (unit: string) => unit.trim() || 'UNITS';

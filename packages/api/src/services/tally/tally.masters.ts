import { stateName } from '@gst/domain';
import type { allParties } from './tally.sources';
import {
  DUTY_HEADS,
  GROUPS,
  LEDGERS,
  plainNumber,
  taxLedger,
  unitName,
  unitUqc,
  type TaxHead,
} from './tally.names';
import type { TallyLedgerMaster, TallyMasters } from './tally.xml';
import type { TallyVoucher, TradeDoc } from './tally.vouchers';

/**
 * The masters a period's vouchers need (issue 33): a ledger for every party they name (Sundry
 * Debtors for customers, Sundry Creditors for suppliers, bill-wise, with GSTIN and state), the
 * GST ledgers under Duties & Taxes (output and input, each head and cess), the sales, purchase
 * and expense ledgers the lines post to, the round-off, bank, reverse-charge and discount
 * ledgers, and a stock item (HSN, unit with its UQC, GST rate) for every product with its units.
 */
type Parties = Awaited<ReturnType<typeof allParties>>;

const TAXABILITY: Record<string, string> = {
  taxable: 'Taxable',
  'nil-rated': 'Nil Rated',
  exempt: 'Exempt',
  'non-gst': 'Non-GST',
};

/** The group of a ledger the vouchers post to (parties are handled apart). */
function groupOf(ledger: string): string {
  if (ledger.startsWith('Sales')) return GROUPS.sales;
  if (ledger.startsWith('Purchase')) return GROUPS.purchases;
  if (ledger === LEDGERS.bank) return GROUPS.bank;
  if (ledger === LEDGERS.reverseCharge) return GROUPS.taxes;
  if (ledger === LEDGERS.discountReceived) return GROUPS.indirectIncomes;
  if (ledger === LEDGERS.tdsReceivable) return GROUPS.currentAssets;
  return GROUPS.indirectExpenses;
}

function taxLedgers(): TallyLedgerMaster[] {
  const heads: TaxHead[] = ['cgst', 'sgst', 'igst', 'cess'];
  return (['output', 'input'] as const).flatMap((side) =>
    heads.map((head) => ({
      name: taxLedger(side, head),
      parent: GROUPS.taxes,
      taxType: 'GST' as const,
      dutyHead: DUTY_HEADS[head],
    })),
  );
}

export function buildMasters(
  parties: Parties,
  names: { party: (key: string) => string; item: (id: string) => string },
  docs: readonly TradeDoc[],
  vouchers: readonly TallyVoucher[],
): TallyMasters {
  const partyLedgers = new Map<string, TallyLedgerMaster>();
  const usedParties = new Set(vouchers.map((v) => v.partyLedger));
  const addParties = (
    list: (Parties['customers'][number] & { composition?: boolean })[],
    prefix: 'c' | 's',
  ) => {
    for (const p of list) {
      const name = names.party(`${prefix}:${p.id}`);
      if (!usedParties.has(name)) continue;
      partyLedgers.set(name, {
        name,
        parent: prefix === 'c' ? GROUPS.debtors : GROUPS.creditors,
        billWise: true,
        gstin: p.gstin,
        state: stateName(p.stateCode) ?? '',
        composition: p.composition === true,
      });
    }
  };
  addParties(parties.customers, 'c');
  addParties(parties.suppliers, 's');
  const fixed = new Set<string>([
    LEDGERS.roundOff,
    LEDGERS.bank,
    LEDGERS.reverseCharge,
    LEDGERS.discountAllowed,
    LEDGERS.discountReceived,
  ]);
  const taxes = taxLedgers();
  const known = new Set([...taxes.map((t) => t.name), ...partyLedgers.keys(), LEDGERS.cash]);
  const posted = new Set<string>(fixed);
  for (const v of vouchers) {
    for (const e of v.ledgers) posted.add(e.ledger);
    for (const i of v.inventory) posted.add(i.ledger);
  }
  const others = [...posted]
    .filter((name) => !known.has(name))
    .sort()
    .map((name) => ({ name, parent: groupOf(name) }));
  const usedProducts = new Set(
    docs.flatMap((d) => d.lines.flatMap((l) => (l.productId ? [l.productId] : []))),
  );
  const products = parties.products.filter((p) => usedProducts.has(p.id));
  const units = new Map(products.map((p) => [unitName(p.unit), unitUqc(p.unit)]));
  return {
    ledgers: [...partyLedgers.values(), ...taxes, ...others],
    units: [...units].map(([name, uqc]) => ({ name, uqc })),
    items: products.map((p) => ({
      name: names.item(p.id),
      unit: unitName(p.unit),
      hsn: p.hsn,
      rate: plainNumber(p.rate),
      taxability: TAXABILITY[p.taxability] ?? 'Taxable',
      supplyType: p.hsn.startsWith('99') ? 'Services' : 'Goods',
    })),
  };
}

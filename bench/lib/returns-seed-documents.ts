/**
 * The returns bench's documents (issue 17): invoices and credit/debit notes of the month built
 * from the PRNG, with per-line tax rounded half-up to the paisa and split as the billing engine
 * does (see bench/returns-seed.ts for the mix).
 */
import {
  type Customer,
  type CustomerKind,
  MONTH,
  type Product,
  type Rng,
  SHOP_STATE,
} from './returns-seed-parties';

export type Line = {
  id: string;
  invoiceId: string;
  position: number;
  product: Product;
  qtyMilli: number;
  pricePaise: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
};
export type TaxMode = 'intra' | 'inter' | 'none';
export type Invoice = {
  id: string;
  seq: number;
  number: string;
  day: number;
  customer: Customer;
  pos: number;
  supplyType: 'WPAY' | 'WOPAY' | null;
  mode: TaxMode;
  cancelled: boolean;
  lines: Line[];
};

/** Half-up rounding of a non-negative ratio of integers (paise). */
export const roundDiv = (num: number, den: number) => Math.floor((2 * num + den) / (2 * den));

export function split(taxable: number, rate: number, mode: TaxMode) {
  if (mode === 'none') return { cgst: 0, sgst: 0, igst: 0 };
  const tax = roundDiv(taxable * rate, 100);
  if (mode === 'inter') return { cgst: 0, sgst: 0, igst: tax };
  const cgst = roundDiv(tax, 2);
  return { cgst, sgst: tax - cgst, igst: 0 };
}

export const date = (day: number) =>
  `${MONTH.year}-${String(MONTH.month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
export const rupees = (paise: number) => (paise / 100).toFixed(2);
export const qtyText = (milli: number) => (milli / 1000).toFixed(3);

export function makeInvoices(rng: Rng, n: number, customers: Customer[], products: Product[]) {
  const byKind = (k: CustomerKind) => customers.filter((c) => c.kind === k);
  const registered = byKind('registered');
  const sez = byKind('sez');
  const unregistered = byKind('unregistered');
  const unregisteredElsewhere = unregistered.filter((c) => c.state !== SHOP_STATE);
  const foreign = byKind('foreign');
  const invoices: Invoice[] = [];
  for (let i = 0; i < n; i++) {
    const roll = rng.next();
    let customer: Customer;
    let big = false;
    if (roll < 0.42) customer = rng.pick(registered);
    else if (roll < 0.44) customer = rng.pick(sez);
    else if (roll < 0.45) customer = rng.pick(foreign);
    else if (roll < 0.49) {
      // B2C to another state, large enough for B2CL.
      customer = rng.pick(unregisteredElsewhere);
      big = true;
    } else customer = rng.pick(unregistered);
    const zeroRated = customer.kind === 'sez' || customer.kind === 'foreign';
    const supplyType = zeroRated ? (rng.next() < 0.5 ? 'WPAY' : 'WOPAY') : null;
    const mode: TaxMode =
      supplyType === 'WOPAY'
        ? 'none'
        : zeroRated || customer.state !== SHOP_STATE
          ? 'inter'
          : 'intra';
    const seq = i + 1;
    const id = rng.uuid();
    const count = rng.next() < 0.5 ? 2 : 3;
    const chosen = new Set<number>();
    while (chosen.size < count) chosen.add(rng.int(0, products.length - 1));
    const lines = [...chosen].map((p, k): Line => {
      const product = products[p]!;
      let [qLo, qHi] = product.qty;
      // Retail buyers take fewer units; large orders take more.
      if (customer.kind === 'unregistered' && !big) qHi = Math.max(qLo, Math.floor(qHi / 2));
      if (big) [qLo, qHi] = [qHi, qHi * 3];
      let qtyMilli = rng.int(qLo, qHi);
      if (!product.fractional) qtyMilli = Math.max(1000, Math.round(qtyMilli / 1000) * 1000);
      const pricePaise = rng.int(product.price[0], product.price[1]);
      const taxable = roundDiv(qtyMilli * pricePaise, 1000);
      return {
        id: rng.uuid(),
        invoiceId: id,
        position: k + 1,
        product,
        qtyMilli,
        pricePaise,
        taxable,
        ...split(taxable, product.rate, mode),
      };
    });
    invoices.push({
      id,
      seq,
      number: `INV/25-26/${String(seq).padStart(5, '0')}`,
      day: 1 + Math.floor((i * MONTH.days) / n),
      customer,
      pos: customer.state,
      supplyType,
      mode,
      cancelled: rng.next() < 0.01,
      lines,
    });
  }
  return invoices;
}

export const total = (lines: { taxable: number; cgst: number; sgst: number; igst: number }[]) =>
  lines.reduce(
    (t, l) => ({
      taxable: t.taxable + l.taxable,
      cgst: t.cgst + l.cgst,
      sgst: t.sgst + l.sgst,
      igst: t.igst + l.igst,
    }),
    { taxable: 0, cgst: 0, sgst: 0, igst: 0 },
  );
/** A document's amount columns for the seed's recordsets: its lines' totals and tax split. */
export function amountColumns(lines: Parameters<typeof taxSplit>[0]) {
  const t = total(lines);
  return {
    taxable: rupees(t.taxable),
    cgst: rupees(t.cgst),
    sgst: rupees(t.sgst),
    igst: rupees(t.igst),
    split: taxSplit(lines),
  };
}
export const invoiceValue = (inv: Invoice) => {
  const t = total(inv.lines);
  return t.taxable + t.cgst + t.sgst + t.igst;
};

/** Tax split per rate, as the engine stores it on the document. */
export function taxSplit(
  lines: { product: Product; taxable: number; cgst: number; sgst: number; igst: number }[],
) {
  const byRate = new Map<number, ReturnType<typeof total>>();
  for (const l of lines) {
    const t = byRate.get(l.product.rate) ?? { taxable: 0, cgst: 0, sgst: 0, igst: 0 };
    byRate.set(l.product.rate, total([t, l]));
  }
  return [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, t]) => ({
      rate: rate.toFixed(2),
      taxableValue: rupees(t.taxable),
      cgst: rupees(t.cgst),
      sgst: rupees(t.sgst),
      utgst: '0.00',
      igst: rupees(t.igst),
    }));
}

export type NoteLine = {
  line: Line;
  qtyMilli: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  product: Product;
};
export type Note = {
  id: string;
  kind: 'credit' | 'debit';
  reason: string;
  day: number;
  invoice: Invoice;
  cancelled: boolean;
  lines: NoteLine[];
  seq?: number;
  number?: string;
};

export function makeNotes(rng: Rng, n: number, invoices: Invoice[]) {
  const issued = invoices.filter((i) => !i.cancelled && i.day <= MONTH.days - 1);
  const b2cl = issued.filter(
    (i) =>
      i.customer.kind === 'unregistered' && i.pos !== SHOP_STATE && invoiceValue(i) > 10_000_000,
  );
  const exports = issued.filter((i) => i.customer.kind === 'foreign');
  const sez = issued.filter((i) => i.customer.kind === 'sez');
  const notes: Note[] = [];
  for (let k = 0; k < n; k++) {
    const pool =
      k < 20 && b2cl.length
        ? b2cl
        : k < 30 && exports.length
          ? exports
          : k < 40 && sez.length
            ? sez
            : issued;
    const invoice = rng.pick(pool);
    const kind = rng.next() < 0.8 ? 'credit' : 'debit';
    const count = invoice.lines.length > 1 && rng.next() < 0.3 ? 2 : 1;
    const lines = [...invoice.lines].sort(() => rng.next() - 0.5).slice(0, count);
    const isReturn = kind === 'credit' && rng.next() < 0.5;
    const reason =
      kind === 'debit' ? 'price-revision' : isReturn ? 'sales-return' : 'post-sale-discount';
    const noteLines = lines.map((line): NoteLine => {
      let qtyMilli = 0;
      let taxable: number;
      if (isReturn) {
        qtyMilli = line.product.fractional
          ? Math.max(1, Math.floor(line.qtyMilli * (0.1 + rng.next() * 0.4)))
          : 1000 * rng.int(1, Math.max(1, Math.floor(line.qtyMilli / 2000)));
        taxable = Math.min(line.taxable, roundDiv(qtyMilli * line.pricePaise, 1000));
      } else {
        const pct = kind === 'credit' ? rng.int(5, 20) : rng.int(2, 10);
        taxable = roundDiv(line.taxable * pct, 100);
      }
      return {
        line,
        qtyMilli,
        taxable,
        product: line.product,
        ...split(taxable, line.product.rate, invoice.mode),
      };
    });
    notes.push({
      id: rng.uuid(),
      kind,
      reason,
      day: Math.min(MONTH.days, invoice.day + rng.int(0, 10)),
      invoice,
      cancelled: rng.next() < 0.01,
      lines: noteLines,
    });
  }
  // Numbered in date order per kind, as the counters issue them.
  for (const kind of ['credit', 'debit'] as const) {
    notes
      .filter((x) => x.kind === kind)
      .sort((a, b) => a.day - b.day)
      .forEach((x, i) => {
        x.seq = i + 1;
        x.number = `${kind === 'credit' ? 'CN' : 'DN'}/25-26/${String(i + 1).padStart(4, '0')}`;
      });
  }
  return notes;
}

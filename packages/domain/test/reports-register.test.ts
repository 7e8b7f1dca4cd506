import { describe, expect, it } from 'vitest';
import {
  buildRegister,
  fromPaise,
  registerRates,
  registerRow,
  type RegisterDocument,
  type RegisterKind,
} from '../src';

const doc = (over: Partial<RegisterDocument>): RegisterDocument => ({
  id: 'd1',
  kind: 'invoice',
  number: 'INV/1',
  reference: '',
  date: '2026-05-04',
  partyName: 'Ravi Traders',
  partyGstin: '19AAACR5055K1Z5',
  placeOfSupply: 19,
  cancelled: false,
  total: '0.00',
  rates: [],
  ...over,
});

describe('register rows (issue 33)', () => {
  it('sums a document by head and by rate, to the paisa', () => {
    const row = registerRow(
      doc({
        total: '1298.00',
        rates: [
          { rate: '18.00', taxableValue: '1000.00', igst: '0', cgst: '90.00', sgst: '90.00' },
          { rate: '5', taxableValue: '100.00', igst: '0', cgst: '2.50', sgst: '2.50' },
          { rate: '18', taxableValue: '10.01', igst: '0', cgst: '0.90', sgst: '0.90' },
        ],
      }),
    );
    expect(row).toMatchObject({
      taxableValue: '1110.01',
      cgst: '93.40',
      sgst: '93.40',
      igst: '0.00',
      cess: '0.00',
      total: '1298.00',
      rates: [
        { rate: '5', taxableValue: '100.00', tax: '5.00' },
        { rate: '18', taxableValue: '1010.01', tax: '181.80' },
      ],
    });
  });

  it('shows credit notes and purchase returns negative, debit notes positive', () => {
    const rates = [{ rate: '12', taxableValue: '500', igst: '60', cgst: '0', sgst: '0' }];
    expect(registerRow(doc({ kind: 'credit-note', total: '560', rates })).igst).toBe('-60.00');
    expect(registerRow(doc({ kind: 'purchase-return', total: '560', rates })).total).toBe(
      '-560.00',
    );
    expect(registerRow(doc({ kind: 'debit-note', total: '560', rates })).taxableValue).toBe(
      '500.00',
    );
  });

  it('keeps a cancelled document with zero amounts, counted but adding nothing', () => {
    const rates = [{ rate: '18', taxableValue: '1000', igst: '180', cgst: '0', sgst: '0' }];
    const { rows, totals } = buildRegister([
      doc({ id: 'a', number: 'INV/2', total: '1180', rates }),
      doc({ id: 'b', number: 'INV/1', total: '1180', rates, cancelled: true }),
    ]);
    expect(rows.map((r) => [r.number, r.cancelled, r.total, r.rates.length])).toEqual([
      ['INV/1', true, '0.00', 0],
      ['INV/2', false, '1180.00', 1],
    ]);
    expect(totals).toMatchObject({ count: 2, cancelled: 1, igst: '180.00', total: '1180.00' });
  });
});

const KINDS: RegisterKind[] = ['invoice', 'credit-note', 'debit-note', 'bill', 'purchase-return'];
const RATES = ['0', '0.25', '3', '5', '12', '18', '28'];

describe('register totals (property)', () => {
  it('equal the signed sum of the documents, head by head and rate by rate', async () => {
    const fc = (await import('fast-check')).default;
    const paise = fc.integer({ min: 0, max: 5_000_000_000 });
    const rateArb = fc.record({
      rate: fc.constantFrom(...RATES),
      taxableValue: paise,
      igst: paise,
      cgst: paise,
      sgst: paise,
    });
    const docArb = fc.record({
      kind: fc.constantFrom(...KINDS),
      cancelled: fc.boolean(),
      total: paise,
      day: fc.integer({ min: 1, max: 28 }),
      rates: fc.array(rateArb, { maxLength: 4 }),
    });
    fc.assert(
      fc.property(fc.array(docArb, { maxLength: 40 }), (raw) => {
        const documents = raw.map((d, i): RegisterDocument =>
          doc({
            id: `d${i}`,
            number: `N/${i}`,
            kind: d.kind,
            cancelled: d.cancelled,
            date: `2026-05-${String(d.day).padStart(2, '0')}`,
            total: fromPaise(d.total),
            rates: d.rates.map((r) => ({
              rate: r.rate,
              taxableValue: fromPaise(r.taxableValue),
              igst: fromPaise(r.igst),
              cgst: fromPaise(r.cgst),
              sgst: fromPaise(r.sgst),
            })),
          }),
        );
        // The expected figures, summed independently in paise from the raw documents.
        const want = { taxable: 0n, igst: 0n, cgst: 0n, sgst: 0n, total: 0n };
        const byRate = new Map<string, bigint>();
        for (const d of raw) {
          if (d.cancelled) continue;
          const s = d.kind === 'credit-note' || d.kind === 'purchase-return' ? -1n : 1n;
          want.total += s * BigInt(d.total);
          for (const r of d.rates) {
            want.taxable += s * BigInt(r.taxableValue);
            want.igst += s * BigInt(r.igst);
            want.cgst += s * BigInt(r.cgst);
            want.sgst += s * BigInt(r.sgst);
            const key = String(Number(r.rate));
            byRate.set(key, (byRate.get(key) ?? 0n) + s * BigInt(r.taxableValue));
          }
        }
        const { rows, totals } = buildRegister(documents);
        expect(rows).toHaveLength(raw.length);
        expect(totals.count).toBe(raw.length);
        expect(totals.taxableValue).toBe(fromPaise(want.taxable));
        expect(totals.igst).toBe(fromPaise(want.igst));
        expect(totals.cgst).toBe(fromPaise(want.cgst));
        expect(totals.sgst).toBe(fromPaise(want.sgst));
        expect(totals.total).toBe(fromPaise(want.total));
        for (const r of totals.rates)
          expect(r.taxableValue).toBe(fromPaise(byRate.get(r.rate) ?? 0n));
        // And the totals row is the sum of the rows shown above it.
        const sumRows = (pick: (r: (typeof rows)[number]) => string) =>
          fromPaise(rows.reduce((s, r) => s + BigInt(Math.round(Number(pick(r)) * 100)), 0n));
        expect(sumRows((r) => r.taxableValue)).toBe(totals.taxableValue);
        expect(sumRows((r) => r.total)).toBe(totals.total);
        expect(registerRates(totals, rows)).toEqual(totals.rates.map((r) => r.rate));
        // Rows sorted by date.
        expect(rows.map((r) => r.date)).toEqual([...rows.map((r) => r.date)].sort());
      }),
      { numRuns: 300 },
    );
  });
});

import { isInterStateSupply, isRegistered, lineClass, type ReturnDocument } from './common';
import { ExactSum, rateReader } from './exact';

/**
 * GSTR-1 Table 8 (`nil`, issue 30): nil-rated, exempt and non-GST outward supplies, per kind of
 * supply: inter-State or intra-State, to registered persons or not (INTRB2B, INTRAB2B, INTRB2C,
 * INTRAB2C, the offline tool's `sply_ty`), invoices less credit notes plus debit notes on such
 * lines. Keys as the offline tool writes them: {sply_ty, nil_amt, expt_amt, ngsup_amt}. Rows with
 * nothing in them are left out, and so is the table when it has no row.
 */
export const NIL_SUPPLY_TYPES = ['INTRB2B', 'INTRAB2B', 'INTRB2C', 'INTRAB2C'] as const;
export type NilSupplyType = (typeof NIL_SUPPLY_TYPES)[number];

export type NilRow = {
  sply_ty: NilSupplyType;
  nil_amt: number;
  expt_amt: number;
  ngsup_amt: number;
};

export const nilSupplyType = (d: ReturnDocument): NilSupplyType =>
  `${isInterStateSupply(d) ? 'INTR' : 'INTRA'}${isRegistered(d) ? 'B2B' : 'B2C'}`;

export function nilTable(documents: readonly ReturnDocument[]): { inv: NilRow[] } | undefined {
  const rateOf = rateReader();
  const rows = new Map<NilSupplyType, { nil: ExactSum; expt: ExactSum; ngsup: ExactSum }>();
  for (const d of documents) {
    if (d.status !== 'issued') continue;
    const sign = d.kind === 'credit-note' ? -1 : 1;
    for (const line of d.lines) {
      const cls = lineClass(d, line, rateOf(line.rate).zero);
      if (cls === 'taxable') continue;
      const type = nilSupplyType(d);
      let row = rows.get(type);
      if (!row) {
        row = { nil: new ExactSum(), expt: new ExactSum(), ngsup: new ExactSum() };
        rows.set(type, row);
      }
      const sum = cls === 'nil-rated' ? row.nil : cls === 'exempt' ? row.expt : row.ngsup;
      sum.addMoney(line.taxableValue, sign);
    }
  }
  const inv = NIL_SUPPLY_TYPES.flatMap((type) => {
    const row = rows.get(type);
    if (!row) return [];
    return [
      {
        sply_ty: type,
        nil_amt: row.nil.toMoneyNumber(),
        expt_amt: row.expt.toMoneyNumber(),
        ngsup_amt: row.ngsup.toMoneyNumber(),
      },
    ];
  });
  return inv.length > 0 ? { inv } : undefined;
}

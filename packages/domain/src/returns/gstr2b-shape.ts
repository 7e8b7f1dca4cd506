import { z } from 'zod';
import { toMoney } from '../money';

/**
 * The shape of a GSTR-2B file as the portal writes it (issue 32), for `parseGstr2b`: amounts with
 * at most 2 decimals (made '0.00' strings), dates dd-mm-yyyy (made 'YYYY-MM-DD'), the sections of
 * `data.docdata` the product reads, and `itcsumm`. Keys it does not name are kept (loose objects),
 * so a document's raw JSON is the file's.
 */
/** An amount as the portal writes it: a number (or numeric string) with at most 2 decimals. */
const ZAmount = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)]).transform((v, ctx) => {
  const d = toMoney(v);
  if (d.decimalPlaces() > 2 || d.abs().greaterThanOrEqualTo(1e12)) {
    ctx.addIssue({ code: 'custom', message: `${String(v)} is not an amount in rupees and paise` });
    return z.NEVER;
  }
  return d.toFixed(2);
});
const amount = ZAmount.optional().default('0.00');

/** 'dd-mm-yyyy' → 'YYYY-MM-DD', a real calendar date. */
const ZPortalDate = z.string().transform((v, ctx) => {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(v);
  const iso = m ? `${m[3]}-${m[2]}-${m[1]}` : '';
  const d = new Date(`${iso}T00:00:00Z`);
  if (!m || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso) {
    ctx.addIssue({ code: 'custom', message: `${v} is not a date written dd-mm-yyyy` });
    return z.NEVER;
  }
  return iso;
});

const ZYesNo = z.enum(['Y', 'N']);
export const ZItem = z.looseObject({
  txval: amount,
  igst: amount,
  cgst: amount,
  sgst: amount,
  cess: amount,
});
const taxed = {
  dt: ZPortalDate,
  pos: z
    .string()
    .regex(/^\d{2}$/)
    .optional(),
  rev: ZYesNo.optional().default('N'),
  itcavl: ZYesNo,
  rsn: z.string().optional(),
  items: z.array(ZItem).min(1),
};
export const ZInvoice = z.looseObject({
  inum: z.string().min(1),
  typ: z.string().default('R'),
  ...taxed,
});
export const ZNote = z.looseObject({ ntnum: z.string().min(1), typ: z.enum(['C', 'D']), ...taxed });
const party = { ctin: z.string().min(15).max(15), trdnm: z.string().optional().default('') };
const ZIsdDoc = z.looseObject({
  doctyp: z.enum(['ISDI', 'ISDC']),
  docnum: z.string().min(1),
  docdt: ZPortalDate,
  igst: amount,
  cgst: amount,
  sgst: amount,
  cess: amount,
  itcelg: ZYesNo.optional().default('Y'),
});
export const ZBillOfEntry = z.looseObject({
  portcode: z.string().optional().default(''),
  boenum: z.string().min(1),
  boedt: ZPortalDate,
  isamd: ZYesNo.optional().default('N'),
  txval: amount,
  igst: amount,
  cess: amount,
});
const many = <T extends z.ZodType>(t: T) => z.array(t).optional().default([]);

export const ZDocdata = z
  .looseObject({
    b2b: many(z.looseObject({ ...party, inv: z.array(ZInvoice) })),
    b2ba: many(z.looseObject({ ...party, inv: z.array(ZInvoice) })),
    cdnr: many(z.looseObject({ ...party, nt: z.array(ZNote) })),
    cdnra: many(z.looseObject({ ...party, nt: z.array(ZNote) })),
    isd: many(z.looseObject({ ...party, doclist: z.array(ZIsdDoc) })),
    isda: many(z.looseObject({ ...party, doclist: z.array(ZIsdDoc) })),
    impg: many(ZBillOfEntry),
    impgsez: many(z.looseObject({ ...party, boe: z.array(ZBillOfEntry) })),
  })
  .optional()
  .default({ b2b: [], b2ba: [], cdnr: [], cdnra: [], isd: [], isda: [], impg: [], impgsez: [] });

const ZSummaryHeads = z.record(z.string(), z.union([ZAmount, z.record(z.string(), ZAmount)]));
export const ZGstr2bJson = z.looseObject({
  data: z.looseObject({
    gstin: z.string().regex(/^[0-9A-Z]{15}$/),
    rtnprd: z.string().regex(/^(0[1-9]|1[0-2])\d{4}$/),
    gendt: ZPortalDate.optional(),
    itcsumm: z.partialRecord(z.enum(['itcavl', 'itcunavl']), z.record(z.string(), ZSummaryHeads)),
    docdata: ZDocdata,
  }),
});
export const KNOWN_SECTIONS = new Set([
  'b2b',
  'b2ba',
  'cdnr',
  'cdnra',
  'isd',
  'isda',
  'impg',
  'impgsez',
]);

import { gstinCheckCharacter } from '../src/gstin';
import { fromPaise } from '../src/money';
import type { PortalDocument, ReconDocument } from '../src/reconcile';

/**
 * Random months of purchase bills for the reconciliation tests: suppliers with GSTINs of their
 * own PANs, each supplier's bills 22 days apart (so no two of a supplier's bills are within the
 * 10-day window of each other even after a date moves by up to 5 days), amounts in paise.
 */
export function supplierGstin(i: number): string {
  const body = `24AAB${String.fromCharCode(65 + (i % 26))}P${String(i).padStart(4, '0')}X1Z`;
  return body + gstinCheckCharacter(body.slice(0, 14));
}

const FIRST_DAY = Date.UTC(2024, 3, 10) / 86_400_000; // 10 April 2024, FY 2024-25

export function isoDay(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

export interface Bill {
  supplier: number;
  seq: number;
  day: number;
  /** Paise. */
  taxable: number;
  rate: number;
  inter: boolean;
  format: number;
}

/** The number a supplier writes on its `seq`-th bill, in one of five styles. */
export function billNumber(format: number, seq: number): string {
  const n = String(seq);
  switch (format % 5) {
    case 0:
      return `INV/2024-25/${n.padStart(4, '0')}`;
    case 1:
      return `SI-${n}`;
    case 2:
      return `${n}/24-25`;
    case 3:
      return `b${n.padStart(6, '0')}`;
    default:
      return n;
  }
}

export function toDocument(id: string, b: Bill, number: string, day = b.day): ReconDocument {
  const tax = Math.round((b.taxable * b.rate) / 100);
  const half = Math.floor(tax / 2);
  return {
    id,
    supplierGstin: supplierGstin(b.supplier),
    documentType: 'invoice',
    number,
    date: isoDay(day),
    taxable: fromPaise(b.taxable),
    ...(b.inter
      ? { igst: fromPaise(tax) }
      : { cgst: fromPaise(half), sgst: fromPaise(tax - half) }),
    placeOfSupply: '24',
  };
}

/** `count` bills over `suppliers` suppliers, from a seeded generator (mulberry32). */
export function randomBills(count: number, suppliers: number, seed: number): Bill[] {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const perSupplier = new Array<number>(suppliers).fill(0);
  const bills: Bill[] = [];
  for (let i = 0; i < count; i++) {
    const supplier = Math.floor(next() * suppliers);
    const k = perSupplier[supplier] ?? 0;
    perSupplier[supplier] = k + 1;
    bills.push({
      supplier,
      seq: i + 1,
      day: FIRST_DAY + ((k * 22) % 330),
      taxable: 100 + Math.floor(next() * 10_000_000),
      rate: [5, 12, 18, 28][Math.floor(next() * 4)] ?? 18,
      inter: next() < 0.3,
      format: Math.floor(next() * 5),
    });
  }
  return bills;
}

export type { PortalDocument };

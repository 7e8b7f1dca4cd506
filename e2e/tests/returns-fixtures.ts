import { type Page } from '@playwright/test';
import { RUN, indiaDate, postInvoice, productId, trpcMutation, trpcQuery } from './fixtures';

// What the Returns specs (returns.spec.ts, returns-filing.spec.ts) share: the demo shop's GSTIN,
// the periods they work in, the overview's shape and the documents they make.

export const SHOP_GSTIN = '19AAHFS5678Q1Z1';
export const BUYER_GSTIN = '24AAHFS5678Q1ZA'; // Gujarat: inter-state, IGST

/** Last month in India: a day in it, its period ('MMYYYY') and label ('October 2026'). */
export function lastMonth() {
  const today = indiaDate();
  const [year, month] = today.split('-').map(Number) as [number, number];
  const y = month === 1 ? year - 1 : year;
  const m = month === 1 ? 12 : month - 1;
  const mm = String(m).padStart(2, '0');
  const label = new Date(Date.UTC(y, m - 1, 1)).toLocaleString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return { date: `${y}-${mm}-15`, period: `${mm}${y}`, label, today };
}

/** The month picker's labels (dayjs 'MMM'). */
export const MONTH_ABBR = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/** The last quarter that has ended (QRMP): its period (named by its last month) and label. */
export function lastQuarter() {
  const { today } = lastMonth();
  const [year, month] = today.split('-').map(Number) as [number, number];
  const index = year * 12 + month - 2; // last month, counted from year 0
  const end = index - (((index % 3) + 1) % 3);
  const y = Math.floor(end / 12);
  const m = (end % 12) + 1;
  const name = (n: number) =>
    new Date(Date.UTC(2000, n - 1, 1)).toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
  return { period: `${String(m).padStart(2, '0')}${y}`, label: `${name(m - 2)}–${name(m)} ${y}` };
}

/** ₹ with Indian grouping and 2 decimals, from paise. */
export function inr(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const rupees = String(Math.floor(abs / 100));
  const grouped =
    rupees.length <= 3
      ? rupees
      : `${rupees.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${rupees.slice(-3)}`;
  return `${sign}₹${grouped}.${String(abs % 100).padStart(2, '0')}`;
}
export const paise = (rupees: number | string) => Math.round(Number(rupees) * 100);
export const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

export type Section = {
  key: string;
  count: number;
  taxableValue: string;
  igst: string;
  cgst: string;
  sgst: string;
};
export type Overview = {
  label: string;
  frequency: 'monthly' | 'quarterly';
  documents: { invoices: number; creditNotes: number; debitNotes: number };
  sections: Section[];
  problems: unknown[];
  filed: unknown;
  gstr3b: {
    sup_details: { osup_det: { txval: number; iamt: number; camt: number; samt: number } };
  };
  gstr1: { b2cs: { pos: string; rt: number }[] };
};

export const overviewOf = (page: Page, period: string) =>
  trpcQuery<Overview>(page, 'tenant.returns.overview', { period });

/** 15,000 a unit of the 540 Wp module (or `product`), through the REST API. */
export async function createInvoice(
  page: Page,
  billTo: string,
  date: string,
  quantity: number,
  product?: string,
) {
  return postInvoice(page, {
    billTo,
    invoiceDate: date,
    products: [
      { product: product ?? (await productId(page, 'MOD-MONO-540')), quantity, price: '15000' },
    ],
  });
}

/** A product with a 4-digit HSN, which a shop reporting 6 digits must not put in GSTR-1. */
export async function createShortHsnProduct(page: Page): Promise<string> {
  const product = await trpcMutation<{ id: string }>(page, 'tenant.products.create', {
    productUniqueID: `E2E-HSN4-${RUN}`,
    productName: `E2E Cable ${RUN}`,
    productLabel: `E2E Cable ${RUN}`,
    productMinPrice: 100,
    productHSNCode: '8544',
    productCategory: 'Accessories',
    gstPercentage: 18,
    productCapacity: 0,
  });
  return product.id;
}

export async function setSettings(page: Page, patch: Record<string, string>) {
  await trpcMutation(page, 'tenant.settings.update', patch);
}
export const setHsnMinDigits = (page: Page, digits: '4' | '6') =>
  setSettings(page, { hsnMinDigits: digits });

import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type Locator, type Page } from '@playwright/test';
// The same checks the vitest suites' setup runs on every e-invoice and e-way bill (issue 30):
// NIC's INV-01 schema and the bulk format's keys, read from ../shared/refs/gst.
import { ewayBillKeyErrors, nicInv01Errors } from '../../packages/domain/test/support/nic-check';
import { expect, indiaDate } from './fixtures';

// What the e-invoice and e-way bill specs (edocs.spec.ts, edocs-notes.spec.ts) share.

export const BUYER = 'Patel Textiles'; // Gujarat, GSTIN 24AAHFS5678Q1ZA, 'Ring Road, Surat 395002'
export const BUYER_GSTIN = '24AAHFS5678Q1ZA';
export const MODULE = '540 Wp Mono PERC Half-Cut Module'; // MOD-MONO-540, HSN 8541, 5 % GST
export const QR = 'eyJhbGciOiJSUzI1NiJ9.eyJkYXRhIjoiLi4uIn0.c2lnbmF0dXJl';
/** A random IRN: a retry against the same server must not meet its own earlier record (409). */
export const randomIrn = () => randomBytes(32).toString('hex');
/** A random 12-digit e-way bill number, for the same reason. */
export const randomEwbNo = () =>
  `3310${String(randomBytes(4).readUInt32BE() % 100_000_000).padStart(8, '0')}`;

/** Today in India ('YYYY-MM-DD') and as the e-way bill portal writes it ('dd/mm/yyyy'). */
export function todayIN() {
  const iso = indiaDate();
  const [y, m, d] = iso.split('-');
  return { iso, portal: `${d}/${m}/${y}` };
}

/** '2026-11-26' → '26 Nov 2026' (the app's date format). */
export function shown(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const month = new Date(Date.UTC(y, m - 1, 1)).toLocaleString('en-GB', {
    month: 'short',
    timeZone: 'UTC',
  });
  return `${String(d).padStart(2, '0')} ${month.slice(0, 3)} ${y}`;
}

const fileNameOf = (number: string, what: string) => `${number.replace(/\//g, '-')}-${what}.json`;

export type InvoiceDetail = {
  id: string;
  billToId: string;
  lines: { id: string }[];
  irp: unknown;
  ewayBill: unknown;
};

export type Inv01 = { Version: string; DocDtls: unknown; BuyerDtls: unknown };
export type EwayBillJson = { version: string; billLists: unknown[] };

const BUTTONS = { einvoice: 'Download e-invoice JSON', ewaybill: 'Download e-way bill JSON' };

/**
 * Clicks a detail block's Download e-invoice (or e-way bill) JSON and reads the file, after
 * checking it is named after the document ('INV-26-27-0001-einvoice.json') and that NIC's
 * INV-01 schema (an e-invoice) or the bulk format (each e-way bill's keys) takes it.
 */
export async function downloadJson<T>(
  page: Page,
  block: Locator,
  what: keyof typeof BUTTONS,
  documentNumber: string,
): Promise<T> {
  const downloading = page.waitForEvent('download');
  await block.getByRole('button', { name: BUTTONS[what] }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(fileNameOf(documentNumber, what));
  const json = JSON.parse(await readFile(await download.path(), 'utf8')) as unknown;
  if (what === 'einvoice') expect(nicInv01Errors(json)).toEqual([]);
  else {
    const bills = (json as { billLists: Record<string, unknown>[] }).billLists;
    expect(bills.flatMap((bill) => ewayBillKeyErrors(bill))).toEqual([]);
  }
  return json as T;
}

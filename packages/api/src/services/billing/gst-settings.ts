import { createHash } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import {
  addressWithPin,
  DEFAULT_PRODUCT_TITLE,
  INVOICE_COPY_LABELS,
  type InvoiceCopyLabel,
} from '@gst/domain';
import type { Tx } from '@gst/db/client';
import type { SettingsKey } from '@gst/domain';
import { documentAssets, type SupplierSnapshot } from '@gst/db/schema';
import { readSettings } from '../settings/settings.service';

/**
 * The shop settings an invoice reads (issue 15), through the settings service: a key a tenant
 * has never stored (e.g. one added after it was provisioned) reads as its default.
 */
export type InvoiceCopies = 1 | 2 | 3;

export type GstSettings = {
  /** 'roundOffTotals' = '1': the total is rounded to the rupee on a line of its own. */
  roundOffTotals: boolean;
  /** 'hsnMinDigits': 4 (default), 6 or 8. */
  hsnMinDigits: 4 | 6 | 8;
  /** 'invoiceCopies': how many Rule 48 copies a PDF carries by default (1 = Original only). */
  invoiceCopies: InvoiceCopies;
  /** The shop's letter of undertaking; null when no number is set. */
  lut: { number: string; date: string } | null;
};

const GST_KEYS = [
  'roundOffTotals',
  'hsnMinDigits',
  'invoiceCopies',
  'lutNumber',
  'lutDate',
] as const satisfies readonly SettingsKey[];

/** The supplier's keys as stored in settings (SupplierSnapshot names them the same). */
const SUPPLIER_KEYS = [
  'shopName',
  'address',
  'pinCode',
  'gstin',
  'stateCode',
  'mobileNumber',
  'email',
  'website',
  'bankName',
  'accountNumber',
  'ifscCode',
  'branch',
  'jurisdiction',
  'topText',
  'shopLogo',
  'partnerLogo',
  'signature',
  'upiId',
] as const satisfies readonly SettingsKey[];

/** The keys' values, trimmed, as a lookup. */
async function readKeys<K extends SettingsKey>(tx: Tx, keys: readonly K[]) {
  const values: Record<K, string> = await readSettings({ tx }, keys);
  return (key: K) => values[key].trim();
}

export function parseCopies(value: string): InvoiceCopies {
  return value === '2' ? 2 : value === '3' ? 3 : 1;
}

/** Rule 48 labels of the first `copies` copies: 1 → Original, 2 → + Duplicate, 3 → all three. */
export function copyLabels(copies: InvoiceCopies): InvoiceCopyLabel[] {
  return INVOICE_COPY_LABELS.slice(0, copies);
}

export async function readGstSettings(tx: Tx): Promise<GstSettings> {
  const value = await readKeys(tx, GST_KEYS);
  const digits = value('hsnMinDigits');
  const lutNumber = value('lutNumber');
  return {
    roundOffTotals: value('roundOffTotals') === '1',
    hsnMinDigits: digits === '6' ? 6 : digits === '8' ? 8 : 4,
    invoiceCopies: parseCopies(value('invoiceCopies')),
    lut: lutNumber ? { number: lutNumber, date: value('lutDate') } : null,
  };
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/**
 * Stores the shop's images once in document_assets (named by the sha256 of the data URL's
 * text; insert-if-absent, rows never change) and answers their keys; '' is no image.
 */
async function storeImages(tx: Tx, images: Record<'logo' | 'partnerLogo' | 'signature', string>) {
  const present = [...new Set(Object.values(images).filter(Boolean))];
  if (present.length) {
    await tx
      .insert(documentAssets)
      .values(present.map((dataUrl) => ({ sha256: sha256Hex(dataUrl), dataUrl })))
      .onConflictDoNothing({ target: documentAssets.sha256 });
  }
  const key = (dataUrl: string) => (dataUrl ? sha256Hex(dataUrl) : null);
  return {
    logo: key(images.logo),
    partnerLogo: key(images.partnerLogo),
    signature: key(images.signature),
  };
}

/** The supplier as the invoice prints it, frozen at issue; `terms` are the invoice's own. */
export async function supplierSnapshot(tx: Tx, terms: string): Promise<SupplierSnapshot> {
  const value = await readKeys(tx, SUPPLIER_KEYS);
  const stateCode = Number.parseInt(value('stateCode'), 10);
  return {
    shopName: value('shopName') || DEFAULT_PRODUCT_TITLE,
    // The PIN is printed with the address (Rule 46(a); issue 29), once.
    address: addressWithPin(value('address'), value('pinCode')),
    gstin: value('gstin'),
    stateCode: Number.isFinite(stateCode) ? stateCode : 19,
    mobileNumber: value('mobileNumber'),
    email: value('email'),
    website: value('website'),
    bankName: value('bankName'),
    accountNumber: value('accountNumber'),
    ifscCode: value('ifscCode'),
    branch: value('branch'),
    terms,
    jurisdiction: value('jurisdiction'),
    topText: value('topText'),
    upiId: value('upiId'),
    images: await storeImages(tx, {
      logo: value('shopLogo'),
      partnerLogo: value('partnerLogo'),
      signature: value('signature'),
    }),
  };
}

/** The data URLs of stored images by key (missing keys are left out). */
export async function imagesByKey(tx: Tx, keys: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(keys.filter((k): k is string => Boolean(k)))];
  if (!wanted.length) return new Map();
  const rows = await tx
    .select({ sha256: documentAssets.sha256, dataUrl: documentAssets.dataUrl })
    .from(documentAssets)
    .where(inArray(documentAssets.sha256, wanted));
  return new Map(rows.map((r) => [r.sha256, r.dataUrl]));
}

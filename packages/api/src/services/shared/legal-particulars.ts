import { listParticulars, missingLegalParticulars } from '@gst/domain';
import type { Tx } from '@gst/db/client';
import { AppError } from '../../errors';
import { readSettings } from '../settings/settings.service';

/** The settings the supplier's particulars are read from (CGST Rules 46(a) and 53). */
const PARTICULAR_KEYS = [
  'shopName',
  'address',
  'pinCode',
  'stateCode',
  'gstin',
  'gstRegistration',
] as const;

const ISSUED = {
  invoice: { name: 'tax invoice', rule: '46(a)' },
  'credit-note': { name: 'credit note', rule: '53(1)(a)' },
  'debit-note': { name: 'debit note', rule: '53(1)(a)' },
} as const;
type IssuedKind = keyof typeof ISSUED;

/** What the shop has not set of its legal particulars (the setup checklist reads it too). */
export async function readMissingParticulars(tx: Tx) {
  return missingLegalParticulars(await readSettings({ tx }, PARTICULAR_KEYS));
}

/**
 * Refuses to issue a tax invoice, credit note or debit note while the supplier's particulars are
 * incomplete (issue 29): a 409 naming what is missing, with `details.missing` ({key, label, href}
 * each) and `details.href`, the Settings group of the first, for the screen to link to. Runs
 * before a number is taken, so a refusal uses none.
 */
export async function assertLegalParticulars(tx: Tx, kind: IssuedKind): Promise<void> {
  const missing = await readMissingParticulars(tx);
  const first = missing[0];
  if (!first) return;
  const { name, rule } = ISSUED[kind];
  throw new AppError(
    'CONFLICT',
    `Set the shop's ${listParticulars(missing)} in Settings before issuing a ${name} (CGST Rule ${rule} requires the supplier's name, address and GSTIN on it)`,
    { details: { missing, href: first.href } },
  );
}

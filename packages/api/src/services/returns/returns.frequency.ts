import type { Tx } from '@gst/db/client';
import type { ServiceCtx } from '../context';
import { readSettings } from '../settings/settings.service';
import { resolvePeriod, type ReturnFrequency, type ReturnPeriod } from '../shared/return-periods';

/** How the shop files now: monthly, or quarterly under QRMP (the `returnFrequency` setting). */
export async function readReturnFrequency(tx: Tx): Promise<ReturnFrequency> {
  const { returnFrequency } = await readSettings({ tx }, ['returnFrequency']);
  return returnFrequency === 'quarterly' ? 'quarterly' : 'monthly';
}

/** How the shop files (the Returns page picks months or quarters by it). */
export async function returnFrequencyOf({ tx }: Pick<ServiceCtx, 'tx'>) {
  return { frequency: await readReturnFrequency(tx) };
}

/** The period of the shop's filing frequency, from its 'MMYYYY'. */
export async function shopPeriod(tx: Tx, period: string): Promise<ReturnPeriod> {
  return resolvePeriod(period, await readReturnFrequency(tx));
}

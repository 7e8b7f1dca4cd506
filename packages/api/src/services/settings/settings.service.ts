import { sql } from 'drizzle-orm';
import { SETTINGS_KEYS, settingsConsistencyError, type ShopSettings } from '@gst/domain';
import { settings } from '@gst/db/schema';
import { writeAudit } from '../../infra/audit';
import { AppError } from '../../errors';
import type { z } from 'zod';
import type { ServiceCtx } from '../context';
import type { ZSettingsUpdate } from './settings.schema';

/**
 * Every settings key, '' for any the shop has never stored. Only `tx` is read, so another
 * domain's verb may call it with its own transaction (`getSettings({ tx })`).
 */
export async function getSettings({ tx }: Pick<ServiceCtx, 'tx'>): Promise<ShopSettings> {
  const rows = await tx.select({ key: settings.key, value: settings.value }).from(settings);
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  return Object.fromEntries(
    SETTINGS_KEYS.map((key) => [key, stored.get(key) ?? '']),
  ) as ShopSettings;
}

/**
 * Saves the given fields in the procedure's one transaction: every field was validated before
 * this runs, and a failed cross-field rule throws before anything is written.
 */
export async function updateSettings(
  { tx, actor }: ServiceCtx,
  input: z.output<typeof ZSettingsUpdate>,
): Promise<ShopSettings> {
  const current = await getSettings({ tx });
  const merged: ShopSettings = { ...current };
  for (const key of SETTINGS_KEYS) {
    const value = input[key];
    if (value !== undefined) merged[key] = value;
  }
  const conflict = settingsConsistencyError(merged);
  if (conflict) throw new AppError('BAD_REQUEST', `${conflict.key}: ${conflict.message}`);
  const changed = SETTINGS_KEYS.filter((key) => merged[key] !== current[key]);
  if (changed.length) {
    const now = new Date();
    await tx
      .insert(settings)
      .values(changed.map((key) => ({ key, value: merged[key], updatedAt: now })))
      .onConflictDoUpdate({
        target: settings.key,
        set: { value: sql`excluded.value`, updatedAt: now },
      });
  }
  await writeAudit(tx, actor, 'settings.update', 'settings', null, { changed });
  return merged;
}

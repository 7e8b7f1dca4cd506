import { inArray, sql } from 'drizzle-orm';
import {
  SETTINGS_DEFAULTS,
  SETTINGS_KEYS,
  settingsConsistencyError,
  type HsnMinDigits,
  type SettingsKey,
  type ShopSettings,
} from '@gst/domain';
import { settings } from '@gst/db/schema';
import { auditChange } from '../../infra/audit';
import { AppError } from '../../errors';
import type { z } from 'zod';
import type { ServiceCtx } from '../context';
import type { ZSettingsUpdate } from './settings.schema';
import { fitSettingsImages } from './settings.images';

/**
 * The one reader of the settings table: the values of `keys`; a key the shop has never stored (a
 * key added after it was provisioned) reads as its default from SETTINGS_DEFAULTS, else ''. Every
 * other service reads settings through this (or `getSettings`), never from the table. Only `tx`
 * is read, so another domain's verb passes its own transaction: `readSettings({ tx }, ['gstin'])`.
 */
export async function readSettings<K extends SettingsKey>(
  { tx }: Pick<ServiceCtx, 'tx'>,
  keys: readonly K[],
): Promise<Pick<ShopSettings, K>> {
  const rows = keys.length
    ? await tx
        .select({ key: settings.key, value: settings.value })
        .from(settings)
        .where(inArray(settings.key, [...keys]))
    : [];
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  return Object.fromEntries(
    keys.map((key) => [key, stored.get(key) ?? SETTINGS_DEFAULTS[key] ?? '']),
  ) as Pick<ShopSettings, K>;
}

/** Every settings key (the Settings screen, the documents' shop block). */
export async function getSettings(ctx: Pick<ServiceCtx, 'tx'>): Promise<ShopSettings> {
  return readSettings(ctx, SETTINGS_KEYS);
}

/** The shop's minimum HSN length (Notification 78/2020-CT): 4 unless the shop chose 6 or 8. */
export async function readHsnMinDigits(ctx: Pick<ServiceCtx, 'tx'>): Promise<HsnMinDigits> {
  const value = (await readSettings(ctx, ['hsnMinDigits'])).hsnMinDigits.trim();
  return value === '6' ? 6 : value === '8' ? 8 : 4;
}

/**
 * Saves the given fields in the procedure's one transaction: every field was validated before
 * this runs, and a failed cross-field rule throws before anything is written. Then each changed
 * image is checked against the pixel budget and fitted to its print size (`settings.images.ts`).
 */
export async function updateSettings(
  { tx, actor }: ServiceCtx,
  input: z.output<typeof ZSettingsUpdate>,
): Promise<ShopSettings> {
  const current = await getSettings({ tx });
  const sent: ShopSettings = { ...current };
  for (const key of SETTINGS_KEYS) {
    const value = input[key];
    if (value !== undefined) sent[key] = value;
  }
  const conflict = settingsConsistencyError(sent);
  if (conflict) throw new AppError('BAD_REQUEST', `${conflict.key}: ${conflict.message}`);
  const merged = await fitSettingsImages(sent, current);
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
  // Each changed key's old and new value (images as their hash and size, by auditChange).
  await auditChange(tx, actor, 'settings.update', 'settings', null, {
    before: Object.fromEntries(changed.map((key) => [key, current[key]])),
    after: Object.fromEntries(changed.map((key) => [key, merged[key]])),
  });
  return merged;
}

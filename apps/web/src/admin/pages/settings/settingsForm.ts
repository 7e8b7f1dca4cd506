import {
  SETTINGS_DEFAULTS,
  SETTINGS_KEYS,
  settingsConsistencyError,
  type SettingsKey,
  type ShopSettings,
  ZShopSettings,
} from '@gst/domain';

export type SettingsValues = ShopSettings;

/** A form before the shop's settings load: '' everywhere, and the defaults of the selects. */
export const EMPTY_SETTINGS = Object.fromEntries(
  SETTINGS_KEYS.map((key) => [key, SETTINGS_DEFAULTS[key] ?? '']),
) as SettingsValues;

/**
 * The server's own rules (from @gst/domain), run before sending so each problem shows under its
 * field. The server checks again and refuses the whole save if anything is wrong.
 */
export function validateSettings(values: SettingsValues): Partial<Record<SettingsKey, string>> {
  const errors: Partial<Record<SettingsKey, string>> = {};
  const parsed = ZShopSettings.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as SettingsKey | undefined;
      if (key && !errors[key]) errors[key] = issue.message;
    }
  }
  const conflict = settingsConsistencyError(values);
  if (conflict && !errors[conflict.key]) errors[conflict.key] = `State ${conflict.message}`;
  return errors;
}

/**
 * The field a refused save names: the server sends `details.field` when one value is refused
 * after the form's own checks passed (an image over the pixel budget or that cannot be read), so
 * its message can be shown under that field as well as in the toast.
 */
export function refusedField(error: unknown): SettingsKey | null {
  if (typeof error !== 'object' || error === null || !('data' in error)) return null;
  const data = error.data as { details?: { field?: unknown } } | null | undefined;
  const field = data?.details?.field;
  return typeof field === 'string' && (SETTINGS_KEYS as readonly string[]).includes(field)
    ? (field as SettingsKey)
    : null;
}

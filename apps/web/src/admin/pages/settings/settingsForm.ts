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

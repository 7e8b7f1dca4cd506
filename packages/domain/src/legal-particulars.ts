import {
  PIN_CODE_PATTERN,
  SETTINGS_FIELDS,
  type SettingsGroup,
  type SettingsKey,
  type ShopSettings,
} from './settings';
import { ZSelectableStateCode } from './states';

/** Where the back-office Settings screen lives (the 'change-details' page, spec §2). */
export const SETTINGS_PATH = '/admin/change-details';

/** The Settings screen's anchor for a group: its section opens and scrolls into view. */
export function settingsGroupAnchor(group: SettingsGroup): string {
  return group.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

/** A link to the Settings group that holds `key`, e.g. `/admin/change-details#contact-info`. */
export function settingsHref(key: SettingsKey): string {
  const field = SETTINGS_FIELDS.find((f) => f.key === key);
  return field ? `${SETTINGS_PATH}#${settingsGroupAnchor(field.group)}` : SETTINGS_PATH;
}

export type MissingParticular = { key: SettingsKey; label: string; href: string };

export type LegalParticularsSettings = Pick<
  ShopSettings,
  'shopName' | 'address' | 'pinCode' | 'stateCode' | 'gstin' | 'gstRegistration'
>;

const labelOf = (key: SettingsKey) => SETTINGS_FIELDS.find((f) => f.key === key)?.label ?? key;

/**
 * The supplier's particulars CGST Rule 46(a) (and Rule 53 for credit and debit notes) requires on
 * a tax invoice that the shop has not set: name, address, its PIN, state, and the GSTIN unless
 * the shop recorded that it is not registered for GST. Empty when the shop may issue.
 */
export function missingLegalParticulars(settings: LegalParticularsSettings): MissingParticular[] {
  const missing: SettingsKey[] = [];
  if (!settings.shopName.trim()) missing.push('shopName');
  if (!settings.address.trim()) missing.push('address');
  if (!PIN_CODE_PATTERN.test(settings.pinCode.trim())) missing.push('pinCode');
  if (!ZSelectableStateCode.safeParse(settings.stateCode).success) missing.push('stateCode');
  if (settings.gstRegistration !== 'unregistered' && !settings.gstin.trim()) missing.push('gstin');
  return missing.map((key) => ({ key, label: labelOf(key), href: settingsHref(key) }));
}

/** "Address, PIN Code and GSTIN": the missing particulars as one phrase. */
export function listParticulars(missing: readonly { label: string }[]): string {
  const labels = missing.map((m) => m.label);
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

/** The address as a document prints it: the PIN appended unless the text already carries it. */
export function addressWithPin(address: string, pinCode: string): string {
  const text = address.trim();
  const pin = pinCode.trim();
  if (!pin || text.includes(pin)) return text;
  return text ? `${text} - ${pin}` : pin;
}

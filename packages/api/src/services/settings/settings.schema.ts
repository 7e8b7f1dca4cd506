import { ZShopSettingsPatch, type ShopSettings } from '@gst/domain';

/**
 * PATCH /api/settings sends the whole object; a subset is accepted too (missing keys keep their
 * stored value). Unknown keys are refused. The field contracts live in @gst/domain so the
 * Settings screen checks the same rules before it sends.
 */
export const ZSettingsUpdate = ZShopSettingsPatch;
export type TSettings = ShopSettings;

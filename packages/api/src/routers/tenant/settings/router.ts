import { router } from '../../../trpc';
import { ZSettingsUpdate } from '../../../services/settings/settings.schema';
import { getSettings } from '../../../services/settings/settings.service';
import {
  numberingPreview,
  updateSettingsWithWarnings,
  ZNumberingPreviewInput,
} from '../../../services/billing/numbering-preview';
import { permittedOn } from '../../crud';

const can = permittedOn('change-details');

/** Shop settings ('change-details', spec §2 Settings). */
export const settingsRouter = router({
  get: can.read(getSettings),
  update: can.edit(ZSettingsUpdate, updateSettingsWithWarnings),
  /** The real next number of each series; whether the given templates start a new one. */
  numbering: can.view(ZNumberingPreviewInput, numberingPreview),
});

import { router } from '../../../trpc';
import { ZSettingsUpdate } from '../../../services/settings/settings.schema';
import { getSettings, updateSettings } from '../../../services/settings/settings.service';
import {
  numberingPreview,
  ZNumberingPreviewInput,
} from '../../../services/settings/settings.numbering';
import { permittedOn } from '../../crud';

const can = permittedOn('change-details');

/** Shop settings ('change-details', spec §2 Settings). */
export const settingsRouter = router({
  get: can.read(getSettings),
  update: can.edit(ZSettingsUpdate, updateSettings),
  /** The real next number of each series; whether the given templates start a new one. */
  numbering: can.view(ZNumberingPreviewInput, numberingPreview),
});

import { permitted, router } from '../../../trpc';
import { ZSettingsUpdate } from '../../../services/settings/settings.schema';
import { getSettings, updateSettings } from '../../../services/settings/settings.service';

const PAGE = 'change-details';

/** Shop settings ('change-details', spec §2 Settings). */
export const settingsRouter = router({
  get: permitted(PAGE, 'view').query(({ ctx }) => getSettings(ctx)),
  update: permitted(PAGE, 'edit')
    .input(ZSettingsUpdate)
    .mutation(({ ctx, input }) => updateSettings(ctx, input)),
});

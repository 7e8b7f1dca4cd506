import { router } from '../../../trpc';
import { getSetupChecklist } from '../../../services/setup/setup.service';
import { permittedOn } from '../../crud';

const can = permittedOn('dashboard');

/** A new shop's setup checklist, shown on the dashboard until its required steps are done. */
export const setupRouter = router({
  checklist: can.read(getSetupChecklist),
});

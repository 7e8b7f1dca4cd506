import { router } from '../../../trpc';
import { permittedOn } from '../../crud';
import { ZAuditExportInput, ZAuditListInput } from '../../../services/audit/audit.schema';
import { exportAudit, listAudit, listAuditActors } from '../../../services/audit/audit.service';

const can = permittedOn('audit-trail');

/**
 * The audit trail (issue 19): read only. Nothing here or anywhere else changes or deletes a row,
 * and there is no setting to turn it off.
 */
export const auditRouter = router({
  list: can.view(ZAuditListInput, listAudit),
  /** The Actor filter's choices: the shop's users and API keys. */
  actors: can.read(listAuditActors),
  /** Every row matching the filters for the Excel download (needs export). */
  export: can.export(ZAuditExportInput, exportAudit),
});

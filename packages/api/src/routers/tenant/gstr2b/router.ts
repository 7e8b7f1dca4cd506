import { router } from '../../../trpc';
import { permittedOn } from '../../crud';
import {
  ZGstr2bHistoryInput,
  ZGstr2bImportInput,
  ZReturnPeriodInput,
} from '../../../services/gstr2b/gstr2b.schema';
import { importGstr2b } from '../../../services/gstr2b/gstr2b.service';
import { listGstr2bImports, viewGstr2b } from '../../../services/gstr2b/gstr2b.view';

/**
 * GSTR-2B (issue 32), on the Returns page's permissions: view to read a period's 2B and its
 * imports, import to upload one (the flag the Excel imports use; no page key of its own until
 * the 2B screen exists, since every page key is a screen in the web's registry).
 */
const can = permittedOn('returns');

export const gstr2bRouter = router({
  /** Upload the portal's JSON for a period; a later one replaces the earlier with a diff. */
  import: can.import(ZGstr2bImportInput, importGstr2b),
  /** A period's suppliers, documents, ITC available and not (with reasons), and totals. */
  view: can.view(ZReturnPeriodInput, viewGstr2b),
  /** Every import (of a period), newest first: who, when, the file, replaced or active, diff. */
  imports: can.view(ZGstr2bHistoryInput, listGstr2bImports),
});

import { router } from '../../../trpc';
import { permittedOn } from '../../crud';
import { returnFrequencyOf } from '../../../services/returns/returns.frequency';
import { periodHistory } from '../../../services/returns/returns.history';
import {
  listFiledPeriods,
  lockPeriod,
  unlockPeriod,
} from '../../../services/returns/returns.periods';
import { ZReturnPeriodInput } from '../../../services/returns/returns.schema';
import {
  gstr1Of,
  gstr3bOf,
  returnsOverview,
  returnsWorkbookOf,
} from '../../../services/returns/returns.service';

const can = permittedOn('returns');

/**
 * GST returns (issue 17): view to see, export to download, approve to mark a period filed. A
 * filed period is served from its filed copy (issue 28 item 7).
 */
export const returnsRouter = router({
  /** The Returns page: cards, problems, the JSON behind them and the filed state. */
  overview: can.view(ZReturnPeriodInput, returnsOverview),
  gstr1: can.export(ZReturnPeriodInput, gstr1Of),
  gstr3b: can.export(ZReturnPeriodInput, gstr3bOf),
  /** Both returns, the filed record and the months left out: the workbook download's one read. */
  workbook: can.export(ZReturnPeriodInput, returnsWorkbookOf),
  /** Filed, unlocked, and IRN / e-way bill events on its documents, newest first. */
  history: can.view(ZReturnPeriodInput, periodHistory),
  filed: can.read(listFiledPeriods),
  /** Monthly, or quarterly under QRMP: the page's period picker offers months or quarters. */
  frequency: can.read(returnFrequencyOf),
  lock: can.approve(ZReturnPeriodInput, lockPeriod),
  /** A superadmin only (checked by the service). */
  unlock: can.approve(ZReturnPeriodInput, unlockPeriod),
});

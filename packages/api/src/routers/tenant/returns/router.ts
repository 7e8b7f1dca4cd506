import { router } from '../../../trpc';
import { permittedOn } from '../../crud';
import { returnFrequencyOf } from '../../../services/returns/returns.frequency';
import { periodHistory } from '../../../services/returns/returns.history';
import {
  listFiledPeriods,
  lockPeriod,
  unlockPeriod,
} from '../../../services/returns/returns.periods';
import { gstr3bOf, gstr3bPaymentOf, itcOf } from '../../../services/returns/returns.gstr3b';
import {
  ZGstr3bInput,
  ZLockInput,
  ZReturnPeriodInput,
} from '../../../services/returns/returns.schema';
import {
  gstr1Of,
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
  /** The offline utility's JSON, every table (issue 32); entered 4(B) reversals optional. */
  gstr3b: can.export(ZGstr3bInput, gstr3bOf),
  /** Table 4, 3.1 (d) and Table 5 from the purchase books, the bills behind every figure. */
  itc: can.view(ZGstr3bInput, itcOf),
  /** Table 6.1: set-off, cash per head, s.50 interest to a payment date, the challan. */
  gstr3bPayment: can.view(ZGstr3bInput, gstr3bPaymentOf),
  /** Both returns, the filed record and the months left out: the workbook download's one read. */
  workbook: can.export(ZReturnPeriodInput, returnsWorkbookOf),
  /** Filed, unlocked, and IRN / e-way bill events on its documents, newest first. */
  history: can.view(ZReturnPeriodInput, periodHistory),
  filed: can.read(listFiledPeriods),
  /** Monthly, or quarterly under QRMP: the page's period picker offers months or quarters. */
  frequency: can.read(returnFrequencyOf),
  /** Entered 4(B) reversals and payment date optional (issue 32): kept with the filed copy. */
  lock: can.approve(ZLockInput, lockPeriod),
  /** A superadmin only (checked by the service). */
  unlock: can.approve(ZReturnPeriodInput, unlockPeriod),
});

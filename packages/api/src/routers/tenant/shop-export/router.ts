import { createCallerFactory, permittedEvenInactive, router } from '../../../trpc';
import type { Context } from '../../../context';
import { ZShopExportId, ZShopExportStart } from '../../../services/shop-export/shop-export.schema';
import {
  getShopExport,
  listShopExports,
  openShopExport,
  startShopExport,
} from '../../../services/shop-export/shop-export.service';

const view = () => permittedEvenInactive('shop-data', 'view');
const exporting = () => permittedEvenInactive('shop-data', 'export');

/**
 * The shop's own data (issue 33): the admin's export archive, built in the background. These
 * calls (and the download) answer for a deactivated shop too, so its owner can take the data.
 */
export const shopExportRouter = router({
  /** The shop's latest exports (at most 10), newest first, with the progress of a running one. */
  list: view().query(({ ctx }) => listShopExports(ctx)),
  get: view()
    .input(ZShopExportId)
    .query(({ ctx, input }) => getShopExport(ctx, input)),
  /** Queues an export (409 while one is queued or running); audited as shop.export. */
  start: exporting()
    .input(ZShopExportStart)
    .mutation(({ ctx, input }) => startShopExport(ctx, input)),
});

/** The download's check and audit, for the server's streaming route (not a tRPC procedure). */
const fileRouter = router({
  open: exporting()
    .input(ZShopExportId)
    .mutation(({ ctx, input }) => openShopExport(ctx, input)),
});
const fileCaller = createCallerFactory(fileRouter);

/** The archive file of a finished export of the request's shop, for the caller allowed it. */
export function openShopExportFile(ctx: Context, id: string) {
  return fileCaller(ctx).open({ id });
}

import { permitted } from '../../../trpc';
import { ZTallyExportInput } from '../../../services/tally/tally.schema';
import { exportTally } from '../../../services/tally/tally.service';

/**
 * The Tally export (issue 33), spread into the reports router: a period's vouchers or masters
 * as a TallyPrime XML import file. Needs the reports page's export flag; a mutation because it
 * writes its `report.export` audit row with the read, like the registers' downloads.
 */
export const tallyProcedures = {
  /** The period's vouchers or masters as TallyPrime import XML (audited). */
  tallyExport: permitted('reports', 'export')
    .input(ZTallyExportInput)
    .mutation(({ ctx, input }) => exportTally(ctx, input)),
};

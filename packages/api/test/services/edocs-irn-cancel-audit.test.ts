// @engines pglite
import { describe, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, filedPeriods } from '@gst/db/schema';
import { auditIrnCancelled, EDOC_AUDIT_ACTIONS } from '../../src/services/shared/irp-lock';
import { serviceSuite } from '../service-harness';

/**
 * The audit row of an IRN's cancellation (issue 28 item 13), written by the cancel verbs through
 * auditIrnCancelled: `{before, after, period, filedPeriod}` at the top level, as the IRN and
 * e-way bill records write them; nothing for a document without an IRN. Each test rolls back.
 */
const suite = serviceSuite();
const irp = {
  irn: 'c'.repeat(64),
  ackNo: '112510036563310',
  ackDate: '2025-07-10 12:00:00',
  signedQrCode: 'a.b.c',
  recordedAt: '2025-07-10T06:40:00.000Z',
};
const ID = '0193a000-0000-7000-8000-000000000001';

describe('auditIrnCancelled', () => {
  suite.it('records the IRN before and after, the month and the filed period', async (ctx) => {
    await ctx.tx
      .insert(filedPeriods)
      .values({ period: '092025', fromDate: '2025-07-01', toDate: '2025-09-30' });
    await auditIrnCancelled(ctx, 'credit-note', {
      id: ID,
      number: 'CN/25-26/0001',
      date: '2025-07-10',
      irp,
      reason: 'wrong buyer',
    });
    await auditIrnCancelled(ctx, 'invoice', { id: ID, number: 'X', date: '2025-10-01', irp: null });
    const rows = await ctx.tx.select().from(auditLog).where(eq(auditLog.entityId, ID));
    expect(rows.map((r) => [r.action, r.entity])).toEqual([
      ['credit-note.irn-cancel', 'credit-note'],
    ]);
    expect(EDOC_AUDIT_ACTIONS).toContain(rows[0]?.action);
    const audited = { irn: irp.irn, ackNo: irp.ackNo, ackDate: irp.ackDate };
    expect(rows[0]?.details).toEqual({
      number: 'CN/25-26/0001',
      irn: irp.irn,
      reason: 'wrong buyer',
      before: { status: 'issued', irp: audited },
      after: { status: 'cancelled', irp: audited },
      // A quarterly (QRMP) filing: the month is July, the filed period the quarter to September.
      period: '072025',
      filedPeriod: '092025',
    });
  });
});

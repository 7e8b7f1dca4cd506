import { z } from 'zod';

/**
 * A return period as the portal writes it: 'MMYYYY' (a quarter by its last month under QRMP).
 * Years from 2017 (GST began on 1 July 2017) to 2099. Shared (issue 32): the returns,
 * GSTR-2B and reconciliation contracts all take it, and returns reads reconciliation's outcomes
 * (the ITC claims), so reconciliation may not import it from returns.
 */
export const ZReturnPeriod = z
  .string({ error: 'period must be MMYYYY, e.g. 102025' })
  .trim()
  .regex(/^(0[1-9]|1[0-2])20\d{2}$/, 'period must be MMYYYY, e.g. 102025 for October 2025')
  .refine((p) => `${p.slice(2)}${p.slice(0, 2)}` >= '201707', 'GST returns start with July 2017');

import { and, asc, eq, ilike, or } from 'drizzle-orm';
import {
  buildRegister,
  registerRates,
  type RegisterDocument,
  type RegisterRow,
  type RegisterTotals,
} from '@gst/domain';
import { customers, suppliers } from '@gst/db/schema';
import { AppError } from '../../errors';
import { writeAudit } from '../../infra/audit';
import type { ServiceCtx } from '../context';
import { readSettings } from '../settings/settings.service';
import {
  REGISTER_EXPORT_MAX_ROWS,
  type TPurchaseRegisterExportInput,
  type TPurchaseRegisterInput,
  type TRegisterPartiesInput,
  type TSalesRegisterExportInput,
  type TSalesRegisterInput,
} from './reports.schema';
import { purchaseDocuments, salesDocuments } from './reports.sources';

/**
 * The sales register and the purchase register (issue 33): the documents of a date range as
 * @gst/domain's register builds them (one row per document, amounts signed, cancelled ones at
 * zero), a page of the rows and the totals of all of them. A download is the same register
 * whole, with the shop's name and GSTIN for its heading, and is audited.
 */
export type RegisterSide = 'sales' | 'purchases';

function pageOf(documents: RegisterDocument[], input: { page: number; pageSize: number }) {
  const { rows, totals } = buildRegister(documents);
  const start = (input.page - 1) * input.pageSize;
  return {
    data: rows.slice(start, start + input.pageSize),
    total: rows.length,
    page: input.page,
    pageSize: input.pageSize,
    totals,
    /** The rate columns of the whole range (so every page shows the same columns). */
    rates: registerRates(totals, rows),
  };
}

/** One page of the sales register and the totals of the whole range. */
export async function salesRegister(ctx: ServiceCtx, input: TSalesRegisterInput) {
  return pageOf(await salesDocuments(ctx.tx, input, input.customerId), input);
}

/** One page of the purchase register and the totals of the whole range. */
export async function purchaseRegister(ctx: ServiceCtx, input: TPurchaseRegisterInput) {
  return pageOf(await purchaseDocuments(ctx.tx, input, input.supplierId), input);
}

/** A whole register as the Excel and PDF downloads print it. */
export type RegisterReport = {
  side: RegisterSide;
  title: string;
  shopName: string;
  gstin: string;
  from: string;
  to: string;
  /** The customer or supplier filtered on, or null for all. */
  party: string | null;
  rows: RegisterRow[];
  totals: RegisterTotals;
  rates: string[];
};

async function partyName(ctx: ServiceCtx, side: RegisterSide, id: string | undefined) {
  if (!id) return null;
  const table = side === 'sales' ? customers : suppliers;
  const [row] = await ctx.tx.select({ name: table.name }).from(table).where(eq(table.id, id));
  if (!row)
    throw new AppError('NOT_FOUND', side === 'sales' ? 'Customer not found' : 'Supplier not found');
  return row.name;
}

async function exportRegister(
  ctx: ServiceCtx,
  side: RegisterSide,
  input: { from: string; to: string; format: 'xlsx' | 'pdf' },
  partyId: string | undefined,
): Promise<RegisterReport> {
  const party = await partyName(ctx, side, partyId);
  const documents = await (side === 'sales' ? salesDocuments : purchaseDocuments)(
    ctx.tx,
    input,
    partyId,
  );
  if (documents.length > REGISTER_EXPORT_MAX_ROWS) {
    throw new AppError(
      'BAD_REQUEST',
      `The range has ${documents.length} documents, more than ${REGISTER_EXPORT_MAX_ROWS} a download holds; choose a shorter range`,
    );
  }
  const { rows, totals } = buildRegister(documents);
  const shop = await readSettings(ctx, ['shopName', 'gstin']);
  const title = side === 'sales' ? 'Sales register' : 'Purchase register';
  // Who took the shop's figures away, and which: an export is audited like a change.
  await writeAudit(ctx.tx, ctx.actor, 'report.export', 'report', `${side}-register`, {
    from: input.from,
    to: input.to,
    format: input.format,
    ...(partyId ? { partyId } : {}),
    rows: rows.length,
  });
  return {
    side,
    title,
    shopName: shop.shopName.trim() || ctx.tenant.name,
    gstin: shop.gstin,
    from: input.from,
    to: input.to,
    party,
    rows,
    totals,
    rates: registerRates(totals, rows),
  };
}

/** The whole sales register of the range for a download (needs export; audited). */
export function exportSalesRegister(ctx: ServiceCtx, input: TSalesRegisterExportInput) {
  return exportRegister(ctx, 'sales', input, input.customerId);
}

/** The whole purchase register of the range for a download (needs export; audited). */
export function exportPurchaseRegister(ctx: ServiceCtx, input: TPurchaseRegisterExportInput) {
  return exportRegister(ctx, 'purchases', input, input.supplierId);
}

/** The party filter's choices: up to 20 customers or suppliers by name or GSTIN. */
export async function registerParties(ctx: ServiceCtx, input: TRegisterPartiesInput) {
  const table = input.side === 'sales' ? customers : suppliers;
  const like = input.search ? `%${input.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : undefined;
  return ctx.tx
    .select({ id: table.id, name: table.name, gstin: table.gstin })
    .from(table)
    .where(like ? and(or(ilike(table.name, like), ilike(table.gstin, like))) : undefined)
    .orderBy(asc(table.name))
    .limit(20);
}

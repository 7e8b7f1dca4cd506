import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import { hasPermission } from '@gst/domain';
import { addYears } from '@gst/documents';
import type { Tx } from '@gst/db/client';
import {
  cancelledSaleSerials,
  customers,
  invoiceLines,
  invoiceLineSerials,
  invoices,
  items,
  noteLines,
  noteLineSerials,
  notes,
  products,
} from '@gst/db/schema';
import type { ServiceCtx } from '../context';
import type { TItemLifeInput } from './items.schema';
import { purchasesOf, returnedToSupplier, type ItemPurchase } from './items.purchases';

/**
 * Who bought this serial (issue 29 item 4): each item with that serial number (one per product)
 * and its life: added to stock, each sale (invoice, customer, date, status), each return by a
 * credit note, and the warranty of the sale that stands, with its certificate link.
 *
 * An item is on one invoice line at a time; a credit note moves it to its note line (the note
 * line names the invoice it came from), so the sales are the current line's invoice and the
 * invoices the returns name. Cancelling an invoice releases its items (the link goes) and keeps
 * which line sold them (cancelled_sale_serials), so a cancelled sale stays in the life with its
 * cancellation (date in India, reason).
 *
 * Needs 'view' on the Items page; the sales and returns (customers, invoices) are given only to a
 * user who may also view invoices, else `sales` is null and `salesHidden` true. Likewise the
 * purchase (bill, supplier, cost) and returns to the supplier (issue 31) only to a user who may
 * view purchase bills, else `purchase` is null and `purchaseHidden` true.
 */

type Sale = {
  invoiceId: string;
  invoiceNumber: string;
  invoiceDate: string;
  status: string;
  customerId: string;
  customerName: string;
  /** The credit note that took the item back, if it was returned. */
  returned: { noteId: string; noteNumber: string; noteDate: string; status: string } | null;
  /** The invoice's cancellation (its day in India and reason), if it was cancelled. */
  cancelled: { date: string; reason: string } | null;
};

const saleColumns = {
  invoiceId: invoices.id,
  invoiceNumber: invoices.invoiceNumber,
  invoiceDate: invoices.invoiceDate,
  status: invoices.status,
  customerId: customers.id,
  customerName: customers.name,
  cancelledOn: sql<
    string | null
  >`(${invoices.cancelledAt} at time zone 'Asia/Kolkata')::date::text`,
  cancelReason: invoices.cancelReason,
};

type SaleRow = {
  status: string;
  cancelledOn: string | null;
  cancelReason: string;
};

/** A sale row's cancellation, when its invoice is cancelled. */
function cancellationOf({ status, cancelledOn, cancelReason }: SaleRow) {
  return status === 'cancelled' ? { date: cancelledOn ?? '', reason: cancelReason } : null;
}

async function salesOf(tx: Tx, itemIds: string[]) {
  const current = await tx
    .select({ itemId: invoiceLineSerials.itemId, ...saleColumns })
    .from(invoiceLineSerials)
    .innerJoin(invoiceLines, eq(invoiceLines.id, invoiceLineSerials.invoiceLineId))
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .innerJoin(customers, eq(customers.id, invoices.billToId))
    .where(inArray(invoiceLineSerials.itemId, itemIds));
  const cancelled = await tx
    .select({ itemId: cancelledSaleSerials.itemId, ...saleColumns })
    .from(cancelledSaleSerials)
    .innerJoin(invoiceLines, eq(invoiceLines.id, cancelledSaleSerials.invoiceLineId))
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .innerJoin(customers, eq(customers.id, invoices.billToId))
    .where(inArray(cancelledSaleSerials.itemId, itemIds));
  const returned = await tx
    .select({
      itemId: noteLineSerials.itemId,
      ...saleColumns,
      noteId: notes.id,
      noteNumber: notes.noteNumber,
      noteDate: notes.noteDate,
      noteStatus: notes.status,
    })
    .from(noteLineSerials)
    .innerJoin(noteLines, eq(noteLines.id, noteLineSerials.noteLineId))
    .innerJoin(notes, eq(notes.id, noteLines.noteId))
    .innerJoin(invoices, eq(invoices.id, noteLines.invoiceId))
    .innerJoin(customers, eq(customers.id, invoices.billToId))
    .where(inArray(noteLineSerials.itemId, itemIds));
  const byItem = new Map<string, Sale[]>();
  const add = (itemId: string, sale: Sale) =>
    byItem.set(itemId, [...(byItem.get(itemId) ?? []), sale]);
  const saleOf = ({
    cancelledOn,
    cancelReason,
    ...row
  }: Omit<Sale, 'returned' | 'cancelled'> & SaleRow) => ({
    ...row,
    cancelled: cancellationOf({ status: row.status, cancelledOn, cancelReason }),
  });
  for (const { noteId, noteNumber, noteDate, noteStatus, itemId, ...sale } of returned)
    add(itemId, {
      ...saleOf(sale),
      returned: { noteId, noteNumber, noteDate, status: noteStatus },
    });
  for (const { itemId, ...sale } of [...current, ...cancelled])
    add(itemId, { ...saleOf(sale), returned: null });
  for (const list of byItem.values())
    list.sort(
      (a, b) =>
        a.invoiceDate.localeCompare(b.invoiceDate) ||
        (a.returned ? 0 : 1) - (b.returned ? 0 : 1) ||
        a.invoiceNumber.localeCompare(b.invoiceNumber, 'en', { numeric: true }),
    );
  return byItem;
}

/** Warranty end dates from the standing sale's date, and the certificate's URL. */
function warrantyOf(
  sale: Sale | undefined,
  years: { product: string | null; output: string | null },
) {
  if (!sale || sale.status !== 'issued') return null;
  const until = (y: string | null) =>
    y !== null && Number(y) > 0 ? addYears(sale.invoiceDate, y) : null;
  return {
    from: sale.invoiceDate,
    productWarrantyYears: years.product,
    productWarrantyUntil: until(years.product),
    outputWarrantyYears: years.output,
    outputWarrantyUntil: until(years.output),
    /** The invoice's warranty ZIP (one certificate per serial, this one named <serialNo>.pdf). */
    certificateUrl: `/api/gen-warranty-file/${sale.invoiceId}`,
  };
}

export async function itemLife(ctx: ServiceCtx, { serial }: TItemLifeInput) {
  const { tx, user } = ctx;
  const rows = await tx
    .select({
      id: items.id,
      serialNo: items.serialNo,
      type: items.type,
      soldToInvoice: items.soldToInvoice,
      addedToStock: items.createdAt,
      productId: products.id,
      productLabel: products.productLabel,
      productWarranty: products.productWarranty,
      productOutputWarranty: products.productOutputWarranty,
    })
    .from(items)
    .innerJoin(products, eq(products.id, items.productId))
    .where(or(eq(items.serialNo, serial), eq(items.serialNo, serial.toUpperCase())))
    .orderBy(asc(products.productLabel), asc(items.id));
  const seesSales = !!user && hasPermission(user, 'manage-invoice', 'view');
  const sales =
    seesSales && rows.length
      ? await salesOf(
          tx,
          rows.map((r) => r.id),
        )
      : new Map<string, Sale[]>();
  const seesPurchases = !!user && hasPermission(user, 'manage-purchase-bill', 'view');
  const purchases = seesPurchases
    ? await purchasesOf(
        tx,
        rows.map((r) => r.id),
      )
    : new Map<string, ItemPurchase>();
  const sentBack = await returnedToSupplier(
    tx,
    rows.map((r) => r.id),
  );
  return {
    serial,
    salesHidden: !seesSales,
    purchaseHidden: !seesPurchases,
    matches: rows.map((r) => {
      const list = sales.get(r.id) ?? [];
      // The sale that stands: neither returned nor cancelled.
      const standing = list.find((s) => !s.returned && !s.cancelled);
      return {
        id: r.id,
        serialNo: r.serialNo,
        type: r.type,
        productId: r.productId,
        productLabel: r.productLabel,
        // A purchase return marks its items as gone (sold_to_invoice) as a sale does.
        status: sentBack.has(r.id)
          ? ('returned-to-supplier' as const)
          : r.soldToInvoice
            ? ('sold' as const)
            : ('available' as const),
        /** When the item was entered (by hand, an import or a purchase bill). */
        addedToStock: r.addedToStock,
        purchase: seesPurchases ? (purchases.get(r.id) ?? null) : null,
        sales: seesSales ? list : null,
        warranty: seesSales
          ? warrantyOf(standing, { product: r.productWarranty, output: r.productOutputWarranty })
          : null,
      };
    }),
  };
}

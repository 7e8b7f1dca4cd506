import { asc, eq, inArray } from 'drizzle-orm';
import { MoneyDecimal } from '@gst/domain';
import type {
  EDocLine,
  EDocParty,
  EDocSource,
  EDocSupplier,
  EDocTransportMode,
} from '@gst/domain/edocs';
import type { Tx } from '@gst/db/client';
import {
  customers,
  invoiceLines,
  invoices,
  noteLines,
  notes,
  type DeliveryAddress,
  type PartySnapshot,
} from '@gst/db/schema';
import { AppError } from '../../errors';
import { supplierSnapshot } from '../billing/gst-settings';
import { readSettings } from '../settings/settings.service';

/**
 * An issued invoice or note as the e-invoice and e-way bill builders take it (issue 17): the
 * supplier and parties as issued (snapshots), the lines and tax as stored. Money stays text.
 */
export type EDocDocument = 'invoice' | 'credit-note' | 'debit-note';

type CustomerPlace = { city: string; pinCode: string };

/**
 * A party as issued (its snapshot). The city and a PIN kept apart from the address (issue 30)
 * come from the snapshot when it has them, else from the customer's record now: snapshots taken
 * before issue 30 have neither, and a city filled in after issue must still reach the e-invoice
 * that asked for it.
 */
const party = (
  p: PartySnapshot | null,
  what: string,
  now: CustomerPlace | undefined,
): EDocParty => {
  if (!p) throw new AppError('BAD_REQUEST', `The ${what} was not recorded on this document`);
  return {
    name: p.name,
    address: p.address,
    gstin: p.gstin,
    stateCode: p.stateCode,
    phoneNumber: p.phoneNumber,
    email: p.email,
    isSez: p.isSez,
    city: p.city || now?.city || '',
    pinCode: p.pinCode || now?.pinCode || '',
  };
};

/** The delivery address typed on an invoice (no customer record): the consignee (issue 30). */
const deliveryParty = (d: DeliveryAddress): EDocParty => ({
  name: d.name,
  address: d.address,
  gstin: d.gstin,
  stateCode: d.stateCode,
  phoneNumber: d.phoneNumber,
  email: d.email,
  isSez: false,
  city: d.city ?? '',
  pinCode: d.pinCode ?? '',
});

/** The customers' city and PIN now, by id. */
async function placesOf(tx: Tx, ids: readonly (string | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  const rows = wanted.length
    ? await tx
        .select({ id: customers.id, city: customers.city, pinCode: customers.pinCode })
        .from(customers)
        .where(inArray(customers.id, wanted))
    : [];
  return new Map(rows.map((r) => [r.id, { city: r.city, pinCode: r.pinCode }]));
}

const stateTax = (l: { sgst: string; utgst: string }) =>
  new MoneyDecimal(l.sgst).plus(l.utgst).toFixed(2);

/** 'Road', 'Rail', 'Air' or 'Ship' from the invoice's free-text transport mode. */
export function transportModeOf(text: string): EDocTransportMode {
  if (/rail|train/i.test(text)) return 'Rail';
  if (/air|flight/i.test(text)) return 'Air';
  if (/ship|sea|vessel/i.test(text)) return 'Ship';
  return 'Road';
}

/**
 * The supplier as issued (the snapshot), or the shop's settings for a document without one; the
 * city (issue 30) from the snapshot when it has one, else the shop's `city` setting now (which
 * is where the e-invoice's refusal sends the user to fill it in).
 */
async function supplierOf(tx: Tx, stored: EDocSupplier | null): Promise<EDocSupplier> {
  const { shopName, address, gstin, stateCode, mobileNumber, email, city } =
    stored ?? (await supplierSnapshot(tx, ''));
  const shopCity = city || (await readSettings({ tx }, ['city'])).city.trim();
  return { shopName, address, gstin, stateCode, mobileNumber, email, city: shopCity };
}

/** A document's totals: the state tax is SGST or UTGST. */
const totalsOf = (d: {
  taxableAmount: string;
  igstAmount: string;
  cgstAmount: string;
  sgstAmount: string;
  utgstAmount: string;
  totalAmount: string;
}) => ({
  taxable: d.taxableAmount,
  igst: d.igstAmount,
  cgst: d.cgstAmount,
  sgst: new MoneyDecimal(d.sgstAmount).plus(d.utgstAmount).toFixed(2),
  total: d.totalAmount,
});

export async function invoiceSource(tx: Tx, id: string) {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, id));
  if (!invoice) throw new AppError('NOT_FOUND', 'Invoice not found');
  const lines = await tx
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, id))
    .orderBy(asc(invoiceLines.position));
  const places = await placesOf(tx, [invoice.billToId, invoice.shipToId]);
  const consignee = invoice.shipTo
    ? party(invoice.shipTo, 'consignee', places.get(invoice.shipToId ?? ''))
    : invoice.deliveryAddress
      ? deliveryParty(invoice.deliveryAddress)
      : null;
  const source: EDocSource = {
    kind: 'invoice',
    number: invoice.invoiceNumber,
    date: invoice.invoiceDate,
    supplier: await supplierOf(tx, invoice.supplier),
    billTo: party(invoice.billTo, 'recipient', places.get(invoice.billToId)),
    shipTo: consignee,
    placeOfSupply: invoice.placeOfSupply,
    isInterState: invoice.isInterState,
    supplyType: invoice.supplyType,
    lines: lines.map((l): EDocLine => {
      // Prices typed with GST: the line's pre-tax unit price is its taxable value per unit.
      const inclusive = invoice.taxInclusive;
      const qty = new MoneyDecimal(l.quantity);
      return {
        position: l.position,
        productName: l.productName || l.productLabel,
        description: l.description,
        hsn: l.hsnCode,
        unit: l.uomUnit,
        quantity: l.quantity,
        price: inclusive ? new MoneyDecimal(l.taxableValue).dividedBy(qty).toFixed(3) : l.price,
        discount: inclusive ? '0' : l.discount,
        taxableValue: l.taxableValue,
        rate: l.gstPercentage,
        igst: l.igst,
        cgst: l.cgst,
        sgst: stateTax(l),
        taxability: l.taxability,
      };
    }),
    totals: { ...totalsOf(invoice), roundOff: invoice.roundOff },
    reverseCharge: invoice.reverseCharge,
    exportDetails: invoice.exportDetails,
    transport: {
      mode: transportModeOf(invoice.transportMode),
      vehicleNumber: invoice.vehicleNumber,
      distanceKm: invoice.transportDistanceKm,
      transporterId: invoice.transporterId,
      transporterName: invoice.transporterName,
    },
  };
  return { row: invoice, source };
}

export async function noteSource(tx: Tx, kind: 'credit' | 'debit', id: string) {
  const [note] = await tx.select().from(notes).where(eq(notes.id, id));
  if (!note || note.kind !== kind)
    throw new AppError('NOT_FOUND', `${kind === 'credit' ? 'Credit' : 'Debit'} note not found`);
  const lines = await tx
    .select()
    .from(noteLines)
    .where(eq(noteLines.noteId, id))
    .orderBy(asc(noteLines.position));
  const invoiceIds = [...new Set(lines.map((l) => l.invoiceId))];
  const originals = invoiceIds.length
    ? await tx.select().from(invoices).where(inArray(invoices.id, invoiceIds))
    : [];
  const original = originals[0];
  const source: EDocSource = {
    kind: kind === 'credit' ? 'credit-note' : 'debit-note',
    number: note.noteNumber,
    date: note.noteDate,
    supplier: await supplierOf(tx, note.supplier),
    billTo: party(
      note.billTo,
      'recipient',
      (await placesOf(tx, [note.customerId])).get(note.customerId),
    ),
    shipTo: null,
    placeOfSupply: note.placeOfSupply,
    isInterState: note.isInterState,
    supplyType: note.supplyType,
    lines: lines.map((l): EDocLine => {
      const qty = new MoneyDecimal(l.quantity);
      return {
        position: l.position,
        productName: l.productName,
        description: '',
        hsn: l.hsnCode,
        unit: l.uomUnit,
        quantity: l.quantity,
        // A value-only note (a discount) has no quantity: its one "unit" is the value.
        price: qty.isZero()
          ? l.taxableValue
          : new MoneyDecimal(l.taxableValue).dividedBy(qty).toFixed(3),
        discount: '0',
        taxableValue: l.taxableValue,
        rate: l.gstPercentage,
        igst: l.igst,
        cgst: l.cgst,
        sgst: stateTax(l),
        taxability: l.taxability,
      };
    }),
    totals: { ...totalsOf(note), roundOff: '0' },
    original: original ? { number: original.invoiceNumber, date: original.invoiceDate } : null,
    // A note follows its invoice: tax on reverse charge there is on reverse charge here.
    reverseCharge: original?.reverseCharge ?? false,
  };
  return { row: note, source };
}

import {
  CREDIT_NOTE_REASONS,
  DEBIT_NOTE_REASONS,
  isUtgstTerritory,
  MoneyDecimal,
} from '@gst/domain';
import type { NoteData } from '@gst/documents';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '@gst/db/client';
import { customers, invoices, type NoteKind } from '@gst/db/schema';
import { getNote, type NoteDetail } from '../notes/notes.queries';
import { getSettings } from '../settings/settings.service';
import { issuedShop, shopInfo, snapshotParty, withPlace } from './documents.data';

const REASONS: readonly { value: string; label: string }[] = [
  ...CREDIT_NOTE_REASONS,
  ...DEBIT_NOTE_REASONS,
];

/**
 * A credit or debit note as issued, for its PDF (Rule 53): the supplier and recipient from the
 * note's snapshots, every figure from its stored columns.
 */
export async function noteSource(
  tx: Tx,
  kind: NoteKind,
  id: string,
): Promise<{
  note: NoteDetail;
  settings: Awaited<ReturnType<typeof getSettings>>;
  data: NoteData;
}> {
  const note = await getNote({ tx }, kind, { id });
  const settings = await getSettings({ tx });
  const shop = note.supplier
    ? withPlace(await issuedShop(tx, note.supplier), { city: settings.city })
    : shopInfo(settings);
  // Issue 30: the buyer's city and a PIN kept apart from the address, as issued, else as the
  // customer's record says now (snapshots taken before issue 30 have neither), as invoices do.
  const [buyerNow] = await tx
    .select({ city: customers.city, pinCode: customers.pinCode })
    .from(customers)
    .where(eq(customers.id, note.customerId));
  const billTo = note.billTo
    ? withPlace(snapshotParty(note.billTo), buyerNow)
    : {
        name: '',
        address: '',
        gstin: '',
        stateCode: note.placeOfSupply,
        phoneNumber: '',
        email: '',
      };
  // Issue 30: a note on a reverse-charge invoice (the server refuses a mix) shows the tax as the
  // recipient's, left out of the amount credited or debited.
  const invoiceIds = note.invoices.map((i) => i.id);
  const charged = invoiceIds.length
    ? await tx
        .select({ reverseCharge: invoices.reverseCharge })
        .from(invoices)
        .where(inArray(invoices.id, invoiceIds))
    : [];
  const taxKind = note.isInterState
    ? 'IGST'
    : isUtgstTerritory(note.placeOfSupply)
      ? 'CGST_UTGST'
      : 'CGST_SGST';
  const data: NoteData = {
    kind,
    shop,
    noteNumber: note.noteNumber,
    noteDate: note.noteDate,
    placeOfSupply: note.placeOfSupply,
    taxKind,
    supplyType: note.supplyType,
    reverseCharge: charged.some((row) => row.reverseCharge),
    reason: REASONS.find((r) => r.value === note.reason)?.label ?? note.reason,
    remarks: note.remarks,
    status: note.status,
    revision: note.revision,
    billTo,
    invoices: note.invoices.map((i) => ({
      invoiceNumber: i.invoiceNumber,
      invoiceDate: i.invoiceDate,
    })),
    einvoice: note.irp,
    lines: note.lines.map((line) => ({
      name: line.productName,
      hsnCode: line.hsnCode,
      invoiceNumber: line.invoiceNumber,
      quantity: line.quantity,
      unit: line.uomUnit,
      gstRate: line.gstPercentage,
      taxableValue: line.taxableValue,
      serials: line.serials.map((s) => s.serialNo),
      cgst: line.cgst,
      sgst: line.sgst,
      utgst: line.utgst,
      igst: line.igst,
      // Issue 30: a nil-rated, exempt or non-GST line says so in its tax cells.
      taxability: line.taxability,
    })),
    taxSplit: note.taxSplit,
    totals: {
      taxableAmount: note.taxableAmount,
      cgst: note.cgstAmount,
      sgst: note.sgstAmount,
      utgst: note.utgstAmount,
      igst: note.igstAmount,
      totalTax: new MoneyDecimal(note.cgstAmount)
        .plus(note.sgstAmount)
        .plus(note.utgstAmount)
        .plus(note.igstAmount)
        .toFixed(2),
      total: note.totalAmount,
    },
  };
  return { note, settings, data };
}

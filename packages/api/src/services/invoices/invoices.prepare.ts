import { inArray } from 'drizzle-orm';
import {
  computeGstDocument,
  countryName,
  defaultPlaceOfSupply,
  isZeroRatedPlace,
  MoneyDecimal,
  roundToPaise,
  rule46RecipientIssues,
  todayIN,
  validateGstRate,
  validateHsn,
  validateInvoiceDate,
  type GstDocument,
} from '@gst/domain';
import type { Tx } from '@gst/db/client';
import { customers, products, type PartySnapshot } from '@gst/db/schema';
import { AppError } from '../../errors';
import { readBillingSettings, type BillingSettings } from '../billing/document-number';
import { readGstSettings, type GstSettings } from '../billing/gst-settings';
import { invoiceDueDate, invoicePartyRuleError } from '@gst/domain/contracts';
import { normaliseVehicleNumber } from '@gst/domain/edocs';
import type { TInvoiceInput } from './invoices.schema';

type CustomerRow = typeof customers.$inferSelect;
type ProductRow = typeof products.$inferSelect;

const refuse = (message: string): never => {
  throw new AppError('BAD_REQUEST', message);
};

/** The invoice row's tax columns as the GST engine computed them (also the demo year's writer). */
export function invoiceTaxColumns(doc: GstDocument) {
  return {
    isInterState: doc.kind === 'IGST',
    taxInclusive: doc.taxInclusive,
    supplyType: doc.supplyType ?? null,
    taxableAmount: doc.totals.taxable,
    cgstAmount: doc.totals.cgst,
    sgstAmount: doc.totals.sgst,
    utgstAmount: doc.totals.utgst,
    igstAmount: doc.totals.igst,
    roundOff: doc.totals.roundOff,
    totalAmount: doc.totals.grandTotal,
    taxSplit: doc.taxSplit.map(({ rate, taxableValue, cgst, sgst, utgst, igst }) => ({
      rate,
      taxableValue,
      cgst,
      sgst,
      utgst,
      igst,
    })),
  };
}

export function partySnapshot(row: CustomerRow): PartySnapshot {
  return {
    name: row.name,
    address: row.address,
    gstin: row.gstin,
    stateCode: row.stateCode,
    phoneNumber: row.phoneNumber,
    email: row.email,
    isSez: row.isSez,
  };
}

/** The invoice date, checked (not after today in India, not before GST began on 1 July 2017). */
function checkedDate(date: string): string {
  const check = validateInvoiceDate(date);
  if (!check.ok) refuse(check.error);
  return date;
}

/** What preparing invoices reads: the shop's settings and the parties and products named. */
export type InvoiceRefs = {
  settings: BillingSettings;
  gst: GstSettings;
  parties: ReadonlyMap<string, CustomerRow>;
  products: ReadonlyMap<string, ProductRow>;
};

/** Reads what `buildInvoice` needs for these inputs, once for all of them. */
export async function readInvoiceRefs(
  tx: Tx,
  inputs: readonly Pick<TInvoiceInput, 'billToId' | 'shipToId' | 'lines'>[],
): Promise<InvoiceRefs> {
  const settings = await readBillingSettings(tx);
  const gst = await readGstSettings(tx);
  const partyIds = [...new Set(inputs.flatMap((i) => [i.billToId, i.shipToId ?? '']))].filter(
    Boolean,
  );
  const productIds = [...new Set(inputs.flatMap((i) => i.lines.map((l) => l.productId)))];
  const parties = partyIds.length
    ? await tx.select().from(customers).where(inArray(customers.id, partyIds))
    : [];
  const found = productIds.length
    ? await tx.select().from(products).where(inArray(products.id, productIds))
    : [];
  return {
    settings,
    gst,
    parties: new Map(parties.map((p) => [p.id, p])),
    products: new Map(found.map((p) => [p.id, p])),
  };
}

/**
 * Validates parties, products and every GST rule, and computes every figure with the GST engine;
 * writes nothing. Each refusal is a 400 whose message names the field (and the line and product).
 */
export async function prepareInvoice(
  tx: Tx,
  input: TInvoiceInput,
  defaults: { termsAndConditions?: string } = {},
) {
  return buildInvoice(await readInvoiceRefs(tx, [input]), input, defaults);
}

/**
 * `prepareInvoice` on what was read before (`readInvoiceRefs`): createInvoice and updateInvoice
 * prepare one invoice, the bulk path (invoices.bulk.ts) many on one read.
 */
export function buildInvoice(
  refs: InvoiceRefs,
  input: TInvoiceInput,
  defaults: { termsAndConditions?: string } = {},
) {
  const { settings, gst } = refs;
  const invoiceDate = checkedDate(input.invoiceDate ?? todayIN());
  const billTo = refs.parties.get(input.billToId);
  if (!billTo) return refuse('The bill-to customer does not exist');
  const shipTo = input.shipToId ? refs.parties.get(input.shipToId) : undefined;
  if (input.shipToId && !shipTo) refuse('The ship-to customer does not exist');
  const lines = input.lines.map((line, index) => {
    const product = refs.products.get(line.productId);
    if (!product) return refuse(`Line ${index + 1}: the product does not exist`);
    const at = `Line ${index + 1} (${product.productName || product.productLabel})`;
    if (line.serialItemIds.length > line.quantity) {
      refuse(`Line ${index + 1}: Only ${Math.floor(line.quantity)} serial numbers allowed`);
    }
    const rate = validateGstRate(product.gstPercentage, { documentDate: invoiceDate });
    if (!rate.ok) refuse(`${at}: ${rate.error}. Correct the product's GST rate.`);
    const hsn = validateHsn(product.productHsnCode, { minDigits: gst.hsnMinDigits });
    if (!hsn.ok) refuse(`${at}: ${hsn.error}. Correct the product's HSN code.`);
    const gross = roundToPaise(new MoneyDecimal(line.price).times(line.quantity));
    if (new MoneyDecimal(line.discount).greaterThan(gross)) {
      refuse(`${at}: Discount ${line.discount} is more than the line amount ${gross.toFixed(2)}`);
    }
    return { ...line, product };
  });
  // Issue 30: reverse charge needs a registered bill-to and no zero rating; export details
  // belong to an export (bill-to abroad).
  const partyRule = invoicePartyRuleError(input, billTo);
  if (partyRule) refuse(partyRule.message);
  // Place of supply (IGST Act s.10(1), issue 30 item 1): with goods typed to an address in
  // another state, a registered bill-to's state (s.10(1)(b), bill-to-ship-to), an unregistered
  // one's delivery state (s.10(1)(ca); see defaultPlaceOfSupply). One chosen explicitly wins.
  const placeOfSupply =
    input.placeOfSupply ?? defaultPlaceOfSupply(billTo, input.deliveryAddress?.stateCode);
  const place = {
    supplierStateCode: settings.supplierStateCode,
    placeOfSupply,
    isSez: billTo.isSez,
  };
  const zeroRated = isZeroRatedPlace(place);
  if (zeroRated && !input.supplyType) {
    refuse(
      'supplyType: choose WPAY (with payment of IGST) or WOPAY (under LUT or bond, without IGST): the supply is an export or to an SEZ unit or developer',
    );
  }
  if (!zeroRated && input.supplyType) {
    refuse(
      'supplyType must be left empty: WPAY/WOPAY applies only to exports (place of supply 96) and supplies to SEZ units or developers',
    );
  }
  let doc: GstDocument;
  try {
    doc = computeGstDocument({
      lines: lines.map((l) => ({
        quantity: l.quantity,
        price: l.price,
        gstRate: l.product.gstPercentage,
        discount: l.discount,
        minPrice: l.product.productMinPrice,
        taxability: l.product.taxability,
      })),
      place,
      taxInclusive: input.taxInclusive,
      supplyType: input.supplyType ?? undefined,
      roundOff: gst.roundOffTotals,
      // Issue 30: the lines and tax columns keep the tax the recipient pays; totalAmount (what
      // receivables, receipts and the dashboard's revenue read) leaves it out.
      reverseCharge: input.reverseCharge,
    });
  } catch (error) {
    if (error instanceof RangeError) return refuse(error.message);
    throw error;
  }
  const issues = rule46RecipientIssues({
    gstin: billTo.gstin,
    name: billTo.name,
    address: billTo.address,
    stateCode: billTo.stateCode,
    placeOfSupply,
    // The export's country of destination when typed (issue 30), else the address of the
    // customer abroad, which names its country.
    countryOfDestination: countryName(input.exportDetails?.countryCode ?? '') || billTo.address,
    taxableValue: doc.totals.taxable,
  });
  if (issues.length) {
    refuse(`Bill-to ${billTo.name || 'customer'}: ${issues.map((i) => i.error).join('; ')}`);
  }
  const termsAndConditions =
    input.termsAndConditions ?? defaults.termsAndConditions ?? settings.defTermsInvoice;
  const values = {
    invoiceDate,
    // Issue 29: the customer's credit period, else the spec's 7 days (the one rule the drawer uses too).
    dueDate: input.dueDate ?? invoiceDueDate(invoiceDate, billTo.creditPeriodDays),
    dateOfSupply: input.dateOfSupply ?? null,
    transportMode: input.transportMode,
    vehicleNumber: portalVehicleNumber(input.vehicleNumber),
    transportDistanceKm: input.transportDistanceKm,
    transporterId: input.transporterId,
    transporterName: input.transporterName,
    placeOfSupply,
    billToId: input.billToId,
    shipToId: input.shipToId ?? null,
    termsAndConditions,
    deliveryAddress: input.deliveryAddress ?? null,
    reverseCharge: input.reverseCharge,
    exportDetails: input.exportDetails ?? null,
    ...invoiceTaxColumns(doc),
    billTo: partySnapshot(billTo),
    shipTo: shipTo ? partySnapshot(shipTo) : null,
    updatedAt: new Date(),
  };
  return { settings, billTo, lines, doc, values };
}

export type PreparedInvoice = ReturnType<typeof buildInvoice>;

/**
 * The vehicle number as the e-way bill portal writes it (issue 17: 'wb 2 ab 123' → WB02AB0123)
 * when it fits one of the portal's formats; otherwise as typed (the e-way bill refuses it then,
 * naming the field, but an invoice without an e-way bill may carry any registration).
 */
function portalVehicleNumber(typed: string): string {
  if (typed === '') return typed;
  const result = normaliseVehicleNumber(typed);
  return result.ok ? result.vehicleNumber : typed;
}

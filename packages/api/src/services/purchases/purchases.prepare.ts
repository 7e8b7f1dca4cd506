import {
  addDays,
  computeGstDocument,
  financialYearId,
  MoneyDecimal,
  roundOffToRupee,
  todayIN,
  type GstDocument,
} from '@gst/domain';
import { isCreditTaken, normaliseSupplierInvoiceNumber } from '@gst/domain/contracts';
import { inArray, eq } from 'drizzle-orm';
import type { Tx } from '@gst/db/client';
import { products, suppliers } from '@gst/db/schema';
import { AppError } from '../../errors';
import { readSettings } from '../settings/settings.service';
import type { TPurchaseBillInput } from './purchases.schema';

/**
 * A purchase bill computed before anything is written (issue 31): the supplier, the place of
 * supply, each line's tax by the same GST engine as sales (CGST + SGST/UTGST within a state, IGST
 * across), what the shop owes (reverse-charge tax is the shop's own to pay, not the supplier's),
 * the round-off, the check against the supplier's printed total, and each line's cost into stock.
 */
export type PreparedBill = Awaited<ReturnType<typeof prepareBill>>;

const refuse = (message: string): never => {
  throw new AppError('BAD_REQUEST', message);
};

export async function prepareBill(tx: Tx, input: TPurchaseBillInput) {
  const [supplier] = await tx.select().from(suppliers).where(eq(suppliers.id, input.supplierId));
  if (!supplier) return refuse('The selected supplier does not exist');
  if (input.billDate > todayIN()) refuse(`Bill date ${input.billDate} is after today (India)`);
  const settings = await readSettings({ tx }, [
    'stateCode',
    'roundOffTotals',
    'purchaseTotalTolerance',
  ]);
  const shopState = Number.parseInt(settings.stateCode, 10) || 19;
  const placeOfSupply = input.placeOfSupply ?? shopState;
  const productIds = [...new Set(input.lines.flatMap((l) => (l.productId ? [l.productId] : [])))];
  // What a line takes from its product (its defaults, its item type, its name in a refusal).
  const productRows = productIds.length
    ? await tx
        .select({
          id: products.id,
          productName: products.productName,
          productLabel: products.productLabel,
          productHsnCode: products.productHsnCode,
          productCategory: products.productCategory,
          uomUnit: products.uomUnit,
        })
        .from(products)
        .where(inArray(products.id, productIds))
    : [];
  const productOf = new Map(productRows.map((p) => [p.id, p]));
  const lines = input.lines.map((line, index) => {
    const product = line.productId ? productOf.get(line.productId) : undefined;
    if (line.kind === 'goods' && !product) refuse(`Line ${index + 1}: the product does not exist`);
    // A composition dealer's bill of supply and an unregistered supplier's bill carry no tax
    // (CGST Act s.10(4), s.31(3)(c)); only the shop's own reverse-charge tax can be on them.
    if (
      (supplier.registration === 'composition' || supplier.registration === 'unregistered') &&
      line.gstPercentage > 0 &&
      !line.reverseCharge
    ) {
      refuse(
        `Line ${index + 1}: a ${supplier.registration === 'composition' ? 'composition dealer' : 'supplier without GSTIN'} charges no GST; set the rate to 0, or mark the line reverse charge if the shop pays the tax`,
      );
    }
    return {
      ...line,
      product,
      hsnCode: line.hsnCode || product?.productHsnCode || '',
      uomUnit: line.uomUnit || product?.uomUnit || 'UNITS',
      description: line.description || product?.productName || '',
    };
  });
  let doc: GstDocument;
  try {
    doc = computeGstDocument({
      lines: lines.map((l) => ({
        quantity: l.quantity,
        price: l.price,
        gstRate: l.gstPercentage,
        discount: l.discount,
        taxability: l.taxability,
      })),
      // The supplier supplies from its state to the place of supply (the shop's, for goods it
      // receives): within one state CGST + SGST/UTGST, else IGST (IGST Act ss.7, 8, 10).
      place: { supplierStateCode: supplier.stateCode, placeOfSupply },
      taxInclusive: input.taxInclusive,
    });
  } catch (error) {
    if (error instanceof RangeError) return refuse(error.message);
    throw error;
  }
  const rcmTax = doc.lines.reduce(
    (acc, l, i) => (lines[i]?.reverseCharge ? acc.plus(l.taxAmount) : acc),
    new MoneyDecimal(0),
  );
  const beforeRoundOff = new MoneyDecimal(doc.totals.taxable)
    .plus(doc.totals.totalTax)
    .minus(rcmTax);
  const roundOff =
    settings.roundOffTotals === '1' ? roundOffToRupee(beforeRoundOff) : new MoneyDecimal(0);
  const total = beforeRoundOff.plus(roundOff);
  const tolerance = new MoneyDecimal(settings.purchaseTotalTolerance || '1.00');
  const difference = total.minus(input.supplierTotal).abs();
  if (difference.greaterThan(tolerance)) {
    refuse(
      `The bill adds up to ₹${total.toFixed(2)} but the supplier's total is ₹${new MoneyDecimal(input.supplierTotal).toFixed(2)}: a difference of ₹${difference.toFixed(2)}, more than the ₹${tolerance.toFixed(2)} allowed (Settings → Purchases & Stock). Check the rates, quantities and discounts`,
    );
  }
  const billFy = financialYearId(input.billDate);
  return {
    supplier,
    placeOfSupply,
    isInterState: doc.kind === 'IGST',
    key: normaliseSupplierInvoiceNumber(input.supplierInvoiceNumber),
    supplierFinancialYear: billFy,
    receivedDate: input.receivedDate ?? input.billDate,
    dueDate: input.dueDate ?? addDays(input.billDate, supplier.creditPeriodDays ?? 0),
    doc,
    lines: lines.map((line, i) => {
      const computed = doc.lines[i];
      const taxable = new MoneyDecimal(computed?.taxableValue ?? 0);
      const tax = new MoneyDecimal(computed?.taxAmount ?? 0);
      // Tax not taken as credit is part of what the goods cost the shop.
      const cost = isCreditTaken(line.itcEligibility) ? taxable : taxable.plus(tax);
      return {
        ...line,
        computed,
        unitCost: cost
          .dividedBy(line.quantity)
          .toDecimalPlaces(4, MoneyDecimal.ROUND_HALF_UP)
          .toFixed(4),
      };
    }),
    totals: {
      taxable: doc.totals.taxable,
      cgst: doc.totals.cgst,
      sgst: doc.totals.sgst,
      utgst: doc.totals.utgst,
      igst: doc.totals.igst,
      reverseChargeTax: rcmTax.toFixed(2),
      roundOff: roundOff.toFixed(2),
      total: total.toFixed(2),
    },
  };
}

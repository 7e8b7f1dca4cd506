import {
  addDays,
  computeGstDocument,
  isInverterCategory,
  MoneyDecimal,
  roundOffToRupee,
} from '@gst/domain';
import {
  createPurchaseBill,
  createSupplier,
  createSupplierPayment,
  ZPurchaseBillInput,
  ZSupplierInput,
  ZSupplierPaymentInput,
  type ServiceCtx,
} from '@gst/api/seeding';
import type { PlannedInvoice } from './demo-history-plan';

type Product = {
  id: string;
  productUniqueId: string;
  productCategory: string;
  productMinPrice: string;
  gstPercentage: string;
};

/**
 * The demo year's purchases (issue 31): what the shop sells each month it buys first, on the 1st
 * of that month, from a distributor in West Bengal (panels, batteries, the rest) and an inverter
 * maker in Maharashtra (IGST), at 78 % of the minimum price, with two units more than it sells
 * so stock is left at the end; the carrier's freight each month under reverse charge. Bills are
 * paid 30 days after their date, except the last two months', which stay payable. Written through
 * the verbs, before the invoices, so the sales take stock at its average cost.
 */
export async function seedDemoPurchases(
  ctx: ServiceCtx,
  invoices: readonly PlannedInvoice[],
  products: readonly Product[],
  options: { today: string; shopState: number; roundOff: boolean; bankAccountId: string },
) {
  const byUid = new Map(products.map((p) => [p.productUniqueId, p]));
  const [eastern, western, carrier] = [
    await createSupplier(
      ctx,
      ZSupplierInput.parse({
        name: 'Eastern Solar Distributors',
        gstin: '19AAACE1234F1Z3',
        stateCode: 19,
        address: '22 Strand Road',
        city: 'Kolkata',
        pinCode: '700001',
        creditPeriodDays: 30,
      }),
    ),
    await createSupplier(
      ctx,
      ZSupplierInput.parse({
        name: 'Western Inverters Pvt Ltd',
        gstin: '27AAACE1234F1Z6',
        stateCode: 27,
        address: 'MIDC Bhosari',
        city: 'Pune',
        pinCode: '411026',
        creditPeriodDays: 45,
      }),
    ),
    await createSupplier(
      ctx,
      ZSupplierInput.parse({
        name: 'Raju Transport',
        registration: 'unregistered',
        stateCode: 19,
        city: 'Howrah',
      }),
    ),
  ];
  const months = [...new Set(invoices.map((i) => i.date.slice(0, 7)))].sort();
  const last = months.at(-1);
  let bills = 0;
  let paid = 0;
  for (const month of months) {
    const sold = new Map<string, number>();
    for (const invoice of invoices.filter((i) => i.date.startsWith(month))) {
      for (const line of invoice.lines)
        sold.set(line.uid, (sold.get(line.uid) ?? 0) + line.quantity);
    }
    const date = `${month}-01`;
    const groups = new Map<
      typeof eastern,
      { productId: string; quantity: number; price: string; gstPercentage: number }[]
    >();
    for (const [uid, quantity] of [...sold.entries()].sort()) {
      const product = byUid.get(uid);
      if (!product) continue;
      const supplier = isInverterCategory(product.productCategory) ? western : eastern;
      const price = new MoneyDecimal(product.productMinPrice)
        .times(0.78)
        .toDecimalPlaces(0)
        .toFixed(2);
      const list = groups.get(supplier) ?? [];
      list.push({
        productId: product.id,
        quantity: quantity + (month === last ? 2 : 0),
        price,
        gstPercentage: Number(product.gstPercentage),
      });
      groups.set(supplier, list);
    }
    for (const [supplier, lines] of groups) {
      const doc = computeGstDocument({
        lines: lines.map((l) => ({
          quantity: l.quantity,
          price: l.price,
          gstRate: l.gstPercentage,
        })),
        place: { supplierStateCode: supplier.stateCode, placeOfSupply: options.shopState },
      });
      const total = new MoneyDecimal(doc.totals.total);
      const supplierTotal = (options.roundOff ? total.plus(roundOffToRupee(total)) : total).toFixed(
        2,
      );
      const bill = await createPurchaseBill(
        ctx,
        ZPurchaseBillInput.parse({
          supplierId: supplier.id,
          supplierInvoiceNumber: `${supplier === western ? 'WI' : 'ESD'}/${month.replace('-', '')}/${String(++bills).padStart(3, '0')}`,
          billDate: date,
          supplierTotal,
          lines: lines.map((l) => ({ kind: 'goods', ...l })),
        }),
      );
      const payOn = addDays(date, 30);
      if (months.indexOf(month) < months.length - 2 && payOn <= options.today) {
        await createSupplierPayment(
          ctx,
          ZSupplierPaymentInput.parse({
            supplierId: supplier.id,
            paymentDate: payOn,
            amount: bill.totalAmount,
            mode: 'bank-transfer',
            bankAccountId: options.bankAccountId,
            reference: `NEFT ${payOn.replaceAll('-', '')}${bills}`,
            allocations: [{ billId: bill.id, amount: bill.totalAmount }],
          }),
        );
        paid++;
      }
    }
    // The month's freight by road: goods transport agency, tax on reverse charge (5 %).
    const freight = await createPurchaseBill(
      ctx,
      ZPurchaseBillInput.parse({
        supplierId: carrier.id,
        supplierInvoiceNumber: `LR ${month.replace('-', '')}`,
        billDate: date,
        supplierTotal: '2500.00',
        lines: [
          {
            kind: 'expense',
            description: 'Freight Howrah to shop (GTA)',
            hsnCode: '996511',
            price: '2500',
            gstPercentage: 5,
            reverseCharge: true,
            itcEligibility: 'input-services',
            expenseCategory: 'Fuel and transport',
          },
        ],
      }),
    );
    bills++;
    // Paid like the goods, 30 days on, except the last two months' (the tax on reverse charge
    // is the shop's to pay, not the carrier's: the carrier is owed the 2,500).
    const freightPaidOn = addDays(date, 30);
    if (months.indexOf(month) < months.length - 2 && freightPaidOn <= options.today) {
      await createSupplierPayment(
        ctx,
        ZSupplierPaymentInput.parse({
          supplierId: carrier.id,
          paymentDate: freightPaidOn,
          amount: freight.totalAmount,
          mode: 'cash',
          allocations: [{ billId: freight.id, amount: freight.totalAmount }],
        }),
      );
      paid++;
    }
  }
  return { suppliers: 3, bills, paid };
}

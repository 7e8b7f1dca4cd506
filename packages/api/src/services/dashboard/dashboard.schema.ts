import { z } from 'zod';
import { ZFilterDate, ZId } from '@gst/domain';

/** An empty date ('' or null) means no bound, as the web omits empty dates (spec §5). */
const ZOptionalDate = z
  .union([ZFilterDate, z.literal(''), z.null()])
  .optional()
  .transform((v) => v || undefined);

/** An empty list means "no filter on this dimension", like an omitted one. */
function idList(max: number) {
  return z
    .array(ZId)
    .max(max, `Choose at most ${max}`)
    .optional()
    .transform((v) => (v?.length ? [...new Set(v)] : undefined));
}

/**
 * Dashboard filters (spec §7 POST /api/dashboard). Dimensions combine with AND, values within one
 * dimension with OR. Product and category filters work on invoice lines; see dashboard.sql.ts.
 */
export const ZDashboardFilters = z
  .strictObject({
    startDate: ZOptionalDate,
    endDate: ZOptionalDate,
    products: idList(2000),
    productCategories: z
      .array(z.string().trim().min(1).max(200))
      .max(500, 'Choose at most 500 categories')
      .optional()
      .transform((v) => (v?.length ? [...new Set(v)] : undefined)),
    customers: idList(20000),
  })
  .refine((f) => !f.startDate || !f.endDate || f.startDate <= f.endDate, {
    message: 'The start date must not be after the end date',
    path: ['endDate'],
  });

export type TDashboardFilters = z.output<typeof ZDashboardFilters>;
export type TDashboardFiltersInput = z.input<typeof ZDashboardFilters>;

export const ZCustomerOptionsInput = z.strictObject({
  search: z.string().trim().max(100).optional().default(''),
  /** Always include these (the current selection), whatever the search. */
  ids: z.array(ZId).max(200).optional().default([]),
});

export type SalesMonth = { monthLabel: string; month: string; revenue: string; count: number };
export type CategoryProduct = {
  productId: string;
  productUniqueID: string;
  productLabel: string;
  totalSoldQty: number;
  revenue: string;
};
export type CategoryGroup = { _id: string; products: CategoryProduct[] };
export type TopProduct = { productId: string; name: string; totalQty: number };
export type TopCustomer = { customerId: string; name: string; totalSpent: string };
export type RecentInvoice = {
  _id: string;
  invoiceNumber: string;
  customerName: string;
  invoiceDate: string;
  totalAmount: string;
};

/** Spec §3 'Dashboard data'. Money is a string with 2 decimals; counts and quantities are numbers. */
export type DashboardData = {
  totalInvoices: number;
  totalRevenue: string;
  totalGST: string;
  averageInvoiceValue: string;
  salesOverTime: SalesMonth[];
  categoryWiseStockOverview: CategoryGroup[];
  topProducts: TopProduct[];
  topCustomers: TopCustomer[];
  recentInvoices: RecentInvoice[];
};

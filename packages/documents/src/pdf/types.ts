/**
 * What the PDF builders take: plain data, no database types. The API maps its rows to these.
 * Money is a decimal string with 2 places ('1234.50'), quantities a decimal string, dates
 * 'YYYY-MM-DD', state codes numbers. Images are PNG or JPEG data URLs ('' for none; other
 * formats are left out of the PDF, which cannot embed them).
 */

export type ShopImages = { shopLogo: string; partnerLogo: string; signature: string };

export type ShopInfo = {
  name: string;
  address: string;
  gstin: string;
  stateCode: number;
  email: string;
  mobileNumber: string;
  website: string;
  jurisdiction: string;
  /** Branding line printed above the title. */
  topText: string;
  bank: { bankName: string; accountNumber: string; ifscCode: string; branch: string };
  images: ShopImages;
};

export type Party = {
  name: string;
  address: string;
  gstin: string;
  /** null when unknown (a free-typed quote customer). */
  stateCode: number | null;
  phoneNumber: string;
  email: string;
};

export type TaxKind = 'CGST_SGST' | 'CGST_UTGST' | 'IGST';

export type InvoiceLine = {
  label: string;
  description: string;
  hsnCode: string;
  serials: string[];
  quantity: string;
  unit: string;
  /** Price per unit, before tax. */
  rate: string;
  gstRate: string;
  taxableValue: string;
  taxAmount: string;
  /** The product category ('Mono PERC', 'Single Phase On Grid Inverter', …). */
  category: string;
  /** Watts per unit (the product's capacity), for the KW style; null when the product has none. */
  capacityWatts: string | null;
};

/** invoiceStyle 0 'Default' and 1 'KW' (capacity-led). */
export type InvoiceStyle = 'default' | 'kw';

export type InvoiceData = {
  style: InvoiceStyle;
  shop: ShopInfo;
  invoiceNumber: string;
  invoiceDate: string;
  dueDate: string;
  dateOfSupply: string | null;
  placeOfSupply: number;
  taxKind: TaxKind;
  billTo: Party;
  /** A different consignee; null when goods go to the buyer. */
  shipTo: Party | null;
  /** Where goods are delivered when it differs from the buyer's address. */
  deliveryAddress: Party | null;
  transportMode: string;
  vehicleNumber: string;
  lines: InvoiceLine[];
  totals: {
    taxableAmount: string;
    cgst: string;
    sgst: string;
    utgst: string;
    igst: string;
    total: string;
  };
  terms: string;
};

export type QuoteLine = {
  name: string;
  quantity: string;
  unit: string;
  rate: string;
  gstRate: string;
};

export type QuoteData = {
  shop: ShopInfo;
  quoteType: 'Quote' | 'Proforma Invoice';
  quoteNumber: string;
  quoteDate: string;
  expiryDate: string;
  status: string;
  customer: Party;
  /** kW. */
  userDemand: string;
  isInstallationRequired: boolean;
  taxIncluded: boolean;
  discount: string;
  /** The stored total (typed by hand when installation is required). */
  totalAmount: string;
  lines: QuoteLine[];
  terms: string;
};

export type WarrantyItem = {
  serialNo: string;
  product: string;
  hsnCode: string;
  /** Years as a decimal string ('12', '2.5'); null when the product has none. */
  productWarrantyYears: string | null;
  outputWarrantyYears: string | null;
  capacityWatts: string | null;
};

export type WarrantyData = {
  shop: ShopInfo;
  customer: Party;
  invoiceNumber: string;
  invoiceDate: string;
  items: WarrantyItem[];
};

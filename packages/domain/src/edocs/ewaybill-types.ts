/**
 * The e-way bill portal's bulk generation JSON (the offline tool's format, version 1.0.0621):
 * `{ version, billLists: [...] }`. The bulk file spells three keys differently from the API
 * (transType, actualFromStateCode, actualToStateCode for transactionType, actFromStateCode,
 * actToStateCode), as the India Compliance JSON download does.
 */
export const EWAY_BILL_JSON_VERSION = '1.0.0621';

export type EwayBillItem = {
  itemNo: number;
  productName: string;
  productDesc: string;
  hsnCode: string;
  quantity: number;
  qtyUnit: string;
  taxableAmount: number;
  sgstRate: number;
  cgstRate: number;
  igstRate: number;
  cessRate: number;
  /** Non-advalorem cess (₹ per unit); 0 here, written on every item as the format has it. */
  cessNonAdvol: number;
};

export type EwayBill = {
  userGstin: string;
  supplyType: 'O';
  /** 1 supply, 3 export. */
  subSupplyType: 1 | 3;
  docType: 'INV';
  docNo: string;
  /** dd/mm/yyyy. */
  docDate: string;
  /** 1 regular, 2 bill-to ship-to. */
  transType: 1 | 2;
  fromGstin: string;
  fromTrdName: string;
  fromAddr1: string;
  fromAddr2?: string;
  /** The shop's city; left out when not set, which the check then names. */
  fromPlace?: string;
  fromPincode?: number;
  fromStateCode: number;
  actualFromStateCode: number;
  /** 'URP' when the buyer is unregistered or abroad. */
  toGstin: string;
  toTrdName: string;
  toAddr1: string;
  toAddr2?: string;
  /** The delivery city; left out when not known, which the check then names. */
  toPlace?: string;
  toPincode?: number;
  toStateCode: number;
  actualToStateCode: number;
  totalValue: number;
  cgstValue: number;
  sgstValue: number;
  igstValue: number;
  cessValue: number;
  /** Total non-advalorem cess; 0 here, written on every bill as the format has it. */
  TotNonAdvolVal: number;
  /** Other amounts in the invoice value: here the round-off. */
  OthValue: number;
  totInvValue: number;
  /** 1 road, 2 rail, 3 air, 4 ship; absent when the transporter fills Part B. */
  transMode?: 1 | 2 | 3 | 4;
  transDistance: number;
  transporterId?: string;
  transporterName?: string;
  vehicleNo?: string;
  vehicleType?: 'R';
  mainHsnCode: string;
  itemList: EwayBillItem[];
};

export type EwayBillJson = { version: typeof EWAY_BILL_JSON_VERSION; billLists: EwayBill[] };

/**
 * Names a shop user understands for the fields of the e-invoice and the e-way bill, keyed by the
 * dotted path without indexes ('ItemList[].HsnCd'). A path not listed is shown as it is.
 */
const PARTIES: Record<string, string> = {
  SellerDtls: "Seller's",
  BuyerDtls: "Buyer's",
  ShipDtls: "Ship-to party's",
  DispDtls: "Dispatch-from party's",
};

const PARTY_FIELDS: Record<string, string> = {
  Gstin: 'GSTIN',
  LglNm: 'legal name',
  TrdNm: 'trade name',
  Nm: 'name',
  Addr1: 'address',
  Addr2: 'second address line',
  Loc: 'city',
  Pin: 'PIN code',
  Stcd: 'state code',
  Pos: 'place of supply',
  Ph: 'phone number',
  Em: 'e-mail',
};

const ITEM_FIELDS: Record<string, string> = {
  SlNo: 'serial number',
  PrdDesc: 'description',
  IsServc: 'goods or service flag',
  HsnCd: 'HSN/SAC code',
  Qty: 'quantity',
  Unit: 'unit',
  UnitPrice: 'unit price',
  TotAmt: 'gross amount',
  Discount: 'discount',
  AssAmt: 'taxable value',
  GstRt: 'GST rate',
  IgstAmt: 'IGST',
  CgstAmt: 'CGST',
  SgstAmt: 'SGST',
  CesRt: 'cess rate',
  CesAmt: 'cess',
  TotItemVal: 'line total',
  // e-way bill items
  itemNo: 'item number',
  productName: 'product name',
  productDesc: 'description',
  hsnCode: 'HSN/SAC code',
  quantity: 'quantity',
  qtyUnit: 'unit',
  taxableAmount: 'taxable value',
  cgstRate: 'CGST rate',
  sgstRate: 'SGST rate',
  igstRate: 'IGST rate',
  cessRate: 'cess rate',
};

const FIELDS: Record<string, string> = {
  Version: 'Schema version',
  TranDtls: 'Transaction details',
  DocDtls: 'Document details',
  SellerDtls: 'Seller details',
  BuyerDtls: 'Buyer details',
  ValDtls: 'Document totals',
  'TranDtls.TaxSch': 'Tax scheme',
  'TranDtls.SupTyp': 'Supply type',
  'TranDtls.RegRev': 'Reverse charge flag',
  'DocDtls.Typ': 'Document type',
  'DocDtls.No': 'Document number',
  'DocDtls.Dt': 'Document date',
  ItemList: 'The list of lines',
  'ValDtls.AssVal': 'Total taxable value',
  'ValDtls.CgstVal': 'Total CGST',
  'ValDtls.SgstVal': 'Total SGST',
  'ValDtls.IgstVal': 'Total IGST',
  'ValDtls.CesVal': 'Total cess',
  'ValDtls.Discount': 'Invoice discount',
  'ValDtls.OthChrg': 'Other charges',
  'ValDtls.RndOffAmt': 'Round-off',
  'ValDtls.TotInvVal': 'Invoice total',
  'RefDtls.PrecDocDtls[].InvNo': 'Original invoice number',
  'RefDtls.PrecDocDtls[].InvDt': 'Original invoice date',
  'ExpDtls.ForCur': 'Export currency',
  'ExpDtls.CntCode': 'Country code',
  'ExpDtls.Port': 'Port code',
  'ExpDtls.ShipBNo': 'Shipping bill number',
  'ExpDtls.ShipBDt': 'Shipping bill date',
  // e-way bill
  version: 'E-way bill JSON version',
  billLists: 'The list of e-way bills',
  'billLists[]': 'The e-way bill',
  'billLists[].userGstin': "Shop's GSTIN",
  'billLists[].supplyType': 'Supply type',
  'billLists[].subSupplyType': 'Sub-supply type',
  'billLists[].docType': 'Document type',
  'billLists[].docNo': 'Document number',
  'billLists[].docDate': 'Document date',
  'billLists[].transType': 'Transaction type',
  'billLists[].fromGstin': "Shop's GSTIN",
  'billLists[].fromTrdName': "Shop's name",
  'billLists[].fromAddr1': "Shop's address",
  'billLists[].fromPlace': "Shop's city",
  'billLists[].fromPincode': "Shop's PIN code",
  'billLists[].fromStateCode': "Shop's state code",
  'billLists[].actualFromStateCode': 'State goods leave from',
  'billLists[].toGstin': "Buyer's GSTIN",
  'billLists[].toTrdName': "Buyer's name",
  'billLists[].toAddr1': 'Delivery address',
  'billLists[].toPlace': 'Delivery city',
  'billLists[].toPincode': 'Delivery PIN code',
  'billLists[].toStateCode': "Buyer's state code",
  'billLists[].actualToStateCode': 'State goods go to',
  'billLists[].totalValue': 'Taxable value',
  'billLists[].totInvValue': 'Invoice total',
  'billLists[].transMode': 'Mode of transport',
  'billLists[].transDistance': 'Distance',
  'billLists[].transporterId': "Transporter's ID",
  'billLists[].transporterName': "Transporter's name",
  'billLists[].vehicleNo': 'Vehicle number',
  'billLists[].vehicleType': 'Vehicle type',
  'billLists[].itemList': 'The list of items',
};

/** 'ItemList[2].HsnCd' → 'Line 3 HSN/SAC code'; 'BuyerDtls.Pin' → "Buyer's PIN code". */
export function fieldLabel(path: string): string {
  const generic = path.replace(/\[\d+\]/g, '[]');
  const known = FIELDS[generic];
  if (known) return known;
  const [head = '', field = ''] = generic.split('.').slice(-2);
  const party = PARTIES[head];
  if (party && PARTY_FIELDS[field]) return `${party} ${PARTY_FIELDS[field]}`;
  const line = /(?:ItemList|itemList)\[(\d+)\]\.(\w+)$/.exec(path);
  if (line?.[1] && line[2] && ITEM_FIELDS[line[2]]) {
    return `Line ${Number(line[1]) + 1} ${ITEM_FIELDS[line[2]]}`;
  }
  return path;
}

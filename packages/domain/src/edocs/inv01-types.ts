/**
 * The e-invoice (INV-01, schema version 1.1) objects this product fills. Field names and kinds
 * follow the NIC schema (see schemas/einvoice-inv01-v1.1.schema.json, which lists every field,
 * including the optional ones the shop has no data for).
 */
export type Inv01SupplyType = 'B2B' | 'SEZWP' | 'SEZWOP' | 'EXPWP' | 'EXPWOP';
export type Inv01DocType = 'INV' | 'CRN' | 'DBN';

export type Inv01Party = {
  Gstin: string;
  LglNm: string;
  Addr1: string;
  Addr2?: string;
  /** The party's city; left out when none is known, which the check then names. */
  Loc?: string;
  Pin?: number;
  /** Two-digit state code, e.g. '29'. */
  Stcd: string;
  Ph?: string;
  Em?: string;
};

export type Inv01Buyer = Inv01Party & {
  /** Place of supply: two-digit state code, '96' for an export. */
  Pos: string;
};

/** The consignee; Gstin 'URP' when unregistered. */
export type Inv01Ship = Omit<Inv01Party, 'Ph' | 'Em'>;

export type Inv01Item = {
  /** 1, 2, … as a string. */
  SlNo: string;
  PrdDesc: string;
  IsServc: 'Y' | 'N';
  HsnCd: string;
  Qty: number;
  Unit: string;
  UnitPrice: number;
  TotAmt: number;
  Discount: number;
  AssAmt: number;
  GstRt: number;
  IgstAmt: number;
  CgstAmt: number;
  SgstAmt: number;
  CesRt: number;
  CesAmt: number;
  TotItemVal: number;
};

export type Inv01Values = {
  AssVal: number;
  CgstVal: number;
  SgstVal: number;
  IgstVal: number;
  CesVal: number;
  Discount: number;
  OthChrg: number;
  RndOffAmt: number;
  TotInvVal: number;
};

export type Inv01Document = {
  Version: '1.1';
  TranDtls: { TaxSch: 'GST'; SupTyp: Inv01SupplyType; RegRev: 'Y' | 'N' };
  DocDtls: { Typ: Inv01DocType; No: string; Dt: string };
  SellerDtls: Inv01Party;
  BuyerDtls: Inv01Buyer;
  ShipDtls?: Inv01Ship;
  ItemList: Inv01Item[];
  ValDtls: Inv01Values;
  RefDtls?: { PrecDocDtls: { InvNo: string; InvDt: string }[] };
  ExpDtls?: {
    ForCur: string;
    CntCode?: string;
    Port?: string;
    ShipBNo?: string;
    /** dd/mm/yyyy. */
    ShipBDt?: string;
  };
};

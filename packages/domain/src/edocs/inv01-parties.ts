import { pinNumber, portalEmail, portalPhone, portalText, splitAddress } from './address';
import type { Inv01Buyer, Inv01Document, Inv01Party, Inv01Ship } from './inv01-types';
import {
  FOREIGN_STATE_CODE,
  isExport,
  portalDate,
  type EDocParty,
  type EDocSource,
  type EDocSupplier,
} from './source';

/**
 * The parties of an e-invoice (issue 17; issue 30 for the city and PIN fields, the typed delivery
 * address and the export's shipping bill). `Loc` is the party's city, never an address line: a
 * party without one leaves `Loc` out, and the check then says which city to fill in.
 */

/** The pin the IRP expects for a party outside India. */
const FOREIGN_PIN = 999999;

export const stateCode = (code: number) => String(code).padStart(2, '0');

type PartyFields = {
  gstin: string;
  name: string;
  address: string;
  city?: string | undefined;
  pinCode?: string | undefined;
  stateCode: number;
  phone?: string;
  email?: string;
};

function party(p: PartyFields): Inv01Party {
  const parts = splitAddress(p.address, p.city ?? '');
  const out: Inv01Party = {
    Gstin: p.gstin.trim().toUpperCase(),
    LglNm: portalText(p.name),
    Addr1: parts.addr1,
    Stcd: stateCode(p.stateCode),
  };
  if (parts.addr2) out.Addr2 = parts.addr2;
  if (parts.place) out.Loc = parts.place;
  const pin =
    p.stateCode === FOREIGN_STATE_CODE ? FOREIGN_PIN : (pinNumber(p.pinCode) ?? parts.pin);
  if (pin !== undefined) out.Pin = pin;
  const phone = portalPhone(p.phone ?? '');
  const email = portalEmail(p.email ?? '');
  if (phone) out.Ph = phone;
  if (email) out.Em = email;
  return out;
}

const partyOf = (p: EDocParty): PartyFields => ({
  gstin: p.gstin,
  name: p.name,
  address: p.address,
  city: p.city,
  pinCode: p.pinCode,
  stateCode: p.stateCode,
  phone: p.phoneNumber,
  email: p.email,
});

export function seller(s: EDocSupplier): Inv01Party {
  return party({
    gstin: s.gstin,
    name: s.shopName,
    address: s.address,
    city: s.city,
    stateCode: s.stateCode,
    phone: s.mobileNumber,
    email: s.email,
  });
}

export function buyer(src: EDocSource): Inv01Buyer {
  const b = partyOf(src.billTo);
  if (isExport(src)) {
    const foreign = party({ ...b, gstin: 'URP', stateCode: FOREIGN_STATE_CODE });
    return { ...foreign, Pos: stateCode(FOREIGN_STATE_CODE) };
  }
  return { ...party(b), Pos: stateCode(src.placeOfSupply) };
}

/**
 * ShipDtls: the consignee (a ship-to customer or the delivery address typed on the invoice),
 * 'URP' when it has no GSTIN, as India Compliance sends an unregistered consignee.
 */
export function ship(to: EDocParty): Inv01Ship {
  const { Gstin, Ph: _ph, Em: _em, ...rest } = party(partyOf(to));
  return { Gstin: Gstin === '' ? 'URP' : Gstin, ...rest };
}

/**
 * ExpDtls of an export: invoiced in rupees (ForCur INR), with the country of destination, the
 * port of export and the shipping bill's number and date once the invoice carries them (CGST
 * Rule 46 proviso; all optional in INV-01, so a key not yet known is left out).
 */
export function exportDetails(src: EDocSource): NonNullable<Inv01Document['ExpDtls']> {
  const out: NonNullable<Inv01Document['ExpDtls']> = { ForCur: 'INR' };
  const e = src.exportDetails;
  if (!e) return out;
  const country = e.countryCode.trim().toUpperCase();
  const port = e.portCode.trim().toUpperCase();
  const billNo = e.shippingBillNumber.trim();
  if (country) out.CntCode = country;
  if (port) out.Port = port;
  if (billNo) out.ShipBNo = billNo;
  if (e.shippingBillDate) out.ShipBDt = portalDate(e.shippingBillDate);
  return out;
}

import { describe, expect, it } from 'vitest';
import {
  EDocError,
  EWAY_BILL_THRESHOLD,
  buildEwayBill,
  buildEwayBillBatch,
  consignmentValue,
  ewayBillRequired,
  isValidVehicleNumber,
  normaliseVehicleNumber,
  validateEwayBill,
  type EDocLine,
  type EDocSource,
  type EwayBillJson,
} from '../src/edocs';
import { lineBuilder, MEHTA_WAREHOUSE, party } from './edocs-fixtures';

/** E-way bills (issue 17): vehicle numbers, the Rule 138 threshold, and the bulk JSON by hand. */

describe('vehicle numbers in the portal formats', () => {
  it.each([
    ['KA01AB1234', 'KA01AB1234'],
    ['ka 01 ab 1234', 'KA01AB1234'],
    ['MH-12-DE-1433', 'MH12DE1433'],
    ['dl 1ab 123', 'DL01AB0123'],
    ['DL1C1234', 'DL01C1234'],
    ['KA 05 ABC 1', 'KA05ABC0001'],
    ['AP123A1234', 'AP123A1234'],
    ['DL29183', 'DL029183'],
    ['GJ011234', 'GJ011234'],
    ['ABC1234', 'ABC1234'],
    ['abc 12', 'ABC0012'],
    ['DF123456', 'DF123456'],
    ['tm 12345', 'TM12345'],
    ['BP1234567', 'BP1234567'],
    ['NPABC12', 'NPABC12'],
  ])('%s → %s', (raw, expected) => {
    expect(normaliseVehicleNumber(raw)).toEqual({ ok: true, vehicleNumber: expected });
    expect(isValidVehicleNumber(expected)).toBe(true);
  });

  it.each([
    'KA01AB12345', // a 5-digit number
    'K01AB1234', // a one-letter state
    'KA01ABCD1234', // a four-letter series
    'KA1234AB12', // letters at the end
    'DL1234', // state and digits only: which is the district?
    'TM1234', // temporary RC shorter than 7 characters
    'DF12345', // defence number shorter than the format
  ])('%s is refused', (raw) => {
    expect(normaliseVehicleNumber(raw)).toEqual({
      ok: false,
      error:
        `Vehicle number ${raw} does not fit a format the e-way bill portal accepts (AB12AB1234, ` +
        'AB12A1234, AB12ABC1234, AB121234, AB123A1234, ABC1234, DF followed by 6 characters, or ' +
        'TM, BP or NP followed by at least 5).',
    });
  });

  it('empty or with symbols', () => {
    expect(normaliseVehicleNumber('  ')).toEqual({ ok: false, error: 'Enter the vehicle number.' });
    expect(normaliseVehicleNumber('KA01#B1234')).toEqual({
      ok: false,
      error: 'Vehicle number KA01#B1234 may have only letters and digits.',
    });
    expect(isValidVehicleNumber('ka01ab1234')).toBe(false); // not yet normalised
  });
});

const line = lineBuilder({ hsn: '9405', unit: 'PCS' });

const ROAD = { mode: 'Road', vehicleNumber: 'ka 1 ab 123', distanceKm: 980, transporterId: '', transporterName: '' } as const; // prettier-ignore

const base: EDocSource = {
  kind: 'invoice',
  number: 'SHT/25-26/0050',
  date: '2025-10-12',
  supplier: {
    shopName: 'Sharma Traders',
    address: 'No. 12, 1st Cross, Gandhi Bazaar\nBengaluru - 560004',
    gstin: '29AABCS1234K1ZC',
    stateCode: 29,
    mobileNumber: '',
    email: '',
    city: 'Bengaluru',
  },
  billTo: party({
    name: 'Mehta Electricals',
    address: 'Unit 7, Andheri Industrial Estate\nMumbai 400093',
    gstin: '27AAACM5678Q1ZN',
    stateCode: 27,
    city: 'Mumbai',
  }),
  shipTo: MEHTA_WAREHOUSE,
  placeOfSupply: 27,
  isInterState: true,
  supplyType: null,
  // 40 panels at 1,250 = 50,000.00, IGST 12 % 6,000.00; a fitting visit (a service) 2,000.00, IGST
  // 18 % 360.00. Taxable 52,000.00, IGST 6,360.00, total 58,360.00; the goods alone 56,000.00.
  lines: [
    line({ position: 1, productName: 'LED panel 18W', quantity: '40', price: '1250', taxableValue: '50000.00', rate: '12', igst: '6000.00' }),
    line({ position: 2, productName: 'Installation visit', description: 'On-site fitting', hsn: '998719', unit: 'NOS', price: '2000', taxableValue: '2000.00', igst: '360.00' }),
  ],
  totals: { taxable: '52000.00', igst: '6360.00', cgst: '0.00', sgst: '0.00', roundOff: '0.00', total: '58360.00' },
  transport: ROAD,
}; // prettier-ignore

describe('buildEwayBill: the bulk JSON by hand', () => {
  it('an inter-state invoice delivered to a ship-to by road', () => {
    const json = buildEwayBill(base);
    expect(json).toEqual({
      version: '1.0.0621',
      billLists: [
        {
          userGstin: '29AABCS1234K1ZC', supplyType: 'O', subSupplyType: 1, docType: 'INV', docNo: 'SHT/25-26/0050', docDate: '12/10/2025', transType: 2,
          fromGstin: '29AABCS1234K1ZC', fromTrdName: 'Sharma Traders', fromAddr1: 'No. 12, 1st Cross, Gandhi Bazaar', fromPlace: 'Bengaluru', fromPincode: 560004, fromStateCode: 29, actualFromStateCode: 29,
          toGstin: '27AAACM5678Q1ZN', toTrdName: 'Mehta Electricals', toAddr1: 'Gat No. 112, Chakan MIDC', toPlace: 'Pune', toPincode: 410501, toStateCode: 27, actualToStateCode: 27,
          totalValue: 52000, cgstValue: 0, sgstValue: 0, igstValue: 6360, cessValue: 0, TotNonAdvolVal: 0, OthValue: 0, totInvValue: 58360,
          transDistance: 980, transMode: 1, vehicleNo: 'KA01AB0123', vehicleType: 'R',
          mainHsnCode: '9405',
          itemList: [
            { itemNo: 1, productName: 'LED panel 18W', productDesc: 'LED panel 18W', hsnCode: '9405', quantity: 40, qtyUnit: 'PCS', taxableAmount: 50000, sgstRate: 0, cgstRate: 0, igstRate: 12, cessRate: 0, cessNonAdvol: 0 },
            { itemNo: 2, productName: 'Installation visit', productDesc: 'On-site fitting', hsnCode: '998719', quantity: 1, qtyUnit: 'NOS', taxableAmount: 2000, sgstRate: 0, cgstRate: 0, igstRate: 18, cessRate: 0, cessNonAdvol: 0 },
          ],
        },
      ],
    } satisfies EwayBillJson); // prettier-ignore
    expect(validateEwayBill(json)).toEqual({ ok: true });
  });

  it('mainHsnCode is the HSN of the goods line of highest value, not of the first line', () => {
    // Line 1: 10 switches at 50 = 500.00 (8536); line 2: 40 panels, 50,000.00 (9405); line 3: a
    // fitting visit, 2,000.00 (a service, not carried). The panels are worth most.
    const lines = [line({ position: 1, productName: 'Switch', hsn: '8536', quantity: '10', price: '50', taxableValue: '500.00', rate: '18', igst: '90.00' }), ...base.lines.map((l) => ({ ...l, position: l.position + 1 }))]; // prettier-ignore
    const bill = buildEwayBill({ ...base, lines }).billLists[0];
    expect(bill?.mainHsnCode).toBe('9405');
    expect(bill?.itemList.map((i) => i.hsnCode)).toEqual(['8536', '9405', '998719']);
  });

  it('within the state, no ship-to, with a transporter: CGST + SGST halves, regular transaction', () => {
    const local = { ...base, billTo: { ...base.billTo, name: 'Rao Hardware', address: '45 MG Road, Bengaluru 560038', gstin: '29AAGCR4375J1ZU', stateCode: 29, city: 'Bengaluru' }, shipTo: null, placeOfSupply: 29, isInterState: false, lines: [line({ position: 1, productName: 'Hinge', quantity: '1', taxableValue: '60000.00', rate: '18', cgst: '5400.00', sgst: '5400.00' })], totals: { taxable: '60000.00', igst: '0.00', cgst: '5400.00', sgst: '5400.00', roundOff: '0.00', total: '70800.00' }, transport: { ...ROAD, distanceKm: 12, transporterId: '29aaact7777t1z2', transporterName: 'Quick Movers' } }; // prettier-ignore
    const [bill] = buildEwayBill(local).billLists;
    expect(bill).toMatchObject({ transType: 1, toGstin: '29AAGCR4375J1ZU', toPlace: 'Bengaluru', toPincode: 560038, toStateCode: 29, actualToStateCode: 29, transporterId: '29AAACT7777T1Z2', transporterName: 'Quick Movers', transDistance: 12 }); // prettier-ignore
    expect(bill?.itemList[0]).toMatchObject({ sgstRate: 9, cgstRate: 9, igstRate: 0 });
    expect(validateEwayBill(buildEwayBill(local))).toEqual({ ok: true });
  });

  it('an export: sub-supply 3, URP buyer in 96 with PIN 999999', () => {
    const exported = { ...base, billTo: party({ name: 'Lion City Imports Pte Ltd', address: '21 Harbour Drive\nSingapore 117612', stateCode: 96, city: 'Singapore' }), shipTo: null, placeOfSupply: 96, supplyType: 'WPAY' as const }; // prettier-ignore
    const [bill] = buildEwayBill(exported).billLists;
    expect(bill).toMatchObject({ subSupplyType: 3, transType: 1, toGstin: 'URP', toPlace: 'Singapore', toPincode: 999999, toStateCode: 96, actualToStateCode: 96 }); // prettier-ignore
    expect(validateEwayBill(buildEwayBill(exported))).toEqual({ ok: true });
  });

  it('an SEZ unit is billed to state 96 and delivered in its own state', () => {
    const sez = { ...base, billTo: party({ name: 'Infotech SEZ Unit', address: 'Plot 4, MEPZ SEZ, Chennai 600045', gstin: '33AAFCT3456L1Z4', stateCode: 33, isSez: true, city: 'Chennai' }), shipTo: null, placeOfSupply: 33 }; // prettier-ignore
    expect(buildEwayBill(sez).billLists[0]).toMatchObject({ toGstin: '33AAFCT3456L1Z4', toStateCode: 96, actualToStateCode: 33, toPincode: 600045 }); // prettier-ignore
  });

  it('Part A only when the transporter will add the vehicle (road without a number, or rail)', () => {
    for (const transport of [
      { ...ROAD, vehicleNumber: '', transporterId: '29AAACT7777T1Z2' },
      { ...ROAD, mode: 'Rail' as const, vehicleNumber: '', transporterId: '29AAACT7777T1Z2' },
    ]) {
      const json = buildEwayBill({ ...base, transport });
      expect(json.billLists[0]).toMatchObject({ transporterId: '29AAACT7777T1Z2' });
      expect(json.billLists[0]).not.toHaveProperty('transMode');
      expect(json.billLists[0]).not.toHaveProperty('vehicleNo');
      expect(validateEwayBill(json)).toEqual({ ok: true });
    }
  });

  it('refuses what the portal would refuse, with the reason', () => {
    const refused = (src: EDocSource) => () => buildEwayBill(src);
    const note = { ...base, kind: 'credit-note' as const, number: 'CN/25-26/007' };
    expect(refused(note)).toThrow(new EDocError('CN/25-26/007 is a credit note: e-way bills are made for invoices here.')); // prettier-ignore
    expect(refused({ ...base, transport: null })).toThrow('SHT/25-26/0050 has no transport details.'); // prettier-ignore
    for (const distanceKm of [null, 4001, -1, 12.5]) {
      expect(refused({ ...base, transport: { ...ROAD, distanceKm } })).toThrow(
        'SHT/25-26/0050: the distance must be whole kilometres from 0 to 4000 (0 lets the portal work it out from the PIN codes).',
      );
    }
    expect(refused({ ...base, transport: { ...ROAD, vehicleNumber: '' } })).toThrow("SHT/25-26/0050: enter the vehicle number, or the transporter's ID so they can add it."); // prettier-ignore
    expect(refused({ ...base, transport: { ...ROAD, mode: 'Air' } })).toThrow('by air the portal needs the transport document number'); // prettier-ignore
    expect(refused({ ...base, transport: { ...ROAD, vehicleNumber: 'KA01AB12345' } })).toThrow('Vehicle number KA01AB12345 does not fit'); // prettier-ignore
    expect(refused({ ...base, lines: [base.lines[1] as EDocLine] })).toThrow('SHT/25-26/0050 has only services: e-way bills are for goods.'); // prettier-ignore
  });

  it('a batch lists the documents it could not make', () => {
    const { json, skipped } = buildEwayBillBatch([base, { ...base, number: 'SHT/25-26/0051', transport: null }]); // prettier-ignore
    expect(json.billLists.map((b) => b.docNo)).toEqual(['SHT/25-26/0050']);
    expect(skipped).toEqual([{ number: 'SHT/25-26/0051', reason: 'SHT/25-26/0051 has no transport details.' }]); // prettier-ignore
  });
});

describe('the Rule 138 threshold: above ₹50,000 with tax', () => {
  // 42,372.88 + CGST 9 % 3,813.56 + SGST 3,813.56 = 50,000.00 exactly; one paisa more of taxable
  // value keeps the taxes (3,813.5601 rounds to 3,813.56) and makes 50,000.01.
  const atValue = (taxable: string) => ({
    ...base,
    shipTo: null,
    isInterState: false,
    lines: [line({ position: 1, productName: 'Hinge', taxableValue: taxable, cgst: '3813.56', sgst: '3813.56' })], // prettier-ignore
  });

  it('50,000.00 is not above it; 50,000.01 is', () => {
    expect(EWAY_BILL_THRESHOLD).toBe(50000);
    expect(consignmentValue(atValue('42372.88')).toFixed(2)).toBe('50000.00');
    expect(ewayBillRequired(atValue('42372.88'))).toBe(false);
    expect(consignmentValue(atValue('42372.89')).toFixed(2)).toBe('50000.01');
    expect(ewayBillRequired(atValue('42372.89'))).toBe(true);
  });

  it('services on the invoice do not count; notes never need one here', () => {
    expect(consignmentValue(base).toFixed(2)).toBe('56000.00');
    expect(ewayBillRequired(base)).toBe(true);
    const servicesOnly = { ...base, lines: [line({ position: 1, productName: 'Audit', hsn: '998221', taxableValue: '90000.00', igst: '16200.00' })] }; // prettier-ignore
    expect(ewayBillRequired(servicesOnly)).toBe(false);
    expect(ewayBillRequired({ ...base, kind: 'credit-note' })).toBe(false);
  });
});

describe('validateEwayBill refuses bad bulk files, naming the field', () => {
  const broken = (change: (bill: Record<string, unknown>) => void) => {
    const json = structuredClone(buildEwayBill(base));
    change(json.billLists[0] as unknown as Record<string, unknown>);
    return validateEwayBill(json);
  };

  it.each([
    ['a vehicle number not normalised', (b: Record<string, unknown>) => (b.vehicleNo = 'KA1AB123'), 'billLists[0].vehicleNo', 'Vehicle number must be in a portal format such as AB12AB1234, AB12A1234, AB121234, AB123A1234, AB12ABC1234 or ABC1234 (capitals, no spaces).'], // prettier-ignore
    ['road without a vehicle', (b: Record<string, unknown>) => delete b.vehicleNo, 'billLists[0].vehicleNo', 'Vehicle number is missing.'], // prettier-ignore
    ['no Part B at all', (b: Record<string, unknown>) => { delete b.vehicleNo; delete b.transMode; delete b.vehicleType; }, 'billLists[0]', "The e-way bill needs Part B: the vehicle number, or the transporter's ID so they can add it."], // prettier-ignore
    ['no delivery PIN', (b: Record<string, unknown>) => delete b.toPincode, 'billLists[0].toPincode', 'Delivery PIN code is missing: add the 6-digit PIN code to the delivery address.'], // prettier-ignore
    ['distance over 4000 km', (b: Record<string, unknown>) => (b.transDistance = 4200), 'billLists[0].transDistance', 'Distance must be whole kilometres from 0 to 4000.'], // prettier-ignore
    ['HSN AB on an item', (b: Record<string, unknown>) => ((b.itemList as Record<string, unknown>[])[1]!.hsnCode = 'AB'), 'billLists[0].itemList[1].hsnCode', 'Line 2 HSN/SAC code must be an HSN or SAC code of 4, 6 or 8 digits.'], // prettier-ignore
    ['a state code as text', (b: Record<string, unknown>) => (b.toStateCode = '27'), 'billLists[0].toStateCode', "Buyer's state code must be a whole number."], // prettier-ignore
    ['an invoice total that does not add up', (b: Record<string, unknown>) => (b.totInvValue = 58000), 'billLists[0].totInvValue', 'Invoice total is 58000.00 but taxable value plus taxes and other amounts comes to 58360.00.'], // prettier-ignore
  ])('%s', (_name, change, field, message) => {
    expect(broken(change)).toEqual({ ok: false, errors: [{ field, message }] });
  });
});

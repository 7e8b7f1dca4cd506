/**
 * The returns bench's parties (issue 17): the shop's month and GSTIN, a seeded PRNG, the solar
 * catalogue at 5, 12 and 18 %, and the customers (registered, SEZ, unregistered, foreign).
 */
import { prng as demoPrng } from '../../apps/server/src/demo-history-plan';
import { gstinCheckCharacter } from '../../packages/domain/src/gstin';

export const MONTH = { year: 2025, month: 10, days: 31 };
export const FY = 2025;
export const SHOP_STATE = 19;
export const SHOP_GSTIN_BODY = '19AAACG1234R1Z';
export const SHOP_GSTIN = SHOP_GSTIN_BODY + gstinCheckCharacter(SHOP_GSTIN_BODY);

/** The demo year's mulberry32 PRNG (seeded, so every run seeds the same month), with uuids. */
export function prng(seed: number) {
  const { next, int, pick } = demoPrng(seed);
  const uuid = () => {
    const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16));
    hex[12] = '4';
    hex[16] = ((Math.floor(next() * 4) + 8) as number).toString(16);
    const h = hex.join('');
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  };
  return { next, int, pick, uuid };
}
export type Rng = ReturnType<typeof prng>;

export const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export function gstinFor(rng: Rng, state: number): string {
  const pan =
    Array.from({ length: 3 }, () => rng.pick([...LETTERS])).join('') +
    rng.pick(['C', 'F', 'P', 'H']) +
    rng.pick([...LETTERS]) +
    String(rng.int(0, 9999)).padStart(4, '0') +
    rng.pick([...LETTERS]);
  const body = `${String(state).padStart(2, '0')}${pan}1Z`;
  return body + gstinCheckCharacter(body);
}

export type Product = {
  id: string;
  uid: string;
  name: string;
  hsn: string;
  unit: string;
  rate: number;
  /** Price range in paise and quantity range in thousandths. */
  price: [number, number];
  qty: [number, number];
  fractional: boolean;
};

export const PRODUCTS: Omit<Product, 'id'>[] = [
  {
    uid: 'MOD-540',
    name: 'Mono PERC Module 540 Wp',
    hsn: '85414300',
    unit: 'UNITS',
    rate: 5,
    price: [1_200_000, 1_650_000],
    qty: [1_000, 6_000],
    fractional: false,
  },
  {
    uid: 'MOD-335',
    name: 'Poly Module 335 Wp',
    hsn: '85414300',
    unit: 'UNITS',
    rate: 5,
    price: [800_000, 1_050_000],
    qty: [1_000, 6_000],
    fractional: false,
  },
  {
    uid: 'INV-5K',
    name: 'On-grid Inverter 5 kW',
    hsn: '85044010',
    unit: 'NOS',
    rate: 12,
    price: [2_800_000, 4_500_000],
    qty: [1_000, 1_000],
    fractional: false,
  },
  {
    uid: 'INV-1K',
    name: 'Off-grid Inverter 1 kVA',
    hsn: '85044010',
    unit: 'NOS',
    rate: 12,
    price: [650_000, 950_000],
    qty: [1_000, 2_000],
    fractional: false,
  },
  {
    uid: 'BAT-150',
    name: 'Tubular Battery 150 Ah',
    hsn: '85072000',
    unit: 'NOS',
    rate: 18,
    price: [1_150_000, 1_450_000],
    qty: [1_000, 4_000],
    fractional: false,
  },
  {
    uid: 'CAB-4',
    name: 'DC Cable 4 sq mm',
    hsn: '85444999',
    unit: 'MTR',
    rate: 18,
    price: [6_500, 9_500],
    qty: [10_000, 120_500],
    fractional: true,
  },
  {
    uid: 'STR-GI',
    name: 'GI Mounting Structure',
    hsn: '73089090',
    unit: 'KG',
    rate: 12,
    price: [9_000, 13_500],
    qty: [25_000, 240_750],
    fractional: true,
  },
  {
    uid: 'CC-30',
    name: 'MPPT Charge Controller 30 A',
    hsn: '90328990',
    unit: 'SET',
    rate: 18,
    price: [250_000, 520_000],
    qty: [1_000, 2_000],
    fractional: false,
  },
  {
    uid: 'LA-KIT',
    name: 'Lightning Arrester Kit',
    hsn: '85354010',
    unit: 'Nos.',
    rate: 18,
    price: [180_000, 320_000],
    qty: [1_000, 2_000],
    fractional: false,
  },
  {
    uid: 'SWH-200',
    name: 'Solar Water Heater 200 L',
    hsn: '84191920',
    unit: 'UNITS',
    rate: 5,
    price: [1_850_000, 2_600_000],
    qty: [1_000, 1_000],
    fractional: false,
  },
  {
    uid: 'SRV-INST',
    name: 'Installation and Commissioning',
    hsn: '995461',
    unit: 'UNITS',
    rate: 18,
    price: [500_000, 2_000_000],
    qty: [1_000, 1_000],
    fractional: false,
  },
  {
    uid: 'LAMP-12',
    name: 'Solar Street Lamp 12 W',
    hsn: '94054100',
    unit: 'PCS',
    rate: 12,
    price: [320_000, 480_000],
    qty: [1_000, 8_000],
    fractional: false,
  },
];

export const OTHER_STATES = [10, 20, 21, 24, 27, 29, 7, 9];
export const UNREG_STATES = [19, 19, 19, 19, 19, 19, 10, 20, 21, 18, 7, 9, 24, 27];

export type CustomerKind = 'registered' | 'sez' | 'unregistered' | 'foreign';
export type Customer = {
  id: string;
  kind: CustomerKind;
  name: string;
  gstin: string;
  state: number;
  isSez: boolean;
};

export function makeCustomers(rng: Rng): Customer[] {
  const out: Customer[] = [];
  const add = (kind: CustomerKind, n: number, state: () => number) => {
    for (let i = 0; i < n; i++) {
      const s = state();
      out.push({
        id: rng.uuid(),
        kind,
        name: `${kind[0]!.toUpperCase()}${kind.slice(1)} Buyer ${String(out.length + 1).padStart(4, '0')}`,
        gstin: kind === 'registered' || kind === 'sez' ? gstinFor(rng, s) : '',
        state: s,
        isSez: kind === 'sez',
      });
    }
  };
  add('registered', 320, () => (rng.next() < 0.7 ? SHOP_STATE : rng.pick(OTHER_STATES)));
  add('sez', 8, () => rng.pick([19, 24]));
  add('unregistered', 400, () => rng.pick(UNREG_STATES));
  add('foreign', 12, () => 96);
  return out;
}

/**
 * Sample solar catalogue: seeds the demo tenant's products and backs the public /store page.
 * Prices are realistic Indian retail figures for late 2025 (modules about ₹25-30 per Wp,
 * inverters by kVA), not quotes. Manufacturers are fictional.
 */

/** Store categories in the order the store shows them (spec §2); the first is preselected. */
export const STORE_CATEGORIES = [
  'Small Solar Modules',
  'Poly Crystalline',
  'Mono PERC',
  'Bifacial',
  'Flexible',
  'Single Phase On Grid Inverter',
  'Three Phase On Grid Inverter',
  'Li-Ion Battery',
  'Special Combos',
] as const;
export type StoreCategory = (typeof STORE_CATEGORIES)[number];

export const HSN_CODES = {
  /** Photovoltaic cells assembled in modules or panels (HS 2022). */
  module: '85414300',
  /** Static converters (inverters). */
  inverter: '85044010',
  /** Lithium-ion accumulators. */
  lithiumBattery: '85076000',
} as const;

const MODULE_CATEGORIES: ReadonlySet<StoreCategory> = new Set([
  'Small Solar Modules',
  'Poly Crystalline',
  'Mono PERC',
  'Bifacial',
  'Flexible',
]);

export function isModuleCategory(category: string): boolean {
  return MODULE_CATEGORIES.has(category as StoreCategory);
}

/** The invoice list's "Inverter" column ticks any line whose category mentions inverters. */
export function isInverterCategory(category: string): boolean {
  return /inverter/i.test(category);
}

/**
 * Rates from 22 Sep 2025 (gst-domain.md §9): modules and solar inverters 5%, lithium-ion
 * batteries stay at 18%. Combos are sold as goods whose principal supply is the modules, so they
 * take the module HSN and rate; with installation the 70:30 split applies instead (VERIFY with
 * a CA). Inverter 5% relies on an advance ruling and is set per product so a tenant can change it.
 */
export const CATEGORY_TAX: Readonly<Record<StoreCategory, { hsn: string; gstPercentage: number }>> =
  {
    'Small Solar Modules': { hsn: HSN_CODES.module, gstPercentage: 5 },
    'Poly Crystalline': { hsn: HSN_CODES.module, gstPercentage: 5 },
    'Mono PERC': { hsn: HSN_CODES.module, gstPercentage: 5 },
    Bifacial: { hsn: HSN_CODES.module, gstPercentage: 5 },
    Flexible: { hsn: HSN_CODES.module, gstPercentage: 5 },
    'Single Phase On Grid Inverter': { hsn: HSN_CODES.inverter, gstPercentage: 5 },
    'Three Phase On Grid Inverter': { hsn: HSN_CODES.inverter, gstPercentage: 5 },
    'Li-Ion Battery': { hsn: HSN_CODES.lithiumBattery, gstPercentage: 18 },
    'Special Combos': { hsn: HSN_CODES.module, gstPercentage: 5 },
  };

export interface CatalogueProduct {
  productUniqueID: string;
  productName: string;
  productLabel: string;
  /** INR, whole rupees, before GST. */
  productMinPrice: number;
  productHSNCode: string;
  productCategory: StoreCategory;
  gstPercentage: number;
  uomUnit: 'UNITS';
  /** Watts (Wp for modules, rated VA for inverters); watt-hours of storage for batteries. */
  productCapacity: number;
  /** kg per unit. */
  productWeight: number;
  /**
   * Width and length are in CENTIMETRES: the suggestions page computes area as
   * qty × width × length / 929.0304 × 1.2 ft², and 929.0304 cm² is one square foot.
   * For combos they are the footprint of the whole module array.
   */
  productWidth: number;
  productLength: number;
  /** Years. */
  productWarranty: number;
  /** Years of guaranteed power output; 0 where it does not apply. */
  productOutputWarranty: number;
  /** Datasheet link; empty until a tenant uploads one. */
  productLink: string;
  // Store-only fields, shown in the product modal's key specifications.
  sku: string;
  manufacturer: string;
  heightCm: number;
  depthCm: number;
  description: string;
}

type Row = Omit<
  CatalogueProduct,
  'productHSNCode' | 'gstPercentage' | 'uomUnit' | 'productLink' | 'sku' | 'heightCm'
> & { heightCm?: number };

function product(row: Row): CatalogueProduct {
  const tax = CATEGORY_TAX[row.productCategory];
  return {
    ...row,
    productHSNCode: tax.hsn,
    gstPercentage: tax.gstPercentage,
    uomUnit: 'UNITS',
    productLink: '',
    sku: `GSTP-${row.productUniqueID}`,
    // Panels and wall-mounted boxes stand on their length, so that is the height unless given.
    heightCm: row.heightCm ?? row.productLength,
  };
}

const MODULE_MAKER = 'Suryakiran Solar';
const INVERTER_MAKER = 'Urjaveda Power Electronics';
const BATTERY_MAKER = 'Shaktikosh Energy Storage';

// prettier-ignore
type ModuleSpec = [id: string, category: StoreCategory, name: string, watts: number, price: number,
  lengthCm: number, widthCm: number, depthCm: number, kg: number, warranty: number, output: number];

// prettier-ignore
const MODULES: ModuleSpec[] = [
  ['MOD-SMALL-20', 'Small Solar Modules', 'Poly', 20, 1450, 51.0, 35.0, 2.5, 2.0, 5, 25],
  ['MOD-SMALL-50', 'Small Solar Modules', 'Poly', 50, 2800, 66.5, 54.0, 3.0, 4.3, 5, 25],
  ['MOD-SMALL-100', 'Small Solar Modules', 'Mono', 100, 4300, 101.0, 67.0, 3.0, 7.5, 5, 25],
  ['MOD-POLY-165', 'Poly Crystalline', 'Poly Crystalline', 165, 4800, 148.0, 67.0, 3.5, 12.0, 10, 25],
  ['MOD-POLY-275', 'Poly Crystalline', 'Poly Crystalline', 275, 7400, 165.0, 99.2, 3.5, 18.5, 10, 25],
  ['MOD-POLY-335', 'Poly Crystalline', 'Poly Crystalline', 335, 8700, 195.6, 99.2, 4.0, 22.0, 10, 25],
  ['MOD-MONO-405', 'Mono PERC', 'Mono PERC Half-Cut', 405, 11340, 200.8, 100.2, 3.5, 22.5, 12, 27],
  ['MOD-MONO-450', 'Mono PERC', 'Mono PERC Half-Cut', 450, 12150, 209.4, 103.8, 3.5, 23.5, 12, 27],
  ['MOD-MONO-540', 'Mono PERC', 'Mono PERC Half-Cut', 540, 14040, 227.9, 113.4, 3.5, 28.0, 12, 27],
  ['MOD-MONO-550', 'Mono PERC', 'Mono PERC Half-Cut', 550, 14300, 227.9, 113.4, 3.5, 28.5, 12, 27],
  ['MOD-BIFI-540', 'Bifacial', 'Bifacial Dual-Glass', 540, 15120, 227.9, 113.4, 3.0, 32.0, 12, 30],
  ['MOD-BIFI-585', 'Bifacial', 'Bifacial TOPCon Dual-Glass', 585, 16380, 227.8, 113.4, 3.0, 32.5, 12, 30],
  ['MOD-FLEX-110', 'Flexible', 'Flexible Mono', 110, 8800, 118.0, 54.0, 0.3, 2.2, 5, 10],
  ['MOD-FLEX-200', 'Flexible', 'Flexible Mono', 200, 15000, 158.0, 80.8, 0.3, 3.6, 5, 10],
];

// prettier-ignore
type InverterSpec = [id: string, phases: 1 | 3, kva: number, price: number,
  heightCm: number, widthCm: number, depthCm: number, kg: number];

// prettier-ignore
const INVERTERS: InverterSpec[] = [
  ['INV-1P-2K', 1, 2, 24500, 26.0, 31.5, 13.0, 7.0],
  ['INV-1P-3K', 1, 3, 29500, 26.0, 31.5, 13.0, 7.5],
  ['INV-1P-5K', 1, 5, 44000, 32.0, 37.5, 15.0, 11.0],
  ['INV-3P-5K', 3, 5, 56000, 38.0, 48.0, 16.0, 16.0],
  ['INV-3P-10K', 3, 10, 86000, 38.0, 48.0, 18.0, 19.5],
];

// prettier-ignore
type BatterySpec = [id: string, volts: number, ampHours: number, price: number,
  heightCm: number, widthCm: number, depthCm: number, kg: number];

// prettier-ignore
const BATTERIES: BatterySpec[] = [
  ['BAT-LFP-12V-100', 12.8, 100, 32000, 21.5, 33.0, 17.2, 11.5],
  ['BAT-LFP-48V-100', 51.2, 100, 115000, 60.0, 44.0, 15.0, 46.0],
  ['BAT-LFP-48V-200', 51.2, 200, 210000, 70.0, 48.0, 20.0, 88.0],
];

// prettier-ignore
type ComboSpec = [id: string, count: number, moduleId: string, inverterId: string, price: number,
  columns: number, rows: number];

// prettier-ignore
const COMBOS: ComboSpec[] = [
  ['COMBO-2KW-1P', 4, 'MOD-MONO-540', 'INV-1P-2K', 95000, 2, 2],
  ['COMBO-3KW-1P', 6, 'MOD-MONO-540', 'INV-1P-3K', 135000, 3, 2],
  ['COMBO-5KW-3P', 9, 'MOD-MONO-550', 'INV-3P-5K', 215000, 3, 3],
];

const moduleProducts = MODULES.map(
  ([id, category, kind, watts, price, length, width, depth, kg, warranty, output]) =>
    product({
      productUniqueID: id,
      productName: `${kind} Solar Module ${watts} Wp`,
      productLabel: `${watts} Wp ${kind} Module`,
      productMinPrice: price,
      productCategory: category,
      productCapacity: watts,
      productWeight: kg,
      productWidth: width,
      productLength: length,
      productWarranty: warranty,
      productOutputWarranty: output,
      manufacturer: MODULE_MAKER,
      depthCm: depth,
      description:
        `${watts} Wp ${kind.toLowerCase()} module, ${length} × ${width} cm, ` +
        `${warranty}-year product and ${output}-year linear output warranty.`,
    }),
);

const inverterProducts = INVERTERS.map(([id, phases, kva, price, height, width, depth, kg]) =>
  product({
    productUniqueID: id,
    productName: `${phases === 1 ? 'Single' : 'Three'} Phase On-Grid Solar Inverter ${kva} kVA`,
    productLabel: `${kva} kVA ${phases === 1 ? '1-Phase' : '3-Phase'} On-Grid Inverter`,
    productMinPrice: price,
    productCategory:
      phases === 1 ? 'Single Phase On Grid Inverter' : 'Three Phase On Grid Inverter',
    productCapacity: kva * 1000,
    productWeight: kg,
    productWidth: width,
    productLength: height,
    productWarranty: 8,
    productOutputWarranty: 0,
    manufacturer: INVERTER_MAKER,
    depthCm: depth,
    description:
      `Grid-tied string inverter, ${kva} kVA, ${phases === 1 ? 'single' : 'three'}-phase ` +
      'output, Wi-Fi monitoring, 8-year warranty.',
  }),
);

const batteryProducts = BATTERIES.map(([id, volts, ah, price, height, width, depth, kg]) =>
  product({
    productUniqueID: id,
    productName: `LiFePO4 Battery ${volts} V ${ah} Ah`,
    productLabel: `${volts} V ${ah} Ah Li-Ion Battery`,
    productMinPrice: price,
    productCategory: 'Li-Ion Battery',
    productCapacity: Math.round(volts * ah),
    productWeight: kg,
    productWidth: width,
    productLength: height,
    productWarranty: 5,
    productOutputWarranty: 0,
    manufacturer: BATTERY_MAKER,
    depthCm: depth,
    description:
      `Lithium iron phosphate battery with built-in BMS, ${Math.round(volts * ah)} Wh, ` +
      '6000 cycles at 80% depth of discharge.',
  }),
);

function find(list: CatalogueProduct[], id: string): CatalogueProduct {
  const found = list.find((p) => p.productUniqueID === id);
  if (!found) throw new Error(`Catalogue combo refers to unknown product ${id}`);
  return found;
}

const comboProducts = COMBOS.map(([id, count, moduleId, inverterId, price, columns, rows]) => {
  const mod = find(moduleProducts, moduleId);
  const inverter = find(inverterProducts, inverterId);
  const kw = (count * mod.productCapacity) / 1000;
  return product({
    productUniqueID: id,
    productName: `${kw} kWp On-Grid Solar Kit (${count} × ${mod.productLabel} + ${inverter.productLabel})`,
    productLabel: `${kw} kWp On-Grid Combo`,
    productMinPrice: price,
    productCategory: 'Special Combos',
    productCapacity: count * mod.productCapacity,
    productWeight: Math.round((count * mod.productWeight + inverter.productWeight) * 10) / 10,
    productWidth: Math.round(columns * mod.productWidth * 10) / 10,
    productLength: Math.round(rows * mod.productLength * 10) / 10,
    productWarranty: inverter.productWarranty,
    productOutputWarranty: mod.productOutputWarranty,
    manufacturer: MODULE_MAKER,
    // The store's key specifications describe one module of the kit.
    heightCm: mod.heightCm,
    depthCm: mod.depthCm,
    description:
      `${count} × ${mod.productLabel} with a ${inverter.productLabel}, ` +
      'mounting structure, DC/AC cables and protection box.',
  });
});

export const SAMPLE_CATALOGUE: readonly CatalogueProduct[] = [
  ...moduleProducts,
  ...inverterProducts,
  ...batteryProducts,
  ...comboProducts,
];

export function catalogueByCategory(category: StoreCategory): CatalogueProduct[] {
  return SAMPLE_CATALOGUE.filter((p) => p.productCategory === category);
}

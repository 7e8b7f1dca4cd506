/**
 * A product as the web form and the Excel sheet send it (spec field names). The service tests
 * and apps/server/test (catalogue-fixtures.ts) build their products with it.
 */
export function productInput(uid: string, extra: Record<string, unknown> = {}) {
  return {
    productUniqueID: uid,
    productName: `Product ${uid}`,
    productLabel: `Label ${uid}`,
    productMinPrice: 12500.5,
    productHSNCode: '85414300',
    productCategory: 'Mono PERC',
    gstPercentage: 5,
    uomUnit: 'UNITS',
    productCapacity: 540,
    ...extra,
  };
}

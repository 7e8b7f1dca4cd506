/**
 * The spec's REST bodies name things the way its first clients did (billTo, products[].product,
 * serialNo as item ids, _id). These map them onto the tRPC contracts; our own names pass too.
 */
type Loose = Record<string, unknown>;

const idOf = (value: unknown): unknown =>
  value && typeof value === 'object' ? ((value as Loose)._id ?? (value as Loose).id) : value;

const serialIds = (value: unknown): unknown =>
  Array.isArray(value)
    ? (value as unknown[]).map((v) => (typeof v === 'object' && v ? idOf(v) : v))
    : value;

export function invoiceFromRest(body: Loose): Loose {
  const lines = (body.lines ?? body.products) as Loose[] | undefined;
  return {
    invoiceDate: body.invoiceDate,
    dueDate: body.dueDate,
    dateOfSupply: body.dateOfSupply,
    transportMode: body.transportMode,
    vehicleNumber: body.vehicleNumber,
    // Issue 17: e-way bill Part B.
    transportDistanceKm: body.transportDistanceKm,
    transporterId: body.transporterId,
    transporterName: body.transporterName,
    placeOfSupply: body.placeOfSupply === '' ? undefined : body.placeOfSupply,
    billToId: body.billToId ?? idOf(body.billTo),
    shipToId: body.shipToId ?? idOf(body.shipTo),
    termsAndConditions: body.termsAndConditions,
    deliveryAddress: body.deliveryAddress,
    idempotencyKey: body.idempotencyKey,
    // Issue 15: prices typed with GST in them, and the zero-rated supply type (WPAY/WOPAY).
    taxInclusive: body.taxInclusive,
    supplyType: body.supplyType === '' ? null : body.supplyType,
    lines: Array.isArray(lines)
      ? lines.map((line) => ({
          productId: line.productId ?? idOf(line.product),
          description: line.description,
          quantity: line.quantity,
          price: line.price,
          serialItemIds: line.serialItemIds ?? serialIds(line.serialNo),
          serialDetails: line.serialDetails,
          discount: line.discount,
        }))
      : lines,
  };
}

export function quoteFromRest(body: Loose): Loose {
  const lines = (body.lines ?? body.products) as Loose[] | undefined;
  const customer = idOf(body.customer);
  return {
    ...body,
    customerId:
      body.customerId ??
      (typeof customer === 'string' && looksLikeId(customer) ? customer : undefined),
    customerName:
      body.customerName ??
      (typeof body.customer === 'string' && !looksLikeId(body.customer)
        ? body.customer
        : body.name),
    lines: Array.isArray(lines)
      ? lines.map((line) => ({
          productId: line.productId ?? idOf(line.product) ?? null,
          productName: line.productName,
          quantity: line.quantity,
          price: line.price,
          gstPercentage: line.gstPercentage,
          uomUnit: line.uomUnit,
        }))
      : lines,
    _id: undefined,
    id: undefined,
    customer: undefined,
    products: undefined,
    name: undefined,
  };
}

function looksLikeId(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

export function firstOf(body: unknown, key: string): Loose {
  const list = (body as Loose | undefined)?.[key];
  if (!Array.isArray(list) || list.length !== 1 || typeof list[0] !== 'object' || !list[0]) {
    return {};
  }
  return list[0] as Loose;
}

export function recordId(record: Loose): string {
  const id = record._id ?? record.id;
  return typeof id === 'string' ? id : '';
}

import { namedKeys } from '@gst/domain';
import { AppError } from '../../errors';

/**
 * The spec's REST bodies name things the way its first clients did (billTo, products[].product,
 * serialNo as item ids, _id). These map them onto the tRPC contracts; our own names pass too.
 */
type Loose = Record<string, unknown>;

/**
 * A REST record may carry the spec entity's server-assigned fields (its `_id`, number, totals,
 * timestamps), because the spec's clients send back what they read: those are left out. Any other
 * key the record's contract does not take is refused with a 400 naming it (issue 19), exactly as
 * the tRPC contracts refuse it.
 */
export function refuseUnknownKeys(record: Loose, known: ReadonlySet<string>, where = ''): void {
  const unknown = Object.keys(record).filter((key) => !known.has(key));
  if (unknown.length === 0) return;
  const names = namedKeys(unknown);
  const message = `Unrecognized key${unknown.length > 1 ? 's' : ''}: ${names}`;
  throw new AppError('BAD_REQUEST', where ? `${where}: ${message}` : message);
}

/** `record` without `keys` (the spec entity's read-only fields). */
export function without(record: Loose, keys: readonly string[]): Loose {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key)));
}

/** Server-assigned fields of every spec record: sent back, they are left out. */
const RECORD_READ_ONLY = ['_id', 'id', 'createdAt', 'updatedAt'] as const;

const INVOICE_KEYS = new Set([
  ...RECORD_READ_ONLY,
  // The spec entity's read-only fields.
  'invoiceNumber',
  'totalAmount',
  'fileLink',
  // Its editable fields, by the spec's names and ours.
  'invoiceDate',
  'dueDate',
  'dateOfSupply',
  'transportMode',
  'vehicleNumber',
  'transportDistanceKm',
  'transporterId',
  'transporterName',
  'placeOfSupply',
  'billTo',
  'billToId',
  'shipTo',
  'shipToId',
  'termsAndConditions',
  'deliveryAddress',
  'idempotencyKey',
  'taxInclusive',
  'supplyType',
  'products',
  'lines',
]);
const INVOICE_LINE_KEYS = new Set([
  '_id',
  'id',
  'product',
  'productId',
  'description',
  'quantity',
  'price',
  'serialNo',
  'serialItemIds',
  'serialDetails',
  'discount',
]);
const QUOTE_READ_ONLY = [...RECORD_READ_ONLY, 'quoteNumber', 'year'] as const;
const QUOTE_LINE_KEYS = new Set([
  '_id',
  'id',
  'product',
  'productId',
  'productName',
  'quantity',
  'price',
  'gstPercentage',
  'uomUnit',
]);

function checkLines(lines: unknown, known: ReadonlySet<string>, key: string): void {
  if (!Array.isArray(lines)) return;
  lines.forEach((line, index) => {
    if (line && typeof line === 'object')
      refuseUnknownKeys(line as Loose, known, `${key}.${index}`);
  });
}

const idOf = (value: unknown): unknown =>
  value && typeof value === 'object' ? ((value as Loose)._id ?? (value as Loose).id) : value;

const serialIds = (value: unknown): unknown =>
  Array.isArray(value)
    ? (value as unknown[]).map((v) => (typeof v === 'object' && v ? idOf(v) : v))
    : value;

export function invoiceFromRest(body: Loose): Loose {
  refuseUnknownKeys(body, INVOICE_KEYS);
  checkLines(body.lines ?? body.products, INVOICE_LINE_KEYS, body.lines ? 'lines' : 'products');
  const lines = (body.lines ?? body.products) as Loose[] | undefined;
  return defined({
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
  });
}

/**
 * `record` without its undefined fields: a mapped field the body did not send is left out, not
 * sent as undefined (the strict contracts count a key, whatever its value; an update takes no
 * idempotencyKey).
 */
function defined(record: Loose): Loose {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));
}

export function quoteFromRest(body: Loose): Loose {
  const lines = (body.lines ?? body.products) as Loose[] | undefined;
  const customer = idOf(body.customer);
  // The spec's names are mapped below and left out here: the quote contract refuses unknown keys,
  // and a key sent as undefined is still a key to it.
  checkLines(body.lines ?? body.products, QUOTE_LINE_KEYS, body.lines ? 'lines' : 'products');
  const { customer: _customer, products, name, ...rest } = without(body, QUOTE_READ_ONLY);
  void [_customer, products];
  return {
    ...rest,
    customerId:
      body.customerId ??
      (typeof customer === 'string' && looksLikeId(customer) ? customer : undefined),
    customerName:
      body.customerName ??
      (typeof body.customer === 'string' && !looksLikeId(body.customer) ? body.customer : name),
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

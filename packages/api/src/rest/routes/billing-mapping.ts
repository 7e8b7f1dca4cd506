import { namedKeys } from '@gst/domain';
import { fieldsOf } from '@gst/domain/contracts';
import { AppError } from '../../errors';
import { ZInvoiceCreate, ZInvoiceLineInput } from '../../services/invoices/invoices.schema';
import { ZQuoteLineInput } from '../../services/quotes/quotes.schema';
import { RECORD_READ_ONLY } from './shared';

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

/**
 * What a REST invoice may carry: the spec entity's read-only fields, the contract's fields, and
 * the spec's names for three of them (billTo, shipTo, products). The contract's fields come from
 * the contract itself, so a field it gains is taken here too.
 */
const INVOICE_KEYS = new Set<string>([
  ...RECORD_READ_ONLY,
  'invoiceNumber',
  'totalAmount',
  'fileLink',
  ...fieldsOf(ZInvoiceCreate),
  'billTo',
  'shipTo',
  'products',
]);
/** An invoice line: the contract's fields, the spec's `product` and `serialNo`, its ids. */
const INVOICE_LINE_KEYS = new Set<string>([
  '_id',
  'id',
  ...fieldsOf(ZInvoiceLineInput),
  'product',
  'serialNo',
]);
const QUOTE_READ_ONLY = [...RECORD_READ_ONLY, 'quoteNumber', 'year'] as const;
/** A quote line: the contract's fields, the spec's `product`, its ids. */
const QUOTE_LINE_KEYS = new Set<string>(['_id', 'id', ...fieldsOf(ZQuoteLineInput), 'product']);

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

/** `record`'s values of `fields` (absent ones as undefined). */
function pick(record: Loose, fields: readonly string[]): Loose {
  return Object.fromEntries(fields.map((field) => [field, record[field]]));
}

export function invoiceFromRest(body: Loose): Loose {
  refuseUnknownKeys(body, INVOICE_KEYS);
  checkLines(body.lines ?? body.products, INVOICE_LINE_KEYS, body.lines ? 'lines' : 'products');
  const lines = (body.lines ?? body.products) as Loose[] | undefined;
  return defined({
    ...pick(body, fieldsOf(ZInvoiceCreate)),
    placeOfSupply: body.placeOfSupply === '' ? undefined : body.placeOfSupply,
    billToId: body.billToId ?? idOf(body.billTo),
    shipToId: body.shipToId ?? idOf(body.shipTo),
    // Issue 15: the zero-rated supply type (WPAY/WOPAY); '' is none.
    supplyType: body.supplyType === '' ? null : body.supplyType,
    lines: Array.isArray(lines)
      ? lines.map((line) => ({
          ...pick(line, fieldsOf(ZInvoiceLineInput)),
          productId: line.productId ?? idOf(line.product),
          serialItemIds: line.serialItemIds ?? serialIds(line.serialNo),
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

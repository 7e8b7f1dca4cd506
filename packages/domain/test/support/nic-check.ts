import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv, { type ValidateFunction } from 'ajv';

/**
 * The public references the e-document checks rest on (issue 30), read where they live:
 * `../shared/refs/gst/` beside the repository (its README says where each comes from). They are
 * never copied into the repository; `GST_REFS_DIR` points elsewhere when the folder moved.
 * Used by the test suites' setup (edocs-guard.ts), the reference tests and the e2e downloads.
 */
export const REFS_DIR =
  process.env.GST_REFS_DIR ??
  resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../../../shared/refs/gst');

export function readRef<T = unknown>(name: string): T {
  const path = join(REFS_DIR, name);
  if (!existsSync(path)) {
    throw new Error(
      `Reference file ${path} is missing: the e-document checks read NIC's INV-01 schema and the ` +
        'peer vectors from ../shared/refs/gst beside the repository (see its README).',
    );
  }
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

type Schema = {
  type?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
};

let nicSchema: Schema | undefined;
let nicValidate: ValidateFunction | undefined;

/**
 * NIC's schema defines no `additionalProperties`, so ajv lets any key through; a key NIC does not
 * define is what the IRP reports as an unknown field, so it is an error here.
 */
function undefinedKeys(schema: Schema | undefined, value: unknown, path: string): string[] {
  if (!schema || value === null || typeof value !== 'object') return [];
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => undefinedKeys(schema.items, item, `${path}/${index}`));
  }
  const properties = schema.properties;
  if (!properties) return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    key in properties
      ? undefinedKeys(properties[key], child, `${path}/${key}`)
      : [`${path}/${key} is not a field of NIC's INV-01 schema`],
  );
}

/**
 * What NIC's INV-01 v1.1 schema (ajv, draft-07; its patterns need non-Unicode regular
 * expressions, as the refs README says) refuses in one e-invoice, one line per problem.
 */
export function nicInv01Errors(doc: unknown): string[] {
  nicSchema ??= readRef<Schema>('nic-einvoice-inv01-v1.1.schema.json');
  nicValidate ??= new Ajv({ allErrors: true, strict: false, unicodeRegExp: false }).compile(
    nicSchema,
  );
  const schemaErrors = nicValidate(doc)
    ? []
    : (nicValidate.errors ?? []).map(
        (e) => `${e.instancePath || '/'} ${e.message ?? e.keyword} ${JSON.stringify(e.params)}`,
      );
  return [...schemaErrors, ...undefinedKeys(nicSchema, doc, '')];
}

type BulkFormat = { bill_keys_written_by_peer: string[]; item_keys_written_by_peer: string[] };
let bulkFormat: BulkFormat | undefined;

/** Keys of one e-way bill (and its items) that the bulk format (ewb-bulk-format.json) has not. */
export function ewayBillKeyErrors(bill: Record<string, unknown>): string[] {
  bulkFormat ??= readRef<BulkFormat>('ewb-bulk-format.json');
  const billKeys = new Set(bulkFormat.bill_keys_written_by_peer);
  const itemKeys = new Set(bulkFormat.item_keys_written_by_peer);
  const items = Array.isArray(bill.itemList) ? (bill.itemList as Record<string, unknown>[]) : [];
  return [
    ...Object.keys(bill)
      .filter((key) => !billKeys.has(key))
      .map((key) => `${key} is not a key of the e-way bill bulk format`),
    ...items.flatMap((item, index) =>
      Object.keys(item)
        .filter((key) => !itemKeys.has(key))
        .map((key) => `itemList/${index}/${key} is not a key of the e-way bill bulk format`),
    ),
  ];
}

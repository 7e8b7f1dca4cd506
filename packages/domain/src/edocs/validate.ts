import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import ewayBillSchema from '../../schemas/ewaybill-bulk.schema.json' with { type: 'json' };
import inv01Schema from '../../schemas/einvoice-inv01-v1.1.schema.json' with { type: 'json' };
import { isValidGstin } from '../gstin';
import { ewayBillArithmeticErrors } from './ewaybill-checks';
import { inv01ArithmeticErrors } from './inv01-checks';
import { fieldLabel } from './labels';

/**
 * Checks built JSON against the schemas in packages/domain/schemas with ajv (compiled once, on
 * first use) and turns ajv's errors into one line per field a shop user can act on.
 */
export type EDocFieldError = { field: string; message: string };
export type EDocValidation = { ok: true } | { ok: false; errors: EDocFieldError[] };

type SchemaNode = { description?: unknown; properties?: Record<string, unknown> };

/**
 * What to fill in for a missing field, by its path (indexes dropped) or, failing that, its name.
 * A party's place is its city (issue 30), never an address line, so a missing city is asked for.
 */
const HINTS: Record<string, string> = {
  Pin: 'add the 6-digit PIN code to the address',
  fromPincode: "add the 6-digit PIN code to the shop's address",
  toPincode: 'add the 6-digit PIN code to the delivery address',
  'SellerDtls.Loc': 'fill in City in Settings → Contact Info',
  'BuyerDtls.Loc': "fill in the customer's city",
  'ShipDtls.Loc': 'fill in the city of the delivery address (or of the ship-to customer)',
  'ShipDtls.Pin': 'add the 6-digit PIN code of the delivery address (or of the ship-to customer)',
  'billLists[].fromPlace': 'fill in City in Settings → Contact Info',
  'billLists[].toPlace': 'fill in the city of the delivery address or of the customer',
};

const hintFor = (field: string, missing: string) =>
  HINTS[field.replace(/\[\d+\]/g, '[]').replace(/^\[\]\./, '')] ?? HINTS[missing];

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  array: 'a list',
  object: 'a group of fields',
};

let ajv: Ajv | undefined;
const compiled = new Map<object, ValidateFunction>();

function validatorFor(schema: object): ValidateFunction {
  // strictRequired is off because a conditional "then" requires fields defined beside it.
  ajv ??= new Ajv({ allErrors: true, verbose: true, strict: true, strictRequired: false })
    // URP (unregistered) passes here; the field's pattern decides where URP is allowed.
    .addFormat('gstin', { type: 'string', validate: (v) => v === 'URP' || isValidGstin(v) });
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
}

/** ajv's '/ItemList/2/HsnCd' → 'ItemList[2].HsnCd'. */
function dottedPath(pointer: string, child?: string): string {
  const parts = pointer.split('/').slice(1);
  if (child !== undefined) parts.push(child);
  return parts
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce(
      (path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part),
      '',
    );
}

const sentence = (label: string, rest: string) =>
  `${label.charAt(0).toUpperCase()}${label.slice(1)} ${rest}.`;

function describe(error: ErrorObject): EDocFieldError | undefined {
  const params = error.params as Record<string, unknown>;
  const rule = (error.parentSchema as SchemaNode | undefined)?.description;
  switch (error.keyword) {
    case 'if':
      return undefined; // the failing "then"/"else" keyword is reported on its own
    case 'required': {
      const missing = String(params.missingProperty);
      const field = dottedPath(error.instancePath, missing);
      const hint = hintFor(field, missing);
      return {
        field,
        message: sentence(fieldLabel(field), `is missing${hint ? `: ${hint}` : ''}`),
      };
    }
    case 'additionalProperties': {
      const field = dottedPath(error.instancePath, String(params.additionalProperty));
      return { field, message: `${field} is not a field of this document.` };
    }
  }
  const field = dottedPath(error.instancePath);
  const label = fieldLabel(field);
  if (typeof rule === 'string' && error.keyword !== 'type') {
    return { field, message: sentence(label, rule) };
  }
  const limit = params.limit as number;
  const plain: Record<string, string> = {
    type: `must be ${TYPE_WORDS[String(params.type)] ?? String(params.type)}`,
    minimum: limit === 0 ? 'cannot be negative' : `must be at least ${limit}`,
    maximum: `must be at most ${limit}`,
    minLength: `must be at least ${limit} characters`,
    maxLength: `must be at most ${limit} characters`,
    minItems: `needs at least ${limit} ${limit === 1 ? 'entry' : 'entries'}`,
    maxItems: `can have at most ${limit} entries`,
    enum: `must be one of ${String((params.allowedValues as unknown[] | undefined)?.join(', '))}`,
    const: `must be ${String(params.allowedValue)}`,
  };
  return { field, message: sentence(label, plain[error.keyword] ?? 'is not valid') };
}

/** The first error of each field, in the order ajv found them (one thing to fix at a time). */
function toFieldErrors(errors: readonly ErrorObject[] | null | undefined): EDocFieldError[] {
  const seen = new Set<string>();
  const out: EDocFieldError[] = [];
  for (const error of errors ?? []) {
    // The branches of an anyOf each fail; the anyOf's own error says what is needed.
    if (error.schemaPath.includes('/anyOf/')) continue;
    const described = describe(error);
    if (!described) continue;
    if (seen.has(described.field)) continue;
    seen.add(described.field);
    out.push(described);
  }
  return out;
}

export function validateAgainst(schema: object, doc: unknown): EDocValidation {
  const validate = validatorFor(schema);
  return validate(doc) ? { ok: true } : { ok: false, errors: toFieldErrors(validate.errors) };
}

/**
 * The INV-01 schema, then (only when the shape is right) the sums the IRP recomputes: a document
 * whose lines and totals disagree is refused there, so it is refused here first.
 */
export function validateInv01(doc: unknown): EDocValidation {
  const result = validateAgainst(inv01Schema, doc);
  if (!result.ok) return result;
  const errors = inv01ArithmeticErrors(doc as Parameters<typeof inv01ArithmeticErrors>[0]);
  return errors.length === 0 ? { ok: true } : { ok: false, errors };
}

/** Each document of a bulk upload, its fields prefixed with its place in the array ('[3].DocDtls.No'). */
export function validateInv01Batch(docs: readonly unknown[]): EDocValidation {
  const errors = docs.flatMap((doc, index) => {
    const result = validateInv01(doc);
    return result.ok ? [] : result.errors.map((e) => ({ ...e, field: `[${index}].${e.field}` }));
  });
  return errors.length === 0 ? { ok: true } : { ok: false, errors };
}

/** The bulk e-way bill JSON: its schema, then each bill's sums. */
export function validateEwayBill(json: unknown): EDocValidation {
  const result = validateAgainst(ewayBillSchema, json);
  if (!result.ok) return result;
  const errors = ewayBillArithmeticErrors(json as Parameters<typeof ewayBillArithmeticErrors>[0]);
  return errors.length === 0 ? { ok: true } : { ok: false, errors };
}

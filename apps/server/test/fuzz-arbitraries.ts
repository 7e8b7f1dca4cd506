import { randomUUID } from 'node:crypto';
import fc from 'fast-check';

/**
 * Bad-input generators for the fuzz tests: wrong types, huge strings (bounded at 200 kB), deep
 * nesting, malformed images and spreadsheets, and "almost right" objects built from a procedure's
 * own zod contract with one leaf replaced by something bad.
 */

export const MAX_HUGE = 200 * 1024;

/** A string of n copies of one unit: huge strings without generating 200 k random characters. */
export const hugeString = fc
  .tuple(
    fc.integer({ min: 1024, max: MAX_HUGE }),
    fc.constantFrom('a', '9', ' ', 'é', '₹', '😀', '\\', '"', '<', '%', "'", '\u200b'),
  )
  .map(([n, unit]) => unit.repeat(Math.max(1, Math.floor(n / unit.length))));

/** `[[[…]]]` or `{"a":{"a":…}}` nested up to a few thousand levels. */
export const deepNesting = fc
  .tuple(fc.integer({ min: 50, max: 3000 }), fc.boolean(), fc.anything({ maxDepth: 0 }))
  .map(([depth, asArray, leaf]) => {
    let value: unknown = leaf ?? null;
    for (let i = 0; i < depth; i++) value = asArray ? [value] : { a: value };
    return value;
  });

const base64Garbage = fc
  .uint8Array({ minLength: 0, maxLength: 512 })
  .map((bytes) => Buffer.from(bytes).toString('base64'));

/** Image data URLs that must be refused: wrong type, bad base64, wrong magic bytes, oversized. */
export const badImageDataUrl = fc.oneof(
  base64Garbage.map((b) => `data:image/png;base64,${b}`),
  base64Garbage.map((b) => `data:image/jpeg;base64,${b}`),
  base64Garbage.map((b) => `data:image/svg+xml;base64,${b}`),
  fc.constant(
    `data:image/svg+xml;base64,${Buffer.from('<svg onload="alert(1)"><script>alert(1)</script></svg>').toString('base64')}`,
  ),
  fc.constant('data:image/png;base64,!!!not-base64!!!'),
  fc.constant('data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='),
  fc.constant('javascript:alert(1)'),
  fc.constant('data:image/png,raw-not-base64'),
  fc.constant('data:;base64,'),
  // A real PNG signature followed by garbage, and an oversized one (about 400 kB).
  fc.constant(
    `data:image/png;base64,${Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64, 7)]).toString('base64')}`,
  ),
  fc.constant(
    `data:image/png;base64,${Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(300 * 1024, 1)]).toString('base64')}`,
  ),
);

/** Bytes that look like an .xlsx (zip) but are not one, or are far too big. */
export const badXlsxBytes = fc.oneof(
  fc
    .uint8Array({ minLength: 0, maxLength: 2048 })
    .map((b) => Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.from(b)])),
  fc.uint8Array({ minLength: 0, maxLength: 2048 }).map((b) => Buffer.from(b)),
  fc.constant(Buffer.from('not a spreadsheet at all')),
  fc.constant(Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.alloc(150 * 1024, 0x41)])),
);

export const badXlsxDataUrl = badXlsxBytes.map(
  (b) =>
    `data:application/vnd.openxmlformats-officedocument.spreadsheetml.sheet;base64,${b.toString('base64')}`,
);

const oddStrings = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  '../../etc/passwd',
  "' or 1=1 --",
  '"; drop table invoices; --',
  '<script>alert(1)</script>',
  '=HYPERLINK("http://x")',
  '%00',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  '2026-02-30',
  '9999-12-31',
  '00000000-0000-0000-0000-000000000000',
  'ZZZZZZZZZZZZZZZ',
);

const oddNumbers = fc.constantFrom(
  0,
  -0,
  -1,
  1.5,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  1e308,
  -1e308,
  2 ** 31,
  2 ** 53 + 2,
  0.000001,
);

/**
 * Dates a calendar cannot take or a shop never means (issue 19: '0001-01-01' crashed an invoice
 * create with a RangeError): year 1, year 9999, a 30th of February, before the Unix epoch, past
 * JavaScript's last date, blank.
 */
export const EXTREME_DATES = [
  '0001-01-01',
  '9999-12-31',
  '2024-02-30',
  '1969-12-31',
  '+275760-09-13',
  '',
] as const;
export const extremeDate = fc.constantFrom<string>(...EXTREME_DATES);

/** Any single bad value. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 1, arbitrary: extremeDate },
  { weight: 4, arbitrary: fc.anything({ maxDepth: 3, maxKeys: 6 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: oddStrings },
  { weight: 2, arbitrary: oddNumbers },
  { weight: 1, arbitrary: hugeString },
  { weight: 1, arbitrary: deepNesting },
  { weight: 1, arbitrary: badImageDataUrl },
  { weight: 1, arbitrary: badXlsxDataUrl },
  {
    weight: 1,
    arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], [[]], { '': '' }),
  },
  { weight: 1, arbitrary: fc.array(fc.anything({ maxDepth: 1 }), { maxLength: 3000 }) },
);

// ---- zod-driven skeletons -------------------------------------------------------------------

type ZodLike = { _zod?: { def?: Record<string, unknown> } };

function defOf(schema: unknown): Record<string, unknown> | undefined {
  return (schema as ZodLike | undefined)?._zod?.def;
}

/** A plausible value for a zod schema (not necessarily valid: refinements are ignored). */
export function skeleton(schema: unknown, key = '', depth = 0): unknown {
  const def = defOf(schema);
  if (!def || depth > 8) return null;
  switch (def.type) {
    case 'object': {
      const shape = (def.shape ?? {}) as Record<string, unknown>;
      return Object.fromEntries(
        Object.entries(shape).map(([k, v]) => [k, skeleton(v, k, depth + 1)]),
      );
    }
    case 'array':
      return [skeleton(def.element, key, depth + 1)];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return skeleton(def.innerType, key, depth + 1);
    case 'pipe':
      // An e-mail address checked after trimming (ZEmail): the skeleton is an address.
      if (defOf(def.out)?.format === 'email') return 'someone@example.test';
      return skeleton(def.in, key, depth + 1);
    case 'lazy':
      return null;
    case 'union': {
      const options = (def.options ?? []) as unknown[];
      return skeleton(options[0], key, depth + 1);
    }
    case 'enum': {
      const entries = Object.values((def.entries ?? {}) as Record<string, unknown>);
      return entries[0] ?? 'x';
    }
    case 'literal':
      return ((def.values ?? []) as unknown[])[0] ?? null;
    case 'record':
      return { k: skeleton(def.valueType, key, depth + 1) };
    case 'number':
    case 'int':
      return 1;
    case 'bigint':
      return 1;
    case 'boolean':
      return true;
    case 'date':
      return '2026-11-21';
    case 'string':
      if (/email/i.test(key) || def.format === 'email') return 'someone@example.test';
      if (/(^id$|Id$|Ids$)/.test(key)) return randomUUID();
      if (/date/i.test(key)) return '2026-11-21';
      if (/image|logo|signature/i.test(key)) return '';
      return 'text';
    default:
      return 'text';
  }
}

export type Path = (string | number)[];

function leafPaths(value: unknown, path: Path = [], out: Path[] = []): Path[] {
  if (Array.isArray(value)) {
    out.push(path);
    value.forEach((v, i) => leafPaths(v, [...path, i], out));
  } else if (value && typeof value === 'object') {
    out.push(path);
    for (const [k, v] of Object.entries(value)) leafPaths(v, [...path, k], out);
  } else {
    out.push(path);
  }
  return out;
}

/** A copy of `value` with the node at `path` replaced (arrays and objects copied on the way). */
export function replaceAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (!path.length) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[head as number] = replaceAt(copy[head as number], rest, replacement);
    return copy;
  }
  const obj = { ...(value as Record<string, unknown>) };
  obj[head as string] = replaceAt(obj[head as string], rest, replacement);
  return obj;
}

/** The schema's skeleton with one node (a leaf, an object or a list) replaced by a bad value. */
export function almostValid(schema: unknown): fc.Arbitrary<unknown> {
  const base = skeleton(schema);
  const paths = leafPaths(base);
  const imageish = paths.filter((p) => /image|logo|signature/i.test(String(p.at(-1) ?? '')));
  return fc
    .tuple(
      fc.nat({ max: paths.length - 1 }),
      fc.oneof(
        { weight: 5, arbitrary: badValue },
        { weight: imageish.length ? 2 : 0, arbitrary: badImageDataUrl },
      ),
      fc.boolean(),
    )
    .map(([index, bad, preferImage]) => {
      const path =
        preferImage && imageish.length ? imageish[index % imageish.length] : paths[index];
      return replaceAt(base, path ?? [], bad);
    });
}

/** Bad input for a procedure or route whose contract is `schema` (if known). */
export function badInput(schema: unknown): fc.Arbitrary<unknown> {
  if (!defOf(schema)) return badValue;
  return fc.oneof(
    { weight: 1, arbitrary: badValue },
    { weight: 2, arbitrary: almostValid(schema) },
  );
}

/** Percent-encodes the UTF-8 of any string (a lone surrogate becomes U+FFFD, as on the wire). */
export function encodeParam(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

/** Path parameters, already encoded: odd text, ids that exist nowhere, long runs, broken UTF-8. */
export const badParam = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }).map(encodeParam),
  oddStrings.map(encodeParam),
  fc.uuid(),
  fc.integer({ min: 100, max: 4000 }).map((n) => 'x'.repeat(n)),
  fc.constantFrom('%FF', '%', '%E0%A4', '%ED%A0%80', '..%2F..%2F', '%00', '%2e%2e'),
);

export const badQuery = fc.dictionary(
  fc.constantFrom(
    'page',
    'pageSize',
    'search',
    'sortField',
    'sortDir',
    'startDate',
    'endDate',
    'invoiceId',
    'quoteId',
    'id',
    'type',
    'status',
    'demand',
  ),
  fc.oneof(
    fc.string({ unit: 'binary', maxLength: 30 }),
    oddStrings,
    oddNumbers.map(String),
    fc.integer({ min: 1000, max: 20_000 }).map((n) => '9'.repeat(n)),
  ),
  { maxKeys: 4 },
);

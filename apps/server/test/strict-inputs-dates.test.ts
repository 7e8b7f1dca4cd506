// @engines pglite
// Validation only (strict inputs refused before any SQL): one engine (docs/CONVENTIONS.md, Engines).
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { appRouter } from '@gst/api';
import type { Reply } from './helpers';
import { expect400, quoteInput, strictInputsSuite } from './strict-inputs-fixtures';

/**
 * Issue 19, "What an attacker found" 1 and 3: dates outside a sane range are a 400 naming the
 * field, never a 500 or a stored 0001-01-01; and every tRPC input object is strict.
 */
const { suite, as, invoiceInput } = strictInputsSuite();

describe('dates out of range are a 400, never a 500 or a stored 0001-01-01', () => {
  const EXTREME = ['0001-01-01', '9999-12-31', '2024-02-30', '1969-12-31', '+275760-09-13', ''];

  it.each(EXTREME)('invoice create with invoiceDate %j: 400 on tRPC and REST', async (date) => {
    const input = invoiceInput({ invoiceDate: date });
    expect400(await suite.h.trpcMutation('tenant.invoices.create', input, as()), /date/i);
    expect400(
      await suite.h.rest('POST', '/api/invoice', { ...as(), body: { invoices: [input] } }),
      /date/i,
    );
  });

  it.each(EXTREME)('invoice dueDate and dateOfSupply %j: 400 on tRPC and REST', async (date) => {
    for (const field of ['dueDate', 'dateOfSupply']) {
      const input = invoiceInput({ [field]: date });
      expect400(await suite.h.trpcMutation('tenant.invoices.create', input, as()), field);
      expect400(
        await suite.h.rest('POST', '/api/invoice', { ...as(), body: { invoices: [input] } }),
        field,
      );
    }
    const stored = await suite.h.sql<{ n: number }>(
      `select count(*)::int as n from "${suite.h.a.schemaName}".invoices
       where due_date < '2017-07-01' or due_date > '2099-12-31'`,
    );
    expect(stored[0]?.n).toBe(0);
  });

  it('0001-01-01 in every other dated input is a 400 naming the field', async () => {
    const checks: [Reply, string][] = [
      [
        await suite.h.trpcMutation(
          'tenant.quotes.create',
          quoteInput({ quoteDate: '0001-01-01' }),
          as(),
        ),
        'quoteDate',
      ],
      [
        await suite.h.trpcMutation(
          'tenant.quotes.create',
          quoteInput({ expiryDate: '9999-12-31' }),
          as(),
        ),
        'expiryDate',
      ],
      [
        await suite.h.trpcMutation(
          'tenant.payments.create',
          { customerId: suite.fx.local.id, amount: '10', mode: 'cash', paymentDate: '0001-01-01' },
          as(),
        ),
        'paymentDate',
      ],
      [
        await suite.h.rest('POST', '/api/payment', {
          ...as(),
          body: {
            payments: [
              { customerId: suite.fx.local.id, amount: '10', mode: 'cash', date: '0001-01-01' },
            ],
          },
        }),
        'paymentDate',
      ],
      [
        await suite.h.trpcQuery('tenant.dashboard.get', { startDate: '0001-01-01' }, as()),
        'startDate',
      ],
      [
        await suite.h.rest('POST', '/api/dashboard', { ...as(), body: { endDate: '9999-12-31' } }),
        'endDate',
      ],
      [
        await suite.h.trpcQuery('tenant.invoices.list', { startDate: '0001-01-01' }, as()),
        'startDate',
      ],
      [
        await suite.h.rest('POST', '/api/v2/invoice/file', {
          ...as(),
          body: { fromDateInput: '0001-01-01', toDateInput: '2024-01-01' },
        }),
        'fromDate',
      ],
      [await suite.h.rest('GET', '/api/receivables?asOf=0001-01-01', as()), 'asOf'],
      [
        await suite.h.trpcMutation('tenant.settings.update', { lutDate: '0001-01-01' }, as()),
        'lutDate',
      ],
      [
        await suite.h.rest(
          'GET',
          `/api/customer-statement/${suite.fx.local.id}?from=0001-01-01&to=2024-01-01`,
          as(),
        ),
        'from',
      ],
      [await suite.h.rest('GET', '/api/einvoice?from=0001-01-01&to=0001-01-02', as()), 'from'],
    ];
    for (const [reply, field] of checks) expect400(reply, field, /date|YYYY/i);
  });
});

/** Every ZodObject reachable from a schema, with its path. */
function objectsIn(
  schema: unknown,
  path: string,
  seen = new Set<unknown>(),
): [string, z.ZodObject][] {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return [];
  seen.add(schema);
  const def = (schema as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
  if (!def) return [];
  const found: [string, z.ZodObject][] = [];
  const walk = (child: unknown, at: string) => found.push(...objectsIn(child, at, seen));
  switch (def.type) {
    case 'object': {
      found.push([path, schema as z.ZodObject]);
      for (const [key, child] of Object.entries((schema as z.ZodObject).shape))
        walk(child, `${path}.${key}`);
      break;
    }
    case 'array':
      walk(def.element, `${path}[]`);
      break;
    case 'union':
      (def.options as unknown[]).forEach((o, i) => walk(o, `${path}|${i}`));
      break;
    case 'intersection':
      walk(def.left, path);
      walk(def.right, path);
      break;
    case 'pipe':
      walk(def.in, path);
      walk(def.out, path);
      break;
    default:
      if (def.innerType) walk(def.innerType, path);
  }
  return found;
}

describe('every procedure input is strict', () => {
  it('no object in any tRPC input lets an unknown key through', () => {
    type AnyProcedure = { _def: { inputs: unknown[] } };
    const procedures = (
      appRouter as unknown as { _def: { procedures: Record<string, AnyProcedure> } }
    )._def.procedures;
    const loose: string[] = [];
    for (const [name, procedure] of Object.entries(procedures)) {
      for (const input of procedure._def.inputs) {
        for (const [path, object] of objectsIn(input, name)) {
          const catchall = (object._zod.def as { catchall?: { _zod: { def: { type: string } } } })
            .catchall;
          if (catchall?._zod.def.type !== 'never') loose.push(path);
        }
      }
    }
    expect(loose).toEqual([]);
  });
});

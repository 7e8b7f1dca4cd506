import { expect } from 'vitest';
import { seedBilling } from './billing-fixtures';
import {
  expectCleanError,
  fileSuite,
  startHarness,
  trpcData,
  type Harness,
  type Reply,
} from './helpers';

/**
 * The shared setup of the strict-inputs tests (issue 19, "What an attacker found" 1 and 3): a
 * harness with the billing catalogue in shop alpha, the owner's and the master's sessions, one
 * invoice and one quote; and the check that a refusal is a clean 400 naming what it refused.
 */
export type StrictInputs = Awaited<ReturnType<typeof startStrictInputs>>;

export const quoteInput = (extra: Record<string, unknown> = {}) => ({
  customerName: 'Walk-in buyer',
  lines: [{ productName: 'Panel', quantity: 1, price: '100' }],
  ...extra,
});

export async function startStrictInputs() {
  const h: Harness = await startHarness();
  const fx = await seedBilling(h, h.a, 3);
  const cookie = await h.login(h.a);
  const masterCookie = await h.masterLogin();
  const [owner] = await h.sql<{ id: string }>(
    `select id from "${h.a.schemaName}".users where email = '${h.a.owner.email}'`,
  );
  const ownerId = owner?.id ?? '';
  const as = () => ({ tenant: 'alpha', cookie });
  const asMaster = () => ({ cookie: masterCookie });
  const invoiceInput = (extra: Record<string, unknown> = {}) => ({
    billToId: fx.local.id,
    lines: [{ productId: fx.battery.id, quantity: 1, price: '100' }],
    ...extra,
  });
  const invoiceId: string = trpcData(
    await h.trpcMutation('tenant.invoices.create', invoiceInput(), as()),
  ).id;
  const quoteId: string = trpcData(
    await h.trpcMutation('tenant.quotes.create', quoteInput(), as()),
  ).id;
  return { h, fx, ownerId, as, asMaster, invoiceInput, invoiceId, quoteId };
}

/**
 * startStrictInputs for the whole file (fileSuite): `suite` holds what it returned once the file's
 * tests run; `as`, `asMaster` and `invoiceInput` call the suite's and may be taken at module level.
 */
export function strictInputsSuite() {
  const suite = fileSuite(startStrictInputs, ({ h }) => h.close());
  return {
    suite,
    as: () => suite.as(),
    asMaster: () => suite.asMaster(),
    invoiceInput: (extra?: Record<string, unknown>) => suite.invoiceInput(extra),
  };
}

/** The message of a refused call, tRPC or REST. */
export function messageOf(reply: Reply): string {
  return String(reply.body?.error?.message ?? reply.body?.error ?? '');
}

/** A clean 400 whose message names each of `named`. */
export function expect400(reply: Reply, ...named: (string | RegExp)[]) {
  expectCleanError(reply, 400);
  const message = messageOf(reply);
  for (const n of named) {
    if (typeof n === 'string') expect(message, reply.text).toContain(n);
    else expect(message, reply.text).toMatch(n);
  }
}

import { addDays, CREDIT_NOTE_REASONS, DEBIT_NOTE_REASONS } from '@gst/domain';

/**
 * The demo shop's year of business as a plan: what happens on which day, drawn from a seeded PRNG
 * so the same seed and the same "today" always give the same plan. It holds no money figures:
 * demo-history.ts carries it out through the API's services, which compute every amount.
 */

/** mulberry32: a small seeded PRNG. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]): T => {
    const x = xs[Math.floor(next() * xs.length)];
    if (x === undefined) throw new Error('pick from an empty list');
    return x;
  };
  return { next, int, pick, chance: (p: number) => next() < p };
}
type Rng = ReturnType<typeof prng>;

export type PlanCustomer = { index: number; name: string; registered: boolean };
export type PlanProduct = { uid: string; name: string; minPrice: number; gst: number };
export type PlanLine = { uid: string; quantity: number; price: string };

export type PlannedInvoice = {
  kind: 'invoice';
  ref: number;
  date: string;
  customer: number;
  lines: PlanLine[];
  /** Cancelled the same day (entered twice, wrong buyer): it keeps its number. */
  cancel: string | null;
};
export type PlannedNote = {
  kind: 'credit' | 'debit';
  date: string;
  invoice: number;
  /** Which line of the invoice, and how: one unit back, or a share of its value (percent). */
  line: number;
  reason: string;
  returnOne: boolean;
  percent: number;
};
export type PlannedPayment = {
  kind: 'payment';
  date: string;
  customer: number;
  /** The invoice it pays and the share of its balance (1 = in full); null: an advance. */
  invoice: number | null;
  share: number;
  advance: string | null;
  mode: 'cash' | 'upi' | 'bank-transfer' | 'cheque' | 'card';
};
export type PlannedQuote = {
  kind: 'quote';
  date: string;
  customer: number | null;
  lead: { name: string; phoneNumber: string; address: string } | null;
  status: 'Pending' | 'Approved' | 'Rejected';
  quoteType: 'Quote' | 'Proforma Invoice';
  userDemand: number;
  lines: PlanLine[];
};
export type PlannedEvent = PlannedInvoice | PlannedNote | PlannedPayment | PlannedQuote;

export type DemoPlan = {
  events: PlannedEvent[];
  /** The filed return period ('MMYYYY'): the month before last. */
  filedPeriod: string;
};

const B2C_BASKETS: [string, number, number][][] = [
  [['COMBO-2KW-1P', 1, 1]],
  [['COMBO-3KW-1P', 1, 1]],
  [['COMBO-5KW-3P', 1, 1]],
  [
    ['MOD-MONO-540', 4, 8],
    ['INV-1P-3K', 1, 1],
  ],
  [
    ['MOD-POLY-335', 4, 6],
    ['INV-1P-2K', 1, 1],
    ['BAT-LFP-12V-100', 1, 2],
  ],
  [['MOD-SMALL-100', 1, 4]],
  [
    ['MOD-FLEX-110', 1, 2],
    ['BAT-LFP-12V-100', 1, 1],
  ],
  [['MOD-MONO-450', 6, 10]],
  [['BAT-LFP-48V-100', 1, 1]],
];

const B2B_BASKETS: [string, number, number][][] = [
  [
    ['MOD-MONO-540', 18, 60],
    ['INV-3P-10K', 1, 3],
  ],
  [
    ['MOD-MONO-550', 18, 40],
    ['INV-3P-5K', 1, 3],
    ['BAT-LFP-48V-200', 1, 2],
  ],
  [
    ['MOD-BIFI-585', 12, 48],
    ['INV-3P-10K', 1, 2],
  ],
  [['COMBO-5KW-3P', 2, 6]],
  [
    ['MOD-BIFI-540', 10, 30],
    ['INV-1P-5K', 1, 2],
  ],
  [['BAT-LFP-48V-100', 2, 6]],
  [
    ['MOD-POLY-335', 20, 40],
    ['INV-3P-5K', 2, 3],
  ],
];

const LEADS = [
  'Sourav Ghosh',
  'Priya Mukherjee',
  'Arjun Bose',
  'Kavita Agarwal',
  'Debashis Paul',
  'Nasreen Khatun',
  'Sanjay Jha',
  'Moumita Dey',
];

function linesOf(
  rng: Rng,
  basket: [string, number, number][],
  catalogue: Map<string, PlanProduct>,
) {
  return basket.flatMap(([uid, lo, hi]) => {
    const product = catalogue.get(uid);
    if (!product) return [];
    // A little above the list price, in whole tens of rupees.
    const price = Math.ceil((product.minPrice * (1 + rng.int(0, 12) / 100)) / 10) * 10;
    return [{ uid, quantity: rng.int(lo, hi), price: `${price}.00` }];
  });
}

const pad = (n: number) => String(n).padStart(2, '0');
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The month before last, as a return period 'MMYYYY'. */
export function filedPeriodFor(today: string): string {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - 2;
  return `${pad((index % 12) + 1)}${Math.floor(index / 12)}`;
}

/**
 * About a year of business up to yesterday (today is left to the user, so what they create
 * today is the newest of every list): ~25 invoices a month and growing, 40 % to registered
 * buyers; a few cancelled; credit notes (returns, discounts) and debit notes (price revisions);
 * receipts (most B2C paid at the counter, B2B after 2–6 weeks, some in part, the newest open);
 * quotes and proforma invoices in every status; the month before last filed.
 */
export function planDemoHistory(input: {
  today: string;
  seed: number;
  customers: PlanCustomer[];
  products: PlanProduct[];
}): DemoPlan {
  const { today: asOf } = input;
  const today = addDays(asOf, -1);
  const rng = prng(input.seed);
  const catalogue = new Map(input.products.map((p) => [p.uid, p]));
  const registered = input.customers.filter((c) => c.registered);
  const households = input.customers.filter((c) => !c.registered);
  // From the first of the month eleven months back: twelve months on the sales chart.
  const [ty, tm] = today.split('-').map(Number) as [number, number];
  const startIndex = ty * 12 + (tm - 1) - 11;
  const start = `${Math.floor(startIndex / 12)}-${pad((startIndex % 12) + 1)}-01`;
  const days = daysBetween(start, today);
  const events: PlannedEvent[] = [];
  const invoices: PlannedInvoice[] = [];

  // Invoices month by month, on days within [start, today].
  let [y, m] = start.split('-').map(Number) as [number, number];
  for (let month = 0; ; month++) {
    const first = `${y}-${pad(m)}-01`;
    const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
    const from = first < start ? start : first;
    const to = `${y}-${pad(m)}-${pad(lastDay)}` > today ? today : `${y}-${pad(m)}-${pad(lastDay)}`;
    const span = daysBetween(from, to) + 1;
    const count = Math.round(((20 + month * 1.1 + rng.int(-3, 3)) * span) / lastDay);
    const dates = Array.from({ length: count }, () => addDays(from, rng.int(0, span - 1))).sort();
    for (const date of dates) {
      const b2b = rng.chance(0.4);
      const customer = rng.pick(b2b ? registered : households);
      const invoice: PlannedInvoice = {
        kind: 'invoice',
        ref: invoices.length,
        date,
        customer: customer.index,
        lines: linesOf(rng, rng.pick(b2b ? B2B_BASKETS : B2C_BASKETS), catalogue),
        cancel: rng.chance(0.02)
          ? rng.pick(['Entered twice', 'Billed to the wrong customer'])
          : null,
      };
      invoices.push(invoice);
      events.push(invoice);
    }
    if (to === today) break;
    [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
  }

  // Notes against issued invoices, a few days after them.
  const issued = invoices.filter((i) => !i.cancel);
  const noted = new Map<number, string>();
  for (let k = 0; k < 18; k++) {
    const invoice = rng.pick(issued);
    const date = addDays(invoice.date, rng.int(2, 20));
    if (noted.has(invoice.ref) || date > today) continue;
    const debit = k % 4 === 3;
    const line = rng.int(0, invoice.lines.length - 1);
    const returnOne = !debit && (invoice.lines[line]?.quantity ?? 0) >= 2 && rng.chance(0.6);
    noted.set(invoice.ref, date);
    events.push({
      kind: debit ? 'debit' : 'credit',
      date,
      invoice: invoice.ref,
      line,
      reason: debit
        ? rng.pick(DEBIT_NOTE_REASONS.slice(0, 2)).value
        : returnOne
          ? 'sales-return'
          : rng.pick(CREDIT_NOTE_REASONS.slice(1, 3)).value,
      returnOne,
      percent: debit ? rng.int(2, 5) : rng.int(5, 12),
    });
  }

  // Receipts: after any note on the invoice; none after today.
  const age = (date: string) => daysBetween(date, today);
  for (const invoice of issued) {
    const isB2b = registered.some((c) => c.index === invoice.customer);
    const roll = rng.next();
    let date: string;
    let share: number;
    if (!isB2b) {
      if (roll < 0.1) continue;
      date = addDays(invoice.date, rng.int(0, 3));
      share = roll < 0.2 ? 0.5 : 1;
    } else {
      if (roll < (age(invoice.date) > 60 ? 0.08 : 0.6)) continue;
      date = addDays(invoice.date, rng.int(12, 45));
      share = roll < 0.22 ? rng.pick([0.4, 0.5, 0.75]) : 1;
    }
    const after = noted.get(invoice.ref);
    if (after && date <= after) date = addDays(after, 1);
    if (date > today) continue;
    const mode = isB2b
      ? rng.pick(['bank-transfer', 'bank-transfer', 'cheque'] as const)
      : rng.pick(['upi', 'upi', 'cash', 'card'] as const);
    const payment = { kind: 'payment', customer: invoice.customer, invoice: invoice.ref } as const;
    events.push({ ...payment, date, share, advance: null, mode });
    // Most part payments are settled a month or so later.
    const settled = addDays(date, rng.int(25, 50));
    if (share < 1 && settled <= today && rng.chance(0.75)) {
      events.push({ ...payment, date: settled, share: 1, advance: null, mode });
    }
  }
  // Two advances from registered buyers, not yet applied to an invoice.
  for (const [daysAgo, amount] of [
    [40, '50000.00'],
    [9, '125000.00'],
  ] as const) {
    events.push({
      kind: 'payment',
      date: addDays(today, -daysAgo),
      customer: rng.pick(registered).index,
      invoice: null,
      share: 0,
      advance: amount,
      mode: 'bank-transfer',
    });
  }

  // Quotes and proforma invoices: the older ones decided, the recent ones pending.
  for (let k = 0; k < 36; k++) {
    const date = addDays(start, Math.floor(((k + rng.next()) * days) / 36));
    const recent = age(date) < 30;
    const status = recent
      ? rng.chance(0.8)
        ? 'Pending'
        : 'Approved'
      : rng.pick(['Approved', 'Approved', 'Rejected', 'Pending'] as const);
    const known = rng.chance(0.6);
    const lead = known ? null : rng.pick(LEADS);
    events.push({
      kind: 'quote',
      date,
      customer: known ? rng.pick(input.customers).index : null,
      lead: lead
        ? {
            name: lead,
            phoneNumber: `98${String(rng.int(30000000, 39999999))}`,
            address: 'Kolkata, West Bengal',
          }
        : null,
      status,
      quoteType: rng.chance(0.25) ? 'Proforma Invoice' : 'Quote',
      userDemand: rng.pick([2, 3, 3, 5, 5, 8, 10, 15, 25]),
      lines: linesOf(
        rng,
        rng.pick(known && rng.chance(0.5) ? B2B_BASKETS : B2C_BASKETS),
        catalogue,
      ),
    });
  }

  // In date order; on one day invoices first, then notes, receipts and quotes.
  const order = { invoice: 0, credit: 1, debit: 1, payment: 2, quote: 3 } as const;
  const sorted = events
    .map((e, i) => ({ e, i }))
    .sort((a, b) =>
      a.e.date !== b.e.date
        ? a.e.date < b.e.date
          ? -1
          : 1
        : order[a.e.kind] - order[b.e.kind] || a.i - b.i,
    )
    .map(({ e }) => e);
  return { events: sorted, filedPeriod: filedPeriodFor(asOf) };
}

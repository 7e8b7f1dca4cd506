import {
  ZRecurringInput,
  type TRecurringInput,
  type TRecurringTemplate,
} from '@gst/domain/contracts';
import type { RecurringProfileRow } from './types';

/**
 * The Recurring Invoices drawer's values and their mapping to the server's contract (issue 34):
 * the profile's fields, how it ends (never, on a date, after a number of invoices) and its lines
 * (product, description, quantity, price, discount), checked with the server's own contract.
 */
export type RecurringLineValues = {
  productId: string;
  productLabel: string;
  description: string;
  quantity: number | string;
  price: number | string;
  discount: number | string;
};

export type RecurringEnd = 'never' | 'date' | 'count';

export type RecurringFormValues = {
  name: string;
  customerId: string;
  customerLabel: string;
  frequency: TRecurringInput['frequency'];
  startDate: string;
  end: RecurringEnd;
  endDate: string;
  maxRuns: number | string;
  mode: TRecurringInput['mode'];
  emailOnIssue: boolean;
  taxInclusive: boolean;
  lines: RecurringLineValues[];
};

export const FREQUENCY_LABELS: Record<TRecurringInput['frequency'], string> = {
  month: 'Every month',
  quarter: 'Every quarter',
  'half-year': 'Every half-year',
  year: 'Every year',
};

export function emptyRecurringLine(): RecurringLineValues {
  return { productId: '', productLabel: '', description: '', quantity: 1, price: 0, discount: 0 };
}

/** The drawer's values for a new profile (`today` starts it) or a saved one. */
export function recurringValuesOf(
  profile: RecurringProfileRow | null,
  today: string,
  productLabels: ReadonlyMap<string, string> = new Map(),
): RecurringFormValues {
  if (!profile) {
    return {
      name: '',
      customerId: '',
      customerLabel: '',
      frequency: 'month',
      startDate: today,
      end: 'never',
      endDate: '',
      maxRuns: 12,
      mode: 'issue',
      emailOnIssue: false,
      taxInclusive: false,
      lines: [emptyRecurringLine()],
    };
  }
  const template = profile.template;
  return {
    name: profile.name,
    customerId: profile.customerId,
    customerLabel: profile.customerName,
    frequency: profile.frequency,
    startDate: profile.startDate,
    end: profile.endDate ? 'date' : profile.maxRuns != null ? 'count' : 'never',
    endDate: profile.endDate ?? '',
    maxRuns: profile.maxRuns ?? 12,
    mode: profile.mode,
    emailOnIssue: profile.emailOnIssue,
    taxInclusive: template.taxInclusive,
    lines: template.lines.map((line) => ({
      productId: line.productId,
      productLabel: productLabels.get(line.productId) ?? line.description ?? '',
      description: line.description ?? '',
      quantity: line.quantity,
      price: line.price,
      discount: line.discount,
    })),
  };
}

/**
 * The contract's input from the drawer's values. A saved profile's template keeps the fields the
 * drawer does not show (transport, place of supply, terms) as they were.
 */
export function recurringInputOf(
  values: RecurringFormValues,
  saved?: TRecurringTemplate,
): Record<string, unknown> {
  const { lines: _savedLines, ...kept } = saved ?? { lines: [] };
  return {
    name: values.name,
    customerId: values.customerId,
    frequency: values.frequency,
    startDate: values.startDate,
    endDate: values.end === 'date' ? values.endDate || null : null,
    maxRuns: values.end === 'count' ? Number(values.maxRuns) : null,
    mode: values.mode,
    emailOnIssue: values.emailOnIssue,
    template: {
      ...kept,
      taxInclusive: values.taxInclusive,
      lines: values.lines.map((line) => ({
        productId: line.productId,
        description: line.description,
        quantity: Number(line.quantity),
        price: String(line.price === '' ? 0 : line.price),
        discount: String(line.discount === '' ? 0 : line.discount),
      })),
    },
  };
}

/** The server contract's first message per drawer field ('lines.0.productId', 'endDate', …). */
export function recurringErrorsOf(values: RecurringFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.customerId) errors.customerId = 'Choose the customer';
  values.lines.forEach((line, index) => {
    if (!line.productId) errors[`lines.${index}.productId`] = 'Choose a product';
  });
  if (values.end === 'date' && !values.endDate) errors.endDate = 'Pick the end date';
  const parsed = ZRecurringInput.safeParse(recurringInputOf(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String);
      const key =
        path[0] === 'template'
          ? path.slice(1).join('.')
          : path[0] === 'maxRuns' && values.end !== 'count'
            ? 'end'
            : path.join('.');
      errors[key || 'name'] ??= issue.message;
    }
  }
  return errors;
}

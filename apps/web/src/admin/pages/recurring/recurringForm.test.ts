import { describe, expect, it } from 'vitest';
import { ZRecurringInput } from '@gst/domain/contracts';
import {
  recurringErrorsOf,
  recurringInputOf,
  recurringValuesOf,
  type RecurringFormValues,
} from './recurringForm';
import type { RecurringProfileRow } from './types';

const CUSTOMER = '0b4c6f0e-7a51-4a6e-9a55-3f0d2c1a9e11';
const PRODUCT = '5d1f3b7a-2c4e-4f9a-8b6d-1e2f3a4b5c6d';

function filled(overrides: Partial<RecurringFormValues> = {}): RecurringFormValues {
  const values = recurringValuesOf(null, '2026-11-30');
  return {
    ...values,
    name: 'AMC',
    customerId: CUSTOMER,
    customerLabel: 'Sunrise RWA',
    lines: [{ ...values.lines[0]!, productId: PRODUCT, productLabel: 'AMC visit', price: 5000 }],
    ...overrides,
  };
}

describe('the recurring invoice drawer form', () => {
  it('maps the values onto the server contract: the end as a date, a count or none', () => {
    const never = ZRecurringInput.parse(recurringInputOf(filled()));
    expect(never).toMatchObject({ endDate: null, maxRuns: null, startDate: '2026-11-30' });
    expect(never.template.lines).toEqual([
      expect.objectContaining({
        productId: PRODUCT,
        quantity: 1,
        price: '5000.00',
        discount: '0.00',
      }),
    ]);
    const counted = ZRecurringInput.parse(recurringInputOf(filled({ end: 'count', maxRuns: 4 })));
    expect(counted).toMatchObject({ endDate: null, maxRuns: 4 });
    const dated = ZRecurringInput.parse(
      recurringInputOf(filled({ end: 'date', endDate: '2027-11-30', maxRuns: 4 })),
    );
    expect(dated).toMatchObject({ endDate: '2027-11-30', maxRuns: null });
  });

  it("names the missing customer, product and end date, and the contract's refusals by field", () => {
    const errors = recurringErrorsOf(
      filled({
        customerId: '',
        end: 'date',
        endDate: '',
        lines: [
          { productId: '', productLabel: '', description: '', quantity: 1, price: 0, discount: 0 },
        ],
      }),
    );
    expect(errors).toMatchObject({
      customerId: 'Choose the customer',
      'lines.0.productId': 'Choose a product',
      endDate: 'Pick the end date',
    });
    const early = recurringErrorsOf(filled({ end: 'date', endDate: '2026-01-01' }));
    expect(early.endDate).toBe('End date must be on or after the start date');
    expect(recurringErrorsOf(filled())).toEqual({});
  });

  it("keeps a saved template's other fields (transport, place of supply) on an edit", () => {
    const saved = {
      id: 'p',
      name: 'AMC',
      customerId: CUSTOMER,
      customerName: 'Sunrise RWA',
      template: ZRecurringInput.parse({
        ...recurringInputOf(filled()),
        template: { lines: [{ productId: PRODUCT, price: '5000' }], vehicleNumber: 'wb01ab1234' },
      }).template,
      frequency: 'quarter',
      startDate: '2026-04-01',
      endDate: null,
      maxRuns: 4,
      nextRunDate: '2026-07-01',
      runCount: 1,
      invoicesIssued: 1,
      mode: 'issue',
      emailOnIssue: false,
      status: 'active',
      statusReason: '',
      upcoming: [],
    } satisfies RecurringProfileRow;
    const values = recurringValuesOf(saved, '2026-11-30');
    expect(values).toMatchObject({ end: 'count', maxRuns: 4, frequency: 'quarter' });
    const input = ZRecurringInput.parse(recurringInputOf(values, saved.template));
    expect(input.template.vehicleNumber).toBe('WB01AB1234');
  });
});

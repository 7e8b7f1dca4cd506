import { describe, expect, it } from 'vitest';
import type { QuoteDetail } from '../billing/types';
import { invoiceValuesFromQuote } from '../invoices/invoiceFromQuote';
import { leadCustomerValues } from './LeadCustomerModal';
import { invoicingMessage } from './useQuoteInvoicing';

/** Invoicing a quote on the screen (issue 29 item 2): expiry warned, the lead, the quote's id. */
const lead = {
  id: '22222222-2222-4222-8222-222222222222',
  customerId: null,
  customerName: 'Walk-in Roy',
  phoneNumber: '9830012345',
  email: 'roy@example.test',
  address: '3 Park Street, Kolkata',
  gstin: '',
  placeOfSupply: 24,
  taxIncluded: false,
  lines: [],
} as unknown as QuoteDetail;

describe('invoicing a quote', () => {
  it('warns that a quote expired, and that a lead needs a customer', () => {
    const expired = invoicingMessage({ displayStatus: 'Expired', expiryDate: '2026-04-08' }, false);
    expect(expired).toMatch(/expired on 08[ -]Apr[ -]2026/i);
    expect(expired).toMatch(/lead, not a saved customer/);
    const pending = invoicingMessage({ displayStatus: 'Pending', expiryDate: '2099-01-01' }, true);
    expect(pending).not.toMatch(/expired|lead/);
  });

  it("offers the lead's details as the customer: the state from the GSTIN, else the place of supply", () => {
    expect(leadCustomerValues(lead, 19)).toEqual({
      name: 'Walk-in Roy',
      phoneNumber: '9830012345',
      email: 'roy@example.test',
      address: '3 Park Street, Kolkata',
      gstin: '',
      stateCode: '24',
    });
    const registered = { ...lead, gstin: '19AAACR5055K1Z4' };
    expect(leadCustomerValues(registered, 19).stateCode).toBe('19');
    expect(leadCustomerValues({ ...lead, placeOfSupply: null }, 19).stateCode).toBe('19');
  });

  it("the invoice's values carry the quote's id, so saving marks the quote invoiced", () => {
    expect(invoiceValuesFromQuote(lead, null, '2026-11-21', '').quoteId).toBe(lead.id);
  });
});

import { describe, expect, it } from 'vitest';
import * as domain from '../src';
import { MESSAGES } from '../src';

describe('spec §9 constants', () => {
  it('has the exact values', () => {
    expect(domain.PAGE_SIZE_OPTIONS).toEqual([5, 10, 20, 30, 50, 100, 200, 500, 1000]);
    expect(domain.DEFAULT_PAGE_SIZE).toBe(5);
    expect(domain.PAGE_SIZE_OPTIONS).toContain(domain.DEFAULT_PAGE_SIZE);
    expect(domain.PAGINATION_SIBLINGS).toBe(3);
    expect(domain.DEFAULT_DUE_DAYS).toBe(7);
    expect(domain.DEFAULT_QUOTE_DEMAND_KW).toBe(5);
    expect(domain.GSTIN_LENGTH).toBe(15);
    expect(domain.DEFAULT_SUGGESTION_DEMAND_W).toBe(8000);
    expect(domain.RELOAD_AFTER_SAVE_MS).toBe(1500);
    expect(domain.BANNER_AUTOPLAY_MS).toBe(3000);
    expect(domain.DEFAULT_PRODUCT_TITLE).toBe('GST Platform');
    expect(domain.DEFAULT_TRANSPORT_MODE).toBe('Road');
    expect(domain.DEFAULT_ITEM_TYPE).toBe('Module');
    expect(domain.DEFAULT_UOM).toBe('UNITS');
  });
});

function collectStrings(value: unknown, path: string, out: Array<[string, string]>): void {
  if (typeof value === 'string') out.push([path, value]);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) collectStrings(child, `${path}.${key}`, out);
  }
}

describe('MESSAGES', () => {
  it('keeps the spec text verbatim', () => {
    expect(MESSAGES.login.success).toBe('Logged in successfully');
    expect(MESSAGES.tenantNotFound).toBe(
      'Not Found: The requested tenant/project does not exist. Please check your URL or contact support.',
    );
    expect(MESSAGES.projectDisabled).toBe(
      'This tenant or project has been disabled or suspended by the administrator.',
    );
    expect(MESSAGES.emptyState).toEqual({
      title: 'Inbox Empty !!',
      body: 'No Data Available. Upload New Data or Check Your Connection.',
    });
    expect(MESSAGES.publicQuote.noSuggestions).toBe(
      'No matching solar products found for your demand. Please adjust your demand or contact us for custom solutions.',
    );
    expect(MESSAGES.publicQuote.statusCheckRequired).toBe(
      'Please enter both Quote ID and Phone Number to check status.',
    );
    expect(MESSAGES.empty.noSerialNumbers).toBe(
      'No serial numbers available for this product, or product not shown selected.',
    );
    expect(MESSAGES.confirm.invoice).toBe(
      'This action cannot be undone. Are you sure you want to create/edit this invoice?',
    );
    expect(MESSAGES.gstin.validated).toBe('GSTIN Validated Successfully');
    expect(MESSAGES.gstin.notFound).toBe('Invalid GSTIN or No Trade Name Found');
    expect(MESSAGES.uploads.noCustomers).toBe('No Customers to submit');
    expect(MESSAGES.uploads.noDataToExport).toBe('No data to export!');
    expect(MESSAGES.dashboard.pdfNetworkError).toBe(
      'Network error while sending PDF generation request.',
    );
    expect(MESSAGES.settings.saved).toBe('Settings saved!');
    expect(MESSAGES.profile.passwordsDoNotMatch).toBe('Passwords do not match.');
    expect(MESSAGES.initialLoadFailed).toBe('Failed to load initial data. Please try again later.');
    expect(MESSAGES.login.masterSubtitle).toBe('Sign in to Master Panel.');
    expect(MESSAGES.customers.created).toBe('Customer created successfully!');
    expect(MESSAGES.invoices.saved).toBe('Invoice saved');
  });

  it('fills in templated messages', () => {
    expect(MESSAGES.tenants.statusChanged('INACTIVE')).toBe('Status changed to INACTIVE');
    expect(MESSAGES.invoices.tooManySerials(3)).toBe('Only 3 serial numbers allowed');
    expect(MESSAGES.dashboard.serverError('Bad gateway')).toBe('Server error: Bad gateway');
    expect(MESSAGES.createButton('Invoice')).toBe('Create Invoice');
  });

  it('has no empty, padded or placeholder strings', () => {
    const strings: Array<[string, string]> = [];
    collectStrings(MESSAGES, 'MESSAGES', strings);
    expect(strings.length).toBeGreaterThan(100);
    for (const [path, text] of strings) {
      expect(text.trim(), path).toBe(text);
      expect(text.length, path).toBeGreaterThan(0);
      expect(text, path).not.toMatch(/[{}]|TODO/);
    }
  });

  it('covers every message group the app needs', () => {
    expect(Object.keys(MESSAGES)).toEqual(
      expect.arrayContaining([
        'login',
        'customers',
        'products',
        'items',
        'invoices',
        'quotes',
        'users',
        'settings',
        'profile',
        'uploads',
        'dashboard',
        'publicQuote',
        'tenants',
        'gstin',
        'empty',
      ]),
    );
  });
});

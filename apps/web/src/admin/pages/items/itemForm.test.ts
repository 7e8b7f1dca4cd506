import { describe, expect, it } from 'vitest';
import { describeExcelTemplate } from '../../../../test/excelTemplate';
import { EMPTY_ITEM, ITEM_TEMPLATE, validateItemForm } from './itemForm';

describe('validateItemForm (the server contract, each problem under its field)', () => {
  it('needs a product and a serial number, in the drawer’s words', () => {
    expect(validateItemForm({ ...EMPTY_ITEM, serialNo: '  ' })).toEqual({
      productId: 'Choose a product',
      serialNo: 'Serial number is required',
    });
  });

  it('passes an item of a chosen product; its read-only values are not fields', () => {
    const item = {
      ...EMPTY_ITEM,
      productId: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
      serialNo: 'SN-0001',
      soldToInvoice: true,
      productLabel: 'Mono PERC 540 Wp',
    };
    expect(validateItemForm(item)).toEqual({});
    expect(validateItemForm({ ...item, serialNo: 'x'.repeat(101) }).serialNo).toBe(
      'At most 100 characters',
    );
  });
});

describeExcelTemplate(ITEM_TEMPLATE, async () => {
  const server = await import('@gst/domain/contracts');
  return { columns: server.ITEM_EXCEL_COLUMNS, row: server.ZItemImportRow };
});

import { DEFAULT_PRODUCT_TITLE } from '@gst/domain';
import { expect, it } from 'vitest';
import { PRODUCT_TITLE } from './brand';

it('uses the domain product title', () => {
  expect(PRODUCT_TITLE).toBe(DEFAULT_PRODUCT_TITLE);
});

import { z } from 'zod';
import { requiredTextCell, textCell } from './cells';
import { ZId } from './common';

/**
 * An item's type; blank (or left out) stays blank here and the server gives the item its
 * product category's type (`itemTypeForCategory`, issue 29), as the web form does. An explicit
 * type is kept as sent.
 */
const ZItemType = textCell(50);

/** A serial-numbered unit of a product. soldToInvoice is set by invoicing, never by this form. */
export const ZItemInput = z.strictObject({
  productId: ZId,
  serialNo: requiredTextCell('serialNo', 100),
  type: ZItemType,
});
export type TItemInput = z.output<typeof ZItemInput>;

export const ZItemUpdate = ZItemInput.extend({ id: ZId });
export type TItemUpdate = z.output<typeof ZItemUpdate>;

/**
 * One row of the Excel import, its fields in the spec's column order (§3): product (its
 * productUniqueID, label, name or id), type, serialNo.
 */
export const ZItemImportRow = z.strictObject({
  product: requiredTextCell('product', 300),
  type: ZItemType,
  serialNo: requiredTextCell('serialNo', 100),
});

/** The spec's Excel columns (§3): the import row's fields, in order. */
export const ITEM_EXCEL_COLUMNS = Object.keys(ZItemImportRow.shape) as readonly (
  'product' | 'type' | 'serialNo'
)[];

/**
 * The item drawer's check before it sends: the item contract with the drawer's own words (a
 * product picked from a list, a 'Serial number' box). The form's read-only values (productLabel,
 * soldToInvoice) are not fields and pass.
 */
export const ZItemForm = z.object({
  ...ZItemInput.shape,
  productId: z.string().min(1, 'Choose a product').pipe(ZId),
  serialNo: requiredTextCell('Serial number', 100),
});

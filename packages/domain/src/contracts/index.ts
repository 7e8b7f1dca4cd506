/**
 * The input contracts (zod) of the records that web forms, the REST API, tRPC and Excel imports
 * all take, so each shape is written once: `@gst/domain/contracts`. The forms validate with them
 * (Mantine's schemaResolver), the Excel columns and the REST allow-lists come from their fields.
 */
export * from './common';
export * from './sync';
export * from './cells';
export * from './customers';
export * from './items';
export * from './products';
export * from './invoices';
export * from './notes';
export * from './payments';
export * from './users';
export * from './tenants';
export * from './form-values';
export * from './invoice-form';
export * from './note-form';
export * from './payment-form';
export * from './suppliers';
export * from './purchases';
export * from './stock';
export * from './supplier-payments';
export * from './expenses';
export * from './bank-accounts';
export * from './webhooks';
export * from './mail';
export * from './recurring';
export * from './share-links';

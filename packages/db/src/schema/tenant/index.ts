export * from './users';
export * from './customers';
export * from './catalogue';
export * from './quotes';
export * from './invoices';
export * from './system';
export * from './api-keys';
export * from './sales-rollups';

export * from './copies';
export * from './engine';
export { taxableFromInclusive } from './line';
export * from './quote-to-invoice';
export * from './rates';
export * from './validation';

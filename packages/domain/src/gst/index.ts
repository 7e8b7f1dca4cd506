export * from './copies';
export * from './engine';
export * from './place-of-supply';
export { taxableFromInclusive } from './line';
export * from './quote-to-invoice';
export * from './rates';
export * from './validation';

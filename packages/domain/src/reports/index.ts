export * from './register';
export * from './books';
export * from './hsn-summary';
export * from './tax-liability';
export * from './profit-loss';
export * from './profit-loss-statement';

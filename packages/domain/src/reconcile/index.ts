/** Purchase register against GSTR-2B (issue 32): the matching engine, pure and in memory. */
export * from './types';
export { reconcile } from './engine';
export { compareLinked } from './compare';
export { RECON_RULES, type ReconRule } from './rules';
export {
  cleanDocumentNumber,
  compareDocumentNumbers,
  fuzzyNumbersMatch,
  normaliseDocumentNumber,
  numberSimilarity,
  type NumberAgreement,
} from './number';

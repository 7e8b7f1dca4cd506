/**
 * What every PDF builder shares: formatters (common-format.ts), blocks (common-blocks.ts) and the
 * document shell (common-shell.ts).
 */
export * from './common-format';
export * from './common-blocks';
export * from './common-shell';

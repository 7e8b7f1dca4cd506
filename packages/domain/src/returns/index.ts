export * from './gstr1';
export * from './gstr3b';
export * from './problems';
export * from './summary';

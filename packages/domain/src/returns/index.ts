export * from './gstr1';
export * from './gstr3b';

/**
 * What the PDF builders take: plain data, no database types. The API maps its rows to these.
 * Money is a decimal string with 2 places ('1234.50'), quantities a decimal string, dates
 * 'YYYY-MM-DD', state codes numbers. Images are PNG or JPEG data URLs ('' for none; other
 * formats are left out of the PDF, which cannot embed them).
 */
export * from './types-shared';
export * from './types-invoice';
export * from './types-documents';

export { neutraliseFormula, readFirstSheet, restoreNeutralised, writeWorkbook } from './xlsx';

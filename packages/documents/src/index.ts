export { neutraliseFormula, readFirstSheet, writeWorkbook } from './xlsx';

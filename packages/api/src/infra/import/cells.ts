/**
 * The cell contracts (text, required text, decimals) shared by forms, the REST API and Excel
 * imports live with the records' contracts in @gst/domain/contracts.
 */
export {
  decimalCell,
  nullableDecimalCell,
  requiredTextCell,
  textCell,
} from '@gst/domain/contracts';

/** A number column read back from the database (numeric comes back as text). */
export function toNumber(value: string): number;
export function toNumber(value: string | null): number | null;
export function toNumber(value: string | null): number | null {
  return value === null ? null : Number(value);
}

/**
 * E-invoice (INV-01 v1.1) and e-way bill JSON (issue 17). A subpath export (`@gst/domain/edocs`),
 * not part of the main index: the validators pull in ajv, which the web bundle must not carry.
 */
export {
  EDocError,
  type EDocKind,
  type EDocLine,
  type EDocParty,
  type EDocSource,
  type EDocSupplier,
  type EDocTotals,
  type EDocTransport,
  type EDocTransportMode,
} from './source';
export * from './inv01-types';
export * from './inv01';
export { portalUnit, UQC_CODES } from './units';
export { splitAddress, type PortalAddress } from './address';
export {
  validateEwayBill,
  validateInv01,
  validateInv01Batch,
  type EDocFieldError,
  type EDocValidation,
} from './validate';
export * from './ewaybill-types';
export * from './ewaybill';
export type { VehicleNumberResult } from './vehicle';
export { fieldLabel } from './labels';
export * from './irp';

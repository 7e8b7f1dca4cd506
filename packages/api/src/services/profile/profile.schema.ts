/** The profile contract lives in @gst/domain/contracts: REST and tRPC take the same object. */
export { ZProfileUpdate, type TProfileUpdate } from '@gst/domain/contracts';

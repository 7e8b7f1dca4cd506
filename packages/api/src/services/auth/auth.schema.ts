/** The login contract lives in @gst/domain/contracts: REST and tRPC take the same object. */
export { ZLoginInput, type TLoginInput } from '@gst/domain/contracts';

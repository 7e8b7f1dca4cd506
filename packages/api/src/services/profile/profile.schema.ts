import { z } from 'zod';
import { ZId, ZImageDataUrl } from '@gst/domain';
import { ZOptionalPassword, ZUserName } from '../users/users.schema';

/** Spec §7 PATCH /api/user-self/{id}: {name, password, image}; a blank password keeps the old one. */
export const ZProfileUpdate = z.strictObject({
  /** When given (the REST URL's id), it must be the caller's own id. */
  id: ZId.optional(),
  name: ZUserName,
  password: ZOptionalPassword,
  /** Omitted: unchanged; '' or null: removed. */
  image: ZImageDataUrl.optional(),
});
export type TProfileUpdate = z.infer<typeof ZProfileUpdate>;

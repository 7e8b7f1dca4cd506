import type { z } from 'zod';
import { TENANT_SORT_FIELDS } from '@gst/domain/contracts';
import { tableInputs } from '../shared/table-inputs';

/** A tenant's inputs live in @gst/domain/contracts: REST and tRPC take the same objects. */
export {
  TENANT_STATUSES,
  ZNodeName,
  ZOwnerUserInput,
  ZTenantCreate,
  ZTenantMoveInput,
  ZTenantStatus,
  ZTenantStatusInput,
  ZTenantUpdate,
  type TOwnerUserInput,
  type TTenantCreate,
  type TTenantMoveInput,
  type TTenantStatus,
  type TTenantStatusInput,
  type TTenantUpdate,
} from '@gst/domain/contracts';

export { TENANT_SORT_FIELDS };

export const ZTenantListInput = tableInputs(TENANT_SORT_FIELDS).list;
export type TTenantListInput = z.infer<typeof ZTenantListInput>;

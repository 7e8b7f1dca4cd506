import { z } from 'zod';

/** Records carry `_id` as well as `id`, the field name the spec's clients read. */
export function withUnderscoreId<T extends { id: string }>(row: T): T & { _id: string } {
  return { ...row, _id: row.id };
}

export const ZIdList = <T extends z.ZodType>(key: string, item: T) =>
  z.object({ [key]: z.array(item).min(1) });

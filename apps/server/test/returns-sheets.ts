import { readSheets } from '../../../packages/documents/src/xlsx';
import type { Reply } from './helpers';

/** Every sheet of an .xlsx reply, as row objects keyed by each sheet's header row. */
export function readWorkbookSheets(reply: Reply): Record<string, Record<string, unknown>[]> {
  return readSheets(new Uint8Array(reply.raw.rawPayload));
}

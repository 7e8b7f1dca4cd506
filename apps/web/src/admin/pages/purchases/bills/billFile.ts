/**
 * The supplier's bill picked in the purchase bill drawer (issue 31), sent once the bill is saved:
 * the bill and its file are two calls, so a file that fails to go up leaves the bill saved, and
 * the user is told where to attach it again.
 */
import {
  attachAfterSave,
  attachFailedMessage,
  type PickedAttachment,
} from '../../../../components/attachmentFile';

export const BILL_FILE = {
  what: "the supplier's bill",
  record: 'the purchase bill',
  where: "the bill's row (Show details, then Attach the supplier's bill)",
} as const;

/**
 * Attaches `picked` (if any) to the bill just saved; the message to show when it could not be,
 * else null (nothing picked, or attached).
 */
export async function attachBillFile(
  picked: PickedAttachment | null,
  billId: string,
  upload: (input: { id: string; file: string; name: string }) => Promise<unknown>,
): Promise<string | null> {
  const outcome = await attachAfterSave(picked, billId, upload);
  return attachFailedMessage(outcome, { what: BILL_FILE.record, where: BILL_FILE.where });
}

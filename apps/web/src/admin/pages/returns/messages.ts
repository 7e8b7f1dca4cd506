/** The Returns page's wording (toasts and confirmations). */
export const RETURNS_MESSAGES = {
  loadFailed: 'Failed to load the return',
  jsonDownloaded: 'GSTR-1 JSON downloaded',
  jsonFailed: 'Failed to download the GSTR-1 JSON',
  gstr3bDownloaded: 'GSTR-3B JSON downloaded',
  gstr3bFailed: 'Failed to download the GSTR-3B JSON',
  excelDownloaded: 'Excel file downloaded',
  excelFailed: 'Failed to download Excel file.',
  filed: (label: string) => `${label} marked as filed`,
  fileFailed: 'Failed to mark the period as filed',
  unlocked: 'Return period unlocked',
  unlockFailed: 'Failed to unlock the period',
} as const;

/**
 * Issue 30: an amendment (services/amendments) is a document's own edit verb with this hook:
 * its period check runs after the document row is locked and before anything is written, in
 * place of the open-period check (the document is in a filed period), and the audit row takes
 * its action and details. An amendment never takes the invoice's transport-only path.
 */
export type AmendHook<Row> = {
  checkPeriods: (existing: Row, newDate: string) => Promise<void>;
  auditAction: string;
  audit: Record<string, unknown>;
};

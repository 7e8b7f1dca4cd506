import { Alert, Stack, Text, Textarea } from '@mantine/core';
import type { ReactNode } from 'react';
import { MONTH_NAMES, todayIN } from '@gst/domain';

/**
 * Amendments (issue 30): a document dated in a filed period is corrected by an amendment, never
 * edited in place. Its drawer opens in amend mode with this notice (which period it was filed
 * in, and that the correction is reported in this month's GSTR-1 section and GSTR-3B) and a
 * required reason; Save calls `tenant.amendments.*` instead of the edit.
 */
export type DrawerAmend<I> = { banner: ReactNode; save: (input: I) => Promise<unknown> };

/**
 * The GSTR-1 table an amendment is reported in: b2ba (invoice) or cdnra (note) for a registered
 * buyer, b2csa for an unregistered one; `registered` null when the list does not say.
 */
export function amendmentSectionOf(kind: 'invoice' | 'note', registered: boolean | null) {
  const b2c = 'B2C (others) amendments, b2csa';
  const b2b = kind === 'invoice' ? 'amended B2B invoices, b2ba' : 'amended notes, cdnra';
  if (registered === null) return `${b2b} for a registered buyer; ${b2c} otherwise`;
  return registered ? b2b : b2c;
}

/** 'November 2026': the month (India) an amendment made now is reported in. */
export function amendmentMonthLabel(today: string = todayIN()): string {
  return `${MONTH_NAMES[Number(today.slice(5, 7)) - 1]} ${today.slice(0, 4)}`;
}

export function AmendNotice(props: {
  document: string;
  filedPeriod: string;
  section: string;
  reason: string;
  onReason: (reason: string) => void;
}) {
  const month = amendmentMonthLabel();
  return (
    <Alert color="orange" variant="light" mb="md" title="Amendment" data-testid="amend-notice">
      <Stack gap="xs">
        <Text size="sm">
          {props.document} was reported in the return for {props.filedPeriod}, which is filed.
          Saving records an amendment: the correction is reported in {month}&rsquo;s GSTR-1 (
          {props.section}) and its difference in {month}&rsquo;s GSTR-3B. The return filed for{' '}
          {props.filedPeriod} stays as filed.
        </Text>
        <Textarea
          label="Reason for the amendment"
          required
          autosize
          minRows={2}
          maxLength={500}
          value={props.reason}
          onChange={(e) => props.onReason(e.currentTarget.value)}
        />
      </Stack>
    </Alert>
  );
}

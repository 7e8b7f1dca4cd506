import { Alert, Select, Text } from '@mantine/core';
import { IconCircleCheck, IconClock } from '@tabler/icons-react';
import type { Gstr3bPayment, TurnoverBand } from '@gst/domain';
import { BAND_OPTIONS, bandHint, isTurnoverBand, lateFeeLine, type BooksTurnover } from './lateFee';

/**
 * The Tax to pay panel's late-fee parts (issue 32, item 19): the previous year's turnover band,
 * which caps the s.47 fee (defaulting to the books' band, which the server reports), and the line
 * saying what the fee is for the payment date picked.
 */
export function BandPicker({
  value,
  books,
  onChange,
}: {
  value: TurnoverBand | null;
  books: BooksTurnover | undefined;
  onChange: (band: TurnoverBand) => void;
}) {
  return (
    <Select
      label="Turnover last year (caps the late fee)"
      description={books ? bandHint(books) : undefined}
      data={BAND_OPTIONS}
      value={value}
      allowDeselect={false}
      onChange={(next) => {
        if (isTurnoverBand(next)) onChange(next);
      }}
      w={{ base: '100%', sm: 340 }}
      data-testid="late-fee-band"
    />
  );
}

export function LateFeeAlert({ payment }: { payment: Pick<Gstr3bPayment, 'dueDate' | 'lateFee'> }) {
  const line = lateFeeLine(payment);
  if (!line) return null;
  return (
    <Alert
      color={line.late ? 'orange' : 'teal'}
      variant="light"
      icon={line.late ? <IconClock size={18} /> : <IconCircleCheck size={18} />}
      data-testid="payment-late-fee"
    >
      <Text size="sm">{line.text}</Text>
    </Alert>
  );
}

import {
  Alert,
  Button,
  CopyButton,
  Group,
  List,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCheck, IconCircleCheck, IconClock, IconCopy } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatDate, formatINR, TAX_HEADS, todayIN, type TurnoverBand } from '@gst/domain';
import type { inferRouterOutputs } from '@trpc/server';
import { BandPicker, LateFeeAlert } from './LateFeeParts';
import { owesLateFee } from './lateFee';
import { ChallanTable, Money, num, Stat } from './PaymentCells';
import { AppEmptyState } from '../../../components/AppEmptyState';
import { toastText } from '../../../lib/errors';
import { useTRPC, type AppRouter } from '../../../lib/trpc';
import { monthLabel } from './gstr2b';
import {
  CHALLAN_NOTE,
  HEAD_LABEL,
  SETOFF_NOTE,
  challanText,
  creditFlows,
  hasLiability,
  interestLine,
  nothingToPay,
  paymentRows,
  usableDate,
} from './gstr3bPayment';
import type { ReversalsInput } from './reversals';

type Payment = inferRouterOutputs<AppRouter>['tenant']['returns']['gstr3bPayment'];

const LOAD_FAILED = 'Failed to load the tax to pay';
/** Table 6.1: per head the liability, what each head's credit paid of it, the cash, credit left. */
function SetOffTable({ payment }: { payment: Payment }) {
  const rows = paymentRows(payment.setOff);
  return (
    // Focusable, so a keyboard user can scroll it sideways on a narrow screen (axe:
    // scrollable-region-focusable).
    <Table.ScrollContainer minWidth={900} type="native" tabIndex={0}>
      <Table verticalSpacing="xs" highlightOnHover withColumnBorders aria-label="GSTR-3B Table 6.1">
        <Table.Thead>
          <Table.Tr>
            <Table.Th rowSpan={2}>Head</Table.Th>
            <Table.Th colSpan={2} ta="center">
              Tax payable
            </Table.Th>
            <Table.Th colSpan={4} ta="center">
              Paid through credit
            </Table.Th>
            <Table.Th rowSpan={2} style={num}>
              Cash to pay
            </Table.Th>
            <Table.Th rowSpan={2} style={num}>
              Credit left
            </Table.Th>
          </Table.Tr>
          <Table.Tr>
            <Table.Th style={num}>Forward charge</Table.Th>
            <Table.Th style={num}>Reverse charge</Table.Th>
            {TAX_HEADS.map((h) => (
              <Table.Th key={h} style={num}>
                {HEAD_LABEL[h]}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.id} fw={r.id === 'total' ? 600 : undefined}>
              <Table.Th scope="row" style={{ whiteSpace: 'nowrap' }}>
                {r.label}
              </Table.Th>
              <Money value={r.forward} />
              <Money value={r.reverse} />
              {TAX_HEADS.map((h) => (
                <Money key={h} value={r.byCredit[h]} />
              ))}
              <Money value={r.cash} strong testId={`cash-${r.id}`} />
              <Money value={r.creditLeft} />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Figures({ payment, label }: { payment: Payment; label: string }) {
  const flows = creditFlows(payment.setOff);
  const late = interestLine(payment);
  const { totals } = payment.setOff;
  const copyText = challanText(payment.challan, {
    periodLabel: label,
    paymentDate: payment.paymentDate,
  });
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Stat label="Cash to pay" value={formatINR(totals.cash)} testId="tax-to-pay-cash" />
        <Stat label="Paid through credit" value={formatINR(totals.paidByCredit)} />
        <Stat label="Credit carried forward" value={formatINR(totals.creditLeft)} />
        <Stat label="Due date" value={formatDate(payment.dueDate)} testId="tax-to-pay-due" />
      </SimpleGrid>
      <div>
        <Title order={3} size="h6" mb={6}>
          6.1 Payment of tax
        </Title>
        <SetOffTable payment={payment} />
      </div>
      <div>
        <Text size="sm" fw={600}>
          Credit used
        </Text>
        {flows.length === 0 ? (
          <Text size="sm" c="dimmed">
            No credit used: the period has no input tax credit to set off.
          </Text>
        ) : (
          <List size="sm" spacing={2} aria-label="Credit used" data-testid="credit-flows">
            {flows.map((f) => (
              <List.Item key={`${f.from}-${f.to}`} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {f.text}
              </List.Item>
            ))}
          </List>
        )}
        <Text size="xs" c="dimmed" mt={4}>
          {SETOFF_NOTE}
        </Text>
      </div>
      {late ? (
        <Alert
          color={late.late ? 'orange' : 'teal'}
          variant="light"
          icon={late.late ? <IconClock size={18} /> : <IconCircleCheck size={18} />}
          data-testid="payment-interest"
        >
          <Text size="sm">{late.text}</Text>
        </Alert>
      ) : null}
      <LateFeeAlert payment={payment} />
      <div>
        <Group justify="space-between" align="center" gap="xs" mb={6}>
          <Title order={3} size="h6">
            Challan (PMT-06)
          </Title>
          <CopyButton value={copyText}>
            {({ copied, copy }) => (
              <Button
                size="xs"
                variant="default"
                color={copied ? 'teal' : undefined}
                leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                onClick={copy}
              >
                {copied ? 'Copied' : 'Copy challan figures'}
              </Button>
            )}
          </CopyButton>
        </Group>
        <ChallanTable challan={payment.challan} />
        <Text size="xs" c="dimmed" mt={4}>
          {CHALLAN_NOTE}
        </Text>
      </div>
    </Stack>
  );
}

/**
 * Tax to pay (issue 32): GSTR-3B Table 6.1 of the period from `tenant.returns.gstr3bPayment`:
 * the liability per head, the credit set off against it (with the reversals entered), the cash,
 * the interest under s.50 and the s.47 late fee to the payment date the user picks and the
 * challan's figures. The page owns the payment date and the late fee's turnover band (both are
 * sent with "Mark as filed"): a null date is today for an open period, and for a filed one the
 * date stored with its payment; a null band is the books' (open) or the stored one (filed).
 */
export function Gstr3bPaymentPanel({
  period,
  label,
  filed,
  reversals,
  paymentDate,
  onPaymentDate,
  band,
  onBand,
}: {
  period: string;
  label?: string;
  filed: boolean;
  reversals?: ReversalsInput | undefined;
  paymentDate: string | null;
  onPaymentDate: (date: string) => void;
  band: TurnoverBand | null;
  onBand: (band: TurnoverBand) => void;
}) {
  const trpc = useTRPC();
  const typed = paymentDate ?? (filed ? null : todayIN());
  const asked = typed !== null && usableDate(typed) ? typed : undefined;
  const query = useQuery({
    ...trpc.tenant.returns.gstr3bPayment.queryOptions({
      period,
      ...(asked ? { paymentDate: asked } : {}),
      ...(band ? { turnoverBand: band } : {}),
      ...(reversals && !filed ? { reversals } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  const payment = query.data?.period === period ? query.data : undefined;
  const name = label || monthLabel(period);
  const shownDate = typed ?? payment?.paymentDate ?? '';

  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="tax-to-pay-title"
    >
      <Group justify="space-between" align="flex-end" gap="sm" mb="sm" wrap="wrap">
        <div style={{ minWidth: 0 }}>
          <Title order={2} size="h4" id="tax-to-pay-title">
            Tax to pay
          </Title>
          <Text size="sm" c="dimmed">
            {name}: the tax of the period, the credit set off against it and the cash to pay
            {payment?.filed ? ' (as filed)' : reversals ? ', with the reversals you entered' : ''}.
          </Text>
        </div>
        <TextInput
          type="date"
          label="Payment date"
          value={shownDate}
          onChange={(e) => onPaymentDate(e.currentTarget.value)}
          error={typed && !asked ? 'Pick a date from 1 Jul 2017' : undefined}
          w={180}
        />
      </Group>
      <Group mb="sm">
        <BandPicker
          value={band ?? payment?.band ?? null}
          books={payment?.books}
          onChange={onBand}
        />
      </Group>
      {query.error ? (
        <Alert color="red" title={LOAD_FAILED}>
          <Text size="sm">{toastText(query.error, LOAD_FAILED)}</Text>
          <Button size="xs" variant="default" mt="xs" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : !payment ? (
        <Stack gap="xs" aria-busy="true">
          {[56, 16, 16, 16].map((h, i) => (
            <Skeleton key={i} h={h} />
          ))}
        </Stack>
      ) : !hasLiability(payment.setOff) && !owesLateFee(payment) ? (
        <AppEmptyState
          icon={<IconCircleCheck size={28} stroke={1.5} />}
          title={`Nothing to pay for ${name}`}
          description={nothingToPay(payment.setOff)}
        />
      ) : (
        <Figures payment={payment} label={name} />
      )}
    </Paper>
  );
}

import { Alert, Button, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconCalendarOff, IconLock, IconLockOpen } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { addDays, formatDate, todayIN, type Gstr1SectionKey, type TurnoverBand } from '@gst/domain';
import { AppEmptyState } from '../../../components/AppEmptyState';
import { confirmAction, useErrorToast, usePagePermissions } from '../../../components/data';
import { PageHeader } from '../../../components/PageHeader';
import { useTRPC } from '../../../lib/trpc';
import { useAdminUser } from '../../session';
import type { AdminPageProps } from '../shared/pageProps';
import { FiledNotices } from './FiledNotices';
import { Gstr2bPanel } from './Gstr2bPanel';
import { Gstr3bPanel } from './Gstr3bPanel';
import { Gstr3bPaymentPanel } from './Gstr3bPaymentPanel';
import { ItcClaimsPanel } from './ItcClaimsPanel';
import { ReconciliationPanel } from './ReconciliationPanel';
import { ReversalsForm } from './ReversalsForm';
import { emptyReversalForm, reversalLines, reversalsInput, type ReversalForm } from './reversals';
import { usableDate } from './gstr3bPayment';
import { HistoryPanel } from './HistoryPanel';
import { AmendmentsPanel } from './AmendmentsPanel';
import { RETURNS_MESSAGES } from './messages';
import { PeriodBar } from './PeriodBar';
import { hasEnded, lastEndedPeriod, toFrequency } from './periods';
import { ProblemsPanel } from './ProblemsPanel';
import { SectionCards } from './SectionCards';
import { SectionDrawer } from './SectionDrawer';
import type { ReturnsOverview } from './types';
import { useReturnsActions } from './useReturnsActions';

const isEmptyPeriod = (o: ReturnsOverview) =>
  o.documents.invoices + o.documents.creditNotes + o.documents.debitNotes === 0;

/**
 * Returns (issue 17): a period's GSTR-1 by section (click a card for its rows), GSTR-3B, what
 * the portal would refuse, the JSON and Excel downloads and marking the period as filed.
 *
 * It opens on last month for a shop filing monthly, on the last completed quarter for one filing
 * quarterly (QRMP).
 */
export default function ReturnsPage({ title }: AdminPageProps) {
  const trpc = useTRPC();
  const can = usePagePermissions('returns');
  const { user } = useAdminUser();
  const today = todayIN();
  const [picked, setPicked] = useState<string | null>(null);
  const [openSection, setOpenSection] = useState<Gstr1SectionKey | null>(null);
  // Issue 32: the 4(B) reversals typed and the payment date picked, each for one period only.
  const [typed, setTyped] = useState<{ period: string; form: ReversalForm } | null>(null);
  const [picked3b, setPicked3b] = useState<{ period: string; date: string } | null>(null);
  // The late fee's turnover band picked on the Tax to pay panel (item 19); null: the server's.
  const [pickedBand, setPickedBand] = useState<{ period: string; band: TurnoverBand } | null>(null);

  const probe = useQuery(trpc.tenant.returns.frequency.queryOptions());
  const frequency = probe.data?.frequency;
  const period = frequency
    ? toFrequency(picked ?? lastEndedPeriod(today, frequency), frequency)
    : null;
  const overview = useQuery({
    ...trpc.tenant.returns.overview.queryOptions({ period: period ?? '' }),
    enabled: period !== null,
  });
  const history = useQuery({
    ...trpc.tenant.returns.history.queryOptions({ period: period ?? '' }),
    enabled: period !== null,
  });
  const error = probe.error ?? overview.error;
  useErrorToast(error, RETURNS_MESSAGES.loadFailed);

  const data = overview.data;
  const loading = !data;
  // The history is shown for a filed period, and for one with a past (filed, then unlocked).
  const events = history.data?.period === period ? history.data.events : undefined;
  const showHistory = !!data && (!!data.filed || (events?.length ?? 0) > 0);
  const actions = useReturnsActions(period ?? '', data?.gstr1.gstin ?? '');
  const section = data?.sections.find((s) => s.key === openSection) ?? null;
  const isFiled = !!data?.filed;
  const form = useMemo(
    () => (typed && typed.period === period ? typed.form : emptyReversalForm()),
    [typed, period],
  );
  const reversals = isFiled ? undefined : reversalsInput(form);
  const paymentDate = picked3b && picked3b.period === period ? picked3b.date : null;
  const band = pickedBand && pickedBand.period === period ? pickedBand.band : null;

  const markFiled = async (o: ReturnsOverview) => {
    const confirmed = await confirmAction({
      title: `Mark ${o.label} as filed?`,
      message: (
        <Stack gap="xs">
          <Text size="sm">
            Invoices, credit notes, debit notes and receipts dated from {formatDate(o.from)} to{' '}
            {formatDate(o.to)} will be locked: none can be created, changed or cancelled until a
            superadmin unlocks the period.
          </Text>
          <Text size="sm">Do this once the return has been filed on the GST portal.</Text>
          <Text size="sm">
            GSTR-3B is stored with its tax to pay
            {paymentDate && usableDate(paymentDate)
              ? `, interest and late fee worked out to ${formatDate(paymentDate)}`
              : `, interest and late fee worked out to today`}
            {reversals ? ', and these reversals:' : ' and no reversals entered.'}
          </Text>
          {reversalLines(reversals).map((line) => (
            <Text size="sm" key={line} fw={500}>
              {line}
            </Text>
          ))}
          {o.problems.length > 0 ? (
            <Text size="sm" c="red">
              {o.problems.length} problem{o.problems.length === 1 ? ' is' : 's are'} still listed
              for this period.
            </Text>
          ) : null}
        </Stack>
      ),
      confirmLabel: 'Mark as filed',
    });
    if (confirmed) {
      const date = paymentDate && usableDate(paymentDate) ? paymentDate : today;
      await actions.markFiled({ reversals, paymentDate: date, turnoverBand: band ?? undefined });
    }
  };

  const unlock = async (o: ReturnsOverview) => {
    const confirmed = await confirmAction({
      title: `Unlock ${o.label}?`,
      message: `Documents dated from ${formatDate(o.from)} to ${formatDate(o.to)} can be created, changed and cancelled again. Anything changed after filing must be amended on the GST portal.`,
      confirmLabel: 'Unlock',
      color: 'red',
    });
    if (confirmed) await actions.unlock();
  };

  const headerAction = (() => {
    if (!data) return null;
    if (data.filed) {
      return user.role === 'superadmin' ? (
        <Button
          variant="light"
          color="red"
          leftSection={<IconLockOpen size={18} />}
          onClick={() => void unlock(data)}
          loading={actions.isUnlocking}
        >
          Unlock
        </Button>
      ) : null;
    }
    if (!can('approve')) return null;
    const ended = hasEnded(data.to, today);
    const button = (
      <Button
        radius="xl"
        color="amber"
        leftSection={<IconLock size={18} />}
        onClick={() => void markFiled(data)}
        loading={actions.isFiling}
        disabled={!ended}
      >
        Mark as filed
      </Button>
    );
    return ended ? (
      button
    ) : (
      <Tooltip
        label={`${data.label} can be marked as filed from ${formatDate(addDays(data.to, 1))}`}
      >
        <span>{button}</span>
      </Tooltip>
    );
  })();

  return (
    <>
      <PageHeader title={title} action={headerAction} />
      <Stack gap="md">
        <PeriodBar
          period={period}
          frequency={frequency}
          today={today}
          overview={data}
          onPick={setPicked}
          canExport={can('export')}
          busy={actions.busy}
          onDownloadJson={() => void actions.downloadJson()}
          onDownloadExcel={() => void actions.downloadExcel()}
        />
        {data && data.period === period ? (
          <FiledNotices overview={data} shopFrequency={frequency} />
        ) : null}
        {error ? (
          <Alert color="red" title={RETURNS_MESSAGES.loadFailed}>
            <Button
              size="xs"
              variant="default"
              mt="xs"
              onClick={() => void (probe.error ? probe.refetch() : overview.refetch())}
            >
              Try again
            </Button>
          </Alert>
        ) : data && isEmptyPeriod(data) ? (
          <Paper withBorder radius="md">
            <AppEmptyState
              icon={<IconCalendarOff size={28} stroke={1.5} />}
              title={`No documents in ${data.label}`}
              description={`No invoice, credit note or debit note is dated from ${formatDate(data.from)} to ${formatDate(data.to)}. The return for the period is a nil return.`}
            />
          </Paper>
        ) : (
          <>
            <section aria-labelledby="problems-title">
              <Title order={2} size="h4" id="problems-title" mb="xs">
                Problems
              </Title>
              <ProblemsPanel problems={data?.problems} loading={loading} />
            </section>
            <section aria-labelledby="gstr1-title">
              <Title order={2} size="h4" id="gstr1-title" mb="xs">
                GSTR-1
              </Title>
              <SectionCards sections={data?.sections} loading={loading} onOpen={setOpenSection} />
            </section>
            <Gstr3bPanel
              gstr3b={data?.gstr3b}
              loading={loading}
              period={data?.period}
              reversals={reversals}
              canExport={can('export')}
            />
            {period && data?.period === period && data.gstr3b.itc_elg ? (
              <ReversalsForm
                form={form}
                onChange={(next) => setTyped({ period, form: next })}
                filed={data.filed ? (data.filed.copy?.entered ?? null) : undefined}
              />
            ) : null}
            {period ? (
              <Gstr3bPaymentPanel
                period={period}
                label={data?.label}
                filed={isFiled}
                reversals={reversals}
                paymentDate={paymentDate}
                onPaymentDate={(date) => setPicked3b({ period, date })}
                band={band}
                onBand={(next) => setPickedBand({ period, band: next })}
              />
            ) : null}
            {period ? <AmendmentsPanel period={period} /> : null}
          </>
        )}
        {period && !probe.error ? <Gstr2bPanel period={period} frequency={frequency} /> : null}
        {period && !probe.error ? (
          <ReconciliationPanel period={period} frequency={frequency} />
        ) : null}
        {period && !probe.error ? <ItcClaimsPanel period={period} frequency={frequency} /> : null}
        {showHistory && !error ? <HistoryPanel events={events} loading={!events} /> : null}
      </Stack>
      <SectionDrawer
        section={section}
        gstr1={data?.gstr1}
        periodLabel={data?.label ?? ''}
        onClose={() => setOpenSection(null)}
      />
    </>
  );
}

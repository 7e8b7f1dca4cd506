import { Badge, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError, checkQuoteStatus, type QuoteStatusResult } from '../site/api';
import { formatCalendarDate } from '../site/format';
import type { SubmittedQuote } from './QuoteRequestForm';
import { SubmitRow } from './SubmitRow';

const BOTH_REQUIRED = 'Please enter both Quote ID and Phone Number to check status.';

/** Spec §4: Approved green, Pending orange, anything else red. */
export function statusColor(status: string): 'green' | 'orange' | 'red' {
  if (status === 'Approved') return 'green';
  if (status === 'Pending') return 'orange';
  return 'red';
}

export function QuoteStatusPanel({
  disabled,
  prefill,
}: {
  disabled: boolean;
  prefill: SubmittedQuote | null;
}) {
  const [quoteNumber, setQuoteNumber] = useState('');
  const [phoneNumber, setPhoneNumber] = useState('');
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<QuoteStatusResult | null>(null);

  useEffect(() => {
    if (!prefill) return;
    setQuoteNumber(prefill.quoteNumber);
    setPhoneNumber(prefill.phoneNumber);
  }, [prefill]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    if (!quoteNumber.trim() || !phoneNumber.trim()) {
      setProblem(BOTH_REQUIRED);
      return;
    }
    setProblem(null);
    setChecking(true);
    try {
      setResult(await checkQuoteStatus(phoneNumber.trim(), quoteNumber.trim()));
    } catch (error) {
      const message = error instanceof ApiError ? error.serverMessage : null;
      setProblem(message ?? 'Could not check the status. Please try again.');
    } finally {
      setChecking(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Quote status">
      <Stack gap="md">
        <TextInput
          label="Quote ID"
          required
          placeholder="e.g. QT/26-27/0001"
          value={quoteNumber}
          onChange={(event) => setQuoteNumber(event.currentTarget.value)}
        />
        <TextInput
          label="Phone number"
          required
          type="tel"
          autoComplete="tel"
          value={phoneNumber}
          onChange={(event) => setPhoneNumber(event.currentTarget.value)}
        />
        <SubmitRow problem={problem}>
          <Button
            type="submit"
            variant="light"
            loading={checking}
            disabled={disabled}
            leftSection={<IconSearch size={18} />}
          >
            Check Status
          </Button>
        </SubmitRow>
        {result ? (
          <Paper withBorder p="md" role="status" aria-live="polite">
            <Stack gap="xs">
              <Group gap="xs">
                <Text fw={600}>Status:</Text>
                <Badge color={statusColor(result.status)} size="lg" variant="filled">
                  {result.status}
                </Badge>
              </Group>
              <Text>
                <Text span fw={600}>
                  Message:{' '}
                </Text>
                {result.message || 'No message yet: we will contact you soon.'}
              </Text>
              <Text>
                <Text span fw={600}>
                  Expected date:{' '}
                </Text>
                {result.expectedDate ? formatCalendarDate(result.expectedDate) : 'Not set yet'}
              </Text>
            </Stack>
          </Paper>
        ) : null}
      </Stack>
    </form>
  );
}

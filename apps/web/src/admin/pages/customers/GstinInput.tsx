import { Loader, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { GSTIN_LENGTH, MESSAGES, validateGstin } from '@gst/domain';
import { toastText } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import { stateFromGstin, type CustomerFormValues } from './customerForm';

type Hint = { tone: 'ok' | 'info'; text: string } | null;

/**
 * GSTIN with lookup (spec §5): at exactly 15 characters the check character is verified here
 * first (a wrong one is said at once, nothing is sent) and the state is set from its first two
 * digits; then the server asks the GSTIN provider (its key stays on the server) and fills name,
 * state code and address.
 */
export function GstinInput({ form }: { form: UseFormReturnType<CustomerFormValues> }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);
  const [hint, setHint] = useState<Hint>(null);
  const latest = useRef('');

  const lookup = async (gstin: string) => {
    setChecking(true);
    try {
      const result = await queryClient.fetchQuery(
        trpc.tenant.gstin.lookup.queryOptions({ gstin }, { staleTime: 5 * 60_000 }),
      );
      if (latest.current !== gstin) return; // typed on meanwhile
      if (result.status === 'validated') {
        form.setFieldValue('name', result.name);
        form.setFieldValue('address', result.address);
        if (result.stateCode !== null) form.setFieldValue('stateCode', String(result.stateCode));
        setHint({ tone: 'ok', text: result.message });
        notifications.show({ color: 'green', message: result.message });
      } else if (result.status === 'unconfigured') {
        setHint({ tone: 'info', text: result.message });
      } else if (result.status === 'invalid') {
        form.setFieldError('gstin', result.message);
      } else {
        notifications.show({ color: 'red', message: result.message });
        form.setFieldError('gstin', result.message);
      }
    } catch (error) {
      if (latest.current !== gstin) return;
      notifications.show({ color: 'red', message: toastText(error, MESSAGES.gstin.fetchFailed) });
    } finally {
      if (latest.current === gstin) setChecking(false);
    }
  };

  const onChange = (raw: string) => {
    const value = raw.toUpperCase().replace(/\s+/g, '');
    latest.current = value;
    form.setFieldValue('gstin', value);
    form.clearFieldError('gstin');
    setHint(null);
    setChecking(false);
    if (value.length !== GSTIN_LENGTH) return;
    const local = validateGstin(value);
    if (!local.ok) {
      form.setFieldError('gstin', local.error);
      return;
    }
    // Issue 29: a GSTIN's first two digits are its state; the lookup may be off or slow.
    const state = stateFromGstin(value);
    if (state) {
      form.setFieldValue('stateCode', state);
      form.clearFieldError('stateCode');
    }
    void lookup(value);
  };

  return (
    <div>
      <TextInput
        label="GSTIN"
        placeholder="15 characters, e.g. 19AAHFS5678Q1Z1"
        maxLength={GSTIN_LENGTH}
        autoComplete="off"
        {...form.getInputProps('gstin')}
        onChange={(event) => onChange(event.currentTarget.value)}
        rightSection={
          checking ? (
            <Loader size="xs" aria-label="Checking GSTIN" />
          ) : hint?.tone === 'ok' ? (
            <IconCircleCheck size={18} color="var(--mantine-color-green-7)" aria-hidden />
          ) : null
        }
      />
      {hint ? (
        <Text size="xs" mt={4} c={hint.tone === 'ok' ? 'green.8' : 'dimmed'} role="status">
          {hint.text}
        </Text>
      ) : null}
    </div>
  );
}

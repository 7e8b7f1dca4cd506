import {
  Alert,
  Box,
  Button,
  Checkbox,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck, IconSend } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { ApiError, requestQuote } from '../site/api';
import { SubmitRow } from './SubmitRow';
import {
  EMPTY_QUOTE_FORM,
  QUOTE_LIMITS,
  validateQuoteForm,
  type QuoteFormErrors,
  type QuoteFormValues,
} from './validate';

// Spec §5 and §8 wording.
const REQUIRED_MESSAGE = 'Please fill in all required fields.';
const SUBMIT_FAILED = 'Submission failed. Please try again.';
const SUBMITTED = 'Quote request submitted successfully!';

/** How the visitor is reached: the phone and email inputs (type and autofill alike). */
const CONTACT_FIELDS = [
  { key: 'phoneNumber', label: 'Phone number', type: 'tel' },
  { key: 'email', label: 'Email', type: 'email' },
] as const;

export interface SubmittedQuote {
  quoteNumber: string;
  phoneNumber: string;
}

/** The quote request panel. After a submit the form resets, whether it worked or not (spec §4). */
export function QuoteRequestForm({
  disabled,
  onSubmitted,
}: {
  disabled: boolean;
  onSubmitted: (quote: SubmittedQuote) => void;
}) {
  const [values, setValues] = useState<QuoteFormValues>(EMPTY_QUOTE_FORM);
  const [errors, setErrors] = useState<QuoteFormErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [receipt, setReceipt] = useState<SubmittedQuote | null>(null);

  const set =
    <K extends keyof QuoteFormValues>(key: K) =>
    (value: QuoteFormValues[K]) => {
      setValues((current) => ({ ...current, [key]: value }));
      setErrors((current) => ({ ...current, [key]: undefined }));
    };
  const text = (key: Exclude<keyof QuoteFormValues, 'isInstallationRequired'>) => ({
    value: values[key],
    error: errors[key],
    onChange: (event: { currentTarget: { value: string } }) => set(key)(event.currentTarget.value),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = validateQuoteForm(values);
    setErrors(check.errors);
    if (check.result !== 'ok') {
      setProblem(
        check.result === 'missing' ? REQUIRED_MESSAGE : 'Please correct the marked fields.',
      );
      return;
    }
    setProblem(null);
    setReceipt(null);
    setSending(true);
    const sent = values;
    try {
      const reply = await requestQuote({ ...sent, products: [] });
      notifications.show({ color: 'green', message: reply.message || SUBMITTED });
      if (reply.data.quoteNumber) {
        const quote = { quoteNumber: reply.data.quoteNumber, phoneNumber: sent.phoneNumber };
        setReceipt(quote);
        onSubmitted(quote);
      }
    } catch (error) {
      const message = error instanceof ApiError ? error.serverMessage : null;
      notifications.show({ color: 'red', message: message ?? SUBMIT_FAILED });
    } finally {
      setSending(false);
      setValues(EMPTY_QUOTE_FORM);
      setErrors({});
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Quote request">
      <Stack gap="md">
        {receipt ? (
          <Alert color="green" icon={<IconCircleCheck />} title="Request received">
            Your quote number is <strong>{receipt.quoteNumber}</strong>. Keep it with your phone
            number to check the status.
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Name"
            required
            autoComplete="name"
            maxLength={QUOTE_LIMITS.name}
            {...text('name')}
          />
          <TextInput
            label="GSTIN (optional)"
            description="For a business invoice"
            maxLength={QUOTE_LIMITS.gstin}
            autoCapitalize="characters"
            {...text('gstin')}
          />
        </SimpleGrid>
        <Textarea
          label="Address"
          required
          autoComplete="street-address"
          autosize
          minRows={2}
          maxLength={QUOTE_LIMITS.address}
          {...text('address')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextInput
            label="Power demand (kW)"
            required
            type="number"
            inputMode="decimal"
            min={0.1}
            step={0.1}
            description="5 kW suits most homes; change it if you know yours"
            {...text('userDemand')}
          />
          {CONTACT_FIELDS.map((field) => (
            <TextInput
              key={field.key}
              label={field.label}
              required
              type={field.type}
              autoComplete={field.type}
              maxLength={QUOTE_LIMITS[field.key]}
              {...text(field.key)}
            />
          ))}
        </SimpleGrid>
        <Checkbox
          label={
            <>
              Installation required{' '}
              <Box component="span" c="red" aria-hidden>
                *
              </Box>
            </>
          }
          description="Tick if you want us to install the system, not only supply it"
          checked={values.isInstallationRequired}
          onChange={(event) => set('isInstallationRequired')(event.currentTarget.checked)}
        />
        <Textarea
          label="Message (optional)"
          autosize
          minRows={3}
          maxLength={QUOTE_LIMITS.userMessage}
          {...text('userMessage')}
        />
        {/* Spam trap: off-screen and out of the tab order; people leave it empty, bots do not. */}
        <Box
          aria-hidden
          style={{
            position: 'absolute',
            left: '-10000px',
            width: 1,
            height: 1,
            overflow: 'hidden',
          }}
        >
          <label>
            Leave this field empty
            <input
              name="leave_blank"
              tabIndex={-1}
              autoComplete="off"
              value={values.leaveBlank}
              onChange={(event) => set('leaveBlank')(event.currentTarget.value)}
            />
          </label>
        </Box>
        <SubmitRow problem={problem}>
          <Button
            type="submit"
            color="amber"
            size="md"
            loading={sending}
            disabled={disabled}
            rightSection={<IconSend size={18} />}
          >
            Request a Quote
          </Button>
        </SubmitRow>
      </Stack>
    </form>
  );
}

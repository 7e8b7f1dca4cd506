import {
  Button,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { TAX_HEADS } from '@gst/domain';
import { HEAD_LABEL } from './gstr3bPayment';
import {
  GROUP_LABEL,
  REVERSAL_GROUPS,
  reversalError,
  reversalFormOf,
  reversalLines,
  type ReversalForm,
  type ReversalsInput,
} from './reversals';

/**
 * "Reversals you work out" (issue 32): GSTR-3B 4(B)(1) Rules 42/43 and 4(B)(2) other reversals,
 * per head in rupees, which the books cannot compute. What is typed feeds Table 4, the ITC detail
 * and the tax to pay, and is sent with "Mark as filed". A filed period shows what was filed with
 * it, read-only.
 */
export function ReversalsForm({
  form,
  onChange,
  filed,
  updating,
}: {
  form: ReversalForm;
  onChange: (form: ReversalForm) => void;
  /** A filed period: what it was filed with (null: filed before reversals were kept). */
  filed?: { reversals: ReversalsInput } | null | false;
  /** The figures are being worked out again with the values typed. */
  updating?: boolean;
}) {
  const readOnly = filed !== undefined && filed !== false;
  const shown = readOnly ? reversalFormOf(filed?.reversals) : form;
  const lines = readOnly ? reversalLines(filed?.reversals) : [];
  const set = (group: (typeof REVERSAL_GROUPS)[number], head: string, value: string) =>
    onChange({ ...form, [group]: { ...form[group], [head]: value } });
  const anyTyped = REVERSAL_GROUPS.some((g) => TAX_HEADS.some((h) => form[g][h] !== ''));

  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="reversals-title"
      data-testid="reversals-form"
    >
      <Group justify="space-between" align="flex-start" gap="xs" mb="xs" wrap="wrap">
        <div style={{ minWidth: 0, flex: 1 }}>
          <Title order={2} size="h4" id="reversals-title">
            Reversals you work out
          </Title>
          <Text size="sm" c="dimmed">
            {readOnly
              ? lines.length > 0
                ? 'Filed with these reversals in Table 4(B).'
                : filed === null
                  ? 'Filed before reversals were kept with the return.'
                  : 'Filed with no reversals entered.'
              : 'Credit to reverse that the books cannot compute: Rules 42/43 for exempt supplies, and any other reversal. In rupees; they change Table 4(B), the tax to pay and what is stored when you mark the period filed.'}
          </Text>
        </div>
        {!readOnly && (
          <Group gap="xs">
            {updating ? <Loader size="xs" aria-label="Updating the figures" /> : null}
            <Button
              size="xs"
              variant="default"
              disabled={!anyTyped}
              onClick={() => onChange(reversalFormOf(null))}
            >
              Clear
            </Button>
          </Group>
        )}
      </Group>
      <Stack gap="sm">
        {REVERSAL_GROUPS.map((group) => (
          <fieldset key={group} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
            <Text component="legend" size="sm" fw={600} mb={4}>
              {GROUP_LABEL[group]}
            </Text>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
              {TAX_HEADS.map((head) => {
                const value = shown[group][head];
                return (
                  <TextInput
                    key={head}
                    label={HEAD_LABEL[head]}
                    aria-label={`${GROUP_LABEL[group]}: ${HEAD_LABEL[head]}`}
                    placeholder="0.00"
                    inputMode="decimal"
                    leftSection="₹"
                    value={value}
                    readOnly={readOnly}
                    variant={readOnly ? 'filled' : 'default'}
                    error={readOnly ? undefined : reversalError(value)}
                    onChange={(e) => set(group, head, e.currentTarget.value)}
                    data-testid={`reversal-${group}-${head}`}
                  />
                );
              })}
            </SimpleGrid>
          </fieldset>
        ))}
      </Stack>
    </Paper>
  );
}

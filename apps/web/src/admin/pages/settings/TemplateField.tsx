import { ActionIcon, Code, Group, Popover, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconHelpCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { NUMBERING_PREVIEW_SAMPLE, NUMBERING_TOKENS, previewNumbering } from '@gst/domain';
import { useTRPC } from '../../../lib/trpc';

const SAMPLE_TEXT = `number ${NUMBERING_PREVIEW_SAMPLE.number}, client code ${NUMBERING_PREVIEW_SAMPLE.clientCode}, type ${NUMBERING_PREVIEW_SAMPLE.invoiceType}, prefix ${NUMBERING_PREVIEW_SAMPLE.prefix}`;

function TokenHelp() {
  const today = new Date();
  return (
    <Popover width={320} position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <ActionIcon variant="subtle" size="sm" aria-label="Numbering tokens">
          <IconHelpCircle size={16} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="xs" c="dimmed" mb={6}>
          Tokens and what they give today ({SAMPLE_TEXT}). The financial year starts on 1 April.
        </Text>
        <Table.ScrollContainer minWidth={0} mah={280} type="native">
          <Table verticalSpacing={2} fz="xs">
            <Table.Tbody>
              {NUMBERING_TOKENS.map((token) => {
                const written = token === 'number:N' ? '{number:3}' : `{${token}}`;
                return (
                  <Table.Tr key={token}>
                    <Table.Td>
                      <Code fz="xs">{written}</Code>
                    </Table.Td>
                    <Table.Td>{previewNumbering(written, today)}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Popover.Dropdown>
    </Popover>
  );
}

/** Document numbers (any run without spaces holding a '/') never break across lines. */
function unbroken(text: string) {
  return text.split(/(\S*\/\S*)/).map((part, i) =>
    i % 2 ? (
      <Text span inherit key={i} style={{ whiteSpace: 'nowrap' }}>
        {part}
      </Text>
    ) : (
      part
    ),
  );
}

/**
 * The real next number of the series (the counter's next value this financial year, rendered
 * with the template as typed) and, when documents were issued this year and the template numbers
 * them differently, the warning that a new series starts (issue 29 item 9).
 */
function NextNumber({ fieldKey, template }: { fieldKey: string; template: string }) {
  const trpc = useTRPC();
  const [typed] = useDebouncedValue(template.trim(), 300);
  const preview = useQuery({
    ...trpc.tenant.settings.numbering.queryOptions(typed ? { [fieldKey]: typed } : {}),
    placeholderData: (previous) => previous,
  });
  const mine = preview.data?.find((p) => p.key === fieldKey);
  if (!mine) return null;
  return (
    <>
      <Text size="sm" mt={4} aria-live="polite">
        <Text span c="dimmed" size="sm">
          Next number:{' '}
        </Text>
        <Code fz="sm" data-testid={`${fieldKey} next`}>
          {mine.next ?? '—'}
        </Code>
      </Text>
      {mine.warning ? (
        <Group gap={6} mt={4} wrap="nowrap" align="flex-start" data-testid={`${fieldKey} warning`}>
          <IconAlertTriangle
            size={16}
            color="var(--mantine-color-orange-7)"
            style={{ flexShrink: 0, marginTop: 2 }}
          />
          <Text size="sm" c="orange.9">
            {unbroken(mine.warning)}
          </Text>
        </Group>
      ) : null}
    </>
  );
}

/**
 * A numbering template (invoiceNumberingFormat, quoteNumberingFormat, …) with a live preview using
 * the spec's sample (number 7, client code CLT, type TAX, prefix A, dated today) and the real next
 * number of its series.
 */
export function TemplateField({
  label,
  value,
  onChange,
  onBlur,
  error,
  readOnly,
  fieldKey,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | null;
  readOnly?: boolean;
  /** The settings key: the field then shows the series' real next number. */
  fieldKey?: string;
}) {
  const preview = value ? previewNumbering(value) : '';
  return (
    <div>
      <TextInput
        label={
          <Group gap={4} component="span" wrap="nowrap">
            {label}
            <TokenHelp />
          </Group>
        }
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={onBlur}
        error={error}
        readOnly={readOnly}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        spellCheck={false}
        autoComplete="off"
      />
      <Text size="sm" mt={4} aria-live="polite">
        <Text span c="dimmed" size="sm">
          {/* The spec's sample (number 7, …): said so, as the real next number shows below it. */}
          Preview with sample number {NUMBERING_PREVIEW_SAMPLE.number}:{' '}
        </Text>
        <Code fz="sm" data-testid={`${label} preview`}>
          {preview || '—'}
        </Code>
      </Text>
      {fieldKey ? <NextNumber fieldKey={fieldKey} template={value} /> : null}
    </div>
  );
}

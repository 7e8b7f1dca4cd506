import '@mantine/dates/styles.css';
import { Select, Textarea } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { DatePickerInput } from '@mantine/dates';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { SELECTABLE_STATES, stateCodeLabel } from '@gst/domain';

const STATE_OPTIONS = SELECTABLE_STATES.map((s) => ({
  value: String(s.code),
  label: stateCodeLabel(s.code),
}));

/** A calendar date held as 'YYYY-MM-DD' text ('' when empty), shown as '21 Nov 2026'. */
export function DateField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  clearable?: boolean;
  error?: ReactNode;
  minDate?: string;
  valueFormat?: string;
  disabled?: boolean;
}) {
  return (
    <DatePickerInput
      label={props.label}
      value={props.value || null}
      onChange={(value) => props.onChange(value ?? '')}
      valueFormat={props.valueFormat ?? 'DD MMM YYYY'}
      required={props.required}
      clearable={props.clearable}
      error={props.error}
      minDate={props.minDate || undefined}
      disabled={props.disabled}
      placeholder="Pick a date"
      popoverProps={{ withinPortal: true }}
    />
  );
}

/** Indian state or territory by GST state code ('19 - West Bengal'); the value is the code. */
export function StateSelect(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  clearable?: boolean;
  error?: ReactNode;
  description?: ReactNode;
}) {
  return (
    <Select
      label={props.label}
      data={STATE_OPTIONS}
      value={props.value || null}
      onChange={(value) => props.onChange(value ?? '')}
      searchable
      required={props.required}
      clearable={props.clearable}
      error={props.error}
      description={props.description}
      placeholder="Choose a state"
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** The document's terms and conditions: a growing text area (4 to 12 rows). */
export function TermsField({ inputProps }: { inputProps: GetInputPropsReturnType }) {
  return (
    <Textarea label="Terms and conditions" autosize minRows={4} maxRows={12} {...inputProps} />
  );
}

const lockIcon = <IconLock size={14} aria-hidden />;

/**
 * An input's props while it is not typed (filled from a saved customer or product, or computed):
 * read-only, shaded, with a lock; none while it is typed.
 */
export function lockedInput(locked: boolean) {
  return locked ? { readOnly: true, variant: 'filled', rightSection: lockIcon } : {};
}

import '@mantine/dates/styles.css';
import { NumberInput, Textarea, type NumberInputProps } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { DatePickerInput } from '@mantine/dates';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { StateSelect as StateSearchSelect } from '../customers/StateSelect';

/** What a text-valued field takes ('' when empty): its label, value, change and checks. */
interface TextValueFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  clearable?: boolean;
  error?: ReactNode;
}

/** The props every text-valued input shares: '' shows as empty, and empty comes back as ''. */
function textValueProps(props: TextValueFieldProps) {
  return {
    label: props.label,
    value: props.value || null,
    onChange: (value: string | null) => props.onChange(value ?? ''),
    required: props.required,
    clearable: props.clearable,
    error: props.error,
  };
}

/** A calendar date held as 'YYYY-MM-DD' text ('' when empty), shown as '21 Nov 2026'. */
export function DateField(
  props: TextValueFieldProps & {
    minDate?: string;
    valueFormat?: string;
    disabled?: boolean;
    description?: ReactNode;
  },
) {
  return (
    <DatePickerInput
      {...textValueProps(props)}
      description={props.description}
      valueFormat={props.valueFormat ?? 'DD MMM YYYY'}
      minDate={props.minDate || undefined}
      disabled={props.disabled}
      placeholder="Pick a date"
      popoverProps={{ withinPortal: true }}
    />
  );
}

/**
 * Indian state or territory by GST state code ('19 - West Bengal'); the value is the code. Typing
 * searches afresh rather than appending to the chosen label (issue 29).
 */
export function StateSelect(props: TextValueFieldProps & { description?: ReactNode }) {
  return (
    <StateSearchSelect
      {...textValueProps(props)}
      allowDeselect
      description={props.description}
      placeholder="Choose a state"
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** A rupee amount: never negative, paise at most, thousands separated by commas. */
export function MoneyInput(props: NumberInputProps) {
  return <NumberInput min={0} decimalScale={2} thousandSeparator="," {...props} />;
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

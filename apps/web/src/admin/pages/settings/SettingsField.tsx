import { Select, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { INVOICE_STYLES, SELECTABLE_STATES, type SettingsField, stateCodeLabel } from '@gst/domain';
import { ImageField } from './ImageField';
import type { SettingsValues } from './settingsForm';
import { TemplateField } from './TemplateField';

const STATE_OPTIONS = SELECTABLE_STATES.map((s) => ({
  value: String(s.code),
  label: stateCodeLabel(s.code),
}));
const STYLE_OPTIONS = INVOICE_STYLES.map((s) => ({
  value: s.value,
  label: `${s.value} - ${s.label}`,
}));

/** One settings field, drawn by its type (spec §3: text, textarea, select, image, template). */
export function SettingsFieldInput({
  field,
  form,
  readOnly,
}: {
  field: SettingsField;
  form: UseFormReturnType<SettingsValues>;
  readOnly: boolean;
}) {
  // Typed fields take the form's input props; image and template fields take the value itself.
  const input = { label: field.label, readOnly, ...form.getInputProps(field.key) };
  const direct = {
    label: field.label,
    readOnly,
    value: form.values[field.key],
    onChange: (value: string) => form.setFieldValue(field.key, value),
    error: typeof input.error === 'string' ? input.error : null,
  };
  switch (field.type) {
    case 'textarea':
      return <Textarea autosize minRows={2} maxRows={8} {...input} />;
    case 'select':
      return (
        <Select
          data={
            field.key === 'stateCode'
              ? STATE_OPTIONS
              : field.options
                ? field.options.map((o) => ({ value: o.value, label: o.label }))
                : STYLE_OPTIONS
          }
          description={field.hint}
          searchable={field.key === 'stateCode'}
          allowDeselect={false}
          {...input}
        />
      );
    case 'image':
      return <ImageField {...direct} />;
    case 'template':
      return (
        <TemplateField
          {...direct}
          fieldKey={field.key}
          onBlur={() => form.validateField(field.key)}
        />
      );
    default:
      return (
        <TextInput
          description={field.hint}
          autoComplete="off"
          {...input}
          {...(field.key === 'gstin' || field.key === 'ifscCode'
            ? { styles: { input: { textTransform: 'uppercase' } } }
            : {})}
          {...(field.key === 'upiId' ? { autoCapitalize: 'none', spellCheck: false } : {})}
          type={field.key === 'email' ? 'email' : field.key === 'mobileNumber' ? 'tel' : 'text'}
        />
      );
  }
}

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
  const input = form.getInputProps(field.key);
  const error = typeof input.error === 'string' ? input.error : null;
  switch (field.type) {
    case 'textarea':
      return (
        <Textarea
          label={field.label}
          autosize
          minRows={2}
          maxRows={8}
          readOnly={readOnly}
          {...input}
        />
      );
    case 'select':
      return (
        <Select
          label={field.label}
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
          readOnly={readOnly}
          {...input}
        />
      );
    case 'image':
      return (
        <ImageField
          label={field.label}
          value={form.values[field.key]}
          onChange={(value) => form.setFieldValue(field.key, value)}
          error={error}
          readOnly={readOnly}
        />
      );
    case 'template':
      return (
        <TemplateField
          label={field.label}
          value={form.values[field.key]}
          onChange={(value) => form.setFieldValue(field.key, value)}
          onBlur={() => form.validateField(field.key)}
          error={error}
          readOnly={readOnly}
        />
      );
    default:
      return (
        <TextInput
          label={field.label}
          description={field.hint}
          readOnly={readOnly}
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

import { SegmentedControl, type MantineSize } from '@mantine/core';

/** A list's filter as segments (value, label): picking one shows the list from its first page. */
export function SegmentFilter<V extends string>(props: {
  label: string;
  value: V;
  onChange: (value: V) => void;
  table: { onChange: (patch: { page: number }) => void };
  options: readonly (readonly [V, string])[];
  size?: MantineSize;
}) {
  return (
    <SegmentedControl
      aria-label={props.label}
      size={props.size}
      value={props.value}
      onChange={(value) => {
        props.onChange(value);
        props.table.onChange({ page: 1 });
      }}
      data={props.options.map(([value, label]) => ({ value, label }))}
    />
  );
}

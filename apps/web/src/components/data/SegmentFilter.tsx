import { SegmentedControl, type MantineSize } from '@mantine/core';
import { useState } from 'react';

/**
 * A list's own filter (`initial` first) and the props of its SegmentFilter: picking a value
 * shows the list from its first page.
 */
export function useSegmentFilter<V extends string>(
  table: { onChange: (patch: { page: number }) => void },
  initial: V,
) {
  const [value, setValue] = useState<V>(initial);
  const onChange = (next: V) => {
    setValue(next);
    table.onChange({ page: 1 });
  };
  return [value, { value, onChange }] as const;
}

/** A list's filter as segments, each a (value, label) pair. */
export function SegmentFilter<V extends string>(props: {
  label: string;
  options: readonly (readonly [V, string])[];
  value: V;
  onChange: (value: V) => void;
  size?: MantineSize;
}) {
  return (
    <SegmentedControl
      aria-label={props.label}
      size={props.size}
      value={props.value}
      onChange={props.onChange}
      data={props.options.map(([value, label]) => ({ value, label }))}
    />
  );
}

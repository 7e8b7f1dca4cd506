import { SegmentedControl, type MantineSize } from '@mantine/core';
import { useState } from 'react';

/** A filter's choices, each a (value, label) pair; the first is where the list starts. */
type SegmentOptions<V extends string> = readonly [
  readonly [V, string],
  ...(readonly [V, string])[],
];

/**
 * A list's own filter and the props of its SegmentFilter: it starts on the first option, and
 * picking another shows the list from its first page.
 */
export function useSegmentFilter<V extends string>(
  table: { onChange: (patch: { page: number }) => void },
  options: SegmentOptions<V>,
) {
  const [value, setValue] = useState<V>(options[0][0]);
  const onChange = (next: V) => {
    setValue(next);
    table.onChange({ page: 1 });
  };
  return [value, { value, onChange, options }] as const;
}

/** A list's filter as segments (`useSegmentFilter` gives its value, options and onChange). */
export function SegmentFilter<V extends string>(props: {
  label: string;
  options: SegmentOptions<V>;
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

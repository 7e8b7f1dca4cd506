import { Badge, type MantineColor } from '@mantine/core';

/** A row's yes/no state as a light badge: `yes` while `when` holds, else `no` (colour, label). */
export function StateBadge(props: {
  when: boolean;
  yes: readonly [MantineColor, string];
  no: readonly [MantineColor, string];
}) {
  const [color, label] = props.when ? props.yes : props.no;
  return (
    <Badge color={color} variant="light">
      {label}
    </Badge>
  );
}

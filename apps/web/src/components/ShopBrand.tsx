import { Avatar, Group, Text } from '@mantine/core';
import { IconSolarPanel2 } from '@tabler/icons-react';

interface ShopBrandProps {
  name: string;
  logo: string | null;
  size?: 'sm' | 'md';
}

/** Shop logo (or a solar mark when there is none) and the shop name, truncated on phones. */
export function ShopBrand({ name, logo, size = 'md' }: ShopBrandProps) {
  const avatarSize = size === 'md' ? 36 : 30;
  return (
    <Group gap="xs" wrap="nowrap" miw={0}>
      {logo ? (
        <Avatar src={logo} alt="" size={avatarSize} radius="sm" />
      ) : (
        <Avatar size={avatarSize} radius="sm" color="grid" variant="filled" aria-hidden>
          <IconSolarPanel2 size={avatarSize * 0.6} stroke={1.6} />
        </Avatar>
      )}
      <Text fw={700} size={size === 'md' ? 'lg' : 'md'} truncate="end" miw={0}>
        {name}
      </Text>
    </Group>
  );
}

import {
  Box,
  Burger,
  Button,
  Container,
  Drawer,
  Group,
  NavLink,
  Stack,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFileInvoice } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { ColorSchemeToggle } from '../components/ColorSchemeToggle';
import { ShopBrand } from '../components/ShopBrand';
import { PUBLIC_NAV, QUOTE_PATH } from './links';

interface PublicHeaderProps {
  shopName: string;
  shopLogo: string | null;
}

export function PublicHeader({ shopName, shopLogo }: PublicHeaderProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();

  return (
    <Box
      component="header"
      pos="sticky"
      top={0}
      bg="var(--mantine-color-body)"
      style={{ zIndex: 100, borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Container size="lg" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <UnstyledButton component={Link} to="/" aria-label={`${shopName} home`} miw={0}>
            <ShopBrand name={shopName} logo={shopLogo} />
          </UnstyledButton>

          <Group component="nav" aria-label="Main" gap={4} visibleFrom="md" wrap="nowrap">
            {PUBLIC_NAV.map((item) => {
              const active = pathname === item.to;
              return (
                <Button
                  key={item.to}
                  component={Link}
                  to={item.to}
                  variant={active ? 'light' : 'subtle'}
                  color={active ? 'grid' : 'gray'}
                  aria-current={active ? 'page' : undefined}
                >
                  {item.label}
                </Button>
              );
            })}
          </Group>

          <Group gap="xs" wrap="nowrap">
            <Button component={Link} to={QUOTE_PATH} color="amber" visibleFrom="sm">
              Get a Quote
            </Button>
            <ColorSchemeToggle />
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="md"
              size="sm"
              aria-label={opened ? 'Close navigation' : 'Open navigation'}
            />
          </Group>
        </Group>
      </Container>

      <Drawer
        opened={opened}
        onClose={close}
        position="right"
        size="xs"
        title="Menu"
        hiddenFrom="md"
      >
        <Stack component="nav" aria-label="Main" gap={4}>
          {PUBLIC_NAV.map((item) => (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={item.label}
              active={pathname === item.to}
              aria-current={pathname === item.to ? 'page' : undefined}
              onClick={close}
            />
          ))}
          <Button
            component={Link}
            to={QUOTE_PATH}
            color="amber"
            mt="md"
            leftSection={<IconFileInvoice size={18} />}
            onClick={close}
          >
            Get a Quote Now
          </Button>
        </Stack>
      </Drawer>
    </Box>
  );
}

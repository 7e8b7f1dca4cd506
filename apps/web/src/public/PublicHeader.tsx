import {
  Box,
  Button,
  type ButtonProps,
  Collapse,
  Container,
  Group,
  Stack,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFileInvoice } from '@tabler/icons-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { ColorSchemeToggle } from '../components/ColorSchemeToggle';
import { NavBurger } from '../components/NavBurger';
import { ShopBrand } from '../components/ShopBrand';
import { PUBLIC_NAV, QUOTE_PATH, SITE_TEXT, navLabel, type SiteLang } from './links';

interface PublicHeaderProps {
  shopName: string;
  shopLogo: string | null;
  lang?: SiteLang;
}

/** The header's amber link to the quote page (the bar's and the phone menu's). */
function QuoteLink(props: ButtonProps & { children: ReactNode }) {
  return <Button component={Link} to={QUOTE_PATH} color="amber" {...props} />;
}

/** The site's pages, the current one highlighted (the bar's row and the phone menu's column). */
function NavButtons({
  pathname,
  lang,
  ...props
}: ButtonProps & { pathname: string; lang: SiteLang }) {
  return PUBLIC_NAV.map((item) => {
    const active = pathname === item.to;
    return (
      <Button
        key={item.to}
        component={Link}
        to={item.to}
        variant={active ? 'light' : 'subtle'}
        color={active ? 'grid' : 'gray'}
        aria-current={active ? 'page' : undefined}
        {...props}
      >
        {navLabel(item, lang)}
      </Button>
    );
  });
}

/**
 * Sticky header. On phones the menu folds out under the bar (a Collapse rather than a Drawer:
 * the Drawer's scroll area brings floating-ui into the public bundle).
 */
export function PublicHeader({ shopName, shopLogo, lang = 'en' }: PublicHeaderProps) {
  const text = SITE_TEXT[lang];
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  useEffect(close, [pathname, close]);

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

          <Group component="nav" aria-label="Main" gap={2} visibleFrom="md" wrap="nowrap">
            <NavButtons pathname={pathname} lang={lang} px="sm" />
          </Group>

          <Group gap="xs" wrap="nowrap">
            <QuoteLink visibleFrom="sm">{text.getQuote}</QuoteLink>
            <ColorSchemeToggle />
            <NavBurger
              opened={opened}
              onClick={toggle}
              hiddenFrom="md"
              aria-expanded={opened}
              aria-controls="public-phone-menu"
            />
          </Group>
        </Group>
      </Container>

      <Collapse expanded={opened} hiddenFrom="md" id="public-phone-menu">
        <Container size="lg" pb="md">
          <Stack component="nav" aria-label="Main" gap={4}>
            <NavButtons pathname={pathname} lang={lang} justify="flex-start" size="md" />
            <QuoteLink mt="xs" size="md" leftSection={<IconFileInvoice size={18} />}>
              {text.getQuoteNow}
            </QuoteLink>
          </Stack>
        </Container>
      </Collapse>
    </Box>
  );
}

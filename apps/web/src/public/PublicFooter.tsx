import {
  Anchor,
  Box,
  Container,
  Divider,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconMail, IconMapPin, IconPhone, IconWorld } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  PUBLIC_NAV,
  QUOTE_PATH,
  SITE_TEXT,
  SUGGESTIONS_PATH,
  navLabel,
  type SiteLang,
} from './links';
import type { ShopDetails } from './site/api';

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Box c="grid" mt={2} aria-hidden>
        {icon}
      </Box>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

function websiteHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

export function PublicFooter({
  shopName,
  details,
  lang = 'en',
}: {
  shopName: string;
  details: ShopDetails | null;
  lang?: SiteLang;
}) {
  const text = SITE_TEXT[lang];
  const year = new Date().getFullYear();
  return (
    <Box component="footer" bg="var(--mantine-color-gray-light)" pt="xl" pb="lg" mt="auto">
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap="xs">
            <Title order={2} size="h4">
              {shopName}
            </Title>
            <Text size="sm" c="dimmed">
              {text.tagline}
            </Text>
          </Stack>

          <Stack gap="xs">
            <Title order={2} size="h5">
              {text.contact}
            </Title>
            {details?.email ? (
              <ContactLine icon={<IconMail size={16} />}>
                <Anchor href={`mailto:${details.email}`}>{details.email}</Anchor>
              </ContactLine>
            ) : null}
            {details?.mobileNumber ? (
              <ContactLine icon={<IconPhone size={16} />}>
                <Anchor href={`tel:${details.mobileNumber.replace(/\s+/g, '')}`}>
                  {details.mobileNumber}
                </Anchor>
              </ContactLine>
            ) : null}
            {details?.website ? (
              <ContactLine icon={<IconWorld size={16} />}>
                <Anchor
                  href={websiteHref(details.website)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {details.website}
                </Anchor>
              </ContactLine>
            ) : null}
            {details?.address ? (
              <ContactLine icon={<IconMapPin size={16} />}>{details.address}</ContactLine>
            ) : null}
            {!details ? (
              <Text size="sm" c="dimmed">
                {text.askForQuote}
              </Text>
            ) : null}
          </Stack>

          <Stack gap={6} component="nav" aria-label="Footer">
            <Title order={2} size="h5">
              {text.links}
            </Title>
            {PUBLIC_NAV.map((item) => (
              <Anchor key={item.to} component={Link} to={item.to} size="sm">
                {navLabel(item, lang)}
              </Anchor>
            ))}
            <Anchor component={Link} to={QUOTE_PATH} size="sm">
              {text.getQuote}
            </Anchor>
            <Anchor component={Link} to={SUGGESTIONS_PATH} size="sm">
              {text.suggestions}
            </Anchor>
          </Stack>
        </SimpleGrid>
        <Divider my="lg" />
        <Text size="xs" c="dimmed" ta="center">
          © {year} {shopName}. {text.rights}
        </Text>
      </Container>
    </Box>
  );
}

import { Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconCertificate,
  IconHeartHandshake,
  IconReceiptTax,
  IconSolarPanel,
} from '@tabler/icons-react';
import { Band, DEFAULT_SHOP_DESCRIPTION, Eyebrow, FeatureIcon, QuoteButton } from '../site/Band';
import { usePageMeta } from '../site/usePageMeta';
import { useSiteShop } from '../site/useSiteShop';

const VALUES = [
  {
    icon: IconSolarPanel,
    title: 'Sized to your roof and bill',
    text: 'We read your last twelve electricity bills and survey the roof before we suggest a single panel.',
  },
  {
    icon: IconCertificate,
    title: 'Tier-one equipment',
    text: 'BIS-listed modules with up to 30 years of output warranty and on-grid inverters with 8-year cover.',
  },
  {
    icon: IconReceiptTax,
    title: 'Clean GST invoices',
    text: 'Every sale carries a proper tax invoice with HSN codes and serial numbers, ready for your books and subsidy claim.',
  },
  {
    icon: IconHeartHandshake,
    title: 'Here after the install',
    text: 'Net-meter paperwork, subsidy filing, cleaning tips and service visits: one number to call.',
  },
] as const;

export default function AboutPage() {
  const shop = useSiteShop();
  usePageMeta(
    'About Us',
    `About ${shop.name}: who we are, how we size and install rooftop solar, and what we promise after the install.`,
  );
  const description = shop.details?.shopDescription.trim();
  return (
    <>
      <Band
        labelledBy="about-title"
        py={{ base: 40, md: 72 }}
        gradient="linear-gradient(135deg, var(--mantine-color-grid-9), var(--mantine-color-teal-8))"
        size="md"
      >
        <Stack gap="md">
          <Eyebrow>About us</Eyebrow>
          <Title id="about-title" order={1} fz={{ base: 32, md: 46 }} lh={1.15}>
            {shop.name}
          </Title>
          <Text size="lg" c="grid.0" style={{ whiteSpace: 'pre-line' }}>
            {description || DEFAULT_SHOP_DESCRIPTION}
          </Text>
        </Stack>
      </Band>

      <Band labelledBy="about-story" py={{ base: 40, md: 64 }} size="md">
        <Title id="about-story" order={2} mb="md">
          What we do
        </Title>
        <Stack gap="sm">
          <Text>
            A rooftop system is a 25-year decision. We make it an easy one: a site survey, a design
            that fits your sanctioned load and your roof, a written quote with every component
            named, and an installation done by our own trained team.
          </Text>
          <Text>
            For homes we handle the PM Surya Ghar application, the DISCOM net-meter request and the
            subsidy claim, so the central subsidy (up to ₹78,000) reaches your bank account. For
            shops, schools and factories we design three-phase systems with net billing and the
            paperwork your accountant needs.
          </Text>
        </Stack>
        <List mt="lg" spacing="xs">
          <List.Item>Homes: 1–10 kW on-grid systems, with or without battery backup</List.Item>
          <List.Item>Businesses: 5–100 kW three-phase rooftop plants</List.Item>
          <List.Item>Service: cleaning, health checks and inverter monitoring</List.Item>
        </List>
      </Band>

      <Band labelledBy="about-values" py={{ base: 40, md: 64 }} tinted>
        <Title id="about-values" order={2} ta="center" mb="xl">
          Our promise
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {VALUES.map(({ icon: Icon, title, text }) => (
            <Group key={title} align="flex-start" wrap="nowrap" gap="md">
              <FeatureIcon icon={Icon} />
              <div>
                <Title order={3} size="h4">
                  {title}
                </Title>
                <Text c="dimmed" mt={4}>
                  {text}
                </Text>
              </div>
            </Group>
          ))}
        </SimpleGrid>
        <Group justify="center" mt="xl">
          <QuoteButton size="md" />
        </Group>
      </Band>
    </>
  );
}

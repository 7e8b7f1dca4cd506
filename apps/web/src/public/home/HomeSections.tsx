import {
  Button,
  Card,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  IconArrowRight,
  IconBuildingBank,
  IconPigMoney,
  IconShieldCheck,
  IconTool,
} from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { SUGGESTIONS_PATH } from '../links';
import { Band, DEFAULT_SHOP_DESCRIPTION, FeatureIcon, QuoteButton } from '../site/Band';

const FEATURES = [
  {
    icon: IconPigMoney,
    title: 'Lower electricity bills',
    text: 'Every unit your roof exports is credited to your bill under net metering, so the meter runs backwards while the sun shines.',
  },
  {
    icon: IconBuildingBank,
    title: 'Subsidy support',
    text: 'Homes can claim the government rooftop subsidy of up to ₹78,000. We prepare and file the paperwork for you.',
  },
  {
    icon: IconShieldCheck,
    title: 'Long warranties',
    text: 'Modules carry up to 27 years of output warranty and on-grid inverters 8 years, backed by the manufacturers.',
  },
  {
    icon: IconTool,
    title: 'Installed and serviced',
    text: 'Site survey, installation, net-meter application and after-sales service — one team from start to finish.',
  },
] as const;

export function FeaturesSection() {
  return (
    <Band labelledBy="why-solar" py={{ base: 48, md: 72 }}>
      <Title id="why-solar" order={2} ta="center">
        Why go solar with us
      </Title>
      <Text c="dimmed" ta="center" maw={600} mx="auto" mt="sm" mb="xl">
        Clean power from your own roof, with the numbers worked out before you spend a rupee.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <Card key={title} withBorder padding="lg">
            <FeatureIcon icon={Icon} />
            <Title order={3} size="h4" mt="md">
              {title}
            </Title>
            <Text size="sm" c="dimmed" mt="xs">
              {text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Band>
  );
}

const DEFAULT_DEMAND_WATTS = 8000;

export function DemandFinderSection() {
  const navigate = useNavigate();
  const [demand, setDemand] = useState(String(DEFAULT_DEMAND_WATTS));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(demand);
    const watts = Number.isFinite(value) && value > 0 ? Math.round(value) : DEFAULT_DEMAND_WATTS;
    void navigate(`${SUGGESTIONS_PATH}?demand=${watts}`);
  };

  return (
    <Band labelledBy="find-system" py={{ base: 48, md: 72 }} tinted size="md">
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
        <Title id="find-system" order={2} size="h3">
          How much power do you need?
        </Title>
        <Text c="dimmed" mt="xs" mb="lg">
          Enter your peak demand and we will suggest panels, how many you need, their weight and the
          roof area they take.
        </Text>
        <form onSubmit={submit}>
          <Group align="flex-end" gap="sm">
            {/* A plain numeric input: NumberInput's formatter costs 8 kB of public JavaScript. */}
            <TextInput
              label="Your power demand (watts)"
              type="number"
              inputMode="numeric"
              min={1}
              step={100}
              value={demand}
              onChange={(event) => setDemand(event.currentTarget.value)}
              style={{ flex: '1 1 220px' }}
            />
            <Button type="submit" rightSection={<IconArrowRight size={18} />}>
              Suggest products
            </Button>
          </Group>
        </form>
      </Paper>
    </Band>
  );
}

export function AboutSection({
  shopName,
  description,
}: {
  shopName: string;
  description: string | null;
}) {
  return (
    <Band labelledBy="about-shop" py={{ base: 48, md: 72 }} tinted size="md">
      <Stack gap="md" align="center" ta="center">
        <Title id="about-shop" order={2}>
          About {shopName}
        </Title>
        <Text size="lg" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
          {description || DEFAULT_SHOP_DESCRIPTION}
        </Text>
        <Button
          component={Link}
          to="/about-us"
          variant="light"
          rightSection={<IconArrowRight size={18} />}
        >
          More about us
        </Button>
      </Stack>
    </Band>
  );
}

export function QuoteCallToAction() {
  return (
    <Band
      labelledBy="quote-cta"
      py={{ base: 40, md: 56 }}
      gradient="linear-gradient(120deg, var(--mantine-color-grid-9), var(--mantine-color-grid-7))"
    >
      <Group justify="space-between" gap="lg">
        <div>
          <Title id="quote-cta" order={2} size="h3">
            Ready to switch to solar?
          </Title>
          <Text c="grid.0" mt={4}>
            Tell us your demand and we will send a detailed quote, usually within a day.
          </Text>
        </div>
        <QuoteButton size="md" />
      </Group>
    </Band>
  );
}

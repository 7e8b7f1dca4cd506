import { Box, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { HeroIllustration } from './HeroIllustration';
import { Band, Eyebrow, HeroActions } from '../site/Band';

export function HomeHero({ shopName }: { shopName: string }) {
  return (
    <Band
      labelledBy="home-hero-title"
      py={{ base: 48, md: 88 }}
      gradient="linear-gradient(135deg, var(--mantine-color-grid-9) 0%, var(--mantine-color-grid-8) 45%, var(--mantine-color-teal-9) 100%)"
    >
      <SimpleGrid
        cols={{ base: 1, md: 2 }}
        spacing={{ base: 'xl', md: 48 }}
        style={{ alignItems: 'center' }}
      >
        <Stack gap="lg">
          <Eyebrow>Welcome to {shopName}</Eyebrow>
          <Title id="home-hero-title" order={1} fz={{ base: 34, sm: 44, md: 52 }} lh={1.1}>
            Make your own power. Cut your electricity bill.
          </Title>
          <Text size="lg" c="grid.0" maw={520}>
            Rooftop solar panels, inverters and batteries sized to your demand — supplied, installed
            and serviced by one trusted team.
          </Text>
          <HeroActions size="lg" to="/store" icon={<IconBuildingStore size={20} />}>
            Visit the Store
          </HeroActions>
        </Stack>
        <Box maw={{ base: 360, md: 480 }} w="100%" mx="auto">
          <HeroIllustration />
        </Box>
      </SimpleGrid>
    </Band>
  );
}

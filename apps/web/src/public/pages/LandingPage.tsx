import { Stack, Text, Title } from '@mantine/core';
import { IconBolt } from '@tabler/icons-react';
import { BannerCarousel } from '../landing/BannerCarousel';
import { LandingCatalogue } from '../landing/LandingCatalogue';
import { TypedSlogans } from '../landing/TypedSlogans';
import { SUGGESTIONS_PATH } from '../links';
import { Band, HeroActions } from '../site/Band';
import { usePageMeta } from '../site/usePageMeta';
import { useSiteShop } from '../site/useSiteShop';

/** The solar trader's landing page (spec §2): banner carousel, typed slogans, catalogue. */
export default function LandingPage() {
  const shop = useSiteShop();
  usePageMeta(
    'Solar range',
    `${shop.name}: solar modules from 20 to 585 Wp, single and three phase on-grid inverters, lithium-ion batteries and ready combos, with HSN codes, weights, warranties and datasheets.`,
  );
  return (
    <>
      <BannerCarousel />
      <Band
        py={{ base: 32, md: 48 }}
        gradient="linear-gradient(135deg, var(--mantine-color-grid-9), var(--mantine-color-grid-8))"
      >
        <Stack gap="sm">
          <Title order={1} fz={{ base: 28, md: 40 }}>
            {shop.name}: your solar trader
          </Title>
          <TypedSlogans />
          <HeroActions size="md" to={SUGGESTIONS_PATH} color="dark" icon={<IconBolt size={18} />}>
            Size my system
          </HeroActions>
        </Stack>
      </Band>
      <Band labelledBy="catalogue-title" py={{ base: 32, md: 56 }}>
        <Title id="catalogue-title" order={2} mb="xs">
          Catalogue
        </Title>
        <Text c="dimmed" mb="lg">
          Inverters and modules we supply, with the HSN code that goes on your GST invoice.
        </Text>
        <LandingCatalogue />
      </Band>
    </>
  );
}

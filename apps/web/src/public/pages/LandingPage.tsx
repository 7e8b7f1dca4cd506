import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconBolt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { BannerCarousel } from '../landing/BannerCarousel';
import { LandingCatalogue } from '../landing/LandingCatalogue';
import { TypedSlogans } from '../landing/TypedSlogans';
import { QUOTE_PATH, SUGGESTIONS_PATH } from '../links';
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
      <Box
        component="section"
        py={{ base: 32, md: 48 }}
        c="white"
        style={{
          backgroundImage:
            'linear-gradient(135deg, var(--mantine-color-grid-9), var(--mantine-color-grid-8))',
        }}
      >
        <Container size="lg">
          <Stack gap="sm">
            <Title order={1} fz={{ base: 28, md: 40 }}>
              {shop.name}: your solar trader
            </Title>
            <TypedSlogans />
            <Group gap="sm">
              <Button
                component={Link}
                to={QUOTE_PATH}
                color="amber"
                size="md"
                rightSection={<IconArrowRight size={18} />}
              >
                Get a Quote Now
              </Button>
              <Button
                component={Link}
                to={SUGGESTIONS_PATH}
                variant="white"
                color="dark"
                size="md"
                leftSection={<IconBolt size={18} />}
              >
                Size my system
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>
      <Box component="section" aria-labelledby="catalogue-title" py={{ base: 32, md: 56 }}>
        <Container size="lg">
          <Title id="catalogue-title" order={2} mb="xs">
            Catalogue
          </Title>
          <Text c="dimmed" mb="lg">
            Inverters and modules we supply, with the HSN code that goes on your GST invoice.
          </Text>
          <LandingCatalogue />
        </Container>
      </Box>
    </>
  );
}

// Bengali glyphs come from the font shipped with the app; its CSS loads with this page only and
// the font files download only when Bengali text is on screen (unicode-range).
import '@fontsource/noto-sans-bengali/400.css';
import '@fontsource/noto-sans-bengali/600.css';
import { Box, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { BENGALI_FONT } from '../links';
import { BROCHURE_EN } from '../services/brochure-en';
import type { Brochure, Lang } from '../services/brochure';
import { BrochureView } from '../services/BrochureView';
import { Band } from '../site/Band';
import { usePageMeta } from '../site/usePageMeta';

/** The brochure's languages, each button named in its own language. */
const LANGUAGES: readonly (readonly [Lang, string])[] = [
  ['en', 'English'],
  ['bn', 'বাংলা'],
];

function useBrochure(lang: Lang): Brochure | null {
  const [bengali, setBengali] = useState<Brochure | null>(null);
  useEffect(() => {
    if (lang !== 'bn' || bengali) return;
    let live = true;
    void import('../services/brochure-bn').then((module) => {
      if (live) setBengali(module.BROCHURE_BN);
    });
    return () => {
      live = false;
    };
  }, [lang, bengali]);
  return lang === 'en' ? BROCHURE_EN : bengali;
}

export default function ServicesPage() {
  const [params, setParams] = useSearchParams();
  const lang: Lang = params.get('lang') === 'bn' ? 'bn' : 'en';
  const brochure = useBrochure(lang);
  usePageMeta(
    lang === 'bn' ? 'পরিষেবা ও সোলার ব্রোশিওর' : 'Services and solar brochure',
    'Why rooftop solar pays: subsidy up to ₹78,000, net metering versus net billing, worked 5 kW home and 6–10 kW business examples, and everything included in our installation. In English and Bengali.',
  );
  const choose = (next: Lang) =>
    setParams(next === 'en' ? {} : { lang: next }, { replace: true, preventScrollReset: true });

  return (
    <Box lang={lang} style={lang === 'bn' ? { fontFamily: BENGALI_FONT } : undefined}>
      <Band
        labelledBy="services-title"
        py={{ base: 40, md: 64 }}
        gradient="linear-gradient(135deg, var(--mantine-color-grid-9), var(--mantine-color-grid-7) 60%, var(--mantine-color-teal-7))"
      >
        <Stack gap="md">
          <Group gap="xs" role="group" aria-label="Brochure language">
            {LANGUAGES.map(([code, name]) => (
              <Button
                key={code}
                variant={lang === code ? 'white' : 'outline'}
                color={lang === code ? 'dark' : 'gray.0'}
                aria-pressed={lang === code}
                onClick={() => choose(code)}
                lang={code}
                style={code === 'bn' ? { fontFamily: BENGALI_FONT } : undefined}
              >
                {name}
              </Button>
            ))}
          </Group>
          <Title id="services-title" order={1} fz={{ base: 28, md: 42 }} lh={1.2} maw={820}>
            {brochure?.title ?? BROCHURE_EN.title}
          </Title>
          <Text size="lg" c="grid.0" maw={720}>
            {brochure?.intro ?? ''}
          </Text>
        </Stack>
      </Band>
      {brochure ? (
        <BrochureView brochure={brochure} />
      ) : (
        <Center py={80} role="status">
          <Loader />
          <Text ml="sm">Loading…</Text>
        </Center>
      )}
    </Box>
  );
}

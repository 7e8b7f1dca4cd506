import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { BANNER_AUTOPLAY_MS } from '@gst/domain';
import { ProductArt } from '../store/ProductArt';
import { BANNER_SLIDES } from './slides';

/**
 * Spec §2: auto-playing, looping banner of the nine categories, one slide every 3 s. Autoplay
 * pauses while the pointer or keyboard focus is on the carousel and stays off for people who ask
 * for reduced motion (the arrows and dots still work).
 */
export function BannerCarousel() {
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [paused, setPaused] = useState(false);
  const reduceMotion = useReducedMotion();

  useEffect(() => {
    if (!embla || paused || reduceMotion) return;
    const timer = window.setInterval(() => embla.scrollNext(), BANNER_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [embla, paused, reduceMotion]);

  return (
    <Box
      bg="var(--mantine-color-grid-9)"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocusCapture={() => setPaused(true)}
      onBlurCapture={() => setPaused(false)}
      aria-roledescription="carousel"
      aria-label="Our solar range"
    >
      <Carousel
        getEmblaApi={setEmbla}
        emblaOptions={{ loop: true }}
        withIndicators
        slideGap={0}
        controlSize={36}
        previousControlProps={{ 'aria-label': 'Previous slide' }}
        nextControlProps={{ 'aria-label': 'Next slide' }}
      >
        {BANNER_SLIDES.map((slide, index) => (
          <Carousel.Slide
            key={slide.category}
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${BANNER_SLIDES.length}: ${slide.title}`}
          >
            <Box
              c="white"
              px={{ base: 48, sm: 72 }}
              py={{ base: 28, md: 40 }}
              mih={{ base: 360, sm: 300 }}
              h="100%"
              style={{ backgroundImage: `linear-gradient(120deg, ${slide.from}, ${slide.to})` }}
            >
              <Group wrap="wrap-reverse" justify="space-between" align="center" gap="lg">
                <Stack gap="sm" maw={460} style={{ flex: '1 1 260px' }}>
                  <Text
                    tt="uppercase"
                    fw={700}
                    size="xs"
                    c="amber.3"
                    style={{ letterSpacing: '0.1em' }}
                  >
                    {slide.category}
                  </Text>
                  <Title order={2} fz={{ base: 26, md: 36 }} lh={1.15}>
                    {slide.title}
                  </Title>
                  <Text c="gray.1">{slide.text}</Text>
                  <Group gap="sm" mt="xs">
                    <Button
                      component={Link}
                      to={`/store?category=${encodeURIComponent(slide.category)}`}
                      variant="white"
                      color="dark"
                    >
                      Shop now
                    </Button>
                  </Group>
                </Stack>
                <Box
                  w={{ base: 180, sm: 240, md: 300 }}
                  style={{ borderRadius: 12, overflow: 'hidden', flex: '0 0 auto' }}
                >
                  <ProductArt kind={slide.art} label={slide.title} />
                </Box>
              </Group>
            </Box>
          </Carousel.Slide>
        ))}
      </Carousel>
    </Box>
  );
}

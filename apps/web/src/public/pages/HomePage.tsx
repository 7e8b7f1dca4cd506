import { HomeHero } from '../home/HomeHero';
import {
  AboutSection,
  DemandFinderSection,
  FeaturesSection,
  QuoteCallToAction,
} from '../home/HomeSections';
import { VideoSection } from '../home/VideoSection';
import { usePageMeta } from '../site/usePageMeta';
import { useSiteShop } from '../site/useSiteShop';

export default function HomePage() {
  const shop = useSiteShop();
  usePageMeta(
    'Rooftop solar, supplied and installed',
    `${shop.name}: rooftop solar panels, on-grid inverters and batteries for homes and businesses, with the PM Surya Ghar subsidy handled for you. Get a quote today.`,
  );
  return (
    <>
      <HomeHero shopName={shop.name} />
      <FeaturesSection />
      <DemandFinderSection />
      <VideoSection />
      <AboutSection shopName={shop.name} description={shop.details?.shopDescription ?? null} />
      <QuoteCallToAction />
    </>
  );
}

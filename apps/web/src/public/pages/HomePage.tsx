import { useShop } from '../lib/useShop';
import { HomeHero } from './HomeHero';
import {
  AboutSection,
  DemandFinderSection,
  FeaturesSection,
  QuoteCallToAction,
} from './HomeSections';

export function HomePage() {
  const shop = useShop();
  return (
    <>
      <HomeHero shopName={shop.name} />
      <FeaturesSection />
      <DemandFinderSection />
      <AboutSection shopName={shop.name} description={shop.details?.shopDescription ?? null} />
      <QuoteCallToAction />
    </>
  );
}

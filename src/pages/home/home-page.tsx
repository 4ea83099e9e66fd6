import { Suspense, useEffect } from 'react';
import { lazyOwnPart } from '../../i18n/lazy-own-part';
import { useOnline } from '../../offline/use-online';
import type { PageProps } from '../../routing/page-types';
import { container, section } from '../../ui/container.css';
import { island } from '../../ui/island';
import { HomeTariffsPart, ShopCarouselPart } from '../../ui/part-slot';
import { useHydrated } from '../../ui/use-hydrated';
import { Advantages } from './advantages';
import { AppPromo } from './app-promo';
import { HeroSlider } from './hero-slider';
import { CurrentSales, LatestFaq, LatestNews } from './home-updates';
import type { GuideLink, HomeData, NewsCard } from './load';
import { belowFold, lowerSections, slot } from './tariff-slot.css';

// Offline only, so it stays out of the first load.
const OutageMode = lazyOwnPart('home', () => import('./lazy/outage-mode'));
// The connection request, services and payments blocks load once the page is interactive.
const BelowFold = lazyOwnPart('home', () => import('./lazy/below-fold'));

function OutagePart(props: { notices: NewsCard[]; routerGuides: GuideLink[] }) {
  const online = useOnline();
  return (
    !online && (
      <Suspense fallback={null}>
        <OutageMode {...props} />
      </Suspense>
    )
  );
}
function BelowFoldPart() {
  const hydrated = useHydrated();
  return (
    hydrated && (
      <Suspense fallback={null}>
        <BelowFold />
      </Suspense>
    )
  );
}

// In islands mode each interactive part wakes on its own (src/ui/island.tsx); the tariff block
// is links only, so it stays the server's HTML.
const Outage = island('pages/home/lazy/outage.island', OutagePart, { when: 'offline', clientOnly: true });
const Connect = island('pages/home/lazy/below-fold.island', BelowFoldPart, { clientOnly: true });

export default function HomePage({ data }: PageProps) {
  const { slides, advantages, faq, sales, news, notices, routerGuides, tariffs, reach, products, meta } = data as HomeData;
  // Outage mode must be at hand when the line drops, even before the service worker serves this page.
  useEffect(() => void import('./lazy/outage-mode').catch(() => undefined), []);
  return (
    <>
      <Outage notices={notices} routerGuides={routerGuides} />
      <HeroSlider slides={slides} />
      <Advantages items={advantages} reach={reach} heading={meta?.title} />
      <section className={`${container} ${section}`} aria-labelledby="home-tariffs">
        {/* The server renders the block; the browser hydrates it once its chunk is here (until
            then React keeps the server's HTML). Its room is kept only when it has to load first. */}
        <Suspense fallback={<div className={slot} data-cards={Math.min(tariffs.tariffs.length, 6)} />}>
          <HomeTariffsPart {...tariffs} />
        </Suspense>
      </section>
      <div className={belowFold}>
        <Connect />
      </div>
      <div className={lowerSections}>
        <AppPromo />
        <Suspense fallback={null}>
          <ShopCarouselPart products={products} />
        </Suspense>
        <CurrentSales items={sales} />
        <LatestFaq items={faq} />
        <LatestNews items={news} />
      </div>
    </>
  );
}

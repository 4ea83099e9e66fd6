import { Suspense } from 'react';
import { lazyPart } from '../../i18n/lazy-part';
import { useOnline } from '../../offline/use-online';
import type { PageProps } from '../../routing/page-types';
import { Advantages } from './advantages';
import { AppPromo } from './app-promo';
import { HeroSlider } from './hero-slider';
import { CurrentSales, LatestFaq, LatestNews } from './home-updates';
import type { HomeData } from './load';

// Offline only, so it stays out of the first load.
const OutageMode = lazyPart('home', () => import('./lazy/outage-mode'));

export default function HomePage({ data }: PageProps) {
  const { slides, advantages, faq, sales, news, notices, routerGuides } = data as HomeData;
  const online = useOnline();
  return (
    <>
      {!online && (
        <Suspense fallback={null}>
          <OutageMode notices={notices} routerGuides={routerGuides} />
        </Suspense>
      )}
      <HeroSlider slides={slides} />
      <Advantages items={advantages} />
      <AppPromo />
      <CurrentSales items={sales} />
      <LatestFaq items={faq} />
      <LatestNews items={news} />
    </>
  );
}

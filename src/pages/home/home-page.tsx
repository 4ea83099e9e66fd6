import type { PageProps } from '../../routing/page-types';
import { Advantages } from './advantages';
import { AppPromo } from './app-promo';
import { HeroSlider } from './hero-slider';
import type { HomeData } from './load';

export default function HomePage({ data }: PageProps) {
  const { slides, advantages } = data as HomeData;
  return (
    <>
      <HeroSlider slides={slides} />
      <Advantages items={advantages} />
      <AppPromo />
    </>
  );
}

import type { LoaderContext } from '../../routing/page-types';
import type { Advantage, Slide } from '../../domain/content/site';
import { homeQueries as q } from './queries';

export interface HomeData {
  slides: Slide[];
  advantages: Advantage[];
}

/** The home page's content: slider banners and advantages. Later blocks add their queries here. */
export async function loadHome({ content }: LoaderContext): Promise<HomeData> {
  const [slides, advantages] = await Promise.all([
    content.items(q.slides.collection, q.slides.query),
    content.items(q.advantages.collection, q.advantages.query),
  ]);
  return { slides, advantages };
}

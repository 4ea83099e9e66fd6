import type { PageProps } from '../../routing/page-types';
import { ComparePage } from './compare';
import type { PartnerData, TvData } from './load';
import { OwnTvPage } from './own-tv';
import { PartnerPage } from './partner';

/**
 * Every TV route in one page module: /tv, the partner pages and their comparisons share their
 * parts, and one route entry costs the first load less than five.
 */
export default function TvPage({ title, data }: PageProps) {
  const d = data as TvData | PartnerData;
  if (d.view === 'tv') return <OwnTvPage data={d} />;
  if (d.view === 'compare') return <ComparePage title={title} data={d} />;
  return <PartnerPage title={title} data={d} />;
}

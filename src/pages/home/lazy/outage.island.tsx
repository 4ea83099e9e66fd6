/** Outage mode as an island: woken when the server cannot be reached, shown while that lasts. */
import { useOnline } from '../../../offline/use-online';
import type { GuideLink, NewsCard } from '../load';
import OutageMode from './outage-mode';

export default function Outage(props: { notices: NewsCard[]; routerGuides: GuideLink[] }) {
  return useOnline() ? null : <OutageMode {...props} />;
}

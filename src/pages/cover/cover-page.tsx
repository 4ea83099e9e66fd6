import { Trans } from '@lingui/react/macro';
import type { PageProps } from '../../routing/page-types';
import { container } from '../../ui/container.css';
import { island } from '../../ui/island';
import { useOnline } from '../../offline/use-online';
import AddressCheckPart from './address-check.island';
import { CityList } from './city-list';
import CoverMapPart from './cover-map.island';
import type { CoverData } from './load';
import * as s from './cover.css';

// The drawing is the map until the first touch brings Leaflet's; the check wakes when first used.
const CoverMap = island('pages/cover/cover-map.island', CoverMapPart, { when: 'touch' });
const AddressCheck = island('pages/cover/address-check.island', AddressCheckPart, { when: 'touch' });

/** /cover and /cover/{city}: the served areas on a map, the localities, and the address check. */
export default function CoverPage({ title, data }: PageProps) {
  const { areas, covered, planned, streets, city, meta } = data as CoverData;
  const online = useOnline();
  // The loader's title names the locality (and is the page's <title>).
  const heading = meta?.title ?? title;
  return (
    <div className={`${container} ${s.page}`}>
      <div className={s.head}>
        <h1 className={s.title}>{heading}</h1>
        <p className={s.lead}>
          <Trans>Fibre reaches Zaporizhzhia and nine localities around it. Find your area on the map or check your street.</Trans>
        </p>
      </div>
      <div className={s.layout}>
        <div className={s.mapColumn}>
          {/* Followed by the page where the whole app renders it, by an enhancer in islands mode. */}
          <p className={s.offline} role="note" hidden={online} data-enhance="ui/offline-only.enhance">
            <Trans>You are offline: the map shows the served areas without the street map, which needs the network. The localities and the address check work.</Trans>
          </p>
          <CoverMap areas={areas} city={city} />
        </div>
        <div className={s.side}>
          <AddressCheck streets={streets} covered={covered} planned={planned} />
          <CityList areas={areas} city={city} />
        </div>
      </div>
    </div>
  );
}

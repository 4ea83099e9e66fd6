import { Trans, useLingui } from '@lingui/react/macro';
import { AppLink } from '../../routing/app-link';
import type { PointGroup } from './load';
import * as s from './payments.css';

/** A locality with more points than this lists them in columns across the page. */
const wideFrom = 3;

/** The payment partner's cash points by locality, each with its place, address, hours and map link. */
export function CashPoints({ groups }: { groups: PointGroup[] }) {
  const { t } = useLingui();
  return (
    <div className={s.localities}>
      {groups.map((group) => {
        const wide = group.points.length > wideFrom;
        return (
          <section key={group.locality} className={wide ? `${s.locality} ${s.localityWide}` : s.locality} aria-labelledby={`points-${group.locality}`}>
            <h3 id={`points-${group.locality}`} className={s.h3}>
              {group.name} <span className={s.count}>({group.points.length})</span>
            </h3>
            <ul className={wide ? `${s.points} ${s.pointsWide}` : s.points}>
              {group.points.map(({ id, place, address, hours }) => (
                <li key={id} className={s.point} data-testid="cash-point">
                  <span className={s.place}>{place}</span>
                  <span>{address}</span>
                  <span className={s.hours}>{hours}</span>
                  {/* The locality's coverage map: no map service is called from the page. */}
                  <AppLink to="cover-city" params={{ city: group.locality }} className={s.mapLink} aria-label={t`On the map: ${address}`}>
                    <Trans>On the map</Trans>
                  </AppLink>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

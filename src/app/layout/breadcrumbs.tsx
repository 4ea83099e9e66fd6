import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { AppLink } from '../../routing/app-link';
import { pageMeta } from '../../routing/page-types';
import { container } from '../../ui/container.css';
import { useApp } from '../app-context';
import { type RouteDef } from '../router/types';
import { routeByName } from '../router/table';
import * as s from './breadcrumbs.css';

const homeLabel = msg`Home`;

/** Home > parent > current page, from the route table's parents. */
export function Breadcrumbs({ route }: { route: RouteDef }) {
  const { i18n } = useLingui();
  const { page } = useApp();
  // A loader may name the page better than its route (a headline, a guide's title).
  const current = pageMeta(page.data).title || i18n._(route.title);
  const trail: RouteDef[] = [];
  for (let parent = route.parent && routeByName(route.parent); parent; parent = parent.parent && routeByName(parent.parent)) {
    // A parent with the same title as the page (tariffs > tariffs for a locality) is said once.
    if (i18n._(parent.title) !== current) trail.unshift(parent);
  }
  return (
    <nav className={container} aria-label={i18n._(msg`Breadcrumbs`)}>
      <ol className={s.list}>
        <li className={s.item}>
          <AppLink to="home">{i18n._(homeLabel)}</AppLink>
        </li>
        {trail.map((r) => (
          <li key={r.name} className={s.item}>
            <AppLink to={r.name} params={page.params}>
              {i18n._(r.title)}
            </AppLink>
          </li>
        ))}
        <li className={s.item} aria-current="page">
          {current}
        </li>
      </ol>
    </nav>
  );
}

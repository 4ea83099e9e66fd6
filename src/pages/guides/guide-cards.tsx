import { assetUrl } from '../../domain/content/translate';
import { AppLink } from '../../routing/app-link';
import type { GuideCard, IndexKind } from './load';
import * as s from './guides.css';

/** Cards linking guides of one index: icon, title, summary. */
export function GuideCards({ kind, guides }: { kind: IndexKind; guides: GuideCard[] }) {
  return (
    <ul className={s.cards}>
      {guides.map((g) => (
        <li key={g.id} className={s.card}>
          <img className={s.cardIcon} src={assetUrl(g.icon)} alt="" width={64} height={64} loading="lazy" />
          <div className={s.cardBody}>
            <h3 className={s.cardTitle}>
              {kind === 'routers' ? (
                <AppLink to="routers-guide" params={{ key: g.url_key }} className={s.cardLink}>
                  {g.title}
                </AppLink>
              ) : (
                <AppLink to="setup-pc-guide" params={{ key: g.url_key }} className={s.cardLink}>
                  {g.title}
                </AppLink>
              )}
            </h3>
            <p className={s.cardText}>{g.summary}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

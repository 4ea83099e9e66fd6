import { AppLink } from '../../routing/app-link';
import type { GuideCard, IndexKind } from './load';
import * as s from './guides.css';
import { ContentPicture } from '../../ui/content-picture';

/** Cards linking guides of one index: icon, title, summary; titles one level below the heading above them. */
export function GuideCards({ kind, guides, level }: { kind: IndexKind; guides: GuideCard[]; level: 2 | 3 }) {
  const Title = level === 2 ? 'h2' : 'h3';
  return (
    <ul className={s.cards}>
      {guides.map((g) => (
        <li key={g.id} className={s.card}>
          <ContentPicture className={s.cardIcon} asset={g.icon} alt="" width={64} height={64} loading="lazy" />
          <div className={s.cardBody}>
            <Title className={s.cardTitle}>
              {kind === 'routers' ? (
                <AppLink to="routers-guide" params={{ key: g.url_key }} className={s.cardLink}>
                  {g.title}
                </AppLink>
              ) : (
                <AppLink to="setup-pc-guide" params={{ key: g.url_key }} className={s.cardLink}>
                  {g.title}
                </AppLink>
              )}
            </Title>
            <p className={s.cardText}>{g.summary}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

import { Trans } from '@lingui/react/macro';
import type { Advantage } from '../../domain/content/site';
import { translation } from '../../domain/content/translate';
import { formatNumber } from '../../domain/format';
import { useLocale } from '../../i18n/use-locale';
import { ContentPicture } from '../../ui/content-picture';
import { container, section } from '../../ui/container.css';
import * as s from './advantages.css';

/** Why choose us: the page's h1 (its figures from the tariffs and localities, or the locality of /{type}/{code}) and the advantages grid. */
export function Advantages({ items, reach, heading }: { items: Advantage[]; reach: { maxSpeed: number; around: number }; heading?: string | undefined }) {
  const locale = useLocale();
  const gbits = formatNumber(reach.maxSpeed / 1000, locale, 1);
  const around = reach.around;
  return (
    <section className={`${container} ${section}`} aria-labelledby="home-title">
      <h1 id="home-title" className={s.title}>
        {heading ?? <Trans>Fibre internet up to {gbits} Gbit/s and TV in Zaporizhzhia and nearby villages</Trans>}
      </h1>
      <p className={s.lead}>
        <Trans>
          A Gigabit PON network in Zaporizhzhia and {around} localities around it: unlimited tariffs, interactive TV and
          support around the clock since 2012.
        </Trans>
      </p>
      <ul className={s.grid}>
        {items.map((item) => {
          const tr = translation(item.translations, locale);
          return (
            <li key={item.id} className={s.card}>
              <ContentPicture className={s.icon} asset={item.icon} alt="" width={56} height={56} loading="lazy" />
              <h2 className={s.cardTitle}>{tr.title}</h2>
              <p className={s.cardText}>{tr.text}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

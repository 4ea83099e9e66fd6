import { Trans } from '@lingui/react/macro';
import { translation } from '../../domain/content/translate';
import { useLocale } from '../../i18n/use-locale';
import { AppLink } from '../../routing/app-link';
import { button } from '../../ui/button.css';
import { container } from '../../ui/container.css';
import { summary } from '../../ui/disclosure.css';
import { OfflineSavedNote } from '../../ui/offline-saved-note';
import type { PartnerData } from './load';
import { TvTariffGrid } from './tariff-card';
import * as s from './tv.css';

export const packagesId = 'packages';

/** /sweet-tv and /megogo: the partner's packages (and add-ons), what it offers, its FAQ. */
export function PartnerPage({ title, data }: { title: string; data: PartnerData }) {
  const { tariffs, partner } = data;
  const tr = translation(partner.translations, useLocale());
  return (
    <div className={`${container} ${s.page}`}>
      <div className={s.block}>
        <h1 className={s.h1}>{title}</h1>
        <p className={s.lead}>{tr.intro}</p>
        <ul className={s.list}>
          {tr.features.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
        <OfflineSavedNote />
      </div>
      <section className={s.block} aria-labelledby={packagesId}>
        <h2 className={s.h2} id={packagesId}>
          <Trans>Choose a package</Trans>
        </h2>
        <TvTariffGrid tariffs={tariffs} />
        <div className={s.links}>
          <AppLink to={partner.code === 'megogo' ? 'megogo-compare' : 'sweet-tv-compare'} className={button.outline}>
            <Trans>Compare packages</Trans>
          </AppLink>
          <AppLink to="tv" className={button.outline}>
            <Trans>ZoriaNet TV tariffs</Trans>
          </AppLink>
        </div>
      </section>
      <section className={s.block} aria-labelledby="partner-faq">
        <h2 className={s.h2} id="partner-faq">
          <Trans>Questions about {partner.name}</Trans>
        </h2>
        <div className={s.faq}>
          {tr.faq.map((q) => (
            <details key={q.question} className={s.faqItem}>
              <summary className={summary}>{q.question}</summary>
              <p className={s.faqAnswer}>{q.answer}</p>
            </details>
          ))}
        </div>
      </section>
    </div>
  );
}

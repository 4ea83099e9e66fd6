import { Trans } from '@lingui/react/macro';
import { translation } from '../../domain/content/translate';
import { newSubscriberOffer } from '../../domain/tariff-offers';
import { useLocale } from '../../i18n/use-locale';
import type { PageProps } from '../../routing/page-types';
import { container } from '../../ui/container.css';
import type { LocalityData } from './load';
import { LocalityLinks, TariffGrid, TypeSwitch } from './tariff-list';
import { BillingBlock, ConnectionBlocks, EquipmentNotes, PointsSection, PricesAsOf, UnlimitedNotice } from './terms-blocks';
import * as s from './tariffs.css';

/** /tariffs/{type}/{code}: one locality's tariffs of one housing type and its connection text. */
export default function LocalityPage({ data }: PageProps) {
  const { type, groups, localities, terms, locality, priceDate, meta, promos } = data as LocalityData;
  const own = translation(locality.translations, useLocale());
  const tariffs = groups[0]?.tariffs ?? [];
  return (
    <div className={`${container} ${s.page}`}>
      <div>
        <h1 className={s.h1}>{meta.title}</h1>
      </div>
      <p className={s.lead}>{own.intro}</p>
      <TypeSwitch current={type} code={locality.code} />
      <section className={s.block} aria-labelledby="locality-tariffs">
        <h2 className={s.h2} id="locality-tariffs">
          <Trans>Tariffs</Trans>
        </h2>
        <TariffGrid tariffs={tariffs} promos={promos} offer={newSubscriberOffer(terms)} />
        <EquipmentNotes terms={terms} tariffs={tariffs} />
        <PricesAsOf date={priceDate} />
      </section>
      <UnlimitedNotice terms={terms} />
      <PointsSection id="locality-features" title={<Trans>Features</Trans>} points={own.features} />
      <div className={s.notes}>
        <ConnectionBlocks terms={terms} locality={locality} />
      </div>
      <BillingBlock terms={terms} />
      <LocalityLinks type={type} localities={localities} current={locality.code} />
    </div>
  );
}

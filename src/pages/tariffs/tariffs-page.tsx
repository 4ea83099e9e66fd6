import { translation } from '../../domain/content/translate';
import { newSubscriberOffer } from '../../domain/tariff-offers';
import { useLocale } from '../../i18n/use-locale';
import type { PageProps } from '../../routing/page-types';
import { container } from '../../ui/container.css';
import type { TariffsData } from './load';
import { TariffConstructor } from './constructor/tariff-constructor';
import { LocalityLinks, TariffGrid, TypeSwitch } from './tariff-list';
import { BillingBlock, EquipmentNotes, PricesAsOf, UnlimitedNotice } from './terms-blocks';
import * as s from './tariffs.css';

/** /tariffs and /tariffs/{type}: every housing type's tariffs, the chosen one first. */
export default function TariffsPage({ title, data }: PageProps) {
  const { type, groups, localities, terms, priceDate, constructorRules, promos } = data as TariffsData;
  const tr = translation(terms.translations, useLocale());
  const offer = newSubscriberOffer(terms);
  return (
    <div className={`${container} ${s.page}`}>
      <h1 className={s.h1}>{title}</h1>
      <UnlimitedNotice terms={terms} />
      <TypeSwitch current={type} />
      {groups.map((g) => (
        <section key={g.type} className={s.block} aria-labelledby={`tariffs-${g.type}`}>
          <h2 className={s.h2} id={`tariffs-${g.type}`}>
            {tr.type_titles[g.type]}
          </h2>
          <TariffGrid tariffs={g.tariffs} promos={promos} offer={offer} />
          <EquipmentNotes terms={terms} tariffs={g.tariffs} />
        </section>
      ))}
      <PricesAsOf date={priceDate} />
      {constructorRules && <TariffConstructor rules={constructorRules} />}
      <LocalityLinks type={type ?? 'privat'} localities={localities} />
      <BillingBlock terms={terms} />
    </div>
  );
}
